// Kysely migrations kept in code (a static provider, no folder scan). SQL accepted by PostgreSQL 15 and PGlite (18).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { CONTRACT_STATUSES, CONTRACT_TYPES, USER_RATING_TYPES, USER_STATUSES, USER_TYPES } from '@litfund/domain';
import type { Database } from './schema.ts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** Runs statements one by one (PGlite's extended protocol takes one statement per query). */
function statements(...sqls: string[]): Migration['up'] {
  return async (db: Kysely<unknown>) => {
    for (const text of sqls) await sql.raw(text).execute(db);
  };
}

const foundation: Migration = {
  up: statements(
    `CREATE TABLE states (
      id serial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      name text NOT NULL
    )`,
    `CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      date_of_birth date,
      street text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      state_id integer REFERENCES states(id),
      zip text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      website text NOT NULL DEFAULT '',
      avatar bytea,
      avatar_mime text,
      loan_limit_cents bigint CHECK (loan_limit_cents IS NULL OR loan_limit_cents >= 0),
      banned boolean NOT NULL DEFAULT false,
      additional_fee_bp integer NOT NULL DEFAULT 0 CHECK (additional_fee_bp BETWEEN 0 AND 10000),
      user_type text NOT NULL CHECK (user_type IN (${list(USER_TYPES)})),
      status text NOT NULL DEFAULT 'New' CHECK (status IN (${list(USER_STATUSES)})),
      status_date timestamptz,
      status_by_user_id integer REFERENCES users(id),
      text_law_firm text NOT NULL DEFAULT '',
      email_confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz
    )`,
    'CREATE INDEX users_state_id_idx ON users (state_id)',
    'CREATE INDEX users_status_by_user_id_idx ON users (status_by_user_id)',
    `CREATE TABLE user_law_firms (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      law_firm_user_id integer NOT NULL REFERENCES users(id),
      start_date date,
      end_date date,
      present boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (present OR end_date IS NOT NULL)
    )`,
    'CREATE INDEX user_law_firms_user_id_idx ON user_law_firms (user_id)',
    'CREATE INDEX user_law_firms_law_firm_user_id_idx ON user_law_firms (law_firm_user_id)',
    `CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`,
    'CREATE INDEX sessions_user_id_idx ON sessions (user_id)',
    `CREATE TABLE one_time_tokens (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('confirm', 'reset')),
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX one_time_tokens_user_id_idx ON one_time_tokens (user_id)',
    `CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX login_failures_key_at_idx ON login_failures (key, at)',
    'CREATE INDEX login_failures_at_idx ON login_failures (at)',
    `CREATE TABLE outbox (
      id serial PRIMARY KEY,
      "to" text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      html text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      actor_id integer REFERENCES users(id),
      action text NOT NULL,
      entity text NOT NULL,
      entity_id text NOT NULL,
      before jsonb,
      after jsonb,
      at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id)',
    'CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id)',
  ),
};

// Users issue: administrators' comments on users; case-insensitive name search. Contains-search ('%x%') cannot use a
// btree, but these lower() indexes (text_pattern_ops) serve prefix search and ordering; pg_trgm would need the
// extension loaded into PGlite (db/client.ts) and installed on the server, so it is left out for now.
const userTooling: Migration = {
  up: statements(
    `CREATE TABLE admin_user_comments (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      author_id integer NOT NULL REFERENCES users(id),
      comment_text text NOT NULL CHECK (length(comment_text) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX admin_user_comments_user_id_idx ON admin_user_comments (user_id, created_at)',
    'CREATE INDEX admin_user_comments_author_id_idx ON admin_user_comments (author_id)',
    'CREATE INDEX users_lower_first_name_idx ON users (lower(first_name) text_pattern_ops)',
    'CREATE INDEX users_lower_last_name_idx ON users (lower(last_name) text_pattern_ops)',
    'CREATE INDEX users_type_status_created_idx ON users (user_type, status, created_at)',
  ),
};

// Pricing issue: one interest-rate set per state, its pre-/post-settlement ranges with rates in basis points.
const interestRates: Migration = {
  up: statements(
    `CREATE TABLE interest_rate_sets (
      id serial PRIMARY KEY,
      state_id integer NOT NULL UNIQUE REFERENCES states(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE interest_rate_ranges (
      id serial PRIMARY KEY,
      set_id integer NOT NULL REFERENCES interest_rate_sets(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('pre', 'post')),
      days_from integer NOT NULL CHECK (days_from >= 0),
      days_to integer NOT NULL CHECK (days_to >= days_from),
      rate_bp integer NOT NULL CHECK (rate_bp >= 0)
    )`,
    'CREATE INDEX interest_rate_ranges_set_id_idx ON interest_rate_ranges (set_id, kind, days_from)',
  ),
};

// Contracts issue: contracts with their append-only status history, parties, money movements, comments and files.
// Once-only facts (approved amount, reduced amount, CheckSent) are decided by the database: conditional updates on
// NULL columns and a partial unique index, so concurrent requests on any number of API instances get one success.
const contracts: Migration = {
  up: statements(
    `CREATE TABLE contracts (
      id serial PRIMARY KEY,
      identifier text UNIQUE,
      parent_contract_id integer REFERENCES contracts(id),
      contract_type text NOT NULL CHECK (contract_type IN (${list(CONTRACT_TYPES)})),
      case_id text NOT NULL DEFAULT '',
      client_user_id integer NOT NULL REFERENCES users(id),
      created_by_user_id integer NOT NULL REFERENCES users(id),
      responsible_attorney_id integer REFERENCES users(id),
      responsible_law_firm_id integer REFERENCES users(id),
      amount_requested_cents bigint NOT NULL CHECK (amount_requested_cents > 0),
      requested_on date NOT NULL,
      insert_rate_bp integer,
      amount_settlement_cents bigint CHECK (amount_settlement_cents >= 0),
      estimated_settlement text,
      estimated_additional text,
      recipient_check text NOT NULL DEFAULT '',
      estimated_duration date,
      opposing_insurance text NOT NULL DEFAULT '',
      insurance_adjuster text NOT NULL DEFAULT '',
      adjuster_phone text NOT NULL DEFAULT '',
      claim_number text NOT NULL DEFAULT '',
      liability boolean NOT NULL DEFAULT true,
      property_damage text NOT NULL DEFAULT 'Slight',
      injury_level text NOT NULL DEFAULT 'Slight',
      date_accident date,
      case_manager text NOT NULL DEFAULT '',
      accident_description text NOT NULL DEFAULT '',
      amount_approved_cents bigint CHECK (amount_approved_cents > 0),
      approved_on date,
      approved_by_user_id integer REFERENCES users(id),
      approved_rate_bp integer,
      amount_reduced_cents bigint CHECK (amount_reduced_cents >= 0),
      reduced_on date,
      check_amount_cents bigint CHECK (check_amount_cents > 0),
      check_date date,
      check_number text,
      rate_snapshot jsonb,
      fee_snapshot_bp integer,
      current_status text NOT NULL DEFAULT 'WaitingApproval' CHECK (current_status IN (${list(CONTRACT_STATUSES)})),
      current_status_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contracts_created_idx ON contracts (created_at DESC, id DESC)',
    'CREATE INDEX contracts_parent_idx ON contracts (parent_contract_id)',
    'CREATE INDEX contracts_client_idx ON contracts (client_user_id, created_at DESC)',
    'CREATE INDEX contracts_attorney_idx ON contracts (responsible_attorney_id, created_at DESC)',
    'CREATE INDEX contracts_law_firm_idx ON contracts (responsible_law_firm_id, created_at DESC)',
    'CREATE INDEX contracts_created_by_idx ON contracts (created_by_user_id)',
    'CREATE INDEX contracts_approved_by_idx ON contracts (approved_by_user_id)',
    'CREATE INDEX contracts_case_id_idx ON contracts (lower(case_id) text_pattern_ops)',
    `CREATE TABLE contract_statuses (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      status text NOT NULL CHECK (status IN (${list(CONTRACT_STATUSES)})),
      status_date timestamptz NOT NULL,
      status_value_cents bigint,
      user_id integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contract_statuses_contract_idx ON contract_statuses (contract_id, id)',
    'CREATE INDEX contract_statuses_user_idx ON contract_statuses (user_id)',
    "CREATE UNIQUE INDEX contract_statuses_one_check_sent ON contract_statuses (contract_id) WHERE status = 'CheckSent'",
    `CREATE FUNCTION contract_statuses_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'contract status history is append-only'; END $$`,
    `CREATE TRIGGER contract_statuses_no_change BEFORE UPDATE OR DELETE ON contract_statuses
      FOR EACH ROW EXECUTE FUNCTION contract_statuses_append_only()`,
    `CREATE TABLE contract_parties (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      role text NOT NULL CHECK (role IN ('attorney', 'lawFirm')),
      user_id integer NOT NULL REFERENCES users(id),
      linked_on date,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contract_parties_contract_idx ON contract_parties (contract_id, role, id)',
    'CREATE INDEX contract_parties_user_idx ON contract_parties (user_id)',
    `CREATE TABLE contract_payments (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      paid_on date NOT NULL,
      user_id integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contract_payments_contract_idx ON contract_payments (contract_id, paid_on)',
    'CREATE INDEX contract_payments_user_idx ON contract_payments (user_id)',
    `CREATE TABLE contract_tranches (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      funded_on date NOT NULL,
      child_contract_id integer REFERENCES contracts(id),
      user_id integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contract_tranches_contract_idx ON contract_tranches (contract_id, funded_on)',
    'CREATE UNIQUE INDEX contract_tranches_child_idx ON contract_tranches (child_contract_id)',
    'CREATE INDEX contract_tranches_user_idx ON contract_tranches (user_id)',
    `CREATE TABLE contract_comments (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      user_id integer NOT NULL REFERENCES users(id),
      comment_text text NOT NULL CHECK (length(comment_text) BETWEEN 1 AND 4000),
      visible boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contract_comments_contract_idx ON contract_comments (contract_id, id)',
    'CREATE INDEX contract_comments_user_idx ON contract_comments (user_id)',
    `CREATE TABLE contract_files (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts(id),
      comment_id integer REFERENCES contract_comments(id),
      type smallint NOT NULL CHECK (type IN (0, 2, 3)),
      mime_type text NOT NULL,
      file_name text NOT NULL,
      content bytea NOT NULL,
      user_id integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX contract_files_contract_idx ON contract_files (contract_id, type, id)',
    'CREATE INDEX contract_files_comment_idx ON contract_files (comment_id)',
    'CREATE INDEX contract_files_user_idx ON contract_files (user_id)',
  ),
};

// Insights issue: the administrators' rating thresholds, a star per from..to range in each of the six groups.
// One star per group is decided by the unique index, so concurrent adds of the same star get one success.
const userRatings: Migration = {
  up: statements(
    `CREATE TABLE user_rating_items (
      id serial PRIMARY KEY,
      user_rating_type text NOT NULL CHECK (user_rating_type IN (${list(USER_RATING_TYPES)})),
      from_value numeric(12,3) NOT NULL,
      to_value numeric(12,3) NOT NULL,
      star integer NOT NULL CHECK (star BETWEEN 0 AND 5),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (from_value <= to_value)
    )`,
    'CREATE UNIQUE INDEX user_rating_items_type_star_idx ON user_rating_items (user_rating_type, star)',
  ),
};

// Hardening issue: Idempotency-Key (Stripe's semantics). A key belongs to one user; the first request's result is kept
// for 24 h and replayed for the same key and request. The primary key makes two concurrent firsts impossible.
const idempotencyKeys: Migration = {
  up: statements(
    `CREATE TABLE idempotency_keys (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key text NOT NULL,
      request_hash text NOT NULL,
      response_status integer,
      response_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`,
    'CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)',
  ),
};

// Performance issue: "contains" searches (case id, names) use trigram indexes where pg_trgm exists (PostgreSQL);
// PGlite has no pg_trgm unless loaded, and there the searches stay sequential scans over a small embedded database.
const searchIndexes: Migration = {
  up: statements(`DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX IF NOT EXISTS contracts_case_id_trgm_idx ON contracts USING gin (lower(case_id) gin_trgm_ops);
      CREATE INDEX IF NOT EXISTS contracts_identifier_trgm_idx ON contracts USING gin (lower(identifier) gin_trgm_ops);
      CREATE INDEX IF NOT EXISTS users_full_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
      -- Statistics of the new expressions: without them the planner guesses a name matches 66 users, not thousands,
      -- and builds the filtered list from every contract of those users instead of walking the newest contracts.
      ANALYZE users;
      ANALYZE contracts;
    END IF;
  END $$`),
};

// Performance issue: a non-administrator's list (and any list of one party's contracts) is the newest of one index walk
// per party column (client, responsible attorney, responsible law firm). With the page's whole order (created_at, id)
// in these indexes, each walk is an index-only scan that stops after one page, whatever PostgreSQL thinks of the
// party's size; without id in them the planner preferred walking every contract by date, filtered (1.5 ms at 10k
// contracts for a client, whose 5 contracts the party index gives at once). Built inside the migration's transaction:
// writes to contracts wait for it (a few seconds at 1M contracts).
const listPageIndexes: Migration = {
  up: statements(
    ...[
      ['client', 'client_user_id'],
      ['attorney', 'responsible_attorney_id'],
      ['law_firm', 'responsible_law_firm_id'],
    ].flatMap(([name, column]) => [
      `CREATE INDEX contracts_${name}_page_idx ON contracts (${column}, created_at DESC, id DESC)`,
      `DROP INDEX contracts_${name}_idx`,
      `ALTER INDEX contracts_${name}_page_idx RENAME TO contracts_${name}_idx`,
    ]),
    'ANALYZE contracts',
  ),
};

// Trust issue: a law-firm link a user adds to their own profile is a claim until the firm's account or an Approved
// admin confirms it; only confirmed, present links grant access. Links admins made (at creation, in edit user, or by
// the seed) are confirmed now; those whose audit row shows a non-administrator adding them stay claims.
const lawFirmConfirmation: Migration = {
  up: statements(
    'ALTER TABLE user_law_firms ADD COLUMN confirmed_at timestamptz',
    'ALTER TABLE user_law_firms ADD COLUMN confirmed_by_user_id integer REFERENCES users(id)',
    'ALTER TABLE user_law_firms ADD COLUMN declined_at timestamptz',
    'CREATE INDEX user_law_firms_confirmed_by_user_id_idx ON user_law_firms (confirmed_by_user_id)',
    `UPDATE user_law_firms l SET confirmed_at = l.created_at
      WHERE NOT EXISTS (
        SELECT 1 FROM audit_log a JOIN users actor ON actor.id = a.actor_id
        WHERE a.action = 'user.lawFirm.add.' || l.id AND actor.user_type <> 'Administrator'
      )`,
  ),
};

// Durable mail: the outbox is the queue a delivery worker drains, so a message commits with its change and is retried
// until it is sent or given up. Rows written before delivery existed were only ever shown on the demo's outbox page:
// they are marked given up rather than mailed out days late.
const mailOutbox: Migration = {
  up: statements(
    "ALTER TABLE outbox ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed'))",
    'ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0',
    'ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()',
    "ALTER TABLE outbox ADD COLUMN give_up_at timestamptz NOT NULL DEFAULT now() + interval '2 days'",
    'ALTER TABLE outbox ADD COLUMN locked_until timestamptz',
    'ALTER TABLE outbox ADD COLUMN last_error text',
    'ALTER TABLE outbox ADD COLUMN sent_at timestamptz',
    "UPDATE outbox SET status = 'failed', last_error = 'Kept in the outbox before mail was delivered from it; not sent'",
    "CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending'",
  ),
};

// An additional-funds request's counsel is its case's (contracts/read.ts, partiesContractId). An attorney or law firm
// added on a request itself, before that was refused, left the request's responsible columns (what the lists show and
// who may see it) apart from its case's: they follow the case again.
const requestsFollowTheirCase: Migration = {
  up: statements(
    `UPDATE contracts k
      SET responsible_attorney_id = p.responsible_attorney_id, responsible_law_firm_id = p.responsible_law_firm_id
      FROM contracts p
      WHERE k.parent_contract_id = p.id
        AND (k.responsible_attorney_id IS DISTINCT FROM p.responsible_attorney_id
          OR k.responsible_law_firm_id IS DISTINCT FROM p.responsible_law_firm_id)`,
  ),
};

// Performance issue: a user's statistics and ratings are sums over their cases, in SQL. Each parent contract keeps
// what it contributes to them (domain/insights CaseFigures), computed in JavaScript by api/src/insights/case-figures.ts
// and written in the transaction of every change of the case's money or status; insight_requested_cents is NULL until
// that is done (the rows below: the API fills them when it starts). The responsible attorney's and law firm's indexes
// carry the figures (INCLUDE), so a busy attorney's 10,000 cases are summed from the index alone; a client's few cases
// are read from the table through the client index. case_figures_time_zone is the business time zone the closing days
// were taken in: another one makes the API compute every case again.
const caseFigures: Migration = {
  up: statements(
    'ALTER TABLE contracts ADD COLUMN insight_requested_cents bigint',
    'ALTER TABLE contracts ADD COLUMN insight_paid_cents bigint',
    'ALTER TABLE contracts ADD COLUMN insight_funded_cents bigint',
    'ALTER TABLE contracts ADD COLUMN insight_funded_on date',
    'ALTER TABLE contracts ADD COLUMN insight_closed_on date',
    'ALTER TABLE contracts ADD COLUMN insight_owed_at_closing_cents bigint',
    'ALTER TABLE contracts ADD COLUMN insight_owed_when_reduced_cents bigint',
    `CREATE INDEX contracts_insight_missing_idx ON contracts (id)
      WHERE parent_contract_id IS NULL AND insight_requested_cents IS NULL`,
    ...[
      ['attorney', 'responsible_attorney_id', 'client_user_id'],
      ['law_firm', 'responsible_law_firm_id', 'client_user_id, responsible_attorney_id'],
    ].flatMap(([name, column, parties]) => [
      `CREATE INDEX contracts_${name}_figures_idx ON contracts (${column}, created_at DESC, id DESC)
        INCLUDE (parent_contract_id, ${parties}, current_status, amount_reduced_cents, check_date, check_amount_cents,
          insight_requested_cents, insight_paid_cents, insight_funded_cents, insight_funded_on, insight_closed_on,
          insight_owed_at_closing_cents, insight_owed_when_reduced_cents)`,
      `DROP INDEX contracts_${name}_idx`,
      `ALTER INDEX contracts_${name}_figures_idx RENAME TO contracts_${name}_idx`,
    ]),
    // The chart of funded and paid by month reads a case's tranches and payments from these indexes alone.
    ...[
      ['contract_payments', 'paid_on'],
      ['contract_tranches', 'funded_on'],
    ].flatMap(([table, day]) => [
      `CREATE INDEX ${table}_amounts_idx ON ${table} (contract_id, ${day}) INCLUDE (amount_cents)`,
      `DROP INDEX ${table}_contract_idx`,
      `ALTER INDEX ${table}_amounts_idx RENAME TO ${table}_contract_idx`,
    ]),
    'CREATE TABLE case_figures_time_zone (time_zone text PRIMARY KEY)',
  ),
};

// Performance issue: migration 0012 widened the attorney's and law firm's list indexes with the case figures, so every
// list page, filter and count read an index three times the size (the law firm's filter took about 40 % more of
// PostgreSQL's time at 1M contracts). The lists get their lean indexes back; the sums read partial indexes of the
// cases alone (additional-funds requests count through their parent), keyed by the party and carrying the figures.
const sumsApartFromLists: Migration = {
  up: statements(
    ...[
      ['attorney', 'responsible_attorney_id', 'client_user_id'],
      ['law_firm', 'responsible_law_firm_id', 'client_user_id, responsible_attorney_id'],
    ].flatMap(([name, column, parties]) => [
      `CREATE INDEX contracts_${name}_sums_idx ON contracts (${column})
        INCLUDE (id, ${parties}, current_status, amount_reduced_cents, check_date, check_amount_cents,
          insight_requested_cents, insight_paid_cents, insight_funded_cents, insight_funded_on, insight_closed_on,
          insight_owed_at_closing_cents, insight_owed_when_reduced_cents)
        WHERE parent_contract_id IS NULL`,
      `CREATE INDEX contracts_${name}_page_idx ON contracts (${column}, created_at DESC, id DESC)`,
      `DROP INDEX contracts_${name}_idx`,
      `ALTER INDEX contracts_${name}_page_idx RENAME TO contracts_${name}_idx`,
    ]),
    'ANALYZE contracts',
  ),
};

/**
 * State compliance (docs/decisions.md, "State compliance enforced"): the funder's stricter settings per state, and on
 * each funded contract the rules its price was checked against and the term its charges stop at.
 */
const stateCompliance: Migration = {
  up: statements(
    `CREATE TABLE state_compliance_overrides (
      state_key text PRIMARY KEY,
      cap_bp integer,
      cap_period_months integer,
      term_months integer,
      cancellation_business_days integer,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by_user_id integer REFERENCES users(id)
    )`,
    'ALTER TABLE contracts ADD COLUMN compliance_snapshot jsonb',
    'ALTER TABLE contracts ADD COLUMN charge_term_months integer',
  ),
};

// The consumer's cancellation window (docs/decisions.md, "Disclosure, APR and the cancellation window"): its last day
// is fixed at CheckSent from the plaintiff's state, so the lists filter on a column instead of recomputing business
// days per row; a cancellation records its day and the administrator. The partial index serves "inside the window".
const cancellationWindow: Migration = {
  up: statements(
    'ALTER TABLE contracts ADD COLUMN cancel_deadline date',
    'ALTER TABLE contracts ADD COLUMN cancelled_on date',
    'ALTER TABLE contracts ADD COLUMN cancelled_by_user_id integer REFERENCES users (id)',
    'CREATE INDEX contracts_cancel_window_idx ON contracts (cancel_deadline) WHERE cancelled_on IS NULL',
  ),
};

// Contracts funded before migration 0015 (or written by the seed or a bulk load) have no cancellation deadline:
// cancel_window_known says whether it was worked out, so the API fills the rest when it starts
// (compliance/cancellation-backfill.ts) instead of telling a plaintiff funded last week they have no window.
const cancelWindowKnown: Migration = {
  up: statements(
    'ALTER TABLE contracts ADD COLUMN cancel_window_known boolean NOT NULL DEFAULT false',
    'UPDATE contracts SET cancel_window_known = true WHERE cancel_deadline IS NOT NULL',
    `CREATE INDEX contracts_cancel_window_unknown_idx ON contracts (id)
      WHERE NOT cancel_window_known AND check_date IS NOT NULL AND parent_contract_id IS NULL`,
  ),
};

// Case check-ins (check-ins/): the job table the scheduler claims with FOR UPDATE SKIP LOCKED, so instances sharing a
// database mail each check-in once. At most one open (due or sent) check-in per contract, held by a partial unique
// index the planner's INSERT ... ON CONFLICT leans on. Links are stored as sha256 only. A contract may have its own
// period; the outbox carries attachments (the payoff statement mailed after a "settled" answer).
const caseCheckIns: Migration = {
  up: statements(
    `ALTER TABLE contracts ADD COLUMN check_in_every_days integer
      CHECK (check_in_every_days IS NULL OR check_in_every_days BETWEEN 1 AND 365)`,
    'ALTER TABLE outbox ADD COLUMN attachments jsonb',
    `CREATE TABLE check_ins (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts (id),
      state text NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'sent', 'answered', 'replaced')),
      due_on date NOT NULL,
      requested_by_user_id integer REFERENCES users (id),
      sent_to_user_id integer REFERENCES users (id),
      sent_at timestamptz,
      sent_on date,
      reminded_at timestamptz,
      reminded_on date,
      answered_at timestamptz,
      answered_on date,
      answer jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    "CREATE UNIQUE INDEX check_ins_one_open_idx ON check_ins (contract_id) WHERE state IN ('due', 'sent')",
    "CREATE INDEX check_ins_due_idx ON check_ins (due_on, id) WHERE state = 'due'",
    "CREATE INDEX check_ins_unanswered_idx ON check_ins (sent_on, id) WHERE state = 'sent'",
    'CREATE INDEX check_ins_contract_idx ON check_ins (contract_id, id)',
    'CREATE INDEX check_ins_requested_by_idx ON check_ins (requested_by_user_id)',
    'CREATE INDEX check_ins_sent_to_idx ON check_ins (sent_to_user_id)',
    `CREATE TABLE check_in_links (
      token_hash text PRIMARY KEY,
      check_in_id integer NOT NULL REFERENCES check_ins (id),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX check_in_links_check_in_idx ON check_in_links (check_in_id)',
  ),
};

// The funding agreement (docs/decisions.md, "The funding agreement"): each generated agreement keeps the exact PDF its
// signers are shown and its hash; one row per signing step holds that step's evidence; an emailed link is stored as
// the hash of its token. At most one agreement of a contract is open at a time (the partial unique index), and the
// same index serves the lists' "awaiting signature" filter.
const fundingAgreement: Migration = {
  up: statements(
    `CREATE TABLE agreements (
      id serial PRIMARY KEY,
      contract_id integer NOT NULL REFERENCES contracts (id),
      template_version text NOT NULL,
      state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'completed', 'declined', 'voided', 'expired')),
      terms jsonb NOT NULL,
      requirements jsonb NOT NULL,
      document bytea NOT NULL,
      document_sha256 text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by_user_id integer REFERENCES users (id),
      closed_at timestamptz,
      closed_reason text,
      signed_file_id integer REFERENCES contract_files (id),
      acknowledgment_file_id integer REFERENCES contract_files (id)
    )`,
    "CREATE UNIQUE INDEX agreements_open_idx ON agreements (contract_id) WHERE state = 'open'",
    'CREATE INDEX agreements_contract_idx ON agreements (contract_id, id)',
    `CREATE TABLE agreement_steps (
      id serial PRIMARY KEY,
      agreement_id integer NOT NULL REFERENCES agreements (id),
      role text NOT NULL CHECK (role IN ('plaintiff', 'attorney', 'admin')),
      position integer NOT NULL,
      signer_user_id integer REFERENCES users (id),
      state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'invited', 'signed', 'declined')),
      invited_at timestamptz,
      reminders_sent integer NOT NULL DEFAULT 0,
      acted_at timestamptz,
      acted_by_user_id integer REFERENCES users (id),
      via text CHECK (via IN ('session', 'link')),
      on_behalf boolean NOT NULL DEFAULT false,
      typed_name text,
      signature_kind text CHECK (signature_kind IN ('typed', 'drawn')),
      signature text,
      initials text,
      attestations jsonb,
      decline_reason text,
      ip text,
      user_agent text,
      document_sha256 text,
      UNIQUE (agreement_id, role)
    )`,
    "CREATE INDEX agreement_steps_invited_idx ON agreement_steps (invited_at) WHERE state = 'invited'",
    `CREATE TABLE agreement_links (
      token_hash text PRIMARY KEY,
      step_id integer NOT NULL REFERENCES agreement_steps (id),
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ),
};

// The funder's desk (docs/decisions.md, "The funder's desk"): what an open funded case owes today, what it is expected
// to bring in (the raw report's Expected Value) and the day its price next rises, kept on the case by the same
// refresh as its statistics figures (insights/case-figures.ts) and recomputed when the business day they were worked
// out for (desk_figures_on) has passed. The portfolio dashboard sums them with the statistics figures from one partial
// index of the funded cases that carries every column it groups or adds; the work queue finds price rises and quiet
// cases through the other two.
const fundersDesk: Migration = {
  up: statements(
    'ALTER TABLE contracts ADD COLUMN desk_due_cents bigint',
    'ALTER TABLE contracts ADD COLUMN desk_expected_cents bigint',
    'ALTER TABLE contracts ADD COLUMN desk_price_rises_on date',
    'ALTER TABLE contracts ADD COLUMN desk_figures_on date',
    `CREATE INDEX contracts_desk_funded_idx ON contracts (insight_funded_on)
      INCLUDE (id, contract_type, client_user_id, current_status, responsible_attorney_id, responsible_law_firm_id,
        insight_funded_cents, insight_paid_cents, insight_closed_on, desk_due_cents, desk_expected_cents)
      WHERE parent_contract_id IS NULL AND insight_funded_cents IS NOT NULL`,
    // The open funded cases by the day their desk figures hold for (the refresh finds the stale ones) and by their
    // last status change (the quiet ones).
    `CREATE INDEX contracts_desk_open_idx ON contracts (desk_figures_on, id)
      WHERE parent_contract_id IS NULL AND insight_funded_cents IS NOT NULL AND insight_closed_on IS NULL`,
    `CREATE INDEX contracts_desk_quiet_idx ON contracts (current_status_at, id)
      WHERE parent_contract_id IS NULL AND insight_funded_cents IS NOT NULL AND insight_closed_on IS NULL`,
    // The work queue's other lists: price rises of CheckSent cases, requests and users waiting for approval.
    "CREATE INDEX contracts_desk_rises_idx ON contracts (desk_price_rises_on, id) WHERE current_status = 'CheckSent'",
    "CREATE INDEX contracts_waiting_idx ON contracts (created_at, id) WHERE current_status = 'WaitingApproval'",
    "CREATE INDEX users_waiting_idx ON users (created_at DESC, id DESC) WHERE status = 'New'",
  ),
};

export const migrations: Record<string, Migration> = {
  '2026-11-01-0001-foundation': foundation,
  '0002_user_tooling': userTooling,
  '0003_interest_rates': interestRates,
  '0004_contracts': contracts,
  '0005_user_ratings': userRatings,
  '0006_idempotency_keys': idempotencyKeys,
  '0007_search_indexes': searchIndexes,
  '0008_list_page_indexes': listPageIndexes,
  '0009_law_firm_confirmation': lawFirmConfirmation,
  '0010_mail_outbox': mailOutbox,
  '0011_requests_follow_their_case': requestsFollowTheirCase,
  '0012_case_figures': caseFigures,
  '0013_sums_apart_from_lists': sumsApartFromLists,
  '0014_state_compliance': stateCompliance,
  '0015_cancellation_window': cancellationWindow,
  '0016_cancel_window_known': cancelWindowKnown,
  '0018_funding_agreement': fundingAgreement,
  '0019_funders_desk': fundersDesk,
  '0020_case_check_ins': caseCheckIns,
};

/**
 * Kysely runs migrations in the plain sort order of their names, where '0002_...' < '2026-...': names shaped
 * 'NNNN_name' (or 'NNNN-name') are run (and recorded) as '2026-11-01-NNNN_name', after the foundation and in number order.
 */
export const recordedName = (name: string) => (/^\d{4}[-_][a-z]/i.test(name) ? `2026-11-01-${name}` : name);

const provider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).map(([name, migration]) => [recordedName(name), migration])),
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
