// The delivery worker: every API instance with SMTP_URL drains the outbox. A message is claimed with a lease taken by
// one statement under FOR UPDATE SKIP LOCKED, so instances sharing a database never pick the same message while one
// of them is sending it; a crashed instance's lease runs out and another instance takes the message over.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, OutboxStatus } from '../db/schema.ts';
import type { Config } from '../config.ts';
import { fromNow, transportAttachments, type Mail } from './outbox.ts';

/** Longer than any send can take (the transport's own timeouts end a stuck one well before). */
export const LEASE_MS = 5 * 60 * 1000;
/** Retries double from the base up to this delay. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const BATCH = 10;

export interface MailTransport {
  sendMail: (
    message: Omit<Mail, 'attachments'> & { from: string; attachments?: ReturnType<typeof transportAttachments> },
  ) => Promise<unknown>;
}

export interface Delivery {
  /** Sends what is due now and returns how many messages it tried. */
  runOnce: () => Promise<number>;
  /** Stops polling and waits for the message in flight; claimed messages not yet tried are released. */
  stop: () => Promise<void>;
}

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * What the admin page may show of a failure: no credentials of a connection URL, no links (the message's one-time
 * links could be echoed back by a server), and not a whole transcript.
 */
export function describeFailure(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const text = `${e?.code ? `${e.code}: ` : ''}${e?.message ?? String(error)}`;
  return text
    .replace(/\/\/[^\s/@]+@/g, '//***@')
    .replace(/https?:\/\/\S+/g, '[link]')
    .slice(0, 500);
}

/** A recipient the server refused for good (5xx on the envelope): retrying would only be refused again. */
const isPermanent = (error: unknown) => {
  const e = error as { code?: string; responseCode?: number };
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
};

export function startDelivery(options: {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  settings: Config['mail'];
  log: FastifyBaseLogger;
}): Delivery {
  const { db, transport, from, settings, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function claim() {
    const rows = await db
      .updateTable('outbox')
      .set({ locked_until: fromNow(LEASE_MS), attempts: sql`attempts + 1` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', sql<Date>`now()`)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'to', 'subject', 'text', 'html', 'attachments', 'attempts'])
      .execute();
    // RETURNING follows the update's order, not the subquery's: send in the order the messages were queued.
    return rows.sort((a, b) => a.id - b.id);
  }

  async function deliverBatch(): Promise<number> {
    const batch = await claim();
    for (const [index, message] of batch.entries()) {
      if (stopped) {
        // Handed back untried, so the next instance (or this one after a restart) sends them at once.
        await db
          .updateTable('outbox')
          .set({ locked_until: null, attempts: sql`attempts - 1` })
          .where(
            'id',
            'in',
            batch.slice(index).map((m) => m.id),
          )
          .where('status', '=', 'pending')
          .execute();
        return index;
      }
      // The attempt number fences the update: a message whose lease ran out and was taken over is left to its new owner.
      const mine = db
        .updateTable('outbox')
        .where('id', '=', message.id)
        .where('attempts', '=', message.attempts)
        .where('status', '=', 'pending');
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments: transportAttachments(message.attachments),
        });
        await mine.set({ status: 'sent', sent_at: sql<Date>`now()`, locked_until: null, last_error: null }).execute();
        log.info({ outboxId: message.id, attempts: message.attempts }, 'mail sent');
      } catch (error) {
        const delay = retryDelayMs(message.attempts, settings.retryBaseMs);
        const giveUp = isPermanent(error);
        await mine
          .set({
            status: giveUp
              ? 'failed'
              : sql<OutboxStatus>`CASE WHEN ${fromNow(delay)} > give_up_at THEN 'failed' ELSE 'pending' END`,
            next_attempt_at: fromNow(delay),
            locked_until: null,
            last_error: describeFailure(error),
          })
          .execute();
        log.warn({ outboxId: message.id, attempts: message.attempts, err: describeFailure(error) }, 'mail not sent');
      }
    }
    return batch.length;
  }

  async function drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const n = await deliverBatch();
      tried += n;
      if (n < BATCH || stopped) return tried;
    }
  }

  async function runOnce(): Promise<number> {
    // One pass at a time per instance: a poll that fires during a pass waits for it rather than claiming beside it.
    while (running) await running.catch(() => 0);
    running = drain();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery pass failed'))
        .finally(schedule);
    }, settings.pollIntervalMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
