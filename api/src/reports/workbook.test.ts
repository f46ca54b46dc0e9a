import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import {
  HEADER_ROW,
  MONEY_FORMAT,
  columnName,
  dateSerial,
  escapeXml,
  temporaryXlsxFile,
  writeXlsx,
} from './workbook.ts';
import type { DataRows, SheetCell, SheetColumn, SheetSpec, XlsxFile } from './workbook.ts';

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
const sheetOf = (name: string, totals?: SheetSpec['totals']): SheetSpec => ({
  name,
  title: `${name} & Co`,
  details: 'From 01-01-2026 to 01-31-2026 · Generated 02-01-2026',
  columns: COLUMNS,
  totals,
});
/** A sheet row as plain values; a formula cell as its cached result. */
const valuesOf = (sheet: ExcelJS.Worksheet, row: number) =>
  [1, 2, 3].map((c) => {
    const value = sheet.getRow(row).getCell(c).value ?? null;
    return value && typeof value === 'object' && 'result' in value ? value.result : value;
  });
const unzip = (filePath: string, part: string) =>
  spawnSync('unzip', ['-p', filePath, part], { encoding: 'utf8' }).stdout;

describe('writeXlsx', () => {
  let file: XlsxFile;
  beforeEach(async () => {
    file = await temporaryXlsxFile();
  });
  afterEach(() => {
    file.remove();
    expect(fs.existsSync(file.path)).toBe(false);
  });

  it('writes the letterhead, the cells, header style, number format and widths that Excel-compatible readers see', async () => {
    await writeXlsx(
      file.path,
      sheetOf('Raw Data'),
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
    expect([1, 2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value ?? null)).toEqual([
      'LitFund',
      'Raw Data & Co',
      'From 01-01-2026 to 01-31-2026 · Generated 02-01-2026',
      null,
    ]);
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true, size: 18, color: { argb: 'FF1E3A8A' } });
    expect(sheet.getCell('A2').font).toMatchObject({ bold: true, size: 14 });
    expect([5, 6, 7, 8, 9].map((r) => valuesOf(sheet, r))).toEqual([
      ['Case ID', 'Amount Requested', 'Rate'],
      ['A&B <x> "q"', 1234.56, 12.5],
      [null, null, 3],
      ['  padded ', 0, -0.25],
      ['tab\tandcontrol', 1e21, null],
    ]);
    expect(HEADER_ROW).toBe(5);
    expect(sheet.rowCount).toBe(9);
    const header = sheet.getRow(HEADER_ROW);
    expect([1, 2, 3].map((c) => header.getCell(c).font?.bold)).toEqual([true, true, true]);
    expect(header.getCell(3).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0E7FF' } });
    expect(header.getCell(1).border?.bottom?.style).toBe('thin');
    expect([6, 7, 8, 9].map((r) => sheet.getRow(r).getCell(2).numFmt)).toEqual([
      MONEY_FORMAT,
      MONEY_FORMAT,
      MONEY_FORMAT,
      MONEY_FORMAT,
    ]);
    expect(sheet.getRow(6).getCell(3).numFmt).toBeUndefined();
    expect(sheet.columns.map((c) => c.width)).toEqual([12, 18, 16]);
    if (hasUnzip)
      expect(spawnSync('unzip', ['-t', file.path], { encoding: 'utf8' }).stdout).toContain('No errors detected');
  });

  it('keeps the header in view and filterable, and prints landscape one page wide with page numbers', async () => {
    await writeXlsx(
      file.path,
      sheetOf('Raw Data'),
      each([
        ['a', 1, 2],
        ['b', 3, 4],
      ]),
    );
    const workbook = await readBack(file.path);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW, topLeftCell: 'A6' });
    // the header and the data, not the letterhead
    expect(sheet.autoFilter).toBe('A5:C7');
    expect(sheet.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '5:5',
    });
    // '&' is a code in a footer: the title's own one is doubled
    expect(sheet.headerFooter.oddFooter).toBe('&LLitFund Raw Data && Co&RPage &P of &N');
  });

  it('writes the totals under the data as formulas with their value, and none for an empty sheet', async () => {
    const asked: DataRows[] = [];
    const totals = (data: DataRows) => {
      asked.push(data);
      return [
        [
          'Total',
          { formula: `SUBTOTAL(109,B${data.first}:B${data.last})`, value: 4 },
          { formula: `SUBTOTAL(103,C${data.first}:C${data.last})`, value: 2, numFmt: '0" rows"' },
        ],
      ];
    };
    await writeXlsx(
      file.path,
      sheetOf('Raw Data', totals),
      each([
        ['a', 1, 2],
        ['b', 3, 4],
      ]),
    );
    const sheet = (await readBack(file.path)).worksheets[0]!;
    expect(asked).toEqual([{ first: 6, last: 7 }]);
    expect(sheet.getCell('B8').value).toEqual({ formula: 'SUBTOTAL(109,B6:B7)', result: 4 });
    expect(valuesOf(sheet, 8)).toEqual(['Total', 4, 2]);
    expect([1, 2, 3].map((c) => sheet.getRow(8).getCell(c).font?.bold)).toEqual([true, true, true]);
    expect(sheet.getCell('A8').border?.top?.style).toBe('thin');
    expect([sheet.getCell('B8').numFmt, sheet.getCell('C8').numFmt]).toEqual([MONEY_FORMAT, '0" rows"']);
    // sorting the filtered range leaves the totals under it
    expect(sheet.autoFilter).toBe('A5:C7');

    await writeXlsx(file.path, sheetOf('Raw Data', totals), each([]));
    const empty = (await readBack(file.path)).worksheets[0]!;
    expect(asked).toHaveLength(1);
    expect(empty.rowCount).toBe(HEADER_ROW);
  });

  it('writes the sheet XML as inline strings with the column styles (golden)', async () => {
    const total = (data: DataRows): SheetCell[][] => [
      ['Total', { formula: `SUBTOTAL(109,B${data.first}:B${data.last})`, value: 3.5 }],
      ['Average', { formula: `AVERAGE(B${data.first}:B${data.last})`, value: 1.75 }],
    ];
    await writeXlsx(
      file.path,
      sheetOf('Report', total),
      each([
        ['A&B', 1.5, null],
        [null, 2, 7],
      ]),
    );
    if (!hasUnzip) return;
    const xml = unzip(file.path, 'xl/worksheets/sheet1.xml');
    expect(xml).toContain(
      '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="5" topLeftCell="A6" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft" activeCell="A6" sqref="A6"/></sheetView></sheetViews>' +
        '<cols><col min="1" max="1" width="12" customWidth="1"/><col min="2" max="2" width="18" style="8" customWidth="1"/>' +
        '<col min="3" max="3" width="16" customWidth="1"/></cols><sheetData>' +
        '<row r="1"><c r="A1" s="2" t="inlineStr"><is><t>LitFund</t></is></c></row>' +
        '<row r="2"><c r="A2" s="3" t="inlineStr"><is><t>Report &amp; Co</t></is></c></row>',
    );
    expect(xml).toContain('<row r="5"><c r="A5" s="1" t="inlineStr"><is><t>Case ID</t></is></c>');
    expect(xml).toContain(
      '<row r="6"><c r="A6" t="inlineStr"><is><t>A&amp;B</t></is></c><c r="B6" s="8"><v>1.5</v></c></row>' +
        '<row r="7"><c r="B7" s="8"><v>2</v></c><c r="C7"><v>7</v></c></row>' +
        // the first totals row ruled above across the table, the next one bold only
        '<row r="8"><c r="A8" s="5" t="inlineStr"><is><t>Total</t></is></c>' +
        '<c r="B8" s="9"><f>SUBTOTAL(109,B6:B7)</f><v>3.5</v></c><c r="C8" s="5"/></row>' +
        '<row r="9"><c r="A9" s="6" t="inlineStr"><is><t>Average</t></is></c>' +
        '<c r="B9" s="10"><f>AVERAGE(B6:B7)</f><v>1.75</v></c><c r="C9" s="6"/></row></sheetData>' +
        '<autoFilter ref="A5:C7"/><pageMargins left="0.5" right="0.5" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>' +
        '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
        '<headerFooter><oddFooter>&amp;LLitFund Report &amp;&amp; Co&amp;RPage &amp;P of &amp;N</oddFooter></headerFooter></worksheet>',
    );
    const styles = unzip(file.path, 'xl/styles.xml');
    expect(styles).toContain('<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00"/></numFmts>');
    expect(unzip(file.path, 'xl/workbook.xml')).toContain(
      '<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">\'Report\'!$A$5:$C$7</definedName>' +
        '<definedName name="_xlnm.Print_Titles" localSheetId="0">\'Report\'!$5:$5</definedName>',
    );
  });

  it('marks text a spreadsheet would take for a formula as text, keeping the value', async () => {
    const file = await temporaryXlsxFile();
    try {
      await writeXlsx(
        file.path,
        sheetOf('Report'),
        each([
          ['=HYPERLINK("http://evil.example","x")', 1, null],
          ['+cmd', 2, null],
          ['plain', 3, null],
        ]),
      );
      const sheet = (await readBack(file.path)).worksheets[0]!;
      expect([6, 7, 8].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([
        '=HYPERLINK("http://evil.example","x")',
        '+cmd',
        'plain',
      ]);
      if (!hasUnzip) return;
      const xml = unzip(file.path, 'xl/worksheets/sheet1.xml');
      expect(xml).toContain('<c r="A6" s="7" t="inlineStr">');
      expect(xml).toContain('<c r="A7" s="7" t="inlineStr">');
      expect(xml).toContain('<c r="A8" t="inlineStr">');
      expect(unzip(file.path, 'xl/styles.xml')).toContain('quotePrefix="1"');
    } finally {
      file.remove();
    }
  });

  it('streams many rows in pieces and reads them all back in order', async () => {
    const count = 20_000;
    async function* many() {
      for (let i = 0; i < count; i++) yield [`case ${i}`, i / 100, i];
    }
    await writeXlsx(file.path, sheetOf('Raw Data'), many());
    const sheet = (await readBack(file.path)).worksheets[0]!;
    expect(sheet.rowCount).toBe(HEADER_ROW + count);
    expect(sheet.getRow(HEADER_ROW + count).values).toEqual([
      undefined,
      `case ${count - 1}`,
      (count - 1) / 100,
      count - 1,
    ]);
  });

  it('refuses a number a sheet cannot hold', async () => {
    await expect(writeXlsx(file.path, sheetOf('Raw Data'), each([['x', Number.NaN, 1]]))).rejects.toThrow(
      'cell B6 is NaN',
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
