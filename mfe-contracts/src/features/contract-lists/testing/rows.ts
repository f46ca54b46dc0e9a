import type { ContractListItem } from '@litfund/domain';

export function listRow(id: number, overrides: Partial<ContractListItem> = {}): ContractListItem {
  return {
    id,
    identifier: `LF-2026-${String(id).padStart(6, '0')}`,
    caseId: `CASE-${id}`,
    contractType: 'PreSettlement',
    parentContractId: null,
    createDate: '2026-11-02T15:00:00.000Z',
    status: 'WaitingApproval',
    amountRequested: 5000,
    totalDue: null,
    paidOff: 0,
    daysBeforePriceIncrease: 0,
    currentContractRiskRatePercent: null,
    contractClientDTO: { userId: 3, user: { firstName: 'Carl', lastName: 'Client' } },
    responsibleAttorney: { userId: 2, userName: 'Alice Attorney' },
    responsibleLawFirm: null,
    ...overrides,
  };
}

export const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => listRow(from + i));
