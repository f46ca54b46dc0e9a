import net from 'node:net';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { bearer, createApprovedUser, describeEachDatabase, testConfig } from '../test-support/databases.ts';
import { demoToken } from '../test-support/fixtures.ts';
import { COMPRESS_THRESHOLD_BYTES, REQUEST_ENCODING_MESSAGE } from './compression.ts';

const inflate = {
  br: (body: Buffer) => zlib.brotliDecompressSync(body),
  gzip: (body: Buffer) => zlib.gunzipSync(body),
} as const;

describeEachDatabase('Compressed answers', (ctx) => {
  let admin = '';
  const list = (encoding?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Contract/list',
      payload: { pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } },
      headers: { ...bearer(admin), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  beforeAll(async () => {
    admin = await demoToken(ctx.app, 'admin');
  });

  it('sends a large JSON answer in brotli or gzip as the client accepts, the same JSON inside', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await list(encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(inflate[encoding](response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves small answers and answers carrying a session token as they are', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    // the longest names keep a sign-in answer just under the threshold (915 bytes); the route opts out besides
    const user = await createApprovedUser(ctx.app, { firstName: '漢'.repeat(100), lastName: '字'.repeat(100) });
    const signIn = (encoding?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Account/login',
        payload: { email: user.email, password: user.password },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    expect((await signIn()).rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES * 0.85);
    const login = await signIn('br, gzip');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.json()).toMatchObject({ accessToken: expect.any(String) });
  });

  it('never inflates a compressed request body, nor reads an encoded one as plain: 415 for any encoding', async () => {
    const payload = JSON.stringify({ pagination: { pageNumber: 1, pageSize: 10 } });
    const send = (body: string | Buffer, encoding?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Contract/list',
        payload: body,
        headers: {
          ...bearer(admin),
          'content-type': 'application/json',
          ...(encoding === undefined ? {} : { 'content-encoding': encoding }),
        },
      });
    for (const [body, encoding] of [
      [zlib.gzipSync(payload), 'gzip'],
      [payload, 'gzip'],
      [payload, 'br'],
      [payload, 'deflate'],
      [payload, 'identity, gzip'],
      [payload, 'x-anything'],
    ] as const) {
      const response = await send(body, encoding);
      expect([encoding, response.statusCode, response.json()]).toEqual([
        encoding,
        415,
        { message: REQUEST_ENCODING_MESSAGE },
      ]);
    }
    expect((await send(payload)).statusCode).toBe(200);
    expect((await send(payload, 'identity')).statusCode).toBe(200);
    expect((await send(payload, ' Identity ')).statusCode).toBe(200);
  });
});

// Transfer-Encoding reaches the server only on a real connection (inject has no transfer-codings).
describe('Transfer-codings of a request body', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp(testConfig({ kind: 'pglite', dir: null }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app?.close());

  /** A sign-in sent chunked under `transferEncoding`, the body coded as `body`; the status line and the JSON answer. */
  function signIn(transferEncoding: string, body: Buffer): Promise<{ status: number; json: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', payload = ''] = received.split('\r\n\r\n');
        const json = payload.trim()
          ? (JSON.parse(payload.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/gi, '')) as unknown)
          : null;
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), json });
      });
      socket.write(
        `POST /api/v1/Account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Transfer-Encoding: ${transferEncoding}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(`${body.length.toString(16)}\r\n`);
      socket.write(body);
      socket.end('\r\n0\r\n\r\n');
    });
  }

  const json = JSON.stringify({ email: 'nobody@example.com', password: 'Secret123' });

  it('refuses a body under any transfer-coding but chunked (415), before reading it', async () => {
    for (const [coding, body] of [
      ['gzip, chunked', zlib.gzipSync(json)],
      ['gzip, chunked', Buffer.from(json)],
      ['deflate, chunked', zlib.deflateSync(json)],
      ['br, chunked', zlib.brotliCompressSync(json)],
      ['x-anything, chunked', Buffer.from(json)],
      ['GZIP , Chunked', Buffer.from(json)],
    ] as const) {
      expect([coding, await signIn(coding, body)]).toEqual([
        coding,
        { status: 415, json: { message: REQUEST_ENCODING_MESSAGE } },
      ]);
    }
  });

  it('reads a plain chunked body', async () => {
    for (const coding of ['chunked', 'Chunked']) {
      const answer = await signIn(coding, Buffer.from(json));
      expect([coding, answer.status]).toEqual([coding, 404]);
    }
  });
});
