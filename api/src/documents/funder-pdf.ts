// A funder's document as a PDF: letterhead, a headline, labelled facts, tables with a totals row, notes, and a
// footer with the page number on every page. Content is data (FunderDocument); this module only lays it out, so the
// statements and agreements that use it are tested as data and read back with pdftotext.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export interface DocumentTable {
  heading: string;
  columns: Array<{ header: string; align?: 'left' | 'right'; width: number }>;
  rows: string[][];
  /** What the table says when it has no rows. */
  empty: string;
  total?: string[];
}

export interface FunderDocument {
  /** "Payoff statement"; with the reference, the PDF's title. */
  kind: string;
  reference: string;
  /** The business day the document speaks of (yyyy-mm-dd), shown as "Generated". */
  generatedOn: string;
  generatedLabel: string;
  /** A title a statute prescribes for the form, above the headline. */
  title?: string;
  headline?: string;
  /**
   * Key terms set apart under the headline, in the type size (and box) a statute prescribes for them: the
   * disclosure's funded amount, maximum total and APR (West Virginia: 14-point bold; Arkansas: 20-point bold, boxed).
   */
  prominent?: { lines: string[]; fontSize: number; boxed: boolean };
  facts: Array<[label: string, value: string]>;
  tables: DocumentTable[];
  notes: DocumentNote[];
  /** A line in every page's footer, such as the consumer's initials a statute asks for on each page. */
  pageMark?: string;
}

export interface DocumentNote {
  heading: string;
  lines: string[];
  /** Starts on a page of its own (the agreement's certificate page). */
  newPage?: boolean;
  /** A PNG drawn under the lines (a drawn signature), at most 220 x 60 points. */
  image?: Buffer;
}

// Names come in every script (Łukasz Żółć, Nguyễn Văn An, Σωκράτης): pdfkit's standard Helvetica only knows WinAnsi
// and garbles the rest, so the text is set in Arimo (SIL OFL 1.1, Helvetica's metrics, so the layout is unchanged),
// from a pinned npm package, read once. pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);
const face = (file: string) => fs.readFileSync(require.resolve(`@expo-google-fonts/arimo/${file}`));
const FONTS = {
  regular: face('400Regular/Arimo_400Regular.ttf'),
  bold: face('700Bold/Arimo_700Bold.ttf'),
  italic: face('400Regular_Italic/Arimo_400Regular_Italic.ttf'),
};
const REGULAR = 'Body';
const BOLD = 'Body-Bold';
const ITALIC = 'Body-Italic';

// Arimo has no CJK (山田 太郎) or emoji. A face that has CJK is looked for at runtime, as a Debian package installs it
// (fonts-droid-fallback; PDF_FALLBACK_FONT may name another TrueType file), and text that needs it is set in it. A
// character no face has is written as a visible "[U+1F600]", never dropped: without the package, CJK reads that way
// too. docs/decisions.md ("Fonts in PDFs") records this.
const FALLBACK_FILES = [process.env.PDF_FALLBACK_FONT, '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'];
const FALLBACK = 'Fallback';
let fallbackFace: Buffer | null | undefined;
/** The fallback face's bytes, read once; null when none is installed. */
function fallbackFont(): Buffer | null {
  if (fallbackFace === undefined) {
    const file = FALLBACK_FILES.find((candidate) => candidate && fs.existsSync(candidate));
    fallbackFace = file ? fs.readFileSync(file) : null;
  }
  return fallbackFace;
}

const BRAND = '#1e3a8a';
const MUTED = '#52525b';
const RULE = '#d4d4d8';
const MARGIN = 56;
const FOOTER_SPACE = 36;

/**
 * The bytes are the same for the same document (fixed metadata dates). Streams are compressed: with an embedded font
 * the text is glyph ids mapped back to Unicode (pdftotext, search and copy read it), never plain bytes in the file.
 */
export function renderFunderPdf(document: FunderDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const created = new Date(`${document.generatedOn}T12:00:00.000Z`);
    const title = `${document.kind} ${document.reference}`;
    const doc = new PDFDocument({
      compress: true,
      size: 'LETTER',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      bufferPages: true,
      info: { Title: title, Author: 'LitFund', CreationDate: created, ModDate: created },
    });
    doc.registerFont(REGULAR, FONTS.regular);
    doc.registerFont(BOLD, FONTS.bold);
    doc.registerFont(ITALIC, FONTS.italic);
    const fallback = fallbackFont();
    if (fallback) doc.registerFont(FALLBACK, fallback);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    letterhead(doc, document);
    if (document.title) {
      doc.moveDown(0.8).fontSize(13).fillColor('black');
      write(doc, BOLD, document.title);
    }
    if (document.headline) {
      doc.moveDown(0.8).fontSize(14).fillColor(BRAND);
      write(doc, BOLD, document.headline);
    }
    if (document.prominent) prominent(doc, document.prominent);
    facts(doc, document.facts);
    for (const table of document.tables) drawTable(doc, table);
    for (const note of document.notes) {
      if (note.newPage) doc.addPage();
      sectionHeading(doc, note.heading);
      for (const line of note.lines) {
        doc.fontSize(10).fillColor('black');
        write(doc, REGULAR, line);
      }
      if (note.image) {
        keepTogether(doc, 64);
        doc.image(note.image, doc.page.margins.left, doc.y + 2, { fit: [220, 60] });
        doc.y += 64;
        doc.x = doc.page.margins.left;
      }
    }
    footers(doc, title, document.pageMark);
    doc.end();
  });
}

type Doc = InstanceType<typeof PDFDocument>;

interface Glyphs {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
/** The current face's glyph table: pdfkit (0.20) keeps the fontkit font of an embedded face as `_font.font`. */
const glyphsOf = (doc: Doc): Glyphs => (doc as unknown as { _font: { font: Glyphs } })._font.font;
/** Joiners and variation selectors shape an emoji; drawn alone they are nothing, so a face may lack them. */
const INVISIBLE = new Set([0x200d, 0xfe0e, 0xfe0f]);

interface Run {
  font: string;
  text: string;
}

/**
 * `text` cut into runs by face: `font` where it has the glyph, the fallback face where only that has it, and
 * "[U+XXXX]" in `font` where neither has it (the fallback face has CJK but no Latin, so one name may need both).
 */
function runsOf(doc: Doc, font: string, text: string): Run[] {
  doc.font(font);
  const body = glyphsOf(doc);
  let fallback: Glyphs | null = null;
  if (fallbackFont()) {
    doc.font(FALLBACK);
    fallback = glyphsOf(doc);
  }
  const runs: Run[] = [];
  const add = (face: string, part: string) => {
    const last = runs.at(-1);
    if (last?.font === face) last.text += part;
    else runs.push({ font: face, text: part });
  };
  for (const c of text) {
    const point = c.codePointAt(0)!;
    // Spaces and controls go with the run they are in: both faces have them.
    if (c <= ' ' || body.hasGlyphForCodePoint(point)) add(runs.at(-1)?.font ?? font, c);
    else if (fallback?.hasGlyphForCodePoint(point)) add(FALLBACK, c);
    else if (!INVISIBLE.has(point)) add(font, `[U+${point.toString(16).toUpperCase().padStart(4, '0')}]`);
  }
  return runs.length > 0 ? runs : [{ font, text: '' }];
}

/** Writes `text` in `font` (doc.text's place and options), switching face where a character needs it. */
function write(doc: Doc, font: string, text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = runsOf(doc, font, text);
  runs.forEach((run, i) => {
    const continued = i < runs.length - 1;
    doc.font(run.font);
    if (i === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { continued });
  });
  doc.font(font);
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function letterhead(doc: Doc, document: FunderDocument) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(20).fillColor(BRAND).text('LitFund', left, top);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text('Litigation funding', left, top + 24);
  doc.font(BOLD).fontSize(14).fillColor('black').text(document.kind, left, top, { width, align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Contract ${document.reference}`, left, top + 19, { width, align: 'right' })
    .text(`${document.generatedLabel}`, left, top + 31, { width, align: 'right' });
  const ruleY = top + 48;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  doc.x = left;
  doc.y = ruleY + 8;
}

function prominent(doc: Doc, block: NonNullable<FunderDocument['prominent']>) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = block.boxed ? 8 : 0;
  doc.moveDown(0.6);
  const top = doc.y;
  doc.font(BOLD).fontSize(block.fontSize).fillColor('black');
  doc.y = top + pad;
  for (const line of block.lines) {
    write(doc, BOLD, line, left + pad, doc.y, { width: width - 2 * pad });
  }
  if (block.boxed) {
    doc
      .rect(left, top, width, doc.y - top + pad)
      .lineWidth(1.5)
      .strokeColor('black')
      .stroke();
    doc.y += pad;
  }
  doc.x = left;
}

function sectionHeading(doc: Doc, heading: string) {
  keepTogether(doc, 48);
  doc.moveDown(1).font(BOLD).fontSize(11).fillColor(BRAND).text(heading, doc.page.margins.left);
  doc.moveDown(0.3);
}

function facts(doc: Doc, rows: FunderDocument['facts']) {
  if (rows.length === 0) return;
  doc.moveDown(0.8);
  const left = doc.page.margins.left;
  for (const [label, value] of rows) {
    keepTogether(doc, 16);
    const y = doc.y;
    doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(label, left, y, { width: 110 });
    doc.fontSize(10).fillColor('black');
    write(doc, REGULAR, value, left + 120, y, { width: contentWidth(doc) - 120 });
    doc.y = Math.max(doc.y, y + 14);
  }
}

function drawTable(doc: Doc, table: DocumentTable) {
  sectionHeading(doc, table.heading);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const scale = width / table.columns.reduce((sum, c) => sum + c.width, 0);
  const xs = table.columns.reduce<number[]>((acc, c, i) => [...acc, (acc[i] ?? left) + c.width * scale], [left]);
  const row = (cells: string[], font: string, color: string) => {
    keepTogether(doc, 18);
    const y = doc.y;
    cells.forEach((cell, i) => {
      const column = table.columns[i]!;
      doc.fontSize(10).fillColor(color);
      write(doc, font, cell, xs[i]! + 4, y + 3, { width: column.width * scale - 8, align: column.align ?? 'left' });
    });
    doc.y = y + 18;
  };
  const rule = (weight: number, color: string) =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();

  row(
    table.columns.map((c) => c.header),
    BOLD,
    MUTED,
  );
  rule(0.75, MUTED);
  if (table.rows.length === 0) {
    doc
      .font(ITALIC)
      .fontSize(10)
      .fillColor(MUTED)
      .text(table.empty, left + 4, doc.y + 4);
    doc.moveDown(0.2);
  }
  for (const cells of table.rows) {
    row(cells, REGULAR, 'black');
    rule(0.5, RULE);
  }
  if (table.total) {
    row(table.total, BOLD, 'black');
    rule(0.75, MUTED);
  }
  doc.x = left;
}

/** Starts a new page when less than `height` points are left above the footer. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function footers(doc: Doc, title: string, mark: string | undefined) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would make pdfkit start a page: lift the margin while the footer is drawn.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(doc.page.width - MARGIN, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`LitFund · ${title}`, MARGIN, y, { width: doc.page.width - 2 * MARGIN, align: 'left', lineBreak: false })
      .text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    // The mark carries a signer's initials: through write() so another script falls back rather than vanishing.
    if (mark)
      write(doc, REGULAR, mark, MARGIN, y - 22, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
