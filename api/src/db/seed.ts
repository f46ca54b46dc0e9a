// First-start data: the 50 states + DC, the first administrator, and (SEED_DEMO) one demo user per role.
// Idempotent: each row is inserted only when missing, so it runs on every start.
import type { Kysely } from 'kysely';
import { US_STATES } from '@litfund/domain';
import type { UserStatus, UserType } from '@litfund/domain';
import type { Database } from './schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { ensureDemoRateSets } from '../pricing/demo-rates.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { ensureDemoRatingItems } from './demo-ratings.ts';

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  status: UserStatus;
}

/** Demo accounts (listed in api/README.md). All confirmed; all Approved except the New one. */
export const DEMO_USERS: readonly SeedUser[] = [
  {
    email: 'attorney@litfund.test',
    password: 'Attorney123!',
    firstName: 'Alice',
    lastName: 'Attorney',
    userType: 'Attorney',
    status: 'Approved',
  },
  {
    email: 'client@litfund.test',
    password: 'Client123!',
    firstName: 'Carl',
    lastName: 'Client',
    userType: 'Client',
    status: 'Approved',
  },
  {
    email: 'lawfirm@litfund.test',
    password: 'LawFirm123!',
    firstName: 'Lex & Partners',
    lastName: 'LLP',
    userType: 'LawFirm',
    status: 'Approved',
  },
  {
    email: 'pending@litfund.test',
    password: 'Pending123!',
    firstName: 'Pat',
    lastName: 'Pending',
    userType: 'Attorney',
    status: 'New',
  },
];

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  demo: boolean;
  /** The seeding moment (the app's clock, pinned in tests); the system time by default. */
  now?: Date;
}

async function seedStates(db: Kysely<Database>) {
  await db
    .insertInto('states')
    .values(US_STATES.map(({ key, name }) => ({ key, name })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

async function ensureUser(db: Kysely<Database>, user: SeedUser, stateId: number | null, now: Date) {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email.toLowerCase())
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      password_hash: await hashPassword(user.password),
      first_name: user.firstName,
      last_name: user.lastName,
      date_of_birth: '1980-01-15',
      street: '1 Main Street',
      city: 'Augusta',
      state_id: stateId,
      zip: '30901',
      phone: '',
      website: '',
      avatar: null,
      avatar_mime: null,
      loan_limit_cents: null,
      user_type: user.userType,
      status: user.status,
      status_date: user.status === 'New' ? null : now,
      status_by_user_id: null,
      email_confirmed_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  await seedStates(db);
  const georgia = await db.selectFrom('states').select('id').where('key', '=', 'GA').executeTakeFirst();
  const stateId = georgia?.id ?? null;
  await ensureUser(
    db,
    {
      email: options.adminEmail,
      password: options.adminPassword,
      firstName: 'Site',
      lastName: 'Administrator',
      userType: 'Administrator',
      status: 'Approved',
    },
    stateId,
    now,
  );
  if (options.demo) {
    for (const user of DEMO_USERS) await ensureUser(db, user, stateId, now);
    await ensureDemoLawFirmLink(db, now);
    await ensureDemoRateSets(db);
    await seedDemoContracts(db, now);
    await ensureDemoRatingItems(db);
  }
}

/** The demo attorney works (present) at the demo law firm, so profiles show a law-firm history. */
async function ensureDemoLawFirmLink(db: Kysely<Database>, now: Date) {
  const attorney = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'attorney@litfund.test')
    .executeTakeFirst();
  const firm = await db.selectFrom('users').select('id').where('email', '=', 'lawfirm@litfund.test').executeTakeFirst();
  if (!attorney || !firm) return;
  const linked = await db
    .selectFrom('user_law_firms')
    .select('id')
    .where('user_id', '=', attorney.id)
    .executeTakeFirst();
  if (linked) return;
  await db
    .insertInto('user_law_firms')
    .values({
      user_id: attorney.id,
      law_firm_user_id: firm.id,
      start_date: '2021-01-01',
      end_date: null,
      present: true,
      confirmed_at: now,
    })
    .execute();
}
