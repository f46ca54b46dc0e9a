// The contracts wire calls (docs/product.md), typed by domain's schemas.
import { apiClient } from 'shared-ui';
import type {
  AmountOnDay,
  Comment,
  CommentInput,
  ContractCreateInput,
  ContractRead,
  ContractUpdate,
  FileResponse,
  StatusUpdate,
  UploadDocument,
} from '@litfund/domain';

/**
 * Calls that must not happen twice carry an Idempotency-Key, so ky may retry them after a lost answer or a 5xx: the
 * server replays the first result instead of recording the amount or the contract again.
 */
function idempotent() {
  const bytes = crypto.getRandomValues(new Uint8Array(16)); // randomUUID needs a secure context; this does not
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return { headers: { 'Idempotency-Key': key }, retry: { limit: 2, methods: ['post'] } };
}

export const createContract = (payload: ContractCreateInput) =>
  apiClient.post('Contract', { json: payload, ...idempotent() }).json<{ id: number }>();
export const getPayoffStatement = (id: number) => apiClient.get(`Contract/${id}/payoffStatement`).json<FileResponse>();

const action = <T>(id: number, path: string, body: unknown, options: Parameters<typeof apiClient.post>[1] = {}) =>
  apiClient.post(`Contract/${id}/${path}`, { json: body, ...options }).json<T>();

export const addStatus = (id: number, body: StatusUpdate) => action<ContractRead>(id, 'statusUpdate', body);
export const addPayment = (id: number, body: AmountOnDay) =>
  action<ContractRead>(id, 'updateAmountPayment', body, idempotent());
export const addAdditionalFunding = (id: number, body: AmountOnDay) =>
  action<ContractRead>(id, 'addAdditionalFundingRequest', body, idempotent());
export const updateContract = (id: number, body: ContractUpdate) => action<ContractRead>(id, 'update', body);
export const addAttorney = (id: number, userId: number, date: string) =>
  action<ContractRead>(id, 'addAttorney', { userId, date });
export const addLawFirm = (id: number, userId: number, date: string) =>
  action<ContractRead>(id, 'addLawFirm', { userId, date });
export const uploadDocument = (id: number, body: UploadDocument) => action<ContractRead>(id, 'uploadDocument', body);
export const addComment = (id: number, body: CommentInput) => action<Comment[]>(id, 'addComment', body);
export const uploadCommentAttachment = (
  id: number,
  body: { fileName: string; mimeType: string; documentBase64String: string },
) => action<Comment[]>(id, 'uploadCommentAttachment', { ...body, type: 0 });
export const setCommentVisible = (id: number, commentId: number, visible: boolean) =>
  action<Comment[]>(id, `comments/${commentId}/visibility`, { visible });
