// docs/product.md: the UserRating calls of the Rating Controller.
import { apiClient } from 'shared-ui';
import { USER_RATING_TYPES, wireRatingItemSchema } from '@litfund/domain';
import type { RatingItemFields, UserRatingType, WireRatingItem } from '@litfund/domain';

export type RatingGroups = Record<UserRatingType, WireRatingItem[]>;

/** Items in `from` order, as the screen lists them. */
export const sortItems = (items: readonly WireRatingItem[]) => [...items].sort((a, b) => a.from - b.from || a.id - b.id);

/** GET UserRating/getAll/{type}, one call per type, one after another (docs/product.md). */
export async function getRatingGroups(signal?: AbortSignal): Promise<RatingGroups> {
  const groups = {} as RatingGroups;
  for (const type of USER_RATING_TYPES) {
    const body = await apiClient.get(`UserRating/getAll/${type}`, { signal }).json<unknown>();
    groups[type] = sortItems(wireRatingItemSchema.array().parse(body));
  }
  return groups;
}

/** POST UserRating: the new item's id. */
export async function addRatingItem(type: UserRatingType, fields: RatingItemFields): Promise<WireRatingItem> {
  const id = await apiClient.post('UserRating', { json: { ...fields, userRatingType: type } }).json<unknown>();
  if (typeof id !== 'number') throw new Error('Unexpected answer from the server');
  return { id, ...fields, userRatingType: type };
}

/** POST UserRating/update/{id}: the updated item. */
export async function updateRatingItem(id: number, fields: RatingItemFields): Promise<WireRatingItem> {
  return wireRatingItemSchema.parse(await apiClient.post(`UserRating/update/${id}`, { json: fields }).json<unknown>());
}

/** POST UserRating/delete/{id}. */
export async function deleteRatingItem(id: number): Promise<void> {
  await apiClient.post(`UserRating/delete/${id}`);
}
