// GET /Contract/{id}/payoffStatement and /Contract/{id}/disclosure (docs/product.md): a document as a file
// (fileResponseSchema).
import { apiClient, useMutation } from 'shared-ui';
import type { FileResponse } from '@litfund/domain';
import { saveFile } from '../../../shared/files.ts';

export type ContractDocument = 'payoffStatement' | 'disclosure';

export const getContractDocument = (id: number, document: ContractDocument) =>
  apiClient.get(`Contract/${id}/${document}`).json<FileResponse>();

/** Made on each click, never cached: a download, so a mutation; a failure is announced by the query client. */
export const useDownloadContractDocument = (id: number, document: ContractDocument) =>
  useMutation({ mutationFn: () => getContractDocument(id, document), onSuccess: saveFile });
