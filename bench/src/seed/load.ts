// Loads a deterministic benchmark portfolio into PostgreSQL with set-based INSERT ... SELECT generate_series
// statements (no request per row): users of every role, law firms and their attorneys, contracts in every status
// with their status history, parties, payments, additional funding and comments. The same size gives the same rows.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { CONTRACT_STATUSES, DEFAULT_BUSINESS_TIME_ZONE, ESTIMATED_SETTLEMENTS } from '@litfund/domain';
import type { Database } from 'api/src/db/schema.ts';
import { fillMissingCaseFigures } from 'api/src/insights/case-figures.ts';
import { hashPassword } from 'api/src/lib/passwords.ts';
import { DEMO_RATE_SETS } from 'api/src/pricing/demo-rates.ts';
import { APPROVED, FUNDED, HISTORY, PAYING, STATUS_SLOTS } from './portfolio.ts';
import type { PortfolioSize } from './portfolio.ts';

export const BENCH_PASSWORD = 'Bench123!';
export const BENCH_EMAIL = {
  client: (n: number) => `client${n}@bench.test`,
  attorney: (n: number) => `attorney${n}@bench.test`,
  lawFirm: (n: number) => `firm${n}@bench.test`,
} as const;
/** Contracts are loaded this many at a time, so progress shows and no statement grows with the portfolio. */
const CHUNK = 100_000;
const STATE_KEYS = Object.keys(DEMO_RATE_SETS);
const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Nancy',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
];

const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const run = (db: Kysely<Database>, text: string) => sql.raw(text).execute(db);

export interface LoadReport {
  skipped: boolean;
  seconds: number;
  rows: Record<string, number>;
}

/**
 * Whether the contracts were never vacuumed. A live database's autovacuum keeps its visibility map, which index-only
 * scans (the lists' party indexes) rely on; a bulk load into a server with autovacuum off (as on the development
 * machine) leaves it empty, so the loader vacuums once.
 */
async function neverVacuumed(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ never: boolean }>`SELECT last_vacuum IS NULL AND last_autovacuum IS NULL AS never
    FROM pg_stat_user_tables WHERE relname = 'contracts'`.execute(db);
  return rows[0]?.never ?? false;
}

/**
 * Computes each case's statistics figures (the loader's rows have none; nor has a portfolio loaded before migration
 * 0012), as the API would when it starts, in its default business time zone. That updates every contract row, so the
 * table and its indexes are then rewritten compactly (VACUUM FULL) and vacuumed for the visibility map: a live
 * database's autovacuum keeps both, and the statistics read the attorney's and law firm's indexes alone.
 */
async function computeCaseFigures(db: Kysely<Database>, log: (line: string) => void): Promise<number> {
  const started = Date.now();
  const computed = await fillMissingCaseFigures(db, DEFAULT_BUSINESS_TIME_ZONE, log);
  if (computed === 0) return 0;
  log(`case figures of ${computed} cases in ${Math.round((Date.now() - started) / 1000)} s; VACUUM FULL contracts`);
  await run(db, 'VACUUM FULL contracts');
  await run(db, 'VACUUM ANALYZE contracts');
  return computed;
}

async function count(db: Kysely<Database>, text: string): Promise<number> {
  const { rows } = await sql.raw<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`).execute(db);
  return rows[0]!.n;
}

/** The first id of a role's bench users, checking they are one contiguous run (so user n is first + n - 1). */
async function firstIdOf(db: Kysely<Database>, prefix: string, expected: number): Promise<number> {
  const { rows } = await sql
    .raw<{ lo: number; hi: number; n: number }>(
      `SELECT min(id) AS lo, max(id) AS hi, count(*)::int AS n FROM users WHERE email LIKE '${prefix}%@bench.test'`,
    )
    .execute(db);
  const { lo, hi, n } = rows[0]!;
  if (n !== expected || hi - lo + 1 !== n) throw new Error(`bench ${prefix} users are not one run of ${expected} ids`);
  return lo;
}

async function insertUsers(db: Kysely<Database>, size: PortfolioSize, passwordHash: string, stateIds: number[]) {
  const states = `(ARRAY[${stateIds.join(', ')}]::int[])`;
  const common = `'${passwordHash}', 'Approved', now(), now(), now() - interval '4 years'`;
  await run(
    db,
    `INSERT INTO users (email, first_name, last_name, user_type, state_id, city, password_hash, status, status_date, email_confirmed_at, created_at)
    SELECT 'firm' || g || '@bench.test', 'Bench Firm ' || g, 'LLP', 'LawFirm', ${states}[1 + g % ${stateIds.length}], 'Atlanta', ${common}
    FROM generate_series(1, ${size.lawFirms}) g ORDER BY g`,
  );
  await run(
    db,
    `INSERT INTO users (email, first_name, last_name, user_type, state_id, city, password_hash, status, status_date, email_confirmed_at, created_at)
    SELECT 'attorney' || g || '@bench.test', (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + (g * 7) % ${LAST_NAMES.length}] || ' ' || g, 'Attorney', ${states}[1 + g % ${stateIds.length}], 'Atlanta', ${common}
    FROM generate_series(1, ${size.attorneys}) g ORDER BY g`,
  );
  await run(
    db,
    `INSERT INTO users (email, first_name, last_name, user_type, state_id, city, password_hash, status, status_date, email_confirmed_at, created_at)
    SELECT 'client' || g || '@bench.test', (${textArray(FIRST_NAMES)})[1 + (g * 3) % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + (g * 11) % ${LAST_NAMES.length}] || ' ' || g, 'Client', ${states}[1 + g % ${stateIds.length}], 'Springfield', ${common}
    FROM generate_series(1, ${size.clients}) g ORDER BY g`,
  );
}

/** The status history of each current status, as rows (current, ord, status, n) the loader joins on. */
function historyValues(): string {
  return CONTRACT_STATUSES.flatMap((current) =>
    HISTORY[current].map(
      (status, i) =>
        `('${current}', ${i + 1}, '${status}', ${HISTORY[current].length}, ${HISTORY[current].indexOf('CheckSent') + 1})`,
    ),
  ).join(', ');
}

interface Ids {
  firm: number;
  attorney: number;
  client: number;
  admin: number;
  base: number;
}

async function insertContractChunk(
  db: Kysely<Database>,
  size: PortfolioSize,
  ids: Ids,
  snapshots: string,
  lo: number,
  hi: number,
) {
  const n = size.contracts;
  const inList = (set: ReadonlySet<string>) => [...set].map((s) => `'${s}'`).join(', ');
  // Deterministic "random" choices: multiplications modulo the range (the multipliers are primes).
  await run(
    db,
    `INSERT INTO contracts (id, identifier, contract_type, case_id, client_user_id, created_by_user_id, responsible_attorney_id,
      responsible_law_firm_id, amount_requested_cents, requested_on, insert_rate_bp, amount_settlement_cents, estimated_settlement, estimated_additional,
      recipient_check, estimated_duration, opposing_insurance, insurance_adjuster, adjuster_phone, claim_number, date_accident, accident_description,
      amount_approved_cents, approved_on, approved_by_user_id, approved_rate_bp, check_amount_cents, check_date, check_number, rate_snapshot, fee_snapshot_bp,
      amount_reduced_cents, reduced_on, current_status, current_status_at, created_at)
    SELECT ${ids.base} + g, 'LF-' || extract(year FROM created)::int || '-' || lpad((${ids.base} + g)::text, 7, '0'),
      CASE WHEN g % 10 = 0 THEN 'PostSettlement' ELSE 'PreSettlement' END, 'BENCH-' || g,
      ${ids.client} + c - 1, ${ids.attorney} + a - 1, ${ids.attorney} + a - 1, ${ids.firm} + (a - 1) % ${size.lawFirms},
      requested, created::date, 1500, CASE WHEN g % 10 = 0 THEN 4500000 END, (${textArray(ESTIMATED_SETTLEMENTS)})[1 + g % 5], 'None',
      'payments@bench.test', created::date + 365, 'Acme Mutual', 'Ann Adjuster', '555-0199', 'CL-' || g, created::date - 60, 'Rear-ended at a light',
      CASE WHEN approved THEN requested * 9 / 10 END, CASE WHEN approved THEN created::date + 2 END, CASE WHEN approved THEN ${ids.admin} END,
      CASE WHEN approved THEN 1500 END,
      CASE WHEN funded THEN requested * 9 / 10 END, CASE WHEN funded THEN check_day END, CASE WHEN funded THEN 'CK-' || g END,
      CASE WHEN funded THEN snap.schedule END, CASE WHEN funded THEN 0 END,
      CASE WHEN status = 'ClosedNotPaidOff' AND g % 2 = 0 THEN requested * 7 / 10 END,
      CASE WHEN status = 'ClosedNotPaidOff' AND g % 2 = 0 THEN least(check_day + 100, current_date) END,
      status,
      CASE WHEN status IN ('PaidOff', 'ClosedNotPaidOff', 'ClosedCaseLost') THEN least(check_day + 120, current_date) + time '12:00'
           WHEN funded THEN check_day + time '12:00'
           ELSE least(created + interval '3 days', now()) END,
      created
    FROM (
      SELECT g, status, status IN (${inList(APPROVED)}) AS approved, status IN (${inList(FUNDED)}) AS funded,
        created, least(created::date + 10, current_date) AS check_day, 100000 + ((g::bigint * 7727) % 200)::int * 25000 AS requested,
        CASE WHEN g % ${size.busyAttorneyEvery} = 0 THEN 1 ELSE 1 + ((g::bigint * 104729) % ${size.attorneys})::int END AS a,
        1 + ((g::bigint * 7919) % ${size.clients})::int AS c
      FROM (
        SELECT g, (${textArray(STATUS_SLOTS)})[1 + (g * 7 + g / 100) % ${STATUS_SLOTS.length}] AS status,
          now() - ((${n} - g) * (interval '3 years' / ${n})) AS created
        FROM generate_series(${lo}, ${hi}) g
      ) picked
    ) x
    JOIN (VALUES ${snapshots}) AS snap(state_index, schedule) ON snap.state_index = 1 + x.c % ${STATE_KEYS.length}
    ORDER BY g`,
  );
  const range = `c.id BETWEEN ${ids.base + lo} AND ${ids.base + hi}`;
  await run(
    db,
    `INSERT INTO contract_statuses (contract_id, status, status_date, status_value_cents, user_id)
    SELECT c.id, h.status,
      CASE WHEN h.ord = h.n THEN c.current_status_at
           WHEN h.ord = h.check_ord THEN c.check_date + time '12:00'
           WHEN h.check_ord > 0 AND h.ord > h.check_ord THEN least(c.check_date + 5, current_date) + time '12:00'
           ELSE c.created_at + (h.ord - 1) * interval '1 day' END,
      CASE WHEN h.ord = h.check_ord THEN c.check_amount_cents END,
      CASE WHEN h.ord = 1 THEN c.created_by_user_id ELSE ${ids.admin} END
    FROM contracts c JOIN (VALUES ${historyValues()}) AS h(current, ord, status, n, check_ord) ON h.current = c.current_status
    WHERE ${range} ORDER BY c.id, h.ord`,
  );
  await run(
    db,
    `INSERT INTO contract_parties (contract_id, role, user_id, linked_on)
    SELECT c.id, p.role, CASE WHEN p.role = 'attorney' THEN c.responsible_attorney_id ELSE c.responsible_law_firm_id END, c.requested_on
    FROM contracts c CROSS JOIN (VALUES ('attorney'), ('lawFirm')) AS p(role) WHERE ${range} ORDER BY c.id, p.role`,
  );
  await run(
    db,
    `INSERT INTO contract_payments (contract_id, amount_cents, paid_on, user_id)
    SELECT c.id, CASE WHEN p.k = 1 THEN c.check_amount_cents * 3 / 10 ELSE c.check_amount_cents END, least(c.check_date + 30 * p.k, current_date), ${ids.admin}
    FROM contracts c CROSS JOIN (VALUES (1), (2)) AS p(k)
    WHERE ${range} AND c.current_status IN (${inList(PAYING)}) AND (p.k = 1 OR c.current_status = 'PaidOff') ORDER BY c.id, p.k`,
  );
  await run(
    db,
    `INSERT INTO contract_tranches (contract_id, amount_cents, funded_on, user_id)
    SELECT c.id, 50000, least(c.check_date + 20, current_date), ${ids.admin}
    FROM contracts c WHERE ${range} AND c.check_amount_cents IS NOT NULL AND c.id % 10 = 3 ORDER BY c.id`,
  );
  await run(
    db,
    `INSERT INTO contract_comments (contract_id, user_id, comment_text, visible, created_at)
    SELECT c.id, c.created_by_user_id, 'Medical records are on file with our office.', true, c.created_at + interval '1 day'
    FROM contracts c WHERE ${range} AND c.id % 5 = 0 ORDER BY c.id`,
  );
}

/**
 * Loads the portfolio unless it is there already. The database must be migrated and seeded (states, the first
 * administrator, the demo rate sets). Refuses a database that holds a bench portfolio of another size.
 */
export async function loadPortfolio(
  db: Kysely<Database>,
  size: PortfolioSize,
  log: (line: string) => void = () => undefined,
): Promise<LoadReport> {
  const started = Date.now();
  const existing = await count(db, "contracts WHERE case_id LIKE 'BENCH-%'");
  if (existing === size.contracts) {
    await computeCaseFigures(db, log);
    if (await neverVacuumed(db)) await run(db, 'VACUUM ANALYZE');
    return { skipped: true, seconds: 0, rows: { contracts: existing } };
  }
  if (existing > 0)
    throw new Error(
      `This database holds a bench portfolio of ${existing} contracts; use a fresh database for ${size.contracts}.`,
    );

  const states = await db.selectFrom('states').select(['id', 'key']).where('key', 'in', STATE_KEYS).execute();
  const stateIds = STATE_KEYS.map((key) => states.find((s) => s.key === key)?.id);
  if (stateIds.some((id) => id === undefined)) throw new Error('The states are not seeded');
  const rateSets = await db
    .selectFrom('interest_rate_sets')
    .select('state_id')
    .where('state_id', 'in', stateIds as number[])
    .execute();
  if (rateSets.length !== STATE_KEYS.length)
    throw new Error('The demo rate sets are not seeded (seed with demo data first)');
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('user_type', '=', 'Administrator')
    .orderBy('id')
    .executeTakeFirstOrThrow();

  log(`users: ${size.lawFirms} law firms, ${size.attorneys} attorneys, ${size.clients} clients`);
  await insertUsers(db, size, await hashPassword(BENCH_PASSWORD), stateIds as number[]);
  const ids: Ids = {
    firm: await firstIdOf(db, 'firm', size.lawFirms),
    attorney: await firstIdOf(db, 'attorney', size.attorneys),
    client: await firstIdOf(db, 'client', size.clients),
    admin: admin.id,
    base:
      (
        await db
          .selectFrom('contracts')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
  };
  await run(
    db,
    `INSERT INTO user_law_firms (user_id, law_firm_user_id, start_date, present)
    SELECT ${ids.attorney} + g - 1, ${ids.firm} + (g - 1) % ${size.lawFirms}, DATE '2020-01-01', true FROM generate_series(1, ${size.attorneys}) g`,
  );
  // Statistics before the contracts: the foreign-key checks' cached plans were made when the demo seed inserted its
  // contracts into a table of a dozen users, and a sequential scan of 205k users per check made one chunk of 100k
  // contracts run for over half an hour on a busy machine. ANALYZE makes PostgreSQL plan them again.
  await run(db, 'ANALYZE users, user_law_firms');

  // The rate snapshot a funded contract keeps is its client's state schedule (as CheckSent stores it).
  const snapshots = STATE_KEYS.map((key, i) => `(${i + 1}, '${JSON.stringify(DEMO_RATE_SETS[key])}'::jsonb)`).join(
    ', ',
  );
  for (let lo = 1; lo <= size.contracts; lo += CHUNK) {
    const hi = Math.min(size.contracts, lo + CHUNK - 1);
    await insertContractChunk(db, size, ids, snapshots, lo, hi);
    log(`contracts ${hi} / ${size.contracts} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await run(db, `SELECT setval(pg_get_serial_sequence('contracts', 'id'), (SELECT max(id) FROM contracts))`);
  await computeCaseFigures(db, log);
  await run(db, 'VACUUM ANALYZE');

  const rows: Record<string, number> = {};
  for (const table of [
    'users',
    'contracts',
    'contract_statuses',
    'contract_parties',
    'contract_payments',
    'contract_tranches',
    'contract_comments',
  ]) {
    rows[table] = await count(db, table);
  }
  return { skipped: false, seconds: Math.round((Date.now() - started) / 100) / 10, rows };
}
