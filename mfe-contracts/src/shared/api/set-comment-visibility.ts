// POST /Contract/{id}/comments/{commentId}/visibility (docs/product.md): commentVisibilitySchema.
import { useMutation } from 'shared-ui';
import type { Comment } from '@litfund/domain';
import { postContractAction } from './contract-action.ts';

export const setCommentVisible = (id: number, commentId: number, visible: boolean) =>
  postContractAction<Comment[]>(id, `comments/${commentId}/visibility`, { visible });

/** Shows a comment to the attorney or hides it again; `answered` receives the comments. */
export const useToggleCommentVisibility = (contractId: number, answered: (comments: Comment[]) => void) =>
  useMutation({
    mutationFn: (comment: Comment) => setCommentVisible(contractId, comment.id, !comment.visible),
    onSuccess: answered,
  });
