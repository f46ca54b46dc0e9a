// GET AdminUser?UserType=LawFirm: the law firms the pickers offer.
import { apiClient, queryOptions, useQuery } from 'shared-ui';
import { USERS_KEY } from './get-users.ts';

export interface LawFirmOption {
  id: number;
  firstName: string;
  lastName?: string;
}

export async function getLawFirms(signal?: AbortSignal): Promise<LawFirmOption[]> {
  const searchParams = new URLSearchParams({
    UserType: 'LawFirm',
    PageNumber: '1',
    PageSize: '100',
    SortingType: 'desc',
  });
  const firms = await apiClient.get('AdminUser', { searchParams, signal }).json<LawFirmOption[]>();
  return firms.map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
}

export const lawFirmsQueryOptions = () =>
  queryOptions({ queryKey: [...USERS_KEY, 'law-firms'], queryFn: ({ signal }) => getLawFirms(signal) });

/** The firms, or none while they load or when they could not be read (the banner says why). */
export function useLawFirms(): LawFirmOption[] {
  return useQuery(lawFirmsQueryOptions()).data ?? NO_FIRMS;
}

const NO_FIRMS: LawFirmOption[] = [];
