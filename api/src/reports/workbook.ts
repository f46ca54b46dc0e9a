// A one-sheet XLSX written row by row into a file. Each row becomes a string of sheet XML (inline strings, so no
// shared-string table grows) and goes through a zip entry's deflate stream: no per-cell objects exist, and memory
// holds one chunk of XML whatever the number of rows. exceljs' streaming WorkbookWriter built several objects per cell
// and buffered ahead of its zip: 100k rows x 21 columns took 8.0 s and grew RSS by 153 MB in a standalone measure,
// against 2.8 s and 54 MB here (docs/performance.md).
// Above the rows come a letterhead and the header row, under them the totals the caller added up while they streamed;
// the parts that depend on the last row (the filter's range, the workbook's defined names) are written after it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createZipFile } from './zip-file.ts';

export interface SheetColumn {
  header: string;
  key: string;
  /** In characters; the rows stream, so it is chosen from what the column holds, not measured. */
  width?: number;
  numFmt?: string;
}
/** A formula with the value it computes to, so readers that do not calculate still see the number. */
export interface SheetFormula {
  formula: string;
  value: number;
  /** Overrides the column's number format for this cell. */
  numFmt?: string;
}
export type SheetCell = string | number | null | SheetFormula;

/** One workbook of one sheet: a letterhead, the header row, the streamed rows and, under them, totals. */
export interface SheetSpec {
  /** The sheet's tab. */
  name: string;
  /** The report's name, in the letterhead and the printed footer. */
  title: string;
  /** The line under the name: what the rows cover and when they were generated. */
  details: string;
  columns: readonly SheetColumn[];
  /** The totals rows, asked for once the data rows are written (not when there are none). */
  totals?: (data: DataRows) => ReadonlyArray<readonly SheetCell[]>;
}
/** The 1-based sheet rows holding the data, for the totals' formulas. */
export interface DataRows {
  first: number;
  last: number;
}

/** Letterhead rows 1-3, a blank row, then the header. */
export const HEADER_ROW = 5;
const BRAND_NAME = 'LitFund';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MONEY_FORMAT = '#,##0.00';
/**
 * How date columns show, as the screens write days (MM-DD-YYYY, `formatDisplayDate`); the cell holds a date serial, so
 * a spreadsheet sorts and filters it as a date.
 */
export const DATE_FORMAT = 'mm-dd-yyyy';

const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** A calendar day (yyyy-mm-dd) as the spreadsheet's date serial (days since 1899-12-30). */
export function dateSerial(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return (Date.UTC(year!, month! - 1, date!) - EXCEL_EPOCH_UTC) / DAY_MS;
}

/** Sheet XML is handed to the compressor in pieces of about this many characters (one write per piece, not per row). */
const CHUNK_CHARS = 64 * 1024;
/** The first id free for custom number formats (0-163 are Excel's built-in ones). */
const FIRST_CUSTOM_FORMAT = 164;

/** The letterhead's colour, the payoff statement's (documents/funder-pdf.ts), as ARGB. */
const BRAND_ARGB = 'FF1E3A8A';
const MUTED_ARGB = 'FF52525B';
const HEADER_FILL_ARGB = 'FFE0E7FF';

/** How a table row looks: data, the first totals row (bold, ruled above), a further totals row (bold). */
type RowLook = 'data' | 'firstTotal' | 'total';
const LOOKS: readonly RowLook[] = ['data', 'firstTotal', 'total'];
// Cell style indexes in styles.xml: the fixed ones, then one per look for each distinct number format.
const STYLE = { plain: 0, header: 1, brand: 2, title: 3, details: 4, firstTotal: 5, total: 6, quoted: 7 } as const;
const FIRST_FORMAT_STYLE = 8;
const styleOf = (format: number | null, look: RowLook): number =>
  format == null
    ? { data: STYLE.plain, firstTotal: STYLE.firstTotal, total: STYLE.total }[look]
    : FIRST_FORMAT_STYLE + LOOKS.length * format + LOOKS.indexOf(look);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

// Characters XML 1.0 cannot carry at all (a file containing one does not open); they are dropped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (c) => ENTITIES[c]!);
}

/** A, B, ..., Z, AA, AB, ... for the 0-based column index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function numberXml(ref: string, value: number): string {
  if (!Number.isFinite(value)) throw new Error(`xlsx: cell ${ref} is ${value}, not a number a sheet can hold`);
  return `<v>${value}</v>`;
}

const FORMULA_LIKE = /^[=+\-@\t\r]/;

function cellXml(ref: string, value: SheetCell, style: number): string {
  if (value == null) return '';
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return `<c r="${ref}"${s}>${numberXml(ref, value)}</c>`;
  if (typeof value === 'object')
    return `<c r="${ref}"${s}><f>${escapeXml(value.formula)}</f>${numberXml(ref, value.value)}</c>`;
  // Excel trims leading and trailing blanks of a text unless told to keep them.
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  // Text a spreadsheet would read as a formula once someone edits the cell (a case id '=HYPERLINK(...)') is marked as
  // text (quotePrefix), as if typed with a leading apostrophe; the value itself stays as it is.
  const textStyle = style === STYLE.plain && FORMULA_LIKE.test(value) ? ` s="${STYLE.quoted}"` : s;
  return `<c r="${ref}"${textStyle} t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
}

/** How each column looks: its letters, its cell styles (number format) and its width. */
function columnLayout(sheet: SheetSpec) {
  const formats: string[] = [];
  const formatIndex = (numFmt: string) => {
    if (!formats.includes(numFmt)) formats.push(numFmt);
    return formats.indexOf(numFmt);
  };
  const columns = sheet.columns.map((c, i) => {
    const format = c.numFmt ? formatIndex(c.numFmt) : null;
    return {
      letters: columnName(i),
      format,
      width: c.width ?? Math.max(12, c.header.length + 2),
    };
  });
  return { formats, columns, formatIndex };
}
type Layout = ReturnType<typeof columnLayout>;

function rowXml(rowNumber: number, cells: readonly SheetCell[], layout: Layout, look: RowLook = 'data'): string {
  let xml = `<row r="${rowNumber}">`;
  // A totals row is written across the table, blank cells too, so its rule runs under every column.
  const width = look === 'data' ? cells.length : Math.max(cells.length, layout.columns.length);
  for (let i = 0; i < width; i++) {
    const column = layout.columns[i];
    const cell = cells[i] ?? null;
    const own = typeof cell === 'object' && cell?.numFmt ? layout.formatIndex(cell.numFmt) : undefined;
    const style = styleOf(own ?? column?.format ?? null, look);
    const ref = `${column?.letters ?? columnName(i)}${rowNumber}`;
    xml += cell == null && look !== 'data' ? `<c r="${ref}" s="${style}"/>` : cellXml(ref, cell, style);
  }
  return `${xml}</row>`;
}

/** One styled cell alone on its row (the letterhead's lines). */
function lineXml(rowNumber: number, text: string, style: number): string {
  return `<row r="${rowNumber}">${cellXml(`A${rowNumber}`, text, style)}</row>`;
}

function headerXml(sheet: SheetSpec): string {
  const cells = sheet.columns.map((c, i) => cellXml(`${columnName(i)}${HEADER_ROW}`, c.header, STYLE.header));
  return `<row r="${HEADER_ROW}">${cells.join('')}</row>`;
}

/** Printing: landscape, one page wide, the header row on every page, the name and page number in the footer. */
function printXml(sheet: SheetSpec): string {
  // '&' starts a code in header and footer texts; a literal one is written twice.
  const title = escapeXml(sheet.title.replace(/&/g, '&&'));
  return (
    '<pageMargins left="0.5" right="0.5" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>' +
    '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>' +
    `<headerFooter><oddFooter>&amp;L${BRAND_NAME} ${title}&amp;RPage &amp;P of &amp;N</oddFooter></headerFooter>`
  );
}

async function* sheetXml(
  sheet: SheetSpec,
  layout: Layout,
  rows: AsyncIterable<readonly SheetCell[]>,
  done: (data: DataRows) => void,
): AsyncGenerator<string> {
  const cols = layout.columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width}"${c.format == null ? '' : ` style="${styleOf(c.format, 'data')}"`} customWidth="1"/>`,
    )
    .join('');
  // The view stays below the header row as the data scrolls.
  const firstData = `A${HEADER_ROW + 1}`;
  const view =
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${HEADER_ROW}" topLeftCell="${firstData}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="${firstData}" sqref="${firstData}"/></sheetView></sheetViews>`;
  let chunk =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>` +
    `${view}${cols ? `<cols>${cols}</cols>` : ''}<sheetData>` +
    lineXml(1, BRAND_NAME, STYLE.brand) +
    lineXml(2, sheet.title, STYLE.title) +
    lineXml(3, sheet.details, STYLE.details) +
    headerXml(sheet);
  let rowNumber = HEADER_ROW;
  for await (const cells of rows) {
    chunk += rowXml(++rowNumber, cells, layout);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  const data = { first: HEADER_ROW + 1, last: rowNumber };
  if (data.last >= data.first && sheet.totals)
    sheet.totals(data).forEach((cells, i) => {
      chunk += rowXml(++rowNumber, cells, layout, i === 0 ? 'firstTotal' : 'total');
    });
  const lastColumn = columnName(Math.max(0, sheet.columns.length - 1));
  // The filter covers the header and the data, not the totals, so sorting leaves the totals under the table.
  const filter = `<autoFilter ref="A${HEADER_ROW}:${lastColumn}${data.last}"/>`;
  done(data);
  yield `${chunk}</sheetData>${filter}${printXml(sheet)}</worksheet>`;
}

const font = (inner: string) => `<font>${inner}<name val="Calibri"/><family val="2"/></font>`;
const FONTS = [
  font('<sz val="11"/>'),
  font('<b/><sz val="11"/>'),
  font(`<b/><sz val="18"/><color rgb="${BRAND_ARGB}"/>`),
  font('<b/><sz val="14"/>'),
  font(`<sz val="10"/><color rgb="${MUTED_ARGB}"/>`),
];
const FILLS = [
  '<fill><patternFill patternType="none"/></fill>',
  '<fill><patternFill patternType="gray125"/></fill>',
  `<fill><patternFill patternType="solid"><fgColor rgb="${HEADER_FILL_ARGB}"/><bgColor indexed="64"/></patternFill></fill>`,
];
const rule = `style="thin"><color rgb="${BRAND_ARGB}"/>`;
const BORDERS = [
  '<border><left/><right/><top/><bottom/><diagonal/></border>',
  `<border><left/><right/><top/><bottom ${rule}</bottom><diagonal/></border>`,
  `<border><left/><right/><top ${rule}</top><bottom/><diagonal/></border>`,
];
const xf = (numFmtId: number, fontId: number, fillId = 0, borderId = 0) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="${fillId}" borderId="${borderId}" xfId="0"` +
  `${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}${fillId ? ' applyFill="1"' : ''}` +
  `${borderId ? ' applyBorder="1"' : ''}/>`;
/** In the order of STYLE. */
const FIXED_XFS = [
  xf(0, 0),
  xf(0, 1, 2, 1),
  xf(0, 2),
  xf(0, 3),
  xf(0, 4),
  xf(0, 1, 0, 2),
  xf(0, 1),
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>',
];

const count = (tag: string, items: readonly string[]) => `<${tag} count="${items.length}">${items.join('')}</${tag}>`;

function stylesXml(formats: readonly string[]): string {
  const numFmts = formats.map((f, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(f)}"/>`);
  // In the order of LOOKS.
  const formatXfs = formats.flatMap((_, i) => [
    xf(FIRST_CUSTOM_FORMAT + i, 0),
    xf(FIRST_CUSTOM_FORMAT + i, 1, 0, 2),
    xf(FIRST_CUSTOM_FORMAT + i, 1),
  ]);
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (formats.length ? count('numFmts', numFmts) : '') +
    count('fonts', FONTS) +
    count('fills', FILLS) +
    count('borders', BORDERS) +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    count('cellXfs', [...FIXED_XFS, ...formatXfs]) +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}

/** The package parts around the sheet: content types, relationships. */
const PACKAGE_PARTS: Array<[string, string]> = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  ],
];

/**
 * The workbook part names the sheet and, as Excel does, the filter's range and the rows printed on every page.
 * It is written after the sheet, once the last data row is known.
 */
function workbookXml(sheet: SheetSpec, data: DataRows): string {
  const sheetRef = `'${escapeXml(sheet.name.replace(/'/g, "''"))}'`;
  const lastColumn = columnName(Math.max(0, sheet.columns.length - 1));
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${escapeXml(sheet.name)}" sheetId="1" r:id="rId1"/></sheets><definedNames>` +
    `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${sheetRef}!$A$${HEADER_ROW}:$${lastColumn}$${data.last}</definedName>` +
    `<definedName name="_xlnm.Print_Titles" localSheetId="0">${sheetRef}!$${HEADER_ROW}:$${HEADER_ROW}</definedName>` +
    '</definedNames></workbook>'
  );
}

/** A workbook's file in a temporary folder of its own; `remove` deletes both (the response stream does once it is sent). */
export interface XlsxFile {
  path: string;
  remove: () => void;
}

export async function temporaryXlsxFile(): Promise<XlsxFile> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'litfund-report-'));
  return { path: path.join(dir, 'report.xlsx'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Writes the sheet into `filePath`; on a failure the file is left incomplete for the caller to remove. */
export async function writeXlsx(
  filePath: string,
  sheet: SheetSpec,
  rows: AsyncIterable<readonly SheetCell[]>,
): Promise<void> {
  const zip = await createZipFile(filePath);
  try {
    const layout = columnLayout(sheet);
    for (const [name, xml] of PACKAGE_PARTS) await zip.add(name, [xml]);
    let data: DataRows = { first: HEADER_ROW + 1, last: HEADER_ROW };
    await zip.add(
      'xl/worksheets/sheet1.xml',
      sheetXml(sheet, layout, rows, (written) => (data = written)),
    );
    // After the sheet: a totals cell may have brought a number format of its own.
    await zip.add('xl/styles.xml', [stylesXml(layout.formats)]);
    await zip.add('xl/workbook.xml', [workbookXml(sheet, data)]);
    await zip.finish();
  } catch (error) {
    await zip.close();
    throw error;
  }
}
