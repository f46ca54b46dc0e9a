// POST /Contract/list (docs/product.md): filters sent only when non-empty, pages of 10 newest first.
import { apiClient } from 'shared-ui';
import type { ContractListItem, ContractListRequest } from '@litfund/domain';

export const PAGE_SIZE = 10;

export interface ContractFilters {
  caseId: string;
  clientFilter: string;
  attorneyFilter: string;
  lawFirmFilter: string;
}

export const EMPTY_CONTRACT_FILTERS: ContractFilters = { caseId: '', clientFilter: '', attorneyFilter: '', lawFirmFilter: '' };

/** Which contracts a list shows: the user's own, a law firm's, or (admins) all. */
export type ListScope = { userId: number } | { lawFirmId: number } | Record<string, never>;

export function listRequest(scope: ListScope, filters: ContractFilters, pageNumber: number): ContractListRequest {
  const request: ContractListRequest = { ...scope, pagination: { pageNumber, pageSize: PAGE_SIZE, sortingType: 'desc' } };
  for (const key of Object.keys(EMPTY_CONTRACT_FILTERS) as Array<keyof ContractFilters>) {
    const value = filters[key].trim();
    if (value) request[key] = value;
  }
  return request;
}

export function listContracts(scope: ListScope, filters: ContractFilters, pageNumber: number, signal?: AbortSignal): Promise<ContractListItem[]> {
  return apiClient.post('Contract/list', { json: listRequest(scope, filters, pageNumber), signal }).json<ContractListItem[]>();
}
