// A client that trickles its body (a byte now and then, never finishing) loses the connection at the request timeout.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { testConfig } from './test-support/databases.ts';

describe('request and connection timeouts', () => {
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    app = await buildApp(testConfig({ kind: 'pglite', dir: null }, { requestTimeoutMs: 1000 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app?.close());

  it('answers 408 and closes the connection of a trickled body', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const started = Date.now();
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
    socket.write(
      'POST /api/v1/Account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    try {
      const after = await closed;
      expect(after).toBeGreaterThanOrEqual(900);
      expect(after).toBeLessThan(4000);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('still serves a request sent at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'attorney@litfund.test', password: 'Attorney123!' }),
    });
    expect(response.status).toBe(200);
  });
});

describe('a client that hangs up', () => {
  it('is logged as a closed request, not as the database being unavailable', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      testConfig(
        { kind: 'pglite', dir: null },
        {
          logger: {
            level: 'info',
            stream: {
              write: (line) => {
                lines.push(line);
              },
            },
          },
        },
      ),
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      await new Promise((resolve) => socket.on('connect', resolve));
      socket.write(
        'POST /api/v1/Account/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      );
      await new Promise((resolve) => {
        setTimeout(resolve, 200);
      });
      socket.resetAndDestroy();
      await new Promise((resolve) => {
        setTimeout(resolve, 500);
      });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.some((line) => line.msg === 'client closed the request')).toBe(true);
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
