import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createZipFile } from '../reports/zip-file.ts';
import { isWordDocument, sniffDocument, storedFileName, uploadedDocument } from './files.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const contentTypes = (
  mainType: string,
  part = '/word/document.xml',
) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="${part}" ContentType="${mainType}"/>
</Types>`;
const WORD_MAIN = `${DOCX}.main+xml`;

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litfund-files-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A zip of the given entries, deflated as Word writes them. */
async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  const zip = await createZipFile(file);
  for (const [name, content] of Object.entries(entries)) await zip.add(name, [content]);
  await zip.finish();
  return fs.readFileSync(file);
}

test('pdf, png and jpeg are told by their first bytes', () => {
  expect(sniffDocument(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
  expect(sniffDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
  expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(sniffDocument(Buffer.from('MZ executable'))).toBeNull();
  expect(sniffDocument(Buffer.from('<!doctype html><p>statement</p>'))).toBeNull();
});

describe('a .docx must be a real Word document', () => {
  it('a zip whose [Content_Types].xml declares word/document.xml as the main document, and holds it', async () => {
    const docx = await zipOf({
      '[Content_Types].xml': contentTypes(WORD_MAIN),
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
    });
    expect(sniffDocument(docx)).toBe(DOCX);
  });

  it('refuses any other zip, however much it looks like one', async () => {
    // The old check took any zip mentioning "word/".
    expect(isWordDocument(await zipOf({ 'word/document.xml': '<w:document/>' }))).toBe(false);
    expect(isWordDocument(await zipOf({ '[Content_Types].xml': contentTypes(WORD_MAIN) }))).toBe(false);
    // A macro-enabled document (.docm) declares another main type.
    expect(
      isWordDocument(
        await zipOf({
          '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
          'word/document.xml': '<w:document/>',
        }),
      ),
    ).toBe(false);
    // A workbook with a stray word/document.xml entry.
    expect(
      isWordDocument(
        await zipOf({
          '[Content_Types].xml': contentTypes(
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
            '/xl/workbook.xml',
          ),
          'xl/workbook.xml': '<workbook/>',
          'word/document.xml': '<w:document/>',
        }),
      ),
    ).toBe(false);
    const real = await zipOf({ '[Content_Types].xml': contentTypes(WORD_MAIN), 'word/document.xml': '<w:document/>' });
    expect(isWordDocument(real.subarray(0, real.length - 30))).toBe(false);
    expect(
      isWordDocument(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')])),
    ).toBe(false);
  });

  it('refuses a zip bomb posing as [Content_Types].xml instead of inflating it', async () => {
    const bomb = await zipOf({
      '[Content_Types].xml': `${contentTypes(WORD_MAIN)}${' '.repeat(5 * 1024 * 1024)}`,
      'word/document.xml': '<w:document/>',
    });
    expect(isWordDocument(bomb)).toBe(false);
  });
});

test('stored names come from the contract, the document type and the detected type', () => {
  expect(storedFileName('LF-2026-000123', 2, 'application/pdf')).toBe('LF-2026-000123-client-contract.pdf');
  expect(storedFileName('LF-2026-000123', 3, DOCX)).toBe('LF-2026-000123-attorney-agreement.docx');
  expect(storedFileName('LF-2026-000123', 0, 'image/jpeg')).toBe('LF-2026-000123-comment-attachment.jpg');
});

test('uploads: 400 for bad base64, 415 for other types, 413 above 10 MiB', () => {
  expect(() => uploadedDocument('%%%')).toThrow(expect.objectContaining({ statusCode: 400 }));
  expect(() => uploadedDocument(Buffer.from('<html>').toString('base64'))).toThrow(
    expect.objectContaining({ statusCode: 415 }),
  );
  expect(() =>
    uploadedDocument(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]).toString('base64')),
  ).toThrow(expect.objectContaining({ statusCode: 413 }));
  expect(uploadedDocument(Buffer.from('%PDF-1.4').toString('base64')).mime).toBe('application/pdf');
});
