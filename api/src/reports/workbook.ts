// An XLSX written row by row with exceljs' streaming WorkbookWriter into a temporary file: each row is committed
// (serialised and released) as soon as it is added, so memory holds neither a sheet of row objects nor the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn { header: string; key: string; width?: number; numFmt?: string }
export type SheetCell = string | number | null;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';

/** How much of the sheet may wait for the compressor before rows stop coming. */
const MAX_PENDING_BYTES = 256 * 1024;

/**
 * exceljs writes a committed row into the sheet's buffer and hands it to the zip without waiting for it (no
 * backpressure), so a fast producer piles the whole uncompressed sheet up in memory (180 MB for 100k rows x 21
 * columns, measured). Waiting for the zip entry to drain keeps what is pending small.
 */
async function compressorCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const destination = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  const pending = (destination as unknown as { _writableState?: { length: number } } | undefined)?._writableState?.length ?? 0;
  if (destination && pending > MAX_PENDING_BYTES) await once(destination, 'drain');
}

/** A finished workbook on disk; `remove` deletes it (the response stream does once it has been sent). */
export interface XlsxFile { path: string; remove: () => void }

export async function writeXlsx(sheetName: string, columns: readonly SheetColumn[], rows: AsyncIterable<readonly SheetCell[]>): Promise<XlsxFile> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'litfund-report-'));
  const file: XlsxFile = { path: path.join(dir, 'report.xlsx'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file.path, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(12, c.header.length + 2), style: c.numFmt ? { numFmt: c.numFmt } : {} }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let count = 0;
    for await (const cells of rows) {
      sheet.addRow([...cells]).commit();
      if (++count % 50 === 0) await compressorCaughtUp(sheet);
    }
    sheet.commit();
    await workbook.commit();
    return file;
  } catch (error) {
    file.remove();
    throw error;
  }
}
