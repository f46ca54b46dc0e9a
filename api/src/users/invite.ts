// Users an administrator creates (create user, or a party built inside a contract request) are Approved and get an
// invitation: a set-password link through the reset-password flow, valid 7 days.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { escapeHtml } from '../lib/html.ts';
import { passwordLink, type MailingApp, type Recipient } from '../accounts/mails.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores the invitation's one-time token and queues its mail in the transaction that creates the user. */
export async function inviteUser(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  const link = await passwordLink(app, trx, user, INVITATION_TTL_MS);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'You have been invited to LitFund',
    text: `Hello ${user.firstName},\n\nAn administrator has created a LitFund account for you. Choose your password here:\n${link}\n\nThe link is valid for 7 days and works once.\n\nLitFund support: ${app.config.supportEmail}`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>An administrator has created a LitFund account for you. <a href="${escapeHtml(link)}">Choose your password</a>.</p><p>The link is valid for 7 days and works once.</p>`,
  });
}
