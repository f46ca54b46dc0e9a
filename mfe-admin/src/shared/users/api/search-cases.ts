// 'Add to Existing Case': find a contract by its case id and link a user to it by user type.
import { apiClient } from 'shared-ui';
import { calendarDateIn, calendarDayToWire } from '@litfund/domain';
import type { ContractListItem, UserType } from '@litfund/domain';

/** A case as the picker offers it. */
export interface CaseChoice { id: number; caseId: string; clientName: string; status: string }

export const CASE_SEARCH_MIN_CHARS = 3;

export async function searchCases(caseId: string, signal?: AbortSignal): Promise<CaseChoice[]> {
  const rows = await apiClient.post('Contract/list', {
    json: { caseId, pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } }, signal,
  }).json<ContractListItem[]>();
  return rows.map((row) => ({
    id: row.id, caseId: row.caseId || row.identifier, status: row.status,
    clientName: `${row.contractClientDTO.user.firstName} ${row.contractClientDTO.user.lastName}`.trim(),
  }));
}

/** What linking does for each user type; administrators are never a party. */
export const canLinkToCase = (userType: UserType) => userType !== 'Administrator';

/** Client: becomes the contract's client (until CheckSent); Attorney / LawFirm: added, and so responsible. */
export async function linkUserToCase(contractId: number, userId: number, userType: UserType): Promise<void> {
  const date = calendarDayToWire(calendarDateIn(new Date()));
  if (userType === 'Client') await apiClient.post(`Contract/${contractId}/update`, { json: { contractClientDTO: { userId } } });
  else if (userType === 'Attorney') await apiClient.post(`Contract/${contractId}/addAttorney`, { json: { userId, date } });
  else if (userType === 'LawFirm') await apiClient.post(`Contract/${contractId}/addLawFirm`, { json: { userId, date } });
}
