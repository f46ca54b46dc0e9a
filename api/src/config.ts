// Configuration from environment variables, with working defaults.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUSINESS_TIME_ZONE, MESSAGES, isValidPassword } from '@litfund/domain';
import { ensurePrivateDir } from './lib/private-dir.ts';
import { isCommonPassword } from './lib/common-passwords.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a folder (or in memory when dir is null). */
export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null };

export interface RemoteUrls {
  account?: string;
  contracts?: string;
  admin?: string;
  calculator?: string;
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  companySiteUrl: string;
  publicUrl: string;
  businessTimeZone: string;
  remotes: RemoteUrls;
  loginMaxFailures: number;
  /** New requests and additional-funds requests one non-admin user may file in an hour (FILINGS_PER_HOUR; 0: no limit). */
  filingsPerHour?: number;
  /** Idempotency-Keys one user may hold within their 24 hours (IDEMPOTENCY_KEYS_PER_USER; plugins/idempotency.ts). */
  idempotencyKeysPerUser?: number;
  /** Documents one non-admin may download in an hour (DOWNLOADS_PER_HOUR; 0: no limit; plugins/download-limit.ts). */
  downloadsPerHour?: number;
  /** Mail delivery (with SMTP_URL): how often each instance looks for due messages, the first retry's delay
   * (doubling up to an hour), and how long after queueing a message is given up. */
  mail: { pollIntervalMs: number; retryBaseMs: number; giveUpAfterMs: number };
  /** Longest time to receive a whole request, body included (REQUEST_TIMEOUT_MS); a trickled body is cut off. */
  requestTimeoutMs?: number;
  seedDemo: boolean;
  /** Which proxies' X-Forwarded-For to believe: none, a number of hops, or their addresses; never every hop. */
  trustProxy: boolean | number | string;
  /** Folder holding shell/ and mfe-* /dist builds served in production. */
  staticRoot: string;
  /** Pino's level; tests may pass a stream to read what would be logged. */
  logger: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** Wiring and contact text printed on payoff statements (PAYOFF_INSTRUCTIONS). */
  payoffInstructions?: string;
  /** The clock (tests pin the business date); defaults to the system time. */
  now?: () => Date;
  /** How often each instance runs the check-in schedule (CHECK_IN_POLL_INTERVAL_MS; 0 or unset: never by itself). */
  checkInPollIntervalMs?: number;
  /**
   * The funding agreement's signing: how many days an invitation lasts (SIGNING_EXPIRY_DAYS, 14), and the funder's
   * signing key and certificate (SIGNING_KEY / SIGNING_CERT, PEM or a path), else made once and kept in `dir`.
   */
  signing?: { expiryDays?: number; keyPem?: string; certPem?: string; dir?: string | null };
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${value}`);
  return n;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/**
 * REMOTE_<NAME>_URL: a path on this server (/remotes/...) or an absolute http(s) URL of the remote's manifest.
 * Anything else is refused at start, not found later in the browser: a scheme-less or protocol-relative value would
 * either be read as a path of the portal or have no origin the CSP could allow, and an http remote under an https
 * portal is mixed content the browser blocks. Each of those shows only the remote's fallback, with no hint why.
 */
function remoteUrlFrom(env: Env, name: string, publicUrl: string): string | undefined {
  const url = nonEmpty(env[name]);
  if (!url || (url.startsWith('/') && !url.startsWith('//'))) return url;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error(`${name} must be a path on this server (/remotes/...) or an http(s) URL, got ${url}`);
  }
  if (parsed.protocol === 'http:' && publicUrl.startsWith('https:')) {
    throw new Error(`${name} is http while PUBLIC_URL is https: the browser would block it as mixed content (${url})`);
  }
  return url;
}

/**
 * PINNED_NOW (tests only): an ISO instant the business clock stays at, so the end-to-end screenshots show the same
 * dates and figures every day. Honoured on the embedded database alone and refused with DATABASE_URL: a real
 * deployment must never price, age or seed on a frozen day. It moves the business day only; sessions, one-time
 * tokens and sign-in throttling keep the system time, so a pinned clock cannot stretch a token's life.
 */
function pinnedNowFrom(env: Env, database: DatabaseConfig): (() => Date) | undefined {
  const given = nonEmpty(env.PINNED_NOW);
  if (!given) return undefined;
  if (database.kind !== 'pglite') throw new Error('PINNED_NOW is for tests on the embedded database only; unset it');
  const instant = new Date(given);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(given) || Number.isNaN(instant.getTime())) {
    throw new Error(`PINNED_NOW must be an ISO instant such as 2026-06-15T16:00:00Z, got ${given}`);
  }
  return () => new Date(instant);
}

/**
 * A user's requests (new cases and additional-funds requests) in an hour. The busiest real filer, a firm's paralegal
 * entering a batch of cases, fills in a long form for each: a few an hour. 30 is far above that and still stops a
 * script (the round-two attack filed 226 in seconds).
 */
export const DEFAULT_FILINGS_PER_HOUR = 30;

/**
 * Keys one user may hold within the 24 hours: each keeps its answer, so without a bound a script sending requests with
 * fresh keys (refused ones included) grows the table without end. The busiest real use, an administrator recording a
 * day's payments one by one, is a few hundred.
 */
export const DEFAULT_IDEMPOTENCY_KEYS_PER_USER = 1000;

/**
 * Files, payoff statements and disclosures one non-admin may download in an hour. A busy attorney reviewing cases opens
 * a few dozen; 200 leaves room for that and stops a script repeating a 10 MiB download.
 */
export const DEFAULT_DOWNLOADS_PER_HOUR = 200;

/** Enough for the largest upload (a 10 MiB document as base64) at about 2 Mbit/s. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** The first administrator's password of the embedded demo, published in the README. */
export const DEMO_ADMIN_PASSWORD = 'Admin123!';

/**
 * ADMIN_PASSWORD: on the embedded demo it defaults to the published demo password; a PostgreSQL deployment must
 * choose one that passes the password rules (and is neither common nor the published one), or it does not start.
 */
function adminPasswordFrom(env: Env, database: DatabaseConfig): string {
  const given = env.ADMIN_PASSWORD;
  if (database.kind === 'pglite') return nonEmpty(given) ?? DEMO_ADMIN_PASSWORD;
  if (given === undefined || given === '') {
    throw new Error(
      "ADMIN_PASSWORD is required with DATABASE_URL: set the first administrator's password (at least 8 characters, including 1 number, 1 uppercase and 1 lowercase letter)",
    );
  }
  if (!isValidPassword(given) || given.length > 128)
    throw new Error(`ADMIN_PASSWORD does not pass the password rules: ${MESSAGES.passwordRule}`);
  if (given === DEMO_ADMIN_PASSWORD || isCommonPassword(given)) {
    throw new Error('ADMIN_PASSWORD is a published or common password: choose one that is harder to guess');
  }
  return given;
}

/**
 * TRUST_PROXY: how many proxies stand in front (`true` is one), or their addresses (comma-separated, CIDR allowed).
 * Trusting every hop would take the client's IP from the leftmost X-Forwarded-For entry, which the client writes
 * itself: it could then escape the sign-in limits with a new address per guess.
 */
export function trustProxyFrom(value: string | undefined): false | number | string {
  const given = nonEmpty(value)?.toLowerCase();
  if (!given || ['0', 'false', 'no', 'off'].includes(given)) return false;
  if (['true', 'yes', 'on'].includes(given)) return 1;
  if (/^\d+$/.test(given)) return Number(given);
  return given;
}

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR/jwt-secret. */
function jwtSecretFrom(env: Env, dataDir: string): string {
  const given = nonEmpty(env.JWT_SECRET);
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  ensurePrivateDir(dataDir);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(REPO_ROOT, 'data'));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dir: path.join(dataDir, 'db') };
  const port = intFrom(env.PORT, 8080, 'PORT');
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    // Loopback unless HOST says otherwise, on either database: exposing the port is a deliberate act (HOST=0.0.0.0).
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    database,
    jwtSecret: jwtSecretFrom(env, dataDir),
    adminEmail: (nonEmpty(env.ADMIN_EMAIL) ?? 'admin@litfund.test').toLowerCase(),
    adminPassword: adminPasswordFrom(env, database),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'LitFund <no-reply@litfund.test>',
    supportEmail: nonEmpty(env.SUPPORT_EMAIL) ?? 'support@litfund.test',
    companySiteUrl: nonEmpty(env.COMPANY_SITE_URL) ?? 'https://litfund.test',
    publicUrl,
    businessTimeZone: nonEmpty(env.BUSINESS_TIME_ZONE) ?? DEFAULT_BUSINESS_TIME_ZONE,
    payoffInstructions: nonEmpty(env.PAYOFF_INSTRUCTIONS)?.replace(/\\n/g, '\n'),
    remotes: {
      account: remoteUrlFrom(env, 'REMOTE_ACCOUNT_URL', publicUrl),
      contracts: remoteUrlFrom(env, 'REMOTE_CONTRACTS_URL', publicUrl),
      admin: remoteUrlFrom(env, 'REMOTE_ADMIN_URL', publicUrl),
      calculator: remoteUrlFrom(env, 'REMOTE_CALCULATOR_URL', publicUrl),
    },
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 10, 'LOGIN_MAX_FAILURES'),
    filingsPerHour: intFrom(env.FILINGS_PER_HOUR, DEFAULT_FILINGS_PER_HOUR, 'FILINGS_PER_HOUR'),
    idempotencyKeysPerUser: intFrom(
      env.IDEMPOTENCY_KEYS_PER_USER,
      DEFAULT_IDEMPOTENCY_KEYS_PER_USER,
      'IDEMPOTENCY_KEYS_PER_USER',
    ),
    downloadsPerHour: intFrom(env.DOWNLOADS_PER_HOUR, DEFAULT_DOWNLOADS_PER_HOUR, 'DOWNLOADS_PER_HOUR'),
    mail: {
      pollIntervalMs: intFrom(env.MAIL_POLL_INTERVAL_MS, 5_000, 'MAIL_POLL_INTERVAL_MS'),
      retryBaseMs: intFrom(env.MAIL_RETRY_BASE_MS, 60_000, 'MAIL_RETRY_BASE_MS'),
      giveUpAfterMs: intFrom(env.MAIL_GIVE_UP_AFTER_MS, 48 * 60 * 60 * 1000, 'MAIL_GIVE_UP_AFTER_MS'),
    },
    requestTimeoutMs:
      intFrom(env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS') || DEFAULT_REQUEST_TIMEOUT_MS,
    seedDemo: boolFrom(env.SEED_DEMO, database.kind === 'pglite'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    staticRoot: REPO_ROOT,
    logger: { level: nonEmpty(env.LOG_LEVEL) ?? 'info' },
    now: pinnedNowFrom(env, database),
    checkInPollIntervalMs: intFrom(env.CHECK_IN_POLL_INTERVAL_MS, 5 * 60 * 1000, 'CHECK_IN_POLL_INTERVAL_MS'),
    signing: {
      expiryDays: intFrom(env.SIGNING_EXPIRY_DAYS, 14, 'SIGNING_EXPIRY_DAYS') || 14,
      keyPem: nonEmpty(env.SIGNING_KEY),
      certPem: nonEmpty(env.SIGNING_CERT),
      dir: dataDir,
    },
  };
}
