// Runs a suite against a fresh database: in-memory PGlite always, and also a fresh PostgreSQL database
// (CREATE DATABASE litfund_test_<random> on the server of TEST_DATABASE_URL, dropped afterwards) when that is set.
// One app per suite (creating a PGlite takes seconds); tests isolate themselves with unique emails.
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config, DatabaseConfig } from '../config.ts';
import { linksIn } from '../mail/outbox.ts';

export interface TestContext {
  app: FastifyInstance;
  kind: DatabaseConfig['kind'];
}

export function testConfig(database: DatabaseConfig, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    database,
    jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    adminEmail: 'admin@litfund.test',
    adminPassword: 'Admin123!',
    smtpUrl: undefined,
    mailFrom: 'LitFund <no-reply@litfund.test>',
    supportEmail: 'support@litfund.test',
    companySiteUrl: 'https://litfund.test',
    publicUrl: 'http://portal.test',
    businessTimeZone: 'America/New_York',
    remotes: {},
    loginMaxFailures: 1000,
    mail: { pollIntervalMs: 50, retryBaseMs: 100, giveUpAfterMs: 60_000 },
    seedDemo: true,
    trustProxy: false,
    staticRoot: '/nonexistent-static-root',
    logger: false,
    ...overrides,
  };
}

/** Runs one statement on the server of `url` (CREATE / DROP DATABASE). */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const DATABASE_SETUP_TIMEOUT_MS = 120_000;

/** `overrides` may be a function, read when the suite starts (for values only known then, such as a port). */
export function describeEachDatabase(
  name: string,
  fn: (ctx: TestContext) => void,
  overrides: Partial<Config> | (() => Partial<Config>) = {},
) {
  const kinds: DatabaseConfig['kind'][] = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])];
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      const ctx = { kind } as TestContext;
      let dropUrl: string | null = null;
      let dbName = '';
      beforeAll(async () => {
        let database: DatabaseConfig = { kind: 'pglite', dir: null };
        if (kind === 'postgres') {
          const serverUrl = process.env.TEST_DATABASE_URL!;
          dbName = `litfund_test_${crypto.randomBytes(6).toString('hex')}`;
          await adminQuery(serverUrl, `CREATE DATABASE ${dbName}`);
          dropUrl = serverUrl;
          const url = new URL(serverUrl);
          url.pathname = `/${dbName}`;
          database = { kind: 'postgres', url: url.toString() };
        }
        ctx.app = await buildApp(testConfig(database, typeof overrides === 'function' ? overrides() : overrides));
        await ctx.app.ready();
        // A new embedded database runs every migration and the demo seed: on two busy cores that alone has taken
        // over 30 s, the tests' own limit, so the set-up has a limit of its own.
      }, DATABASE_SETUP_TIMEOUT_MS);
      afterAll(async () => {
        await ctx.app?.close();
        if (dropUrl) await adminQuery(dropUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      });
      fn(ctx);
    });
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    firstName: 'Jane',
    lastName: 'Doe',
    dateOfBirth: '1990-05-20T12:00:00.000Z',
    streetAddress: '10 Elm St',
    city: 'Augusta',
    state: { key: 'GA', name: 'Georgia' },
    zipCode: '30901',
    phoneNumber: '555-0100',
    website: 'https://jane.example',
    textLawFirm: 'Doe & Co',
    ...overrides,
  };
}

export const json = (response: LightMyRequestResponse) =>
  response.json() as Record<string, unknown> & { message?: string };

export async function login(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/Account/login', payload: { email, password } });
  return {
    response,
    body: response.json() as { accessToken: string; userId: number; userStatus: { userStatusesValue: string } },
  };
}

export async function tokenFor(app: FastifyInstance, email: string, password: string): Promise<string> {
  const { response, body } = await login(app, email, password);
  if (response.statusCode !== 200 || !body.accessToken)
    throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return body.accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function inject(app: FastifyInstance, options: InjectOptions) {
  return app.inject(options);
}

/**
 * The newest mailed link to `to` containing `pathPart`: through GET /api/v1/dev/outbox (as the first administrator) on
 * the embedded database, straight from the outbox table on PostgreSQL (where that route does not exist).
 */
export async function linkFromOutbox(app: FastifyInstance, to: string, pathPart: string): Promise<URL> {
  const mails =
    app.dbKind === 'pglite'
      ? ((
          await app.inject({
            method: 'GET',
            url: '/api/v1/dev/outbox',
            headers: bearer(await tokenFor(app, app.config.adminEmail, app.config.adminPassword)),
          })
        ).json() as Array<{ to: string; links: string[] }>)
      : (await app.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute()).map((m) => ({
          to: m.to,
          links: linksIn(m.text),
        }));
  const link = mails
    .filter((m) => m.to === to)
    .flatMap((m) => m.links)
    .find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link for ${to}`);
  return new URL(link);
}

/** Registers a user, confirms the address and approves them directly in the database; returns the id. */
export async function createApprovedUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/Account/register', payload });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const { id } = response.json() as { id: number };
  await app.db
    .updateTable('users')
    .set({ status: 'Approved', status_date: new Date(), email_confirmed_at: new Date() })
    .where('id', '=', id)
    .execute();
  return { id, email: payload.email as string, password: payload.password as string };
}

export async function countUsers(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
