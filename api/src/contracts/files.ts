// Documents and comment attachments: the type is told by the content, never by the declared mime type or name, and
// the stored name is made from what the file is (the uploader's name could carry another extension or a path).
import zlib from 'node:zlib';
import { MAX_DOCUMENT_BYTES } from '@litfund/domain';
import { HttpError, badRequest } from '../lib/http-error.ts';
import { decodeBase64 } from '../files/base64.ts';
import { sniffImage } from '../files/image-type.ts';

export const DOCUMENT_FORMATS = 'Available formats: pdf, png, jpg, docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export type DocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg' | typeof DOCX;

const EXTENSIONS: Record<DocumentMime, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  [DOCX]: 'docx',
};

/** The content type a Word document's [Content_Types].xml gives its main part (a macro-enabled .docm differs). */
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** [Content_Types].xml is a few KiB; a larger inflated one is not an Office file (or is a zip bomb). */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or null when the bytes are not a readable zip. */
function zipEntries(zip: Buffer): ZipEntry[] | null {
  // The end record is the last 22 bytes plus a comment of at most 64 KiB.
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let i = zip.length - 22; i >= floor; i -= 1) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    if (at + 46 + nameLength > zip.length) return null;
    entries.push({
      name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's content (stored or deflated), or null when it cannot be read within the cap. */
function entryContent(zip: Buffer, entry: ZipEntry, cap: number): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  try {
    if (entry.method === 0) return data.length <= cap ? data : null;
    if (entry.method === 8) return zlib.inflateRawSync(data, { maxOutputLength: cap });
  } catch {
    return null;
  }
  return null;
}

/** A real Word document: a zip whose [Content_Types].xml declares the main document and that holds word/document.xml. */
export function isWordDocument(bytes: Uint8Array): boolean {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (zip.length < 30 || zip.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const entries = zipEntries(zip);
  const contentTypes = entries?.find((e) => e.name === '[Content_Types].xml');
  if (!entries || !contentTypes || !entries.some((e) => e.name === 'word/document.xml')) return false;
  const xml = entryContent(zip, contentTypes, MAX_CONTENT_TYPES_BYTES)?.toString('utf8') ?? '';
  // The main part must be word/document.xml with Word's content type (an Override names the part explicitly).
  const overrides = xml.match(/<Override\b[^>]*>/gi) ?? [];
  return overrides.some(
    (tag) => /PartName\s*=\s*"\/word\/document\.xml"/i.test(tag) && tag.includes(`ContentType="${WORD_MAIN_PART}"`),
  );
}

/** pdf, png, jpeg or docx told by the content, or null. */
export function sniffDocument(bytes: Uint8Array): DocumentMime | null {
  if (bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImage(bytes);
  if (image) return image;
  return isWordDocument(bytes) ? DOCX : null;
}

/** What a stored file is called: type 0 is a comment attachment, 2 the client's contract, 3 the attorney agreement. */
const DOCUMENT_TYPE_NAMES: Record<number, string> = {
  0: 'comment-attachment',
  2: 'client-contract',
  3: 'attorney-agreement',
};

/** `<contract identifier>-<document type>.<extension of the detected type>`, e.g. LF-2026-000123-client-contract.pdf. */
export function storedFileName(contractIdentifier: string, documentType: number, mime: DocumentMime): string {
  return `${contractIdentifier}-${DOCUMENT_TYPE_NAMES[documentType] ?? 'document'}.${EXTENSIONS[mime]}`;
}

/** The uploaded bytes and their detected type: 400 when not base64, 413 above 10 MiB, 415 when not an allowed type. */
export function uploadedDocument(base64: string): { bytes: Buffer; mime: DocumentMime } {
  const bytes = decodeBase64(base64);
  if (!bytes || bytes.length === 0)
    throw badRequest('The file is not valid base64', [
      { path: 'documentBase64String', message: 'The file is not valid base64' },
    ]);
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, 'The file is larger than 10 MiB');
  const mime = sniffDocument(bytes);
  if (!mime) throw new HttpError(415, DOCUMENT_FORMATS);
  return { bytes, mime };
}
