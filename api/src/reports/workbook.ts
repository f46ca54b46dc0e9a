// An XLSX written row by row with exceljs' streaming WorkbookWriter: each row is committed (serialised and
// released) as soon as it is added, so only the compressed bytes grow, never a sheet of row objects.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn { header: string; key: string; width?: number; numFmt?: string }
export type SheetCell = string | number | null;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';

export async function writeXlsx(sheetName: string, columns: readonly SheetColumn[], rows: AsyncIterable<readonly SheetCell[]>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => { output.on('end', resolve); output.on('error', reject); });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length + 2), style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const cells of rows) sheet.addRow([...cells]).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
