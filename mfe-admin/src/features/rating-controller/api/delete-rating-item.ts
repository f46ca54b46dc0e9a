// POST UserRating/delete/{id}.
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import type { UserRatingType } from '@litfund/domain';
import { changeGroup } from './get-rating-groups.ts';

export async function deleteRatingItem({ id }: { type: UserRatingType; id: number }): Promise<void> {
  await apiClient.post(`UserRating/delete/${id}`);
}

/** A failed delete has its own words (docs/product.md) (RATING_MESSAGES.deleteError), so the banner does not add the server's. */
export function useDeleteRatingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRatingItem,
    meta: { errorNotice: false },
    onSuccess: (_answer, { type, id }) => changeGroup(client, type, (items) => items.filter((item) => item.id !== id)),
  });
}
