// Documents and comment attachments: the type is told by the first bytes, never by the declared mime type or name.
import { sniffImage } from '../users/helpers.ts';

export const DOCUMENT_FORMATS = 'Available formats: pdf, png, jpg, docx';

export type DocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** pdf, png, jpeg or docx (a zip holding word/document.xml), or null. */
export function sniffDocument(bytes: Uint8Array): DocumentMime | null {
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImage(bytes);
  if (image) return image;
  const isZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (isZip && Buffer.from(bytes.subarray(0, Math.min(bytes.length, 64 * 1024))).includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}
