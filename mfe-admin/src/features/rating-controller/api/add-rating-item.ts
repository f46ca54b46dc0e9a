// POST UserRating: a new item of a group; the answer is its id.
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import type { RatingItemFields, UserRatingType, WireRatingItem } from '@litfund/domain';
import { changeGroup } from './get-rating-groups.ts';

export async function addRatingItem({
  type,
  fields,
}: {
  type: UserRatingType;
  fields: RatingItemFields;
}): Promise<WireRatingItem> {
  const id = await apiClient.post('UserRating', { json: { ...fields, userRatingType: type } }).json<unknown>();
  if (typeof id !== 'number') throw new Error('Unexpected answer from the server');
  return { id, ...fields, userRatingType: type };
}

export function useAddRatingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addRatingItem,
    onSuccess: (created, { type }) => changeGroup(client, type, (items) => [...items, created]),
  });
}
