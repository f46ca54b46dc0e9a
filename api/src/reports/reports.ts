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
  expectedSettlementCents,
  periodOf,
  periodsBetween,
} from '@litfund/domain';
import type { ContractType, PeriodReportRequest, RawReportField, RawReportRequest } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { moneyFactsOf } from '../contracts/read.ts';
import { moneyFigures } from '../contracts/money.ts';
import { fullName, reportContracts, statusEntries } from './contract-batches.ts';
import type { ReportContract } from './contract-batches.ts';
import { DATE_FORMAT, MONEY_FORMAT, dateSerial, writeXlsx } from './workbook.ts';
import type { SheetCell, SheetColumn } from './workbook.ts';

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
  { header: 'Period', key: 'period' },
  { header: 'Contract Type', key: 'type', width: 16 },
  { header: 'Status', key: 'status', width: 18 },
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
      for (const key of keys) {
        const t = totals.get(key) ?? { count: 0, fundedCents: 0, paidCents: 0, openCents: 0 };
        totals.set(key, {
          count: t.count + 1,
          fundedCents: t.fundedCents + money.fundedCents,
          paidCents: t.paidCents + money.paidCents,
          openCents: t.openCents + openCents,
        });
      }
    }
  }
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
          yield [period, type, status, t.count, dollars(t.fundedCents), dollars(t.paidCents), dollars(t.openCents)];
        }
      }
      if (!written) yield [period, 'No activity', '', 0, 0, 0, 0];
    }
  }
  await writeXlsx(filePath, 'Report', PERIOD_COLUMNS, rows());
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

/** Every raw field of one contract (dates as date serials, money in dollars, rates in percent). */
export function rawFields(contract: ReportContract, context: ReportContext): Record<RawReportField, SheetCell> {
  const money = moneyOf(contract, context);
  const type = contract.contract_type as ContractType;
  // Expected value: what the contract is expected to bring in, priced on its estimated settlement day (today when that
  // has passed or is unknown); a closed contract's frozen final amount. Payments already made count towards it.
  const settlementDay =
    contract.estimated_duration && contract.estimated_duration > context.today
      ? contract.estimated_duration
      : context.today;
  const expected = moneyFigures(moneyFactsOf(contract, contract.money), settlementDay, context.timeZone);
  return {
    dateCheckSent: contract.check_date ? dateSerial(contract.check_date) : null,
    caseId: contract.case_id,
    contractType: type,
    state: contract.state_name,
    currentStatus: contract.current_status,
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
    expectedValue:
      expected.totalDue == null ? null : centsToDollars(Math.round(expected.totalDue * 100) + money.paidCents),
    openBalance: money.figures.totalDue,
    amountReduced: dollars(contract.amount_reduced_cents),
    totalPaid: dollars(money.paidCents),
  };
}

export async function rawReport(context: ReportContext, request: RawReportRequest, filePath: string): Promise<void> {
  const fields = request.exportPropertiesList;
  const columns: SheetColumn[] = fields.map((f) => ({
    header: RAW_REPORT_FIELD_LABELS[f],
    key: f,
    numFmt: MONEY_FIELDS.has(f) ? MONEY_FORMAT : DATE_FIELDS.has(f) ? DATE_FORMAT : undefined,
  }));
  const window = windowOf(request.from, request.to);
  async function* rows(): AsyncGenerator<SheetCell[]> {
    for await (const batch of reportContracts(context.db, { createdFrom: window.from, createdBefore: window.before })) {
      for (const contract of batch) {
        const day = calendarDateIn(contract.created_at, context.timeZone);
        if (day < request.from || day > request.to) continue;
        const all = rawFields(contract, context);
        yield fields.map((f) => all[f]);
      }
    }
  }
  await writeXlsx(filePath, 'Raw Data', columns, rows());
}
