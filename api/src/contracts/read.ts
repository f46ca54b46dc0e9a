// GET /Contract/{id}: the full contract read, with the money figures computed for today's business date, as the
// viewer may see it (access.ts): a contract hidden from the viewer is not found.
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { MESSAGES, calendarDayToWire, centsToDollars, checkedAgainstText } from '@litfund/domain';
import type {
  Attachment,
  Comment,
  ComplianceSnapshot,
  ContractParty,
  ContractRead,
  ContractStatus,
  ContractType,
  UserType,
} from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { isAdmin, visibleTo, type Viewer } from './access.ts';
import { openCancelDeadline } from '../compliance/cancellation.ts';
import { moneyFigures, nextPriceChange, type MoneyFacts } from './money.ts';
import { commentVisibleTo } from './comment-visibility.ts';

const day = (value: string | null) => (value ? calendarDayToWire(value) : null);
const dollars = (cents: number | null) => (cents == null ? null : centsToDollars(cents));
const rate = (bp: number | null) => (bp == null ? null : bp / 100);
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export interface ReadOptions {
  /** Who reads: the contract must be visible to them; Approved admins also see hidden comments. */
  viewer: Viewer;
  today: string;
  timeZone: string;
}

interface FileRow {
  id: number;
  type: number;
  mime_type: string;
  file_name: string;
  size: number;
  created_at: Date;
  comment_id: number | null;
}

// Metadata only: with the bytes inline, two 10 MiB attachments made every read 28 MB and 6.6 s (docs/decisions.md).
const toAttachment = (f: FileRow): Attachment => ({
  id: f.id,
  type: f.type,
  mimeType: f.mime_type,
  base64: null,
  fileName: f.file_name,
  date: f.created_at.toISOString(),
  size: f.size,
});

/** The money facts of a set of contracts' tranches and payments, keyed by contract id. */
export async function moneyRowsOf(db: Kysely<Database>, ids: readonly number[]) {
  // One array parameter, not an IN list of one parameter per id: the statement's text is the same for 1 and for 10,000
  // contracts (a busy attorney's statistics), so the server sees one statement instead of one per length.
  const inIds = sql<boolean>`contract_id = any(${[...ids]}::int[])`;
  const [tranches, payments] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('contract_tranches')
            .select(['id', 'contract_id', 'amount_cents', 'funded_on', 'child_contract_id', 'user_id'])
            .where(inIds)
            .orderBy('funded_on')
            .orderBy('id')
            .execute(),
          db
            .selectFrom('contract_payments')
            .select(['id', 'contract_id', 'amount_cents', 'paid_on', 'user_id'])
            .where(inIds)
            .orderBy('paid_on')
            .orderBy('id')
            .execute(),
        ]);
  return { tranches, payments };
}

/** The contract columns the money figures read (a list query selects just these). */
export const MONEY_COLUMNS = [
  'contract_type',
  'check_amount_cents',
  'check_date',
  'rate_snapshot',
  'fee_snapshot_bp',
  'charge_term_months',
  'amount_reduced_cents',
  'current_status',
  'current_status_at',
  'amount_settlement_cents',
  'estimated_settlement',
  'cancelled_on',
  'compliance_snapshot',
] as const;
type MoneyColumns = Pick<Selectable<Database['contracts']>, (typeof MONEY_COLUMNS)[number]>;
interface MoneyRows {
  tranches: ReadonlyArray<{ amount_cents: number; funded_on: string }>;
  payments: ReadonlyArray<{ amount_cents: number; paid_on: string }>;
}

export function moneyFactsOf(c: MoneyColumns, money: MoneyRows): MoneyFacts {
  return {
    contractType: c.contract_type,
    checkAmountCents: c.check_amount_cents,
    checkDate: c.check_date,
    rateSnapshot: c.rate_snapshot,
    feeSnapshotBp: c.fee_snapshot_bp,
    chargeTermMonths: c.charge_term_months,
    reducedCents: c.amount_reduced_cents,
    currentStatus: c.current_status,
    currentStatusAt: c.current_status_at,
    amountSettlementCents: c.amount_settlement_cents,
    estimatedSettlement: c.estimated_settlement,
    cancelled: c.cancelled_on != null,
    compliance: c.compliance_snapshot as ComplianceSnapshot | null,
    tranches: money.tranches.map((t) => ({ amountCents: t.amount_cents, fundedOn: t.funded_on })),
    payments: money.payments.map((p) => ({ amountCents: p.amount_cents, paidOn: p.paid_on })),
  };
}

/** The stored money facts of one contract (for the pricing input of statements and once-only checks), or null. */
export async function loadMoneyFacts(db: Kysely<Database>, id: number): Promise<MoneyFacts | null> {
  const c = await db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
  return c ? moneyFactsOf(c, await moneyRowsOf(db, [id])) : null;
}

/**
 * Whose attorneys and law firms a contract has: an additional-funds request has its case's. The lists read a request's
 * responsible columns, which are its case's (create.ts copies them, add-party.ts moves them with the case's, and no
 * party is added to a request itself), so the page and the lists name the same counsel.
 */
export const partiesContractId = (c: { id: number; parent_contract_id: number | null }) => c.parent_contract_id ?? c.id;

/** The contract, or null when it does not exist or the viewer may not see it. */
export async function readContract(
  db: Kysely<Database>,
  id: number,
  options: ReadOptions,
): Promise<ContractRead | null> {
  const admin = isAdmin(options.viewer);
  const c = await db
    .selectFrom('contracts as c')
    .innerJoin('users as cl', 'cl.id', 'c.client_user_id')
    .leftJoin('users as ap', 'ap.id', 'c.approved_by_user_id')
    .selectAll('c')
    .select([
      'cl.first_name as cl_first',
      'cl.last_name as cl_last',
      'cl.user_type as cl_type',
      'cl.banned as cl_banned',
      'ap.first_name as ap_first',
      'ap.last_name as ap_last',
    ])
    .where('c.id', '=', id)
    .where(visibleTo(options.viewer, options.today))
    .executeTakeFirst();
  if (!c) return null;

  // Read only once the contract itself is found visible to the viewer: a request's case has the same client and
  // counsel (partiesContractId), so its parties tell the viewer nothing the request does not.
  const [statuses, parties, children, comments, files, money] = await Promise.all([
    db
      .selectFrom('contract_statuses')
      .select(['id', 'status', 'status_date', 'status_value_cents', 'user_id'])
      .where('contract_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('contract_parties as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.id', 'p.role', 'p.user_id', 'p.linked_on', 'u.first_name', 'u.last_name'])
      .where('p.contract_id', '=', partiesContractId(c))
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('contracts as k')
      .innerJoin('users as u', 'u.id', 'k.client_user_id')
      .select([
        'k.id',
        'k.identifier',
        'k.amount_requested_cents',
        'k.current_status',
        'k.created_at',
        'u.id as u_id',
        'u.first_name',
        'u.last_name',
      ])
      .where('k.parent_contract_id', '=', id)
      .orderBy('k.id')
      .execute(),
    db
      .selectFrom('contract_comments as m')
      .innerJoin('users as author', 'author.id', 'm.user_id')
      .innerJoin('contracts as c', 'c.id', 'm.contract_id')
      .select([
        'm.id',
        'm.comment_text',
        'm.visible',
        'm.created_at',
        'm.user_id',
        'author.first_name',
        'author.last_name',
      ])
      .where('m.contract_id', '=', id)
      .where(commentVisibleTo(options.viewer))
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('contract_files')
      .select(['id', 'type', 'mime_type', 'file_name', 'created_at', 'comment_id'])
      .select(sql<number>`octet_length(content)`.as('size'))
      .where('contract_id', '=', id)
      .orderBy('id')
      .execute(),
    moneyRowsOf(db, [id]),
  ]);

  const partiesOf = (role: 'attorney' | 'lawFirm'): ContractParty[] => {
    const rows = parties.filter((p) => p.role === role);
    return rows.map((p, index) => ({
      id: p.id,
      userId: p.user_id,
      user: { firstName: p.first_name, lastName: p.last_name },
      userName: fullName(p.first_name, p.last_name),
      responsible: index === rows.length - 1,
      date: day(p.linked_on),
    }));
  };
  const commentFiles = (commentId: number) =>
    files.filter((f) => f.type === 0 && f.comment_id === commentId).map(toAttachment);
  const contractComments: Comment[] = comments.map((m) => ({
    id: m.id,
    commentText: m.comment_text,
    visible: m.visible,
    dateComment: m.created_at.toISOString(),
    userId: m.user_id,
    userName: fullName(m.first_name, m.last_name),
    contractId: id,
    commentAttachments: commentFiles(m.id),
  }));
  // The latest attachment of each document type (docs/product.md); older ones stay in the table as history.
  const latestDocuments = [2, 3]
    .map((type) => files.filter((f) => f.type === type).at(-1))
    .filter((f) => f !== undefined)
    .map(toAttachment);
  const facts = moneyFactsOf(c, money);
  const figures = moneyFigures(facts, options.today, options.timeZone);

  return {
    id: c.id,
    identifier: c.identifier ?? '',
    caseId: c.case_id,
    contractType: c.contract_type as ContractType,
    parentContractId: c.parent_contract_id,
    childContracts: children.map((k) => ({
      id: k.id,
      amountRequested: centsToDollars(k.amount_requested_cents),
      identifier: k.identifier ?? '',
      status: k.current_status as ContractStatus,
      createDate: k.created_at.toISOString(),
      userDTO: { id: k.u_id, firstName: k.first_name, lastName: k.last_name },
    })),
    additionalFundingRequestsDto: money.tranches.map((t) => ({
      id: t.id,
      amount: centsToDollars(t.amount_cents),
      date: calendarDayToWire(t.funded_on),
      childContractId: t.child_contract_id,
    })),
    insertRate: rate(c.insert_rate_bp),
    createDate: c.created_at.toISOString(),
    contractStatus: statuses.map((s) => ({
      id: s.id,
      contractsStatus: s.status as ContractStatus,
      dateChange: s.status_date.toISOString(),
      userId: s.user_id,
      statusValue: dollars(s.status_value_cents),
    })),
    amountRequested: {
      amount: centsToDollars(c.amount_requested_cents),
      date: calendarDayToWire(c.requested_on),
      userId: c.created_by_user_id,
      insertRate: rate(c.insert_rate_bp),
      contractId: c.id,
    },
    amountApproved:
      c.amount_approved_cents == null
        ? null
        : {
            amount: centsToDollars(c.amount_approved_cents),
            insertRate: rate(c.approved_rate_bp),
            checkNumber: c.check_number,
            date: day(c.approved_on) ?? '',
            user: c.ap_first == null ? null : { firstName: c.ap_first, lastName: c.ap_last ?? '' },
          },
    amountReduced:
      c.amount_reduced_cents == null
        ? null
        : { amount: centsToDollars(c.amount_reduced_cents), date: day(c.reduced_on) ?? '' },
    amountPayments: money.payments.map((p) => ({
      id: p.id,
      amount: centsToDollars(p.amount_cents),
      date: calendarDayToWire(p.paid_on),
      userId: p.user_id,
    })),
    checkSent:
      c.check_amount_cents == null
        ? null
        : { amount: centsToDollars(c.check_amount_cents), date: day(c.check_date) ?? '', checkNumber: c.check_number },
    ...figures,
    // The risk rate is the funder's measure of a case: administrators read it, the parties do not.
    currentContractRiskRatePercent: admin ? figures.currentContractRiskRatePercent : null,
    nextPriceChange: nextPriceChange(facts, options.today, options.timeZone),
    cancellableUntil: day(openCancelDeadline(c, options.today)),
    cancelledOn: day(c.cancelled_on),
    owedAfterClosing: figures.finalAmountOwed,
    contractComments,
    attachments: latestDocuments,
    amountSettlement: dollars(c.amount_settlement_cents),
    estimatedSettlement: c.estimated_settlement,
    estimatedAdditional: c.estimated_additional,
    recipientCheck: c.recipient_check,
    estimatedDuration: day(c.estimated_duration),
    opposingInsurance: c.opposing_insurance,
    insuranceAdjuster: c.insurance_adjuster,
    adjusterPhone: c.adjuster_phone,
    claimNumber: c.claim_number,
    liability: c.liability,
    propertyDamage: c.property_damage,
    injuryLevel: c.injury_level,
    dateAccident: day(c.date_accident),
    caseManager: c.case_manager,
    accidentDescription: c.accident_description,
    contractClientDTO: {
      userId: c.client_user_id,
      user: {
        firstName: c.cl_first,
        lastName: c.cl_last,
        userType: c.cl_type as UserType,
        ...(admin ? { banned: c.cl_banned } : {}),
      },
    },
    contractAttorneyDTO: partiesOf('attorney'),
    contractLawFirmDTO: partiesOf('lawFirm'),
    ...(admin && c.compliance_snapshot
      ? { complianceCheck: checkedAgainstText(c.compliance_snapshot as ComplianceSnapshot) }
      : {}),
  };
}

/** The contract as the viewer reads it: 404 when it does not exist or the viewer may not see it (one answer for both). */
export async function visibleContract(db: Kysely<Database>, id: number, options: ReadOptions): Promise<ContractRead> {
  const contract = await readContract(db, id, options);
  if (!contract) throw notFound(MESSAGES.notFound);
  return contract;
}
