import ExcelJS from 'exceljs';
import {
  RAW_REPORT_FIELDS,
  RAW_REPORT_FIELD_LABELS,
  REPORT_MESSAGES,
  addDays,
  calendarDateIn,
  toReportDate,
  formatDisplayDate,
} from '@litfund/domain';
import { bearer, createApprovedUser, describeEachDatabase, json, tokenFor } from '../../test-support/databases.ts';
import { demoContractId } from '../../test-support/fixtures.ts';
import { HEADER_ROW, XLSX_MIME } from '../../reports/workbook.ts';
import { reportContracts } from '../../reports/contract-batches.ts';

type Cell = string | number | Date | null;

/** A formula cell as the value it was saved with (exceljs leaves out a saved 0); any other cell as it is. */
const plain = (value: unknown): Cell =>
  value && typeof value === 'object' && 'formula' in value
    ? ((value as { result?: Cell }).result ?? 0)
    : ((value as Cell) ?? null);

/** The first sheet of a file response: its letterhead lines, its table (header row first) and the totals under it. */
async function readSheet(body: { mimeType: string; base64Content: string }) {
  expect(body.mimeType).toBe(XLSX_MIME);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(body.base64Content, 'base64') as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('The report has no worksheet');
  // The filter spans the header row and the data: the table's end, where the totals start.
  const lastDataRow = Number(/\d+$/.exec(String(sheet.autoFilter))?.[0]);
  // Empty cells are absent from row.values: read each column so a blank shows as null.
  const rowAt = (r: number) =>
    Array.from({ length: sheet.columnCount }, (_, i) => plain(sheet.getRow(r).getCell(i + 1).value));
  const rowsFrom = (first: number, last: number) =>
    Array.from({ length: last - first + 1 }, (_, i) => rowAt(first + i));
  return {
    sheet,
    letterhead: [1, 2, 3].map((r) => plain(sheet.getRow(r).getCell(1).value)),
    table: rowsFrom(HEADER_ROW, lastDataRow),
    totals: rowsFrom(lastDataRow + 1, sheet.rowCount),
  };
}

/** The table of a file response as rows of plain values (header row first). */
async function sheetRows(body: { mimeType: string; base64Content: string }): Promise<Cell[][]> {
  return (await readSheet(body)).table;
}

const today = calendarDateIn(new Date());
const lastYear = toReportDate(addDays(today, -400));

describeEachDatabase('reports', (ctx) => {
  let admin: string;
  const post = (url: string, payload: unknown, token = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Report/createReport/${url}`,
      payload: payload as object,
      headers: bearer(token),
    });
  const periodBody = {
    from: lastYear,
    to: toReportDate(today),
    reportPriority: 'yearly',
    contractType: ['preSettlement', 'postSettlement'],
    contractStatus: ['checkSent', 'checkCashed', 'paidOff', 'closedNotPaidOff', 'closedCaseLost'],
  };
  const rawBody = { from: lastYear, to: toReportDate(today), exportPropertiesList: [...RAW_REPORT_FIELDS] };

  beforeAll(async () => {
    admin = await tokenFor(ctx.app, 'admin@litfund.test', 'Admin123!');
  });

  it('exports every raw field of each demo contract, money as the contract read prices it', async () => {
    const response = await post('all', rawBody);
    expect(response.statusCode).toBe(200);
    const { table, totals, letterhead, sheet } = await readSheet(response.json());
    const [header, ...rows] = table;
    expect(header).toEqual(RAW_REPORT_FIELDS.map((f) => RAW_REPORT_FIELD_LABELS[f]));
    const col = (field: string) => RAW_REPORT_FIELDS.indexOf(field as never);
    const byCase = new Map(rows.map((r) => [r[col('caseId')], r]));
    // Eleven demo cases; the additional-funds request of GA-DEMO-07 is priced through its parent, not listed.
    expect([...byCase.keys()].filter((k) => String(k).startsWith('GA-DEMO')).sort()).toEqual(
      Array.from({ length: 11 }, (_, i) => `GA-DEMO-${String(i + 1).padStart(2, '0')}`),
    );
    expect(rows).toHaveLength(11);
    const eight = byCase.get('GA-DEMO-08')!;
    expect(eight[col('contractType')]).toBe('Post-Settlement');
    // Statuses in the words the screens use, never the wire's names.
    expect(byCase.get('GA-DEMO-01')![col('currentStatus')]).toBe('Waiting Approval');
    expect(rows.map((r) => String(r[col('currentStatus')])).every((s) => !/[a-z][A-Z]/.test(s))).toBe(true);
    expect(eight[col('additionalFunds')]).toBe(1000);
    expect(eight[col('totalFunded')]).toBe(6000);
    // a real date cell (a serial with a date format), which the reader hands back as a Date
    expect(eight[col('dateCheckSent')]).toEqual(new Date(`${addDays(today, -100)}T00:00:00.000Z`));
    // shown as the screens write days (MM-DD-YYYY), like the letterhead's
    expect(sheet.getRow(HEADER_ROW + 1).getCell(col('dateCheckSent') + 1).numFmt).toBe('mm-dd-yyyy');
    expect(eight[col('expectedSettlement')]).toBe(45000);
    expect(byCase.get('GA-DEMO-09')![col('totalPaid')]).toBe(3750);
    expect(byCase.get('GA-DEMO-10')![col('amountReduced')]).toBe(4000);
    expect(byCase.get('GA-DEMO-11')![col('openBalance')]).toBe(0);
    expect(byCase.get('GA-DEMO-01')![col('openBalance')]).toBeNull();
    expect(byCase.get('GA-DEMO-01')![col('state')]).toBe('Georgia');
    const id = await demoContractId(ctx.app, 'GA-DEMO-07');
    const read = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/Contract/${id}`, headers: bearer(admin) })
    ).json() as { totalDue: number };
    expect(byCase.get('GA-DEMO-07')![col('openBalance')]).toBe(read.totalDue);

    expect(letterhead).toEqual([
      'LitFund',
      'Raw Data',
      `Contracts created ${formatDisplayDate(addDays(today, -400))} to ${formatDisplayDate(today)} · Generated ${formatDisplayDate(today)}`,
    ]);
    // One totals row: each money column summed to the cent, the contracts counted, over the rows the filter shows.
    const cents = (field: string) => rows.reduce((s, r) => s + Math.round(Number(r[col(field)] ?? 0) * 100), 0);
    expect(totals).toHaveLength(1);
    const [total] = totals;
    expect(total![col('dateCheckSent')]).toBe('Total');
    expect(total![col('caseId')]).toBe(11);
    expect(sheet.getRow(HEADER_ROW + 12).getCell(col('caseId') + 1).numFmt).toBe('#,##0" contracts"');
    for (const field of ['amountRequested', 'totalFunded', 'openBalance', 'totalPaid', 'expectedValue'])
      expect(Math.round(Number(total![col(field)]) * 100)).toBe(cents(field));
    expect(cents('totalPaid')).toBeGreaterThan(0);
    const totalPaid = sheet.getRow(HEADER_ROW + 12).getCell(col('totalPaid') + 1).value;
    expect(totalPaid).toMatchObject({ formula: `SUBTOTAL(109,U${HEADER_ROW + 1}:U${HEADER_ROW + 11})` });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
    expect(sheet.autoFilter).toBe(`A${HEADER_ROW}:U${HEADER_ROW + 11}`);
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToWidth: 1, printTitlesRow: '5:5' });
    expect(sheet.headerFooter.oddFooter).toBe('&LLitFund Raw Data&RPage &P of &N');
  });

  it('exports only the chosen fields, in the order of the list, for contracts created inside the dates', async () => {
    const { id: clientId } = await createApprovedUser(ctx.app);
    await ctx.app.db
      .insertInto('contracts')
      .values({
        contract_type: 'PreSettlement',
        case_id: 'OLD-2020',
        client_user_id: clientId,
        created_by_user_id: clientId,
        amount_requested_cents: 123_456,
        requested_on: '2020-03-15',
        created_at: new Date('2020-03-15T12:00:00Z'),
        current_status: 'WaitingApproval',
      })
      .execute();
    const response = await post('all', {
      from: '01/03/2020',
      to: '15/03/2020',
      exportPropertiesList: ['totalPaid', 'caseId', 'amountRequested'],
    });
    const chosen = await readSheet(response.json());
    expect(chosen.table).toEqual([
      ['Total Paid', 'Case ID', 'Amount Requested'],
      [0, 'OLD-2020', 1234.56],
    ]);
    // every column has a total here (the count in the first one every contract fills), so no room for a label
    expect(chosen.totals).toEqual([[0, 1, 1234.56]]);
    const before = await post('all', { from: '01/03/2020', to: '14/03/2020', exportPropertiesList: ['caseId'] });
    expect(await readSheet(before.json())).toMatchObject({ table: [['Case ID']], totals: [] });
  });

  it('exports only the contracts inside their cancellation window when asked', async () => {
    const { id: clientId } = await createApprovedUser(ctx.app);
    const funded = (caseId: string, deadline: string, cancelledOn: string | null = null) => ({
      contract_type: 'PreSettlement',
      case_id: caseId,
      client_user_id: clientId,
      created_by_user_id: clientId,
      amount_requested_cents: 100_000,
      requested_on: '2020-04-10',
      created_at: new Date('2020-04-10T12:00:00Z'),
      current_status: 'CheckSent',
      cancel_deadline: deadline,
      cancelled_on: cancelledOn,
    });
    await ctx.app.db
      .insertInto('contracts')
      .values([
        funded('WINDOW-OPEN', '2099-01-01'),
        funded('WINDOW-PAST', '2020-04-17'),
        funded('WINDOW-USED', '2099-01-01', '2020-04-11'),
      ])
      .execute();
    const body = { from: '10/04/2020', to: '10/04/2020', exportPropertiesList: ['caseId'] };
    const inside = await readSheet((await post('all', { ...body, inCancellationWindow: true })).json());
    expect(inside.table).toEqual([['Case ID'], ['WINDOW-OPEN']]);
    const all = await readSheet((await post('all', body)).json());
    expect(all.table).toEqual([['Case ID'], ['WINDOW-OPEN'], ['WINDOW-PAST'], ['WINDOW-USED']]);
  });

  it('counts the contracts entering each status per period and contract type', async () => {
    const response = await post('report', periodBody);
    expect(response.statusCode).toBe(200);
    const { table, totals, letterhead } = await readSheet(response.json());
    const [header, ...rows] = table;
    expect(header).toEqual([
      'Period',
      'Contract Type',
      'Status',
      'Contracts',
      'Funded Principal',
      'Payments',
      'Open Balance',
    ]);
    // only what happened: no zero rows, and a year without any entry keeps one 'No activity' row
    const years = new Set(rows.map((r) => r[0]));
    expect(years.size).toBe(Number(today.slice(0, 4)) - Number(periodBody.from.slice(-4)) + 1);
    expect(rows.filter((r) => r[1] !== 'No activity').every((r) => Number(r[3]) > 0)).toBe(true);
    expect(rows.filter((r) => r[1] === 'No activity').every((r) => r[3] === 0)).toBe(true);
    expect(rows.length).toBeLessThan(years.size * 2 * 5);
    const total = (type: string, status: string, column: number) =>
      rows.filter((r) => r[1] === type && r[2] === status).reduce((s, r) => s + Number(r[column]), 0);
    expect(total('Pre-Settlement', 'Check Sent', 3)).toBe(4);
    expect(total('Post-Settlement', 'Check Sent', 3)).toBe(1);
    expect(total('Post-Settlement', 'Check Sent', 4)).toBe(6000);
    expect(total('Pre-Settlement', 'Paid Off', 3)).toBe(1);
    expect(total('Pre-Settlement', 'Paid Off', 5)).toBe(3750);
    expect(total('Pre-Settlement', 'Closed Case Lost', 6)).toBe(0);
    expect(letterhead.slice(0, 3)).toEqual([
      'LitFund',
      'Period Report',
      `Yearly periods, ${formatDisplayDate(addDays(today, -400))} to ${formatDisplayDate(today)} · Generated ${formatDisplayDate(today)}`,
    ]);
    // A total over the range per type and status that happened, none across statuses (a contract is in several).
    const happened = [...new Set(rows.filter((r) => r[1] !== 'No activity').map((r) => [r[1], r[2]].join('|')))];
    expect(totals.map((r) => [r[1], r[2]].join('|')).sort()).toEqual(happened.sort());
    for (const [label, type, status, ...figures] of totals) {
      expect(label).toBe('Range total');
      expect(figures.map((f) => Math.round(Number(f) * 100))).toEqual(
        [3, 4, 5, 6].map((c) => Math.round(total(String(type), String(status), c) * 100)),
      );
    }
    const quarterly = await sheetRows(
      (
        await post('report', {
          ...periodBody,
          reportPriority: 'quarterly',
          contractType: ['postSettlement'],
          contractStatus: ['checkCashed'],
        })
      ).json(),
    );
    expect(
      quarterly
        .slice(1)
        .every(
          (r) =>
            /^\d{4}-Q[1-4]$/.test(String(r[0])) &&
            ((r[1] === 'Post-Settlement' && r[2] === 'Check Cashed') || r[1] === 'No activity'),
        ),
    ).toBe(true);
    expect(quarterly.slice(1).reduce((s, r) => s + Number(r[3]), 0)).toBe(1);
  });

  it('gives a quiet period one "No activity" row instead of a zero row per type and status', async () => {
    const quiet = await post('report', {
      ...periodBody,
      from: '01/01/2019',
      to: '31/03/2019',
      reportPriority: 'monthly',
    });
    const sheet = await readSheet(quiet.json());
    expect(sheet.table.slice(1)).toEqual([
      ['2019-01', 'No activity', null, 0, 0, 0, 0],
      ['2019-02', 'No activity', null, 0, 0, 0, 0],
      ['2019-03', 'No activity', null, 0, 0, 0, 0],
    ]);
    // The file is still given, and its title says first that nothing happened.
    expect(sheet.letterhead[1]).toBe('Period Report: no activity in this period');
  });

  it('a raw export of a period without contracts says so in its title', async () => {
    const quiet = await post('all', { from: '01/01/2019', to: '31/03/2019', exportPropertiesList: ['caseId'] });
    expect(quiet.statusCode).toBe(200);
    const sheet = await readSheet(quiet.json());
    expect(sheet.letterhead.slice(1)).toEqual([
      'Raw Data: no activity in this period',
      `Contracts created 01-01-2019 to 03-31-2019 · Generated ${formatDisplayDate(today)}`,
    ]);
    expect(sheet.table).toEqual([['Case ID']]);
    expect((await readSheet((await post('all', rawBody)).json())).letterhead[1]).toBe('Raw Data');
  });

  it('reads the contracts in id order a bounded batch at a time, never all at once', async () => {
    const sizes: number[] = [];
    const ids: number[] = [];
    for await (const batch of reportContracts(ctx.app.db, {}, 4)) {
      sizes.push(batch.length);
      ids.push(...batch.map((c) => c.id));
    }
    const topLevel = await ctx.app.db
      .selectFrom('contracts')
      .select('id')
      .where('parent_contract_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(ids).toEqual(topLevel.map((c) => c.id));
    expect(Math.max(...sizes)).toBe(4);
    expect(sizes.length).toBe(Math.ceil(topLevel.length / 4));
  });

  it('is for Approved administrators only', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/Report/createReport/all', payload: rawBody })).statusCode,
    ).toBe(401);
    const user = await createApprovedUser(ctx.app);
    const token = await tokenFor(ctx.app, user.email, user.password);
    expect((await post('all', rawBody, token)).statusCode).toBe(403);
    expect((await post('report', periodBody, token)).statusCode).toBe(403);
  });

  it.each([
    ['report', { from: '2026-01-01' }, REPORT_MESSAGES.reportDate],
    ['report', { from: toReportDate(addDays(today, 1)) }, REPORT_MESSAGES.fromAfterTo],
    ['report', { reportPriority: 'daily' }, REPORT_MESSAGES.periodicityRequired],
    ['report', { contractType: [] }, REPORT_MESSAGES.contractTypeRequired],
    ['report', { contractStatus: [] }, REPORT_MESSAGES.contractStatusRequired],
    ['all', { to: '31/02/2026' }, REPORT_MESSAGES.reportDate],
    ['all', { exportPropertiesList: [] }, REPORT_MESSAGES.fieldsRequired],
    ['all', { exportPropertiesList: ['caseId', 'passwordHash'] }, REPORT_MESSAGES.unknownField],
  ])('refuses bad input to %s: %j', async (url, change, message) => {
    const response = await post(url, { ...(url === 'all' ? rawBody : periodBody), ...change });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(message);
  });
});
