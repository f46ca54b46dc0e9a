// The two report exports (period report and raw data). Money is computed per contract with domain/pricing
// through the same mapping as the contract read (contracts/money.ts), as of today's business day.
import type { Kysely } from 'kysely';
import {
  REPORT_CONTRACT_STATUSES,
  REPORT_CONTRACT_TYPES,
  RAW_REPORT_FIELD_LABELS,
  addDays,
  calendarDateIn,
  centsToDollars,
  contractTypeLabel,
  expectedSettlementCents,
  periodOf,
  periodsBetween,
  statusLabel,
  formatDisplayDate,
} from '@litfund/domain';
import type { ContractType, PeriodReportRequest, RawReportField, RawReportRequest } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { moneyFactsOf } from '../contracts/read.ts';
import { expectedValueCents, moneyFigures } from '../contracts/money.ts';
import { fullName, reportContracts, statusEntries } from './contract-batches.ts';
import type { ReportContract } from './contract-batches.ts';
import { DATE_FORMAT, MONEY_FORMAT, columnName, dateSerial, writeXlsx } from './workbook.ts';
import type { DataRows, SheetCell, SheetColumn, SheetFormula } from './workbook.ts';

export interface ReportContext {
  db: Kysely<Database>;
  today: string;
  timeZone: string;
}
/** What to export: plain data, so it can be handed to a worker thread (report-runner.ts). */
export type ReportJob = { kind: 'period'; request: PeriodReportRequest } | { kind: 'raw'; request: RawReportRequest };

/** Instants surely covering the business days [from, to] in any time zone; rows are then narrowed by calendar day. */
const windowOf = (from: string, to: string) => ({
  from: new Date(`${addDays(from, -1)}T00:00:00Z`),
  before: new Date(`${addDays(to, 2)}T00:00:00Z`),
});
const dollars = (cents: number | null | undefined) => (cents == null ? null : centsToDollars(cents));
const percent = (bp: number | null | undefined) => (bp == null ? null : bp / 100);
const sum = (values: ReadonlyArray<{ amount_cents: number }>) => values.reduce((total, v) => total + v.amount_cents, 0);
/**
 * The letterhead's line: what the rows cover, and the business day the figures are as of. Its days are written as the
 * date cells show theirs (DATE_FORMAT, MM-DD-YYYY, as on the screens), so one sheet has one style of date.
 */
const coverage = (context: ReportContext, what: string, from: string, to: string) =>
  `${what} ${formatDisplayDate(from)} to ${formatDisplayDate(to)} · Generated ${formatDisplayDate(context.today)}`;
/** The title of a sheet with nothing in its period says so first, so an empty file is not taken for a failed one. */
const titleOf = (title: string, empty: boolean) => (empty ? `${title}: no activity in this period` : title);

/** The rows, and whether there are any (the letterhead, written before them, says when there are none). */
async function peeked<T>(rows: AsyncGenerator<T>): Promise<{ empty: boolean; rows: AsyncGenerator<T> }> {
  const first = await rows.next();
  async function* all(): AsyncGenerator<T> {
    if (first.done) return;
    yield first.value;
    yield* rows;
  }
  return { empty: first.done === true, rows: all() };
}
/** A column's data cells, e.g. D6:D40, for a totals formula. */
const rangeOf = (column: number, data: DataRows) =>
  `${columnName(column)}${data.first}:${columnName(column)}${data.last}`;
/** A sum of visible rows (SUBTOTAL 109 follows the filter) with its value, summed exactly in cents. */
const moneySubtotal = (column: number, data: DataRows, cents: number): SheetFormula => ({
  formula: `SUBTOTAL(109,${rangeOf(column, data)})`,
  value: centsToDollars(cents),
});

export function reportFileName(job: ReportJob): string {
  const name = job.kind === 'period' ? `report-${job.request.reportPriority}` : 'raw-data';
  return `${name}-${job.request.from}-to-${job.request.to}.xlsx`;
}

/** Writes the job's workbook into `filePath`. */
export function writeReport(context: ReportContext, job: ReportJob, filePath: string): Promise<void> {
  return job.kind === 'period'
    ? periodReport(context, job.request, filePath)
    : rawReport(context, job.request, filePath);
}

/** Funded principal (CheckSent amount plus additional fundings), payments and today's open balance, in cents. */
function moneyOf(contract: ReportContract, context: ReportContext) {
  const figures = moneyFigures(moneyFactsOf(contract, contract.money), context.today, context.timeZone);
  const additionalCents = sum(contract.money.tranches);
  return {
    figures,
    additionalCents,
    fundedCents: contract.check_amount_cents == null ? 0 : contract.check_amount_cents + additionalCents,
    paidCents: sum(contract.money.payments),
  };
}

// ---- createReport/report: one row per period x contract type x status ----

const PERIOD_COLUMNS: SheetColumn[] = [
  { header: 'Period', key: 'period', width: 14 },
  { header: 'Contract Type', key: 'type', width: 18 },
  { header: 'Status', key: 'status', width: 20 },
  { header: 'Contracts', key: 'count' },
  { header: 'Funded Principal', key: 'funded', numFmt: MONEY_FORMAT, width: 18 },
  { header: 'Payments', key: 'payments', numFmt: MONEY_FORMAT, width: 16 },
  { header: 'Open Balance', key: 'open', numFmt: MONEY_FORMAT, width: 16 },
];

interface Totals {
  count: number;
  fundedCents: number;
  paidCents: number;
  openCents: number;
}
const NO_TOTALS: Totals = { count: 0, fundedCents: 0, paidCents: 0, openCents: 0 };
const addTotals = (a: Totals, b: Totals): Totals => ({
  count: a.count + b.count,
  fundedCents: a.fundedCents + b.fundedCents,
  paidCents: a.paidCents + b.paidCents,
  openCents: a.openCents + b.openCents,
});
const PERIODICITY_LABELS: Record<PeriodReportRequest['reportPriority'], string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/**
 * One totals row per contract type and status over the whole range. No grand total across statuses: a contract that
 * entered several statuses is in several rows, so adding them up would count it (and its money) more than once.
 */
function periodTotalRows(byTypeAndStatus: ReadonlyMap<string, Totals>, data: DataRows): Array<readonly SheetCell[]> {
  return [...byTypeAndStatus].map(([key, t]) => {
    const [code, state] = key.split('|') as [string, string];
    const [type, status] = [contractTypeLabel(code), statusLabel(state)];
    const sumIf = (column: number, value: number): SheetFormula => ({
      formula: `SUMIFS(${rangeOf(column, data)},${rangeOf(1, data)},"${type}",${rangeOf(2, data)},"${status}")`,
      value,
    });
    return [
      'Range total',
      type,
      status,
      sumIf(3, t.count),
      sumIf(4, centsToDollars(t.fundedCents)),
      sumIf(5, centsToDollars(t.paidCents)),
      sumIf(6, centsToDollars(t.openCents)),
    ];
  });
}

/**
 * Counts each contract once per period and status it entered there (re-entering in the same period counts once);
 * its money columns are the contract's figures today, so a period's rows say what became of what entered it.
 */
export async function periodReport(
  context: ReportContext,
  request: PeriodReportRequest,
  filePath: string,
): Promise<void> {
  const types = request.contractType.map((t) => REPORT_CONTRACT_TYPES[t]);
  const statuses = request.contractStatus.map((s) => REPORT_CONTRACT_STATUSES[s]);
  const window = windowOf(request.from, request.to);
  const totals = new Map<string, Totals>();
  for await (const batch of reportContracts(context.db, {
    contractTypes: types,
    statusEntered: { statuses, ...window },
    windowOpenOn: request.inCancellationWindow ? context.today : undefined,
  })) {
    const entries = await statusEntries(
      context.db,
      batch.map((c) => c.id),
      statuses,
      window.from,
      window.before,
    );
    for (const contract of batch) {
      const keys = new Set<string>();
      for (const entry of entries.filter((e) => e.contract_id === contract.id)) {
        const day = calendarDateIn(entry.status_date, context.timeZone);
        if (day >= request.from && day <= request.to)
          keys.add(`${periodOf(day, request.reportPriority)}|${contract.contract_type}|${entry.status}`);
      }
      if (keys.size === 0) continue;
      const money = moneyOf(contract, context);
      const openCents = money.figures.totalDue == null ? 0 : Math.round(money.figures.totalDue * 100);
      const figures = { count: 1, fundedCents: money.fundedCents, paidCents: money.paidCents, openCents };
      for (const key of keys) totals.set(key, addTotals(totals.get(key) ?? NO_TOTALS, figures));
    }
  }
  // Type and status in the order of the request, as the rows list them.
  const byTypeAndStatus = new Map<string, Totals>();
  for (const type of types)
    for (const status of statuses)
      for (const [key, t] of totals)
        if (key.endsWith(`|${type}|${status}`))
          byTypeAndStatus.set(`${type}|${status}`, addTotals(byTypeAndStatus.get(`${type}|${status}`) ?? NO_TOTALS, t));
  // Only the combinations that happened: 8 years monthly x 2 types x 5 statuses would be 960 rows, mostly zeros.
  // A period where nothing happened keeps one row, so the timeline has no holes.
  async function* rows(): AsyncGenerator<SheetCell[]> {
    for (const period of periodsBetween(request.from, request.to, request.reportPriority)) {
      let written = false;
      for (const type of types) {
        for (const status of statuses) {
          const t = totals.get(`${period}|${type}|${status}`);
          if (!t) continue;
          written = true;
          yield [
            period,
            contractTypeLabel(type),
            statusLabel(status),
            t.count,
            dollars(t.fundedCents),
            dollars(t.paidCents),
            dollars(t.openCents),
          ];
        }
      }
      if (!written) yield [period, 'No activity', '', 0, 0, 0, 0];
    }
  }
  const sheet = {
    name: 'Report',
    title: titleOf('Period Report', totals.size === 0),
    details: coverage(context, `${PERIODICITY_LABELS[request.reportPriority]} periods,`, request.from, request.to),
    columns: PERIOD_COLUMNS,
    totals: (data: DataRows) => periodTotalRows(byTypeAndStatus, data),
  };
  await writeXlsx(filePath, sheet, rows());
}

// ---- createReport/all: one row per contract created in the period, the chosen raw fields ----

const MONEY_FIELDS = new Set<RawReportField>([
  'amountRequested',
  'amountApproved',
  'additionalFunds',
  'totalFunded',
  'expectedSettlement',
  'expectedValue',
  'openBalance',
  'amountReduced',
  'totalPaid',
]);

const DATE_FIELDS = new Set<RawReportField>(['dateCheckSent']);
/** Fields every contract has, so counting a column's filled cells counts contracts. */
const ALWAYS_FILLED = new Set<RawReportField>(['caseId', 'contractType', 'currentStatus']);
/** Text columns wider than their header: the longest usual content (names, statuses). */
const TEXT_WIDTHS: Partial<Record<RawReportField, number>> = {
  caseId: 16,
  state: 16,
  currentStatus: 20,
  clientName: 26,
  attorneyName: 26,
  lawFirmName: 30,
  previousAttorney: 26,
  previousLawFirm: 30,
};
const MONEY_WIDTH = 16;
const COUNT_FORMAT = '#,##0" contracts"';

function rawColumn(field: RawReportField): SheetColumn {
  const header = RAW_REPORT_FIELD_LABELS[field];
  const fit = (content: number) => Math.max(content, header.length + 2);
  if (MONEY_FIELDS.has(field)) return { header, key: field, numFmt: MONEY_FORMAT, width: fit(MONEY_WIDTH) };
  if (DATE_FIELDS.has(field)) return { header, key: field, numFmt: DATE_FORMAT, width: fit(12) };
  return { header, key: field, width: fit(TEXT_WIDTHS[field] ?? 10) };
}

/**
 * Sums of the money columns and, in the first column every contract fills, a count of contracts (both over the rows
 * the filter shows); "Total" in the first column left.
 */
function rawTotalRow(fields: readonly RawReportField[], centsByColumn: readonly number[], data: DataRows): SheetCell[] {
  const countColumn = fields.findIndex((f) => ALWAYS_FILLED.has(f));
  const cells: SheetCell[] = fields.map((field, i): SheetCell => {
    if (MONEY_FIELDS.has(field)) return moneySubtotal(i, data, centsByColumn[i]!);
    if (i === countColumn)
      return { formula: `SUBTOTAL(103,${rangeOf(i, data)})`, value: data.last - data.first + 1, numFmt: COUNT_FORMAT };
    return null;
  });
  const label = cells.indexOf(null);
  if (label >= 0) cells[label] = 'Total';
  return cells;
}

/** Every raw field of one contract (dates as date serials, money in dollars, rates in percent). */
export function rawFields(contract: ReportContract, context: ReportContext): Record<RawReportField, SheetCell> {
  const money = moneyOf(contract, context);
  const type = contract.contract_type as ContractType;
  const expectedCents = expectedValueCents(
    moneyFactsOf(contract, contract.money),
    contract.estimated_duration,
    context.today,
    context.timeZone,
  );
  return {
    dateCheckSent: contract.check_date ? dateSerial(contract.check_date) : null,
    caseId: contract.case_id,
    contractType: contractTypeLabel(type),
    state: contract.state_name,
    currentStatus: statusLabel(contract.current_status),
    clientName: fullName(contract.cl_first, contract.cl_last),
    attorneyName: contract.attorneys.at(-1) ?? null,
    lawFirmName: contract.lawFirms.at(-1) ?? null,
    previousAttorney: contract.attorneys.at(-2) ?? null,
    previousLawFirm: contract.lawFirms.at(-2) ?? null,
    amountRequested: dollars(contract.amount_requested_cents),
    amountApproved: dollars(contract.amount_approved_cents),
    additionalFunds: dollars(money.additionalCents),
    totalFunded: dollars(money.fundedCents),
    interestRate: percent(contract.approved_rate_bp ?? contract.insert_rate_bp),
    additionalInterestRate: percent(contract.fee_snapshot_bp ?? contract.cl_fee_bp),
    expectedSettlement: dollars(
      expectedSettlementCents(type, contract.amount_settlement_cents, contract.estimated_settlement),
    ),
    expectedValue: dollars(expectedCents),
    openBalance: money.figures.totalDue,
    amountReduced: dollars(contract.amount_reduced_cents),
    totalPaid: dollars(money.paidCents),
  };
}

export async function rawReport(context: ReportContext, request: RawReportRequest, filePath: string): Promise<void> {
  const fields = request.exportPropertiesList;
  const window = windowOf(request.from, request.to);
  const moneyColumns = fields.flatMap((f, i) => (MONEY_FIELDS.has(f) ? [i] : []));
  const centsByColumn = fields.map(() => 0);
  async function* rows(): AsyncGenerator<SheetCell[]> {
    const filter = {
      createdFrom: window.from,
      createdBefore: window.before,
      windowOpenOn: request.inCancellationWindow ? context.today : undefined,
    };
    for await (const batch of reportContracts(context.db, filter)) {
      for (const contract of batch) {
        const day = calendarDateIn(contract.created_at, context.timeZone);
        if (day < request.from || day > request.to) continue;
        const all = rawFields(contract, context);
        const cells = fields.map((f) => all[f]);
        for (const i of moneyColumns) {
          const cell = cells[i];
          // Dollars made from cents: back to cents exactly, so the total is exact whatever the number of rows.
          if (typeof cell === 'number') centsByColumn[i] = centsByColumn[i]! + Math.round(cell * 100);
        }
        yield cells;
      }
    }
  }
  const found = await peeked(rows());
  const sheet = {
    name: 'Raw Data',
    title: titleOf('Raw Data', found.empty),
    details: coverage(context, 'Contracts created', request.from, request.to),
    columns: fields.map(rawColumn),
    totals: (data: DataRows) => [rawTotalRow(fields, centsByColumn, data)],
  };
  await writeXlsx(filePath, sheet, found.rows);
}
