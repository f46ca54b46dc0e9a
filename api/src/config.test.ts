import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config.ts';

describe('loadConfig: where the remotes live (REMOTE_<NAME>_URL)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret', ...env });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('takes a path on this server or an absolute http(s) URL on another origin', () => {
    expect(load({}).remotes).toEqual({ account: undefined, contracts: undefined, admin: undefined, calculator: undefined });
    expect(load({
      REMOTE_ACCOUNT_URL: '/remotes/mfe-account/mf-manifest.json', REMOTE_CONTRACTS_URL: ' https://cdn.example/contracts/mf-manifest.json ',
      REMOTE_ADMIN_URL: '', REMOTE_CALCULATOR_URL: 'http://127.0.0.1:4000/mf-manifest.json',
    }).remotes).toEqual({
      account: '/remotes/mfe-account/mf-manifest.json', contracts: 'https://cdn.example/contracts/mf-manifest.json',
      admin: undefined, calculator: 'http://127.0.0.1:4000/mf-manifest.json',
    });
  });

  it.each([
    ['cdn.example/calculator/mf-manifest.json', 'scheme-less: the browser would read it as a path of the portal'],
    ['//cdn.example/calculator/mf-manifest.json', 'protocol-relative: no origin the CSP could name'],
    ['ftp://cdn.example/calculator/mf-manifest.json', 'not http(s)'],
    ['remotes/mfe-calculator/mf-manifest.json', 'a relative path: relative to whichever page is open'],
  ])('refuses %s at start (%s)', (value) => {
    expect(() => load({ REMOTE_CALCULATOR_URL: value })).toThrow(`REMOTE_CALCULATOR_URL must be a path on this server (/remotes/...) or an http(s) URL, got ${value}`);
  });

  it('refuses an http remote under an https portal (mixed content), and allows it under an http one', () => {
    expect(() => load({ PUBLIC_URL: 'https://portal.example', REMOTE_ADMIN_URL: 'http://cdn.example/admin/mf-manifest.json' }))
      .toThrow('REMOTE_ADMIN_URL is http while PUBLIC_URL is https');
    expect(load({ PUBLIC_URL: 'https://portal.example', REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' }).remotes.admin)
      .toBe('https://cdn.example/admin/mf-manifest.json');
  });
});
