// Mail: nodemailer over SMTP_URL when set; otherwise the outbox table (read at GET /api/v1/dev/outbox) and the log.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import { globalPlugin } from '../lib/plugin.ts';
import type { Database } from '../db/schema.ts';

export interface Mail { to: string; subject: string; text: string; html?: string }
export interface Mailer {
  send: (mail: Mail) => Promise<void>;
  /**
   * Queues a message as part of the change that causes it: pass the transaction that makes the change, so the mail
   * commits with it or not at all. (Interim: sends as `send` does until the delivery worker lands.)
   */
  enqueue: (db: Kysely<Database>, mail: Mail) => Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"')]+/g;
export const linksIn = (text: string): string[] => text.match(LINK) ?? [];

export const mailPlugin = globalPlugin(async (app) => {
  const { config } = app;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  async function keep(db: Kysely<Database>, mail: Mail) {
    await db.insertInto('outbox').values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null }).execute();
    app.log.info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text) }, 'mail kept in the outbox (no SMTP_URL)');
  }
  const mailer: Mailer = {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        app.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        return;
      }
      await keep(app.db, mail);
    },
    async enqueue(db, mail) {
      // Through the caller's transaction: on PGlite (one connection) a write beside it would wait for it forever.
      if (transport) await mailer.send(mail);
      else await keep(db, mail);
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport?.close());
});
