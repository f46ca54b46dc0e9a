import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { US_STATES } from '@litfund/domain';
import { bearer, createApprovedUser, describeEachDatabase, registration, tokenFor } from './test-support/databases.ts';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compression.ts';

// A fake production build: shell dist + the account remote's dist.
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'litfund-static-'));
fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>LitFund shell</title>');
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'main.js'), 'console.log(1)');
// A content-hashed chunk with the precompressed copies the build writes beside it.
const HASHED = '236.4b6825f39bbf39eb6af2.js';
const hashedSource = `console.log(${JSON.stringify('chunk '.repeat(400))})`;
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', HASHED), hashedSource);
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', `${HASHED}.br`), zlib.brotliCompressSync(hashedSource));
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', `${HASHED}.gz`), zlib.gzipSync(hashedSource));
// A prerendered public page (scripts/prerender) with its brotli copy.
fs.mkdirSync(path.join(staticRoot, 'shell', 'dist', 'prerendered'), { recursive: true });
const loginHtml = '<!doctype html><title>Login | LitFund</title><h1>Login prerendered</h1>';
fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'prerendered', 'login.html'), loginHtml);
fs.writeFileSync(
  path.join(staticRoot, 'shell', 'dist', 'prerendered', 'login.html.br'),
  zlib.brotliCompressSync(loginHtml),
);
fs.mkdirSync(path.join(staticRoot, 'mfe-account', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'mfe-account', 'dist', 'mf-manifest.json'), '{"name":"account"}');
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

describeEachDatabase(
  'App',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

    it('GET /api/v1/AdminState lists the 50 states and DC sorted by name, without a token', async () => {
      const response = await get('/api/v1/AdminState');
      expect(response.statusCode).toBe(200);
      const states = response.json() as Array<{ id: number; key: string; name: string }>;
      expect(states).toHaveLength(51);
      expect(states.length).toBe(US_STATES.length);
      expect(states.map((s) => s.name)).toEqual([...states.map((s) => s.name)].sort((a, b) => (a < b ? -1 : 1)));
      expect(states[0]).toEqual({ id: expect.any(Number), key: 'AL', name: 'Alabama' });
    });

    it('GET /remotes.json lists account always and others when built or configured', async () => {
      const response = await get('/remotes.json');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ account: '/remotes/mfe-account/mf-manifest.json' });
      fs.mkdirSync(path.join(staticRoot, 'mfe-admin', 'dist'), { recursive: true });
      expect((await get('/remotes.json')).json()).toEqual({
        account: '/remotes/mfe-account/mf-manifest.json',
        admin: '/remotes/mfe-admin/mf-manifest.json',
      });
      fs.rmSync(path.join(staticRoot, 'mfe-admin'), { recursive: true });
    });

    it('GET /config.json gives the shell its company site and support address', async () => {
      const response = await get('/config.json');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        companySiteUrl: expect.stringMatching(/^https?:\/\//),
        supportEmail: expect.stringContaining('@'),
      });
    });

    it('serves the shell with a history fallback and the remotes under /remotes/<name>/', async () => {
      const index = await get('/', { accept: 'text/html' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('LitFund shell');
      const deep = await get('/contract-page?42', { accept: 'text/html,application/xhtml+xml' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(deep.body).toContain('LitFund shell');
      expect((await get('/main.js')).body).toBe('console.log(1)');
      expect((await get('/favicon.ico', { accept: '*/*' })).statusCode).toBe(404);
      const manifest = await get('/remotes/mfe-account/mf-manifest.json');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      // A file built after start is found (wildcard routes).
      fs.writeFileSync(path.join(staticRoot, 'mfe-account', 'dist', 'late.js'), 'late()');
      expect((await get('/remotes/mfe-account/late.js')).body).toBe('late()');
      expect((await get('/remotes/mfe-account/missing.js', { accept: 'text/html' })).statusCode).toBe(404);
    });

    it("answers a public page with its prerendered first view, and a signed-in visitor with the shell's frame", async () => {
      const login = await get('/login?next=%2Fcontract-page', { accept: 'text/html' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('Login prerendered');
      expect(login.headers.vary).toMatch(/cookie/i);
      expect(login.headers['cache-control']).toBe('no-cache');
      const compressed = await get('/login', { accept: 'text/html', 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(loginHtml);
      const signedIn = await get('/login', { accept: 'text/html', cookie: 'currentUserId=3; token=abc.def' });
      expect(signedIn.body).toContain('LitFund shell');
      // an emptied cookie (signed out) is no session
      expect((await get('/login', { accept: 'text/html', cookie: 'token=; currentUserId=' })).body).toContain(
        'Login prerendered',
      );
      expect((await get('/login/other', { accept: 'text/html' })).body).toContain('LitFund shell');
    });

    it('sends precompressed files by Accept-Encoding; hashed files are kept a year, the others revalidated', async () => {
      const br = await get(`/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(hashedSource);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await get(`/${HASHED}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(hashedSource);
      const identity = await get(`/${HASHED}`);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(hashedSource);
      for (const url of ['/', '/main.js', '/remotes/mfe-account/mf-manifest.json']) {
        expect((await get(url, { accept: 'text/html' })).headers['cache-control']).toBe('no-cache');
      }
      expect((await get('/contract-page?42', { accept: 'text/html' })).headers['cache-control']).toBe('no-cache');
    });

    it('answers 404 to a precompressed copy asked for by name; the copies still serve their file', async () => {
      for (const url of [`/${HASHED}.br`, `/${HASHED}.gz`, `/${HASHED}%2Ebr`, `/${HASHED}.BR`, `/${HASHED}.gz?x=1`]) {
        for (const headers of [{}, { 'accept-encoding': 'br, gzip' }, { accept: 'text/html' }] as Array<
          Record<string, string>
        >) {
          const response = await get(url, headers);
          expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message: 'Not found' }]);
        }
      }
      const br = await get(`/${HASHED}`, { 'accept-encoding': 'br' });
      expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
    });

    it('answers unknown /api paths with a JSON 404, never the shell', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({ method, url: '/api/v1/Nope', headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found' });
      }
    });

    it('serves the OpenAPI document at /api/docs', async () => {
      const ui = await get('/api/docs');
      expect([200, 302]).toContain(ui.statusCode);
      const doc = await get('/api/docs/json');
      expect(doc.statusCode).toBe(200);
      const paths = Object.keys((doc.json() as { paths: Record<string, unknown> }).paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/v1/Account/login',
          '/api/v1/Account/register',
          '/api/v1/User/{id}',
          '/api/v1/AdminUser/{id}',
          '/api/v1/AdminState',
        ]),
      );
    });

    it('GET /api/v1/dev/outbox lists mail newest first with its links (embedded database only)', async () => {
      const first = registration();
      const second = registration();
      await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', payload: first });
      await ctx.app.inject({ method: 'POST', url: '/api/v1/Account/register', payload: second });
      const admin = bearer(await tokenFor(ctx.app, 'admin@litfund.test', 'Admin123!'));
      const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', headers: admin });
      if (ctx.kind === 'postgres') {
        expect(response.statusCode).toBe(404);
        return;
      }
      expect(response.statusCode).toBe(200);
      // one-time links beside text others chose: never compressed (BREACH)
      const asked = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/dev/outbox',
        headers: { ...admin, 'accept-encoding': 'br, gzip' },
      });
      expect(asked.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
      expect(asked.headers['content-encoding']).toBeUndefined();
      expect((await get('/api/v1/dev/outbox')).statusCode).toBe(401);
      const user = await createApprovedUser(ctx.app);
      const other = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/dev/outbox',
        headers: bearer(await tokenFor(ctx.app, user.email, user.password)),
      });
      expect(other.statusCode).toBe(403);
      const mails = response.json() as Array<Record<string, unknown>>;
      expect(mails[0]).toEqual({
        id: expect.any(Number),
        to: second.email,
        subject: expect.any(String),
        text: expect.any(String),
        html: expect.any(String),
        status: 'pending',
        createdAt: expect.any(String),
        links: [expect.stringMatching(/^http:\/\/portal\.test\/confirm-email\?token=[\w-]+&email=/)],
        attachments: [],
      });
      expect(mails[1]?.to).toBe(first.email);
    });

    it('GET /api/health reports the database, and 503 once it is gone', async () => {
      const ok = await get('/api/health');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', database: 'up' });
      await ctx.app.db.destroy();
      const down = await get('/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'error', database: 'down' });
    });
  },
  { staticRoot },
);
