// Steps the API suites share: the seeded demo accounts and rows, counting rows, requests with or without a bearer
// token, and the forms that create a user or a contract. Built on databases.ts (which owns the app and sign-ins).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema.ts';
import { bearer, createApprovedUser, linkFromOutbox, login, tokenFor, uniqueEmail } from './databases.ts';

/** The demo seed's accounts (db/seed.ts), one of each type. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@litfund.test', password: 'Admin123!' },
  attorney: { email: 'attorney@litfund.test', password: 'Attorney123!' },
  client: { email: 'client@litfund.test', password: 'Client123!' },
  lawFirm: { email: 'lawfirm@litfund.test', password: 'LawFirm123!' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** A demo account signed in: its token and its id. */
export async function signInDemo(app: FastifyInstance, who: DemoAccount) {
  const { email, password } = DEMO_ACCOUNTS[who];
  const { response, body } = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode}`);
  return { token: body.accessToken, id: body.userId };
}

export const demoToken = (app: FastifyInstance, who: DemoAccount) =>
  tokenFor(app, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);

export async function userIdByEmail(app: FastifyInstance, email: string): Promise<number> {
  return (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

export const demoUserId = (app: FastifyInstance, who: DemoAccount) => userIdByEmail(app, DEMO_ACCOUNTS[who].email);

/** The id of a seeded case's main contract (its additional-funds requests share the case id). */
export async function demoContractId(app: FastifyInstance, caseId: string): Promise<number> {
  const row = await app.db
    .selectFrom('contracts')
    .select('id')
    .where('case_id', '=', caseId)
    .where('parent_contract_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new Approved user, signed in. */
export async function signedInUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const user = await createApprovedUser(app, overrides);
  return { ...user, token: await tokenFor(app, user.email, user.password) };
}

/**
 * GET and POST under /api/v1 as the holder of `token`, as `defaultToken()`'s when no token is given, anonymously for
 * `null` (or with neither). Reads `ctx.app` at each call, as suites set it up in their beforeAll.
 */
export function apiCalls(ctx: { app: FastifyInstance }, defaultToken?: () => string) {
  const request = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string | null) => {
    const bearerToken = token === undefined ? defaultToken?.() : token;
    return ctx.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: bearerToken ? bearer(bearerToken) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return {
    request,
    get: (url: string, token?: string | null) => request('GET', url, undefined, token),
    post: (url: string, payload: unknown, token?: string | null) => request('POST', url, payload, token),
  };
}

export const noon = (day: string) => `${day}T12:00:00.000Z`;

/** A plain pre-settlement request for `clientId`, every field the form offers filled, under a fresh case id. */
export function contractForm(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    contractType: 'PreSettlement',
    amountRequested: 5000,
    estimatedSettlement: '26k-50k',
    estimatedAdditional: 'None',
    recipientCheck: 'pay@lex.test',
    caseId: `GA-${Math.random().toString(36).slice(2, 8)}`,
    estimatedDuration: noon('2027-06-01'),
    opposingInsurance: 'Acme Mutual',
    insuranceAdjuster: 'Ann Adjuster',
    adjusterPhone: '555-0199',
    claimNumber: 'CL-1',
    liability: true,
    propertyDamage: 'Moderate',
    injuryLevel: 'Slight',
    dateAccident: noon('2026-04-02'),
    caseManager: '',
    accidentDescription: 'Rear-ended at a light',
    contractClientDTO: { userId: clientId },
    ...overrides,
  };
}

/** The administrators' form for a new user (POST /AdminUser): an invited Attorney with no law firm. */
export function adminUserForm(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('invited'),
    firstName: 'Ivy',
    lastName: 'Invited',
    dateOfBirth: '1985-07-04T12:00:00.000Z',
    streetAddress: '2 Oak St',
    city: 'Macon',
    state: { key: 'GA', name: 'Georgia' },
    zipCode: '31201',
    phoneNumber: '',
    website: '',
    loanLimit: null,
    banned: false,
    userType: 'Attorney',
    additionalFee: 0,
    lawFirms: [],
    ...overrides,
  };
}

/** The audit rows of one entity, oldest first. */
export const auditRowsOf = (app: FastifyInstance, entity: string, id: number | string) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

/** Asks for a password-reset mail to `email` and answers its link's token. */
export async function mailedResetToken(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({ method: 'POST', url: `/api/v1/Account/reset-password?email=${encodeURIComponent(email)}` });
  return (await linkFromOutbox(app, email, '/reset-password-success')).searchParams.get('passwordToken')!;
}

/** Sets a password through a reset (or invitation) link's token. */
export const resetPassword = (app: FastifyInstance, passwordToken: string, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/Account/reset-password-success?passwordToken=${passwordToken}`,
    payload: { email, password },
  });

/** The mails queued to `to` under this subject. */
export const mailsTo = (app: FastifyInstance, to: string, subject: string) =>
  app.db.selectFrom('outbox').selectAll().where('to', '=', to).where('subject', '=', subject).execute();

/**
 * A signed paper client contract (document type 2) on the contract, as an administrator uploads one: CheckSent on a
 * case needs it or the portal's fully signed agreement.
 */
export async function paperClientContract(app: FastifyInstance, contractId: number): Promise<void> {
  const admin = await app.db
    .selectFrom('users')
    .select('id')
    .where('user_type', '=', 'Administrator')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('contract_files')
    .values({
      contract_id: contractId,
      comment_id: null,
      type: 2,
      mime_type: 'application/pdf',
      file_name: `paper-${contractId}.pdf`,
      content: Buffer.from('%PDF-1.4\n% paper agreement\n%%EOF\n'),
      user_id: admin.id,
    })
    .execute();
}
