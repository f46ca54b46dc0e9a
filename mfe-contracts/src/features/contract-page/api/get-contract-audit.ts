// GET /Contract/{id}/audit: the contract's audit trail, newest first, ten at a time (Approved administrators).
import { apiClient, infiniteQueryOptions, useInfiniteQuery } from 'shared-ui';
import type { ContractAuditPage } from '@litfund/domain';
import { contractKey } from '../../../shared/api/get-contract.ts';

export const AUDIT_PAGE_SIZE = 10;

export const getContractAudit = (id: number, page: number, pageSize: number, signal?: AbortSignal) =>
  apiClient.get(`Contract/${id}/audit`, { searchParams: { page, pageSize }, signal }).json<ContractAuditPage>();

/** Under the contract's key: an action on the contract marks the trail stale, so it reads its first page again. */
export const contractAuditQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...contractKey(id), 'audit'] as const,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getContractAudit(id, pageParam, AUDIT_PAGE_SIZE, signal);
      if (!Array.isArray(page.entries)) throw new Error('The audit trail answer has no entries');
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((n, p) => n + p.entries.length, 0) < last.total ? lastPage + 1 : undefined,
    // The section shows its own error state.
    meta: { errorNotice: false },
  });

export const useContractAudit = (id: number) => useInfiniteQuery(contractAuditQueryOptions(id));
