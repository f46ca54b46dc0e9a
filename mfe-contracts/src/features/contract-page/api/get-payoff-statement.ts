// GET /Contract/{id}/payoffStatement (docs/product.md): the statement as a file (fileResponseSchema).
import { apiClient, useMutation } from 'shared-ui';
import type { FileResponse } from '@litfund/domain';
import { saveFile } from '../../../shared/files.ts';

export const getPayoffStatement = (id: number) => apiClient.get(`Contract/${id}/payoffStatement`).json<FileResponse>();

/** Made on each click, never cached: a download, so a mutation; a failure is announced by the query client. */
export const useDownloadPayoffStatement = (id: number) =>
  useMutation({ mutationFn: () => getPayoffStatement(id), onSuccess: saveFile });
