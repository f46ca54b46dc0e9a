// GET /Contract/{id}/attachment/{fileId} (docs/product.md): one stored file of the contract (fileResponseSchema). The
// contract read lists files by their metadata only, so a file's bytes travel only when someone downloads it.
import { apiClient, useMutation } from 'shared-ui';
import type { FileResponse } from '@litfund/domain';
import { saveFile } from '../files.ts';

export const getAttachment = (contractId: number, fileId: number) =>
  apiClient.get(`Contract/${contractId}/attachment/${fileId}`).json<FileResponse>();

/** Fetched on each click, never cached: a download, so a mutation; a failure is announced by the query client. */
export const useDownloadAttachment = (contractId: number, fileId: number) =>
  useMutation({ mutationFn: () => getAttachment(contractId, fileId), onSuccess: saveFile });
