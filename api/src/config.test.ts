import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { MESSAGES } from '@litfund/domain';
import { DEMO_ADMIN_PASSWORD, loadConfig, trustProxyFrom } from './config.ts';

describe('loadConfig: where the remotes live (REMOTE_<NAME>_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret', ...env });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('takes a path on this server or an absolute http(s) URL on another origin', () => {
    expect(load({}).remotes).toEqual({
      account: undefined,
      contracts: undefined,
      admin: undefined,
      calculator: undefined,
    });
    expect(
      load({
        REMOTE_ACCOUNT_URL: '/remotes/mfe-account/mf-manifest.json',
        REMOTE_CONTRACTS_URL: ' https://cdn.example/contracts/mf-manifest.json ',
        REMOTE_ADMIN_URL: '',
        REMOTE_CALCULATOR_URL: 'http://127.0.0.1:4000/mf-manifest.json',
      }).remotes,
    ).toEqual({
      account: '/remotes/mfe-account/mf-manifest.json',
      contracts: 'https://cdn.example/contracts/mf-manifest.json',
      admin: undefined,
      calculator: 'http://127.0.0.1:4000/mf-manifest.json',
    });
  });

  it.each([
    ['cdn.example/calculator/mf-manifest.json', 'scheme-less: the browser would read it as a path of the portal'],
    ['//cdn.example/calculator/mf-manifest.json', 'protocol-relative: no origin the CSP could name'],
    ['ftp://cdn.example/calculator/mf-manifest.json', 'not http(s)'],
    ['remotes/mfe-calculator/mf-manifest.json', 'a relative path: relative to whichever page is open'],
  ])('refuses %s at start (%s)', (value) => {
    expect(() => load({ REMOTE_CALCULATOR_URL: value })).toThrow(
      `REMOTE_CALCULATOR_URL must be a path on this server (/remotes/...) or an http(s) URL, got ${value}`,
    );
  });

  it('refuses an http remote under an https portal (mixed content), and allows it under an http one', () => {
    expect(() =>
      load({ PUBLIC_URL: 'https://portal.example', REMOTE_ADMIN_URL: 'http://cdn.example/admin/mf-manifest.json' }),
    ).toThrow('REMOTE_ADMIN_URL is http while PUBLIC_URL is https');
    expect(
      load({ PUBLIC_URL: 'https://portal.example', REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' })
        .remotes.admin,
    ).toBe('https://cdn.example/admin/mf-manifest.json');
  });
});

describe('loadConfig: credentials and the listen address', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret', ...env });
  const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/litfund' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('listens on the loopback interface unless HOST says otherwise, on either database', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ ...postgres, ADMIN_PASSWORD: 'Chosen-Admin-77' }).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('the embedded demo keeps its published administrator and demo accounts', () => {
    expect(load({})).toMatchObject({ adminPassword: DEMO_ADMIN_PASSWORD, seedDemo: true });
  });

  it('PostgreSQL needs an ADMIN_PASSWORD that passes the rules, and has no demo accounts unless SEED_DEMO asks', () => {
    expect(() => load(postgres)).toThrow('ADMIN_PASSWORD is required with DATABASE_URL');
    expect(() => load({ ...postgres, ADMIN_PASSWORD: 'short1A' })).toThrow(
      `ADMIN_PASSWORD does not pass the password rules: ${MESSAGES.passwordRule}`,
    );
    expect(() => load({ ...postgres, ADMIN_PASSWORD: 'nouppercase1' })).toThrow('does not pass the password rules');
    expect(() => load({ ...postgres, ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD })).toThrow('published or common');
    expect(() => load({ ...postgres, ADMIN_PASSWORD: 'Password1' })).toThrow('published or common');
    expect(load({ ...postgres, ADMIN_PASSWORD: 'Chosen-Admin-77' })).toMatchObject({
      adminPassword: 'Chosen-Admin-77',
      seedDemo: false,
    });
    expect(load({ ...postgres, ADMIN_PASSWORD: 'Chosen-Admin-77', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes REQUEST_TIMEOUT_MS, 60 s by default', () => {
    expect(load({}).requestTimeoutMs).toBe(60_000);
    expect(load({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
  });

  it('pins the business clock to PINNED_NOW on the embedded database only, and refuses it on PostgreSQL', () => {
    expect(load({}).now).toBeUndefined();
    const pinned = load({ PINNED_NOW: '2026-06-15T16:00:00.000Z' }).now!;
    expect(pinned().toISOString()).toBe('2026-06-15T16:00:00.000Z');
    expect(pinned()).not.toBe(pinned()); // a fresh Date each time: a caller changing one cannot move the clock
    expect(() => load({ PINNED_NOW: '06/15/2026' })).toThrow('PINNED_NOW must be an ISO instant');
    expect(() => load({ PINNED_NOW: '2026-13-45T00:00:00Z' })).toThrow('PINNED_NOW must be an ISO instant');
    expect(() => load({ ...postgres, ADMIN_PASSWORD: 'Chosen-Admin-77', PINNED_NOW: '2026-06-15T16:00:00Z' })).toThrow(
      'PINNED_NOW is for tests on the embedded database only',
    );
  });
});

describe('server.ts without ADMIN_PASSWORD on PostgreSQL', () => {
  it('exits 1 at once with one clear line, before touching the database', () => {
    const result = spawnSync(process.execPath, ['src/server.ts'], {
      cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
        JWT_SECRET: 'test-secret',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^LitFund cannot start: ADMIN_PASSWORD is required with DATABASE_URL/);
  }, 40_000);
});

describe('trustProxyFrom: which X-Forwarded-For hops to believe', () => {
  it('never trusts every hop: true is one proxy, a number is that many, anything else names the proxies', () => {
    expect([undefined, '', 'false', '0'].map(trustProxyFrom)).toEqual([false, false, false, false]);
    expect(['true', 'yes', '1', '2'].map(trustProxyFrom)).toEqual([1, 1, 1, 2]);
    expect(trustProxyFrom('10.0.0.1, 10.0.0.0/8')).toBe('10.0.0.1, 10.0.0.0/8');
  });
});

describe('the data directory', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

  it("is the service account's alone, also when it existed open to others, and so is the embedded database in it", async () => {
    const dataDir = path.join(root, 'open');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    const { createDatabase } = await import('./db/client.ts');
    const handle = createDatabase(config.database);
    await sql`select 1`.execute(handle.db);
    await handle.close();
    expect(modeOf(path.join(dataDir, 'db'))).toBe(0o700);
  });
});
