// Mail: every message goes into the outbox in the transaction of its change. With SMTP_URL each instance runs a
// delivery worker over it (mail/delivery.ts); without it (the embedded demo) messages stay in the outbox, where
// administrators read them at GET /api/v1/dev/outbox. Links in mail are one-time credentials: they are never logged.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import type { Database } from '../db/schema.ts';
import { enqueue, type Mail } from '../mail/outbox.ts';
import { startDelivery, type Delivery } from '../mail/delivery.ts';

export type { Mail } from '../mail/outbox.ts';
export { linksIn } from '../mail/outbox.ts';

export interface Mailer {
  /**
   * Queues a message as part of the change that causes it: pass the transaction that makes the change, so the mail
   * commits with it or not at all.
   */
  enqueue: (db: Kysely<Database>, mail: Mail) => Promise<void>;
  /** Delivers what is due now (null without SMTP_URL). Tests use it instead of waiting for the next poll. */
  delivery: Delivery | null;
}

export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const mailer: Mailer = {
      async enqueue(db, mail) {
        const id = await enqueue(db, mail, config.mail.giveUpAfterMs);
        app.log.info({ outboxId: id, subject: mail.subject }, 'mail queued');
      },
      delivery: null,
    };
    app.decorate('mailer', mailer);
    if (!config.smtpUrl) return;

    // Timeouts well inside the worker's lease, so a hung server never outlives the claim on a message.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    app.addHook('onReady', async () => {
      mailer.delivery = startDelivery({
        db: app.db,
        transport,
        from: config.mailFrom,
        settings: config.mail,
        log: app.log,
      });
    });
    // preClose: before the database closes, so the message in flight is recorded as sent or failed.
    app.addHook('preClose', async () => {
      await mailer.delivery?.stop();
      transport.close();
    });
  },
  { name: 'mail' },
);
