// The work queue's providers: one per kind of item, each a query that counts what waits for an administrator and
// lists the most urgent first, with the page where it is handled. An item leaves the queue by the change that handles
// it (an approval, a status change, a comment), not by being dismissed. Another kind (say agreements waiting for a
// signature) is one more provider in PROVIDERS.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  CANCELLATION_CLOSING_DAYS,
  PRICE_RISE_DAYS,
  QUIET_CASE_DAYS,
  addDays,
  contractTypeLabel,
  statusLabel,
} from '@litfund/domain';
import type { WorkItem, WorkItemKind } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import { unansweredCheckIns } from '../../check-ins/timeline.ts';

export interface WorkList {
  count: number;
  items: WorkItem[];
}

export interface WorkProvider {
  kind: WorkItemKind;
  /** How many items there are on `today`, and the first `limit` of them. */
  list(db: Kysely<Database>, today: string, limit: number): Promise<WorkList>;
}

interface CaseRow {
  id: number;
  case_id: string;
  first_name: string;
  last_name: string;
  contract_type: string;
  current_status: string;
  on: string;
  total: number;
  extra: string | null;
}

const contractPage = (id: number) => `/contract-page?${id}`;
const nameOf = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();
const listOf = (rows: readonly CaseRow[], kind: WorkItemKind, detail: (r: CaseRow) => string): WorkList => ({
  count: rows[0]?.total ?? 0,
  items: rows.map((r) => ({ kind, subject: r.case_id, detail: detail(r), on: r.on, href: contractPage(r.id) })),
});
/**
 * Cases (`c`, with the client `u`, and what `join` adds) meeting `where`, ordered by `day`, with how many there are in
 * all; `extra` is one more column a provider words its detail with.
 */
const casesWhere = (
  db: Kysely<Database>,
  day: string,
  where: ReturnType<typeof sql>,
  limit: number,
  join: ReturnType<typeof sql> = sql``,
  extra: ReturnType<typeof sql> = sql`null`,
) =>
  sql<CaseRow>`
    select c.id, c.case_id, u.first_name, u.last_name, c.contract_type, c.current_status,
      to_char(${sql.raw(day)}, 'YYYY-MM-DD') as "on", (count(*) over ())::int as total, ${extra} as extra
    from contracts c join users u on u.id = c.client_user_id ${join}
    where ${where}
    order by ${sql.raw(day)}, c.id limit ${limit}`
    .execute(db)
    .then((r) => r.rows);

export const requestsWaiting: WorkProvider = {
  kind: 'requestWaiting',
  async list(db, _today, limit) {
    const rows = await casesWhere(db, 'c.created_at', sql`c.current_status = 'WaitingApproval'`, limit);
    return listOf(rows, this.kind, (r) => `${nameOf(r)} · ${contractTypeLabel(r.contract_type)}`);
  },
};

// Newest first: a registration is usually decided the day it arrives, while the oldest waiting are mostly addresses
// never confirmed (the Users page lists them all).
export const usersWaiting: WorkProvider = {
  kind: 'userWaiting',
  async list(db, _today, limit) {
    const { rows } = await sql<{
      id: number;
      first_name: string;
      last_name: string;
      user_type: string;
      email: string;
      on: string;
      total: number;
    }>`
      select id, first_name, last_name, user_type, email, to_char(created_at, 'YYYY-MM-DD') as "on",
        (count(*) over ())::int as total
      from users where status = 'New' order by created_at desc, id desc limit ${limit}`.execute(db);
    return {
      count: rows[0]?.total ?? 0,
      items: rows.map((r) => ({
        kind: this.kind,
        subject: nameOf(r),
        detail: `${r.user_type === 'LawFirm' ? 'Law firm' : r.user_type} · ${r.email}`,
        on: r.on,
        href: `/edit-user?${r.id}`,
      })),
    };
  },
};

export const cancellationsClosing: WorkProvider = {
  kind: 'cancellationClosing',
  async list(db, today, limit) {
    const last = addDays(today, CANCELLATION_CLOSING_DAYS);
    const rows = await casesWhere(
      db,
      'c.cancel_deadline',
      sql`c.cancelled_on is null and c.cancel_deadline >= ${today}::date and c.cancel_deadline <= ${last}::date
        and c.current_status in ('CheckSent', 'CheckCashed')`,
      limit,
    );
    return listOf(rows, this.kind, (r) => `${nameOf(r)} may cancel until this day`);
  },
};

export const pricesRising: WorkProvider = {
  kind: 'priceRising',
  async list(db, today, limit) {
    const rows = await casesWhere(
      db,
      'c.desk_price_rises_on',
      sql`c.current_status = 'CheckSent' and c.desk_price_rises_on > ${today}::date
        and c.desk_price_rises_on <= ${addDays(today, PRICE_RISE_DAYS)}::date`,
      limit,
    );
    return listOf(rows, this.kind, (r) => `${nameOf(r)} · Total Due rises on this day`);
  },
};

export const quietCases: WorkProvider = {
  kind: 'caseQuiet',
  async list(db, today, limit) {
    // No status change, payment, funding or comment since the cutoff.
    const cutoff = addDays(today, -QUIET_CASE_DAYS);
    const rows = await casesWhere(
      db,
      'c.current_status_at',
      sql`c.parent_contract_id is null and c.insight_funded_cents is not null and c.insight_closed_on is null
        and c.current_status_at < ${cutoff}::date
        and not exists (select 1 from contract_comments k where k.contract_id = c.id and k.created_at >= ${cutoff}::date)
        and not exists (select 1 from contract_payments p where p.contract_id = c.id and p.paid_on >= ${cutoff}::date)
        and not exists (select 1 from contract_tranches t where t.contract_id = c.id and t.funded_on >= ${cutoff}::date)`,
      limit,
    );
    return listOf(rows, this.kind, (r) => `${nameOf(r)} · ${statusLabel(r.current_status)} · last update`);
  },
};

const SIGNER_LABELS: Record<string, string> = {
  plaintiff: "the plaintiff's signature",
  attorney: "the attorney's acknowledgment",
  admin: "an administrator's countersignature",
};

// Open funding agreements, oldest first, naming the step they wait for (the first one not signed, in signing order).
export const agreementsAwaiting: WorkProvider = {
  kind: 'agreementAwaiting',
  async list(db, _today, limit) {
    const rows = await casesWhere(
      db,
      'a.created_at',
      sql`exists (select 1 from agreements a0 where a0.contract_id = c.id and a0.state = 'open')`,
      limit,
      sql`join agreements a on a.contract_id = c.id and a.state = 'open'`,
      sql`(select s.role from agreement_steps s where s.agreement_id = a.id and s.state <> 'signed'
        order by s.position limit 1)`,
    );
    return listOf(
      rows,
      this.kind,
      (r) => `${nameOf(r)} · waiting for ${SIGNER_LABELS[r.extra ?? ''] ?? 'a signature'}`,
    );
  },
};

// Check-ins mailed, reminded and still unanswered after the reminder period.
export const checkInsUnanswered: WorkProvider = {
  kind: 'checkInUnanswered',
  async list(db, today, limit) {
    const { items, totalCount } = await unansweredCheckIns(db, { today, limit });
    return {
      count: totalCount,
      items: items.map((i) => ({
        kind: this.kind,
        subject: i.contractIdentifier,
        detail: `${i.sentTo ?? 'Counsel'} has not answered the check-in`,
        on: i.sentOn,
        href: contractPage(i.contractId),
      })),
    };
  },
};

/** The queue's sections, in this order. */
export const PROVIDERS: readonly WorkProvider[] = [
  requestsWaiting,
  usersWaiting,
  agreementsAwaiting,
  cancellationsClosing,
  checkInsUnanswered,
  pricesRising,
  quietCases,
];
