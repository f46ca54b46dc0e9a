// POST UserRating/update/{id}: the updated item.
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import { wireRatingItemSchema, type RatingItemFields, type UserRatingType, type WireRatingItem } from '@litfund/domain';
import { changeGroup } from './get-rating-groups.ts';

export async function updateRatingItem({
  id,
  fields,
}: {
  type: UserRatingType;
  id: number;
  fields: RatingItemFields;
}): Promise<WireRatingItem> {
  return wireRatingItemSchema.parse(await apiClient.post(`UserRating/update/${id}`, { json: fields }).json<unknown>());
}

export function useUpdateRatingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRatingItem,
    onSuccess: (updated, { type, id }) =>
      changeGroup(client, type, (items) => items.map((item) => (item.id === id ? updated : item))),
  });
}
