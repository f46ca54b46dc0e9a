// POST /Contract/{id}/addComment and uploadCommentAttachment (docs/product.md): commentInputSchema and
// uploadCommentAttachmentSchema. Both answer the contract's comments as they now are.
import { getErrorMessage, useMutation } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { Comment, CommentInput } from '@litfund/domain';
import { fileToBase64 } from '../files.ts';
import { postContractAction } from './contract-action.ts';

export const addComment = (id: number, body: CommentInput) => postContractAction<Comment[]>(id, 'addComment', body);

/** Attaches a file to the caller's latest comment. */
export const uploadCommentAttachment = (
  id: number,
  body: { fileName: string; mimeType: string; documentBase64String: string },
) => postContractAction<Comment[]>(id, 'uploadCommentAttachment', { ...body, type: 0 });

export interface NewComment {
  commentText: string;
  visible: boolean;
  attachment: File | null;
}

/** What adding a comment recorded: the comments as they now are, and why its attachment was refused, if it was. */
export interface CommentAdded {
  comments: Comment[];
  attachmentFailure: string | null;
}

/**
 * Adds a comment, then its attachment if any; `answered` receives the comments. The comment is saved before the
 * file is sent, so a refused file (415, too large) is part of a success: the caller says both. A failure of the
 * comment itself is announced by the query client.
 */
export function useAddComment(contractId: number, answered: (comments: Comment[]) => void) {
  return useMutation({
    mutationFn: async ({ commentText, visible, attachment }: NewComment): Promise<CommentAdded> => {
      const added = await addComment(contractId, { commentText, visible, contractId });
      if (!attachment) return { comments: added, attachmentFailure: null };
      try {
        const comments = await uploadCommentAttachment(contractId, {
          fileName: attachment.name,
          mimeType: attachment.type,
          documentBase64String: await fileToBase64(attachment),
        });
        return { comments, attachmentFailure: null };
      } catch (failure) {
        return {
          comments: added,
          attachmentFailure: `${CONTRACT_MESSAGES.attachmentNotSaved}: ${await getErrorMessage(failure)}`,
        };
      }
    },
    onSuccess: ({ comments }) => answered(comments),
  });
}
