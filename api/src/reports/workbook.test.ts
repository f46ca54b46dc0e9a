import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { MONEY_FORMAT, columnName, dateSerial, escapeXml, temporaryXlsxFile, writeXlsx } from './workbook.ts';
import type { SheetCell, SheetColumn, XlsxFile } from './workbook.ts';

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

async function* each(rows: ReadonlyArray<readonly SheetCell[]>): AsyncGenerator<readonly SheetCell[]> {
  yield* rows;
}

/** The workbook as exceljs' reader (what the API tests and e2e use) sees it. */
async function readBack(filePath: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  return workbook;
}

const COLUMNS: SheetColumn[] = [
  { header: 'Case ID', key: 'caseId' },
  { header: 'Amount Requested', key: 'amount', numFmt: MONEY_FORMAT },
  { header: 'Rate', key: 'rate', width: 16 },
];

describe('writeXlsx', () => {
  let file: XlsxFile;
  beforeEach(async () => {
    file = await temporaryXlsxFile();
  });
  afterEach(() => {
    file.remove();
    expect(fs.existsSync(file.path)).toBe(false);
  });

  it('writes the cells, header style, number format and widths that Excel-compatible readers see', async () => {
    await writeXlsx(
      file.path,
      'Raw Data',
      COLUMNS,
      each([
        ['A&B <x> "q"', 1234.56, 12.5],
        [null, null, 3],
        ['  padded ', 0, -0.25],
        ['tab\tand\u0001control', 1e21, null],
      ]),
    );
    const workbook = await readBack(file.path);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Raw Data']);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) => [1, 2, 3].map((c) => sheet.getRow(row).getCell(c).value ?? null);
    expect([1, 2, 3, 4, 5].map(cells)).toEqual([
      ['Case ID', 'Amount Requested', 'Rate'],
      ['A&B <x> "q"', 1234.56, 12.5],
      [null, null, 3],
      ['  padded ', 0, -0.25],
      ['tab\tandcontrol', 1e21, null],
    ]);
    expect(sheet.rowCount).toBe(5);
    expect([1, 2, 3].map((c) => sheet.getRow(1).getCell(c).font?.bold)).toEqual([true, true, true]);
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(2).numFmt)).toEqual([
      MONEY_FORMAT,
      MONEY_FORMAT,
      MONEY_FORMAT,
      MONEY_FORMAT,
    ]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBeUndefined();
    expect(sheet.columns.map((c) => c.width)).toEqual([12, 18, 16]);
    if (hasUnzip)
      expect(spawnSync('unzip', ['-t', file.path], { encoding: 'utf8' }).stdout).toContain('No errors detected');
  });

  it('writes the sheet XML as inline strings with the column styles (golden)', async () => {
    await writeXlsx(
      file.path,
      'Report',
      COLUMNS,
      each([
        ['A&B', 1.5, null],
        [null, 2, 7],
      ]),
    );
    if (!hasUnzip) return;
    const xml = spawnSync('unzip', ['-p', file.path, 'xl/worksheets/sheet1.xml'], { encoding: 'utf8' }).stdout;
    expect(xml).toContain(
      '<cols><col min="1" max="1" width="12" customWidth="1"/><col min="2" max="2" width="18" style="2" customWidth="1"/>' +
        '<col min="3" max="3" width="16" customWidth="1"/></cols>',
    );
    expect(xml).toContain(
      '<row r="1" s="1" customFormat="1"><c r="A1" s="1" t="inlineStr"><is><t>Case ID</t></is></c>',
    );
    expect(xml).toContain(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>A&amp;B</t></is></c><c r="B2" s="2"><v>1.5</v></c></row>' +
        '<row r="3"><c r="B3" s="2"><v>2</v></c><c r="C3"><v>7</v></c></row></sheetData></worksheet>',
    );
    const styles = spawnSync('unzip', ['-p', file.path, 'xl/styles.xml'], { encoding: 'utf8' }).stdout;
    expect(styles).toContain('<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00"/></numFmts>');
  });

  it('streams many rows in pieces and reads them all back in order', async () => {
    const count = 20_000;
    async function* many() {
      for (let i = 0; i < count; i++) yield [`case ${i}`, i / 100, i];
    }
    await writeXlsx(file.path, 'Raw Data', COLUMNS, many());
    const sheet = (await readBack(file.path)).worksheets[0]!;
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(count + 1).values).toEqual([undefined, `case ${count - 1}`, (count - 1) / 100, count - 1]);
  });

  it('refuses a number a sheet cannot hold', async () => {
    await expect(writeXlsx(file.path, 'Raw Data', COLUMNS, each([['x', Number.NaN, 1]]))).rejects.toThrow(
      'cell B2 is NaN',
    );
  });
});

describe('sheet XML pieces', () => {
  it("turns a calendar day into the spreadsheet's date serial", () => {
    // 1900-03-01 is 61 in Excel (it counts a 29 February 1900 that never was); LibreOffice agrees from March 1900 on
    expect(['1900-03-01', '2026-11-25', '1899-12-30'].map(dateSerial)).toEqual([61, 46351, 0]);
  });
  it('names columns like Excel', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(escapeXml('a<b>&"c"\u0000\u001f\ufffe\n\t\r')).toBe('a&lt;b&gt;&amp;&quot;c&quot;\n\t\r');
  });
});
