// Kysely table types. int8 (bigint) columns come back as numbers (a type parser is set on both drivers);
// `date` columns come back as 'YYYY-MM-DD' strings.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface StatesTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  street: string;
  city: string;
  state_id: number | null;
  zip: string;
  phone: string;
  website: string;
  avatar: Uint8Array | null;
  avatar_mime: string | null;
  loan_limit_cents: number | null;
  banned: Generated<boolean>;
  /** Extra interest in basis points (1.25 % = 125). */
  additional_fee_bp: Generated<number>;
  user_type: string;
  status: Generated<string>;
  status_date: NullableTimestamp;
  status_by_user_id: number | null;
  text_law_firm: Generated<string>;
  email_confirmed_at: NullableTimestamp;
  created_at: Generated<Date>;
  last_login_at: NullableTimestamp;
}

export interface UserLawFirmsTable {
  id: Generated<number>;
  user_id: number;
  law_firm_user_id: number;
  start_date: string | null;
  end_date: string | null;
  present: Generated<boolean>;
  created_at: Generated<Date>;
  /** Set when the law firm's account or an Approved admin confirmed the link; only confirmed links grant access. */
  confirmed_at: NullableTimestamp;
  confirmed_by_user_id: number | null;
  declined_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  kind: 'confirm' | 'reset';
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Generated<Date>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  give_up_at: Generated<Date>;
  /** While set in the future, one worker is sending the message. */
  locked_until: Generated<Date | null>;
  /** The last failure, as SMTP or the network reported it (never credentials). */
  last_error: Generated<string | null>;
  sent_at: Generated<Date | null>;
  /** MailAttachment[] (mail/outbox.ts), or null. */
  attachments: ColumnType<unknown, string | null | undefined, string | null>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  at: Generated<Date>;
}

export interface AdminUserCommentsTable {
  id: Generated<number>;
  user_id: number;
  author_id: number;
  comment_text: string;
  created_at: Generated<Date>;
}

export interface InterestRateSetsTable {
  id: Generated<number>;
  state_id: number;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One range of a set; `rate_bp` in basis points (12.5 % = 1250). */
export interface InterestRateRangesTable {
  id: Generated<number>;
  set_id: number;
  kind: 'pre' | 'post';
  days_from: number;
  days_to: number;
  rate_bp: number;
}

type DayColumn = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;
type Cents = ColumnType<number, number, number>;
type NullableCents = ColumnType<number | null, number | null | undefined, number | null>;

/** A contract; `current_status` mirrors the last history entry so lists never scan the history. */
export interface ContractsTable {
  id: Generated<number>;
  identifier: string | null;
  parent_contract_id: number | null;
  contract_type: string;
  case_id: Generated<string>;
  client_user_id: number;
  created_by_user_id: number;
  responsible_attorney_id: number | null;
  responsible_law_firm_id: number | null;
  amount_requested_cents: Cents;
  requested_on: DayColumn;
  insert_rate_bp: number | null;
  amount_settlement_cents: NullableCents;
  estimated_settlement: string | null;
  estimated_additional: string | null;
  recipient_check: Generated<string>;
  estimated_duration: NullableDay;
  opposing_insurance: Generated<string>;
  insurance_adjuster: Generated<string>;
  adjuster_phone: Generated<string>;
  claim_number: Generated<string>;
  liability: Generated<boolean>;
  property_damage: Generated<string>;
  injury_level: Generated<string>;
  date_accident: NullableDay;
  case_manager: Generated<string>;
  accident_description: Generated<string>;
  amount_approved_cents: NullableCents;
  approved_on: NullableDay;
  approved_by_user_id: number | null;
  approved_rate_bp: number | null;
  amount_reduced_cents: NullableCents;
  reduced_on: NullableDay;
  check_amount_cents: NullableCents;
  check_date: NullableDay;
  check_number: string | null;
  /** RateSchedule (domain/pricing) kept at CheckSent. */
  rate_snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  fee_snapshot_bp: number | null;
  /** ComplianceSnapshot (api/src/compliance) kept at CheckSent: the state rules the price was checked against. */
  compliance_snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  /** The statutory term at CheckSent: no charges accrue after this many months from a tranche's funding day. */
  charge_term_months: number | null;
  current_status: Generated<string>;
  current_status_at: Generated<Date>;
  created_at: Generated<Date>;
  /** Days between check-ins with the attorney; null: the default (domain DEFAULT_CHECK_IN_EVERY_DAYS). */
  check_in_every_days: Generated<number | null>;
  /**
   * What a case (a contract without a parent) contributes to its users' statistics and ratings (domain/insights
   * CaseFigures), kept by api/src/insights/case-figures.ts; insight_requested_cents is null until computed.
   */
  insight_requested_cents: NullableCents;
  insight_paid_cents: NullableCents;
  insight_funded_cents: NullableCents;
  insight_funded_on: NullableDay;
  insight_closed_on: NullableDay;
  insight_owed_at_closing_cents: NullableCents;
  insight_owed_when_reduced_cents: NullableCents;
  /** The last day the consumer may cancel (fixed at CheckSent from the state's rule); null where none applies. */
  cancel_deadline: NullableDay;
  /** Whether cancel_deadline was worked out (migration 0016): false for a funded case until the API fills it. */
  cancel_window_known: Generated<boolean>;
  cancelled_on: NullableDay;
  cancelled_by_user_id: number | null;
  /** An open funded case's Total Due on desk_figures_on (insights/case-figures.ts); null otherwise. */
  desk_due_cents: NullableCents;
  /** The raw report's Expected Value of an open funded case on desk_figures_on; null otherwise. */
  desk_expected_cents: NullableCents;
  /** The next day an open funded case's Total Due rises, as of desk_figures_on; null when it no longer does. */
  desk_price_rises_on: NullableDay;
  /** The business day the desk columns were worked out for; null for cases that are not open and funded. */
  desk_figures_on: NullableDay;
}

/** A funder's stricter setting for a state (domain StateOverride); null columns leave the statute's rule. */
export interface StateComplianceOverridesTable {
  state_key: string;
  cap_bp: number | null;
  cap_period_months: number | null;
  term_months: number | null;
  cancellation_business_days: number | null;
  updated_at: Generated<Date>;
  updated_by_user_id: number | null;
}

/** The business time zone the stored case figures' closing days were taken in (one row). */
export interface CaseFiguresTimeZoneTable {
  time_zone: string;
}

export interface ContractStatusesTable {
  id: Generated<number>;
  contract_id: number;
  status: string;
  status_date: Timestamp;
  status_value_cents: NullableCents;
  user_id: number | null;
  created_at: Generated<Date>;
}

/** Attorneys and law firms linked to a contract, in order; the last of each role is the responsible one. */
export interface ContractPartiesTable {
  id: Generated<number>;
  contract_id: number;
  role: 'attorney' | 'lawFirm';
  user_id: number;
  linked_on: NullableDay;
  created_at: Generated<Date>;
}

export interface ContractPaymentsTable {
  id: Generated<number>;
  contract_id: number;
  amount_cents: Cents;
  paid_on: DayColumn;
  user_id: number | null;
  created_at: Generated<Date>;
}

/** Additional fundings: priced tranches after the CheckSent principal. */
export interface ContractTranchesTable {
  id: Generated<number>;
  contract_id: number;
  amount_cents: Cents;
  funded_on: DayColumn;
  child_contract_id: number | null;
  user_id: number | null;
  created_at: Generated<Date>;
}

export interface ContractCommentsTable {
  id: Generated<number>;
  contract_id: number;
  user_id: number;
  comment_text: string;
  visible: boolean;
  created_at: Generated<Date>;
}

/** Documents (type 2 client contract, 3 attorney agreement) and comment attachments (type 0); history is kept. */
export interface ContractFilesTable {
  id: Generated<number>;
  contract_id: number;
  comment_id: number | null;
  type: number;
  mime_type: string;
  file_name: string;
  content: Uint8Array;
  user_id: number | null;
  created_at: Generated<Date>;
}

/**
 * Rating threshold items (docs/product.md): `star` for metric values from..to inclusive. numeric(12,3) columns are
 * read back as strings by the drivers; routes convert them with Number().
 */
export interface UserRatingItemsTable {
  id: Generated<number>;
  user_rating_type: string;
  from_value: ColumnType<string, number | string, number | string>;
  to_value: ColumnType<string, number | string, number | string>;
  star: number;
  created_at: Generated<Date>;
}

/** A stored Idempotency-Key result; response_status is null while the first request is in flight. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** A generated funding agreement (migration 0018): the exact PDF its signers are shown, and how it ended. */
export interface AgreementsTable {
  id: Generated<number>;
  contract_id: number;
  template_version: string;
  state: Generated<string>;
  terms: ColumnType<unknown, string, string>;
  requirements: ColumnType<unknown, string, string>;
  document: Buffer;
  document_sha256: string;
  created_at: Generated<Date>;
  created_by_user_id: number | null;
  closed_at: NullableTimestamp;
  closed_reason: string | null;
  signed_file_id: number | null;
  acknowledgment_file_id: number | null;
}

/** One signer's step of an agreement, with the evidence of what they did. */
export interface AgreementStepsTable {
  id: Generated<number>;
  agreement_id: number;
  role: string;
  position: number;
  signer_user_id: number | null;
  state: Generated<string>;
  invited_at: NullableTimestamp;
  reminders_sent: Generated<number>;
  acted_at: NullableTimestamp;
  acted_by_user_id: number | null;
  via: string | null;
  on_behalf: Generated<boolean>;
  typed_name: string | null;
  signature_kind: string | null;
  signature: string | null;
  initials: string | null;
  attestations: ColumnType<unknown, string | null, string | null>;
  decline_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  document_sha256: string | null;
}

/** A single-use signing link: only the token's hash is kept. */
export interface AgreementLinksTable {
  token_hash: string;
  step_id: number;
  email: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface Database {
  states: StatesTable;
  users: UsersTable;
  user_law_firms: UserLawFirmsTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  login_failures: LoginFailuresTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  interest_rate_sets: InterestRateSetsTable;
  interest_rate_ranges: InterestRateRangesTable;
  admin_user_comments: AdminUserCommentsTable;
  contracts: ContractsTable;
  contract_statuses: ContractStatusesTable;
  contract_parties: ContractPartiesTable;
  contract_payments: ContractPaymentsTable;
  contract_tranches: ContractTranchesTable;
  contract_comments: ContractCommentsTable;
  contract_files: ContractFilesTable;
  user_rating_items: UserRatingItemsTable;
  idempotency_keys: IdempotencyKeysTable;
  case_figures_time_zone: CaseFiguresTimeZoneTable;
  state_compliance_overrides: StateComplianceOverridesTable;
  check_ins: CheckInsTable;
  check_in_links: CheckInLinksTable;
  agreements: AgreementsTable;
  agreement_steps: AgreementStepsTable;
  agreement_links: AgreementLinksTable;
}

/** A case check-in (api/src/check-ins): a job the scheduler claims, then the attorney's answer. */
export interface CheckInsTable {
  id: Generated<number>;
  contract_id: number;
  state: Generated<'due' | 'sent' | 'answered' | 'replaced'>;
  due_on: DayColumn;
  requested_by_user_id: number | null;
  sent_to_user_id: number | null;
  sent_at: Date | null;
  sent_on: NullableDay;
  reminded_at: Date | null;
  reminded_on: NullableDay;
  answered_at: Date | null;
  answered_on: NullableDay;
  /** domain CheckInAnswer as stored (days 'YYYY-MM-DD', amount in cents as amountCents). */
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

/** A mailed check-in link: only its sha256 is kept. */
export interface CheckInLinksTable {
  token_hash: string;
  check_in_id: number;
  expires_at: Date;
  created_at: Generated<Date>;
}
