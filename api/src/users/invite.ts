// Users an administrator creates (create user, or a party built inside a contract request) are Approved and get an
// invitation: a set-password link through the reset-password flow, valid 7 days (DESIGN.md section 3).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newOneTimeToken } from '../lib/tokens.ts';
import { escapeHtml } from '../accounts/mails.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;


export interface Invitation { email: string; firstName: string; token: string }

/** Stores the invitation's one-time token in the caller's transaction; send it with sendInvitation after commit. */
export async function createInvitation(trx: Kysely<Database>, user: { id: number; email: string; firstName: string }): Promise<Invitation> {
  const { token, hash } = newOneTimeToken();
  await trx.insertInto('one_time_tokens').values({ kind: 'reset', token_hash: hash, user_id: user.id, expires_at: new Date(Date.now() + INVITATION_TTL_MS) }).execute();
  return { email: user.email, firstName: user.firstName, token };
}

export async function sendInvitation(app: FastifyInstance, invitation: Invitation): Promise<void> {
  const { email, firstName, token } = invitation;
  const link = `${app.config.publicUrl}/reset-password-success?passwordToken=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  try {
    await app.mailer.send({
      to: email,
      subject: 'You have been invited to LitFund',
      text: `Hello ${firstName},\n\nAn administrator has created a LitFund account for you. Choose your password here:\n${link}\n\nThe link is valid for 7 days and works once.\n\nLitFund support: ${app.config.supportEmail}`,
      html: `<p>Hello ${escapeHtml(firstName)},</p><p>An administrator has created a LitFund account for you. <a href="${escapeHtml(link)}">Choose your password</a>.</p><p>The link is valid for 7 days and works once.</p>`,
    });
  } catch (error) {
    // The account exists; an administrator can send a reset-password mail again.
    app.log.error({ err: error, to: email }, 'invitation could not be sent');
  }
}
