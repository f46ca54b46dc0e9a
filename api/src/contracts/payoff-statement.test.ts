import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContractMoneyInput, ContractRead } from '@litfund/domain';
import { renderFunderPdf } from '../documents/funder-pdf.ts';
import { payoffStatement } from './payoff-statement.ts';

const SCHEDULE: ContractMoneyInput['schedule'] = {
  pre: [
    { daysFrom: 1, daysTo: 30, rateBp: 1000 },
    { daysFrom: 31, daysTo: 90, rateBp: 1500 },
    { daysFrom: 91, daysTo: 180, rateBp: 2250 },
    { daysFrom: 181, daysTo: 365, rateBp: 3000 },
  ],
  post: [],
};

const payments = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    amount: 1,
    date: `2026-02-${String((i % 27) + 1).padStart(2, '0')}T12:00:00.000Z`,
  }));

/** Only what the statement reads of a contract. */
const contract = (
  paid: Array<{ amount: number; date: string }>,
  client = { firstName: 'Pat', lastName: 'Plaintiff' },
  attorney = 'Ann Attorney',
) =>
  ({
    id: 123,
    identifier: 'LF-2026-000123',
    caseId: 'CASE-9',
    contractType: 'PreSettlement',
    contractClientDTO: { user: client },
    contractAttorneyDTO: [{ userName: attorney }],
    contractLawFirmDTO: [],
    checkSent: { amount: 1000, date: '2026-01-15T12:00:00.000Z' },
    additionalFundingRequestsDto: [],
    amountPayments: paid,
    amountReduced: null,
    contractStatus: [{ contractsStatus: 'CheckSent', dateChange: '2026-01-15T12:00:00.000Z' }],
  }) as unknown as ContractRead;

/** The contract closed with `status` on 2026-02-20, and its money frozen that day. */
const closedOn = (
  status: 'ClosedCaseLost' | 'ClosedNotPaidOff' | 'PaidOff',
  paid: Array<{ amount: number; date: string }>,
) => ({
  contract: {
    ...contract(paid),
    contractStatus: [
      { contractsStatus: 'CheckSent', dateChange: '2026-01-15T12:00:00.000Z' },
      { contractsStatus: status, dateChange: '2026-02-20T15:00:00.000Z' },
    ],
  } as unknown as ContractRead,
  money: { ...money(paid), closing: { status, on: '2026-02-20' } },
});

const money = (paid: Array<{ amount: number; date: string }>): ContractMoneyInput => ({
  contractType: 'PreSettlement',
  schedule: SCHEDULE,
  feeBp: 0,
  tranches: [{ principalCents: 100_000, fundedOn: '2026-01-15' }],
  payments: paid.map((p) => ({ amountCents: Math.round(p.amount * 100), paidOn: p.date.slice(0, 10) })),
  today: '2026-03-01',
});

/** The PDF as a reader's text extraction sees it (poppler's pdftotext, layout kept), one string per page. */
function pdfPages(pdf: Buffer): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 'statement.pdf');
  fs.writeFileSync(file, pdf);
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.split('\f').filter((page) => page.trim() !== '');
}

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('payoff statement', () => {
  const paid = [{ amount: 100, date: '2026-02-01T12:00:00.000Z' }];

  it("says today's payoff first, then fundings, payments and the coming payoffs, to the cent", () => {
    const statement = payoffStatement(contract(paid), money(paid), '2026-03-01', 'Wire it.');
    expect(statement.headline).toBe('Payoff as of 03-01-2026: $1,050.00 (good through 04-15-2026)');
    expect(statement.tables.map((t) => [t.heading, t.rows, t.total])).toEqual([
      ['Fundings', [['01-15-2026', 'Check sent', '$1,000.00']], ['', 'Total funded', '$1,000.00']],
      ['Payments', [['02-01-2026', 'Payment', '$100.00']], ['', 'Total paid', '$100.00']],
      [
        'Payoff',
        [
          ['03-01-2026', '04-15-2026', '$1,050.00'],
          ['04-16-2026', '07-14-2026', '$1,125.00'],
          ['07-15-2026', 'no further increase', '$1,200.00'],
        ],
        undefined,
      ],
    ]);
  });

  it('reads back as a letterhead, tables with totals and a page number', async () => {
    const statement = payoffStatement(contract(paid), money(paid), '2026-03-01', 'Wire it.');
    const [page, ...more] = pdfPages(await renderFunderPdf(statement)).map(squeeze);
    expect(more).toEqual([]);
    for (const line of [
      'LitFund Payoff statement',
      'Contract LF-2026-000123',
      'Generated 03-01-2026',
      'Payoff as of 03-01-2026: $1,050.00 (good through 04-15-2026)',
      'Plaintiff Pat Plaintiff',
      'Date Description Amount',
      '01-15-2026 Check sent $1,000.00',
      'Total funded $1,000.00',
      'Total paid $100.00',
      'From Good through Payoff',
      '07-15-2026 no further increase $1,200.00',
      'Wire it.',
      'Page 1 of 1',
    ])
      expect(page).toContain(line);
  });

  it('numbers every page of a long statement and repeats nothing out of place', async () => {
    const many = payments(70);
    const pages = pdfPages(
      await renderFunderPdf(payoffStatement(contract(many), money(many), '2026-03-01', 'Wire it.')),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(squeeze(page)).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.join('').match(/ Payment /g)).toHaveLength(70);
  });

  it('writes names in any script exactly as they are spelled (an embedded Unicode font, not WinAnsi Helvetica)', async () => {
    for (const [firstName, lastName] of [
      ['Łukasz', 'Żółć'],
      ['Nguyễn', 'Văn An'],
      ['Σωκράτης', 'Παπαδόπουλος'],
      ['Дмитрий', 'Шостакович'],
    ] as const) {
      const statement = payoffStatement(
        contract(paid, { firstName, lastName }, 'Zoë Ångström'),
        money(paid),
        '2026-03-01',
        'Wire it.',
      );
      const [page] = pdfPages(await renderFunderPdf(statement)).map(squeeze);
      expect(page).toContain(`Plaintiff ${firstName} ${lastName}`);
      expect(page).toContain('Attorney Zoë Ångström');
      expect(page).toContain('Payoff as of 03-01-2026: $1,050.00 (good through 04-15-2026)');
    }
  });

  it('sets CJK names in the installed fallback face, and writes what no face has as a visible code', async () => {
    // Debian's fonts-droid-fallback covers CJK; where it is not installed the names read as codes, never dropped.
    const cjkFace = fs.existsSync('/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf');
    const statement = payoffStatement(
      contract(paid, { firstName: '山田', lastName: '太郎 😀' }, 'Zoë 王小明 🇺🇸'),
      money(paid),
      '2026-03-01',
      'Wire it.',
    );
    const [page] = pdfPages(await renderFunderPdf(statement)).map(squeeze);
    // One name mixes faces (Latin in Arimo, CJK in the fallback). The emoji is in no face: its code stands in for it (a
    // flag is two regional indicators). Hangul is not in that face either, so a Korean name reads as codes too.
    expect(page).toContain(
      cjkFace ? 'Plaintiff 山田 太郎 [U+1F600]' : 'Plaintiff [U+5C71][U+7530] [U+592A][U+90CE] [U+1F600]',
    );
    expect(page).toContain(
      cjkFace ? 'Attorney Zoë 王小明 [U+1F1FA][U+1F1F8]' : 'Attorney Zoë [U+738B][U+5C0F][U+660E] [U+1F1FA][U+1F1F8]',
    );
    expect(page).toContain('Payoff as of 03-01-2026: $1,050.00 (good through 04-15-2026)');
  });

  it('embeds only the glyphs it uses, so a statement stays small', async () => {
    const statement = payoffStatement(
      contract(paid, { firstName: 'Łukasz', lastName: 'Żółć' }),
      money(paid),
      '2026-03-01',
      'Wire it.',
    );
    const pdf = await renderFunderPdf(statement);
    // About 13 KB (10 KB with the standard Helvetica); the whole Arimo regular face alone is 310 KiB.
    expect(pdf.length).toBeLessThan(20_000);
  });

  it('a lost case says it is closed and when, that nothing is owed, and gives no payment instructions', async () => {
    const closed = closedOn('ClosedCaseLost', paid);
    const statement = payoffStatement(closed.contract, closed.money, '2026-03-01', 'Wire it.');
    expect(statement.headline).toBe('Closed Case Lost on 02-20-2026: nothing is owed');
    expect(statement.facts).toContainEqual(['Status', 'Closed Case Lost since 02-20-2026']);
    expect(statement.notes).toEqual([]);
    const text = pdfPages(await renderFunderPdf(statement))
      .map(squeeze)
      .join('');
    expect(text).toContain('Closed Case Lost on 02-20-2026: nothing is owed');
    expect(text).not.toContain('Wire it.');
    expect(text).not.toContain('How to pay');
  });

  it('a written-off case says what was written off; a paid-off residue is still owed, with the instructions', () => {
    const writtenOff = closedOn('ClosedNotPaidOff', paid);
    const off = payoffStatement(writtenOff.contract, writtenOff.money, '2026-03-01', 'Wire it.');
    expect(off.headline).toBe('Closed Not Paid Off on 02-20-2026: nothing more is owed ($1,050.00 written off)');
    expect(off.notes).toEqual([]);
    expect(off.tables[2]?.rows).toEqual([['02-20-2026', 'closed, no further increase', '$1,050.00']]);
    const residue = closedOn('PaidOff', paid);
    const paidOff = payoffStatement(residue.contract, residue.money, '2026-03-01', 'Wire it.');
    expect(paidOff.headline).toBe('Paid Off on 02-20-2026: $1,050.00 still owed');
    expect(paidOff.notes).toEqual([{ heading: 'How to pay', lines: ['Wire it.'] }]);
    const settled = closedOn('PaidOff', [{ amount: 1150, date: '2026-02-20T12:00:00.000Z' }]);
    expect(payoffStatement(settled.contract, settled.money, '2026-03-01', 'Wire it.')).toMatchObject({
      headline: 'Paid Off on 02-20-2026: nothing is owed',
      notes: [],
    });
  });

  it('an open contract states its status and gives the instructions', () => {
    const statement = payoffStatement(contract(paid), money(paid), '2026-03-01', 'Wire it.');
    expect(statement.facts).toContainEqual(['Status', 'Check Sent']);
    expect(statement.notes).toEqual([{ heading: 'How to pay', lines: ['Wire it.'] }]);
  });

  it('says when nothing has been funded yet', () => {
    const unfunded = { ...contract([]), checkSent: null } as unknown as ContractRead;
    const statement = payoffStatement(unfunded, null, '2026-03-01', 'Wire it.');
    expect(statement.headline).toBe('Payoff as of 03-01-2026: $0.00 (nothing funded yet)');
    expect(statement.tables.map((t) => [t.rows.length, t.empty, t.total])).toEqual([
      [0, 'No funding has been sent yet.', undefined],
      [0, 'No payments', undefined],
      [0, 'Nothing is owed until funding is sent.', undefined],
    ]);
    expect(statement.notes).toEqual([]);
  });
});
