import { sniffDocument } from './files.ts';

test('documents are told by their bytes', () => {
  expect(sniffDocument(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
  expect(sniffDocument(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
  expect(sniffDocument(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(sniffDocument(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]))).toMatch(/wordprocessingml/);
  expect(sniffDocument(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....xl/workbook.xml')]))).toBeNull();
  expect(sniffDocument(Buffer.from('MZ executable'))).toBeNull();
});
