import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../test-support/databases.ts';
import { portalCspDirectives, remoteOrigins } from './security-headers.ts';

/** A policy header as directive -> sources. */
const directivesOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name, sources];
      }),
  );

const REMOTES = {
  account: 'https://cdn.example/account/mf-manifest.json',
  contracts: '/remotes/mfe-contracts/mf-manifest.json',
  admin: 'https://cdn.example/admin/mf-manifest.json',
  calculator: 'http://127.0.0.1:9/mf-manifest.json',
};

describe('security headers', () => {
  let app: FastifyInstance;
  let root = '';

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-root-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><title>LitFund</title><script defer src=main.js></script>',
    );
    app = await buildApp(
      testConfig(
        { kind: 'pglite', dir: null },
        { staticRoot: root, remotes: REMOTES, trustProxy: true, seedDemo: false },
      ),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('names each configured remote origin once, ignoring same-origin paths', () => {
    expect(remoteOrigins(REMOTES)).toEqual(['http://127.0.0.1:9', 'https://cdn.example']);
    expect(portalCspDirectives({})['script-src']).toEqual(["'self'"]);
  });

  it('gives the portal page a CSP allowing exactly this origin and the remote origins', async () => {
    const response = await app.inject({ method: 'GET', url: '/contract-page?3', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(directivesOf(csp)).toEqual(portalCspDirectives(REMOTES));
    expect(csp).toContain("script-src 'self' http://127.0.0.1:9 https://cdn.example;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9 https://cdn.example;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('gives the API docs the same policy (Swagger UI loads only its own files)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(directivesOf(response.headers['content-security-policy'])).toEqual(portalCspDirectives(REMOTES));
  });

  it('sets nosniff, referrer policy, no framing and HSTS on API answers, and nothing that would stop embedding the calculator', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    // Sent over http too: browsers ignore it there (RFC 6797, 8.1).
    expect(plain.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Inert on JSON, and the same policy as the page's.
    expect(directivesOf(plain.headers['content-security-policy'])).toEqual(portalCspDirectives(REMOTES));
    // Other sites load embed.js and call the calculator: no cross-origin resource or opener policy.
    expect(plain.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(plain.headers['cross-origin-opener-policy']).toBeUndefined();
    const secure = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
