// The product rules (docs/product.md): GET UserRating/getAll/{type} for each group of the Rating Controller.
import { apiClient, queryOptions, useQuery, type QueryClient } from 'shared-ui';
import { RATING_MESSAGES, USER_RATING_TYPES, wireRatingItemSchema } from '@litfund/domain';
import type { UserRatingType, WireRatingItem } from '@litfund/domain';

export type RatingGroups = Record<UserRatingType, WireRatingItem[]>;

/** Items in `from` order, as the screen lists them. */
export const sortItems = (items: readonly WireRatingItem[]) =>
  [...items].sort((a, b) => a.from - b.from || a.id - b.id);

/** One call per type, one after another (docs/product.md). */
export async function getRatingGroups(signal?: AbortSignal): Promise<RatingGroups> {
  const groups = {} as RatingGroups;
  for (const type of USER_RATING_TYPES) {
    const body = await apiClient.get(`UserRating/getAll/${type}`, { signal }).json<unknown>();
    groups[type] = sortItems(wireRatingItemSchema.array().parse(body));
  }
  return groups;
}

export const RATING_GROUPS_KEY = ['admin', 'rating-groups'] as const;

export const ratingGroupsQueryOptions = () =>
  queryOptions({
    queryKey: RATING_GROUPS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await getRatingGroups(signal);
      } catch (error) {
        // The product rules (docs/product.md): the ratings panel shows this text whatever the server said.
        throw new Error(RATING_MESSAGES.serverError, { cause: error });
      }
    },
  });

export function useRatingGroups() {
  return useQuery(ratingGroupsQueryOptions());
}

/** A change the server confirmed, applied to the cached group in place of reading all six groups again. */
export function changeGroup(
  client: QueryClient,
  type: UserRatingType,
  change: (items: WireRatingItem[]) => WireRatingItem[],
): void {
  client.setQueryData<RatingGroups>(RATING_GROUPS_KEY, (groups) =>
    groups ? { ...groups, [type]: sortItems(change(groups[type])) } : groups,
  );
}
