// The outbox: mail is written in the transaction of the change that causes it and delivered from there (delivery.ts),
// so a committed change always has its mail, and a rolled-back one never does.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AdminMail, AdminMailPage } from '@litfund/domain';
import type { Database } from '../db/schema.ts';

/** A file sent with a message (a payoff statement), kept base64 in the outbox row until it is delivered. */
export interface MailAttachment {
  fileName: string;
  mimeType: string;
  base64Content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** The outbox column's attachments, in the shape nodemailer takes. */
export const transportAttachments = (stored: unknown) =>
  Array.isArray(stored)
    ? (stored as MailAttachment[]).map((a) => ({
        filename: a.fileName,
        contentType: a.mimeType,
        content: a.base64Content,
        encoding: 'base64',
      }))
    : undefined;

const LINK = /https?:\/\/[^\s<>"')]+/g;
export const linksIn = (text: string): string[] => text.match(LINK) ?? [];

/** A time `ms` from now by the database's clock, which every instance shares. */
export const fromNow = (ms: number) => sql<Date>`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

export async function enqueue(db: Kysely<Database>, mail: Mail, giveUpAfterMs: number): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      give_up_at: fromNow(giveUpAfterMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function listOutbox(
  db: Kysely<Database>,
  pageNumber: number,
  pageSize: number,
): Promise<Omit<AdminMailPage, 'delivering'>> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('outbox')
      .select(['id', 'to', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'next_attempt_at'])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize)
      .execute(),
    db
      .selectFrom('outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: AdminMail[] = rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: iso(r.created_at)!,
    sentAt: iso(r.sent_at),
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
  }));
  return { items, totalCount: total.n, pageNumber, pageSize };
}

/** Puts a given-up message back in the queue with a fresh retry period; false when it is not a given-up message. */
export async function retryFailed(db: Kysely<Database>, id: number, giveUpAfterMs: number): Promise<boolean> {
  const row = await db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: sql<Date>`now()`,
      locked_until: null,
      give_up_at: fromNow(giveUpAfterMs),
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
