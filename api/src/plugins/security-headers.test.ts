import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../test-support/databases.ts';
import { portalCsp, remoteOrigins } from './security-headers.ts';

const REMOTES = {
  account: 'https://cdn.example/account/mf-manifest.json', contracts: '/remotes/mfe-contracts/mf-manifest.json',
  admin: 'https://cdn.example/admin/mf-manifest.json', calculator: 'http://127.0.0.1:9/mf-manifest.json',
};

describe('security headers', () => {
  let app: FastifyInstance;
  let root = '';

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-root-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>LitFund</title><script defer src=main.js></script>');
    app = await buildApp(testConfig({ kind: 'pglite', dir: null }, { staticRoot: root, remotes: REMOTES, trustProxy: true, seedDemo: false }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('names each configured remote origin once, ignoring same-origin paths', () => {
    expect(remoteOrigins(REMOTES)).toEqual(['http://127.0.0.1:9', 'https://cdn.example']);
    expect(portalCsp({})).toContain("script-src 'self';");
  });

  it('gives the portal page a CSP allowing exactly this origin and the remote origins', async () => {
    const response = await app.inject({ method: 'GET', url: '/contract-page?3', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toBe(portalCsp(REMOTES));
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9 https://cdn.example;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9 https://cdn.example;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sets nosniff, referrer policy and no framing on API answers, HSTS only over https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBeUndefined();
    const secure = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
