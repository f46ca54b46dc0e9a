// POST /Contract/{id}/uploadDocument (docs/product.md): the client contract or attorney agreement, uploadDocumentSchema.
import type { ContractRead, UploadDocument } from '@litfund/domain';
import { postContractAction, useContractAction } from '../../../shared/api/contract-action.ts';
import { fileToBase64 } from '../../../shared/files.ts';

export const uploadDocument = (id: number, body: UploadDocument) =>
  postContractAction<ContractRead>(id, 'uploadDocument', body);

/** Sends the picked file as base64 under its document type. */
export const useUploadDocument = (id: number) =>
  useContractAction(async ({ type, file }: { type: UploadDocument['type']; file: File }) =>
    uploadDocument(id, {
      type,
      fileName: file.name,
      mimeType: file.type,
      documentBase64String: await fileToBase64(file),
    }),
  );
