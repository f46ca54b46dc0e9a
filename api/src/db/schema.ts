// Kysely table types. int8 (bigint) columns come back as numbers (a type parser is set on both drivers);
// `date` columns come back as 'YYYY-MM-DD' strings.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface StatesTable { id: Generated<number>; key: string; name: string }

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

export interface LoginFailuresTable { id: Generated<number>; key: string; at: Generated<Date> }

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Generated<Date>;
}

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
}
