// POST /Contract/{id}/addComment and uploadCommentAttachment (docs/product.md): commentInputSchema and
// uploadCommentAttachmentSchema. Both answer the contract's comments as they now are.
import { getErrorMessage, useMutation, useNotification } from 'shared-ui';
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

/** Adds a comment, then its attachment if any; `answered` receives the comments. A failure is announced by the query client. */
export function useAddComment(contractId: number, answered: (comments: Comment[]) => void) {
  const notify = useNotification((s) => s.notify);
  return useMutation({
    mutationFn: async ({ commentText, visible, attachment }: NewComment) => {
      const added = await addComment(contractId, { commentText, visible, contractId });
      if (!attachment) return added;
      try {
        return await uploadCommentAttachment(contractId, {
          fileName: attachment.name,
          mimeType: attachment.type,
          documentBase64String: await fileToBase64(attachment),
        });
      } catch (failure) {
        // The comment is saved: say the attachment is not, and show the comment.
        notify(`${CONTRACT_MESSAGES.attachmentNotSaved}: ${await getErrorMessage(failure)}`, 'error');
        return added;
      }
    },
    onSuccess: answered,
  });
}
