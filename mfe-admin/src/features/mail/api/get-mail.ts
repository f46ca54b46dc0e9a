// GET AdminMail: the outbox as administrators see it, newest first, 20 a page.
import { apiClient, infiniteQueryOptions, useInfiniteQuery } from 'shared-ui';
import { adminMailPageSchema, type AdminMailPage } from '@litfund/domain';

const MAIL_PAGE_SIZE = 20;

export async function getMail(pageNumber: number, signal?: AbortSignal): Promise<AdminMailPage> {
  const searchParams = { pageNumber: String(pageNumber), pageSize: String(MAIL_PAGE_SIZE) };
  return adminMailPageSchema.parse(await apiClient.get('AdminMail', { searchParams, signal }).json<unknown>());
}

export const MAIL_KEY = ['admin', 'mail'] as const;

export const mailInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: MAIL_KEY,
    queryFn: ({ pageParam, signal }) => getMail(pageParam, signal),
    initialPageParam: 1,
    // 'View more' while fewer rows are shown than the outbox holds
    getNextPageParam: (last: AdminMailPage, pages: AdminMailPage[]) =>
      pages.reduce((shown, page) => shown + page.items.length, 0) < last.totalCount ? pages.length + 1 : undefined,
  });

export function useMail() {
  return useInfiniteQuery(mailInfiniteQueryOptions());
}
