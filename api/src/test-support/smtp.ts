// A real SMTP server for delivery tests (smtp-server, by nodemailer's authors): plain SMTP on 127.0.0.1, no auth.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  subject: string;
  raw: string;
}

export interface TestSmtp {
  received: Received[];
  close: () => Promise<void>;
}

/** A port that was free a moment ago (the server that will use it is started later, on purpose). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the server; `refuse` names recipients answered 550 (a permanent failure). */
export async function startSmtp(
  port: number,
  options: { refuse?: (to: string) => boolean; delayMs?: number } = {},
): Promise<TestSmtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const finish = () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            raw,
          });
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
