import type { ContractRead } from '@litfund/domain';

/** The contract's status now: the last entry of its history (the read answers it oldest first). */
export const currentStatus = (contract: Pick<ContractRead, 'contractStatus'>): string | null =>
  contract.contractStatus.at(-1)?.contractsStatus ?? null;
