// The account's mails (confirm the address, reset or choose a password, the notice that a password changed): each
// one-time token is stored and its mail queued in the caller's transaction, so a link is mailed exactly when its token
// exists.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { escapeHtml } from '../lib/html.ts';
import type { Mail } from '../mail/outbox.ts';
import { inviteUser } from '../users/invite.ts';
import { CONFIRM_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, newOneTimeToken } from '../lib/tokens.ts';

export type MailingApp = Pick<FastifyInstance, 'mailer' | 'config'>;
export interface Recipient { id: number; email: string; firstName: string }

async function issueToken(trx: Kysely<Database>, userId: number, kind: 'confirm' | 'reset', ttlMs: number): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await trx.insertInto('one_time_tokens').values({ kind, token_hash: hash, user_id: userId, expires_at: new Date(Date.now() + ttlMs) }).execute();
  return token;
}

/** A link to the portal carrying a one-time token and the address it belongs to. */
function tokenLink(app: MailingApp, path: string, tokenParameter: string, token: string, email: string): string {
  return `${app.config.publicUrl}${path}?${tokenParameter}=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/** Queues a confirmation mail; older confirmation links of the user stop working, so only the newest mail counts. */
/**
 * The confirmation goes to an address nobody has proven yet, so it carries nothing the registrant typed (a name
 * could carry a message of the registrant's choosing, sent in LitFund's name to anyone).
 */
export async function queueConfirmation(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  await trx.updateTable('one_time_tokens').set({ used_at: new Date() })
    .where('user_id', '=', user.id).where('kind', '=', 'confirm').where('used_at', 'is', null).execute();
  const token = await issueToken(trx, user.id, 'confirm', CONFIRM_TOKEN_TTL_MS);
  const link = tokenLink(app, '/confirm-email', 'token', token, user.email);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'Confirm your LitFund email address',
    text: `Hello,\n\nThank you for registering with LitFund. Please confirm your email address:\n${link}\n\nThe link is valid for 7 days. An administrator will review your account.\n\nLitFund support: ${app.config.supportEmail}`,
    html: `<p>Hello,</p><p>Thank you for registering with LitFund. Please <a href="${escapeHtml(link)}">confirm your email address</a>.</p><p>The link is valid for 7 days. An administrator will review your account.</p>`,
  });
}

/** A one-time link to choose a password: a reset, or an invited user's first password. */
export async function passwordLink(app: MailingApp, trx: Kysely<Database>, user: Recipient, ttlMs: number): Promise<string> {
  const token = await issueToken(trx, user.id, 'reset', ttlMs);
  return tokenLink(app, '/reset-password-success', 'passwordToken', token, user.email);
}

export async function queuePasswordReset(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  const link = await passwordLink(app, trx, user, RESET_TOKEN_TTL_MS);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'Reset your LitFund password',
    text: `Hello ${user.firstName},\n\nChoose a new password here:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this email.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a>. The link is valid for 1 hour and works once.</p><p>If you did not ask for it, ignore this email.</p>`,
  });
}

/**
 * "Send the confirmation again": a new link for an account whose address is not confirmed yet. An unknown or confirmed
 * address gets nothing; the caller answers the same either way (and throttles by address and IP before).
 */
export async function resendConfirmation(app: MailingApp & Pick<FastifyInstance, 'db'>, email: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email', 'first_name'])
      .where('email', '=', email).where('email_confirmed_at', 'is', null).executeTakeFirst();
    if (user) await queueConfirmation(app, trx, { id: user.id, email: user.email, firstName: user.first_name });
  });
}

/** Sent after a reset or a change: the owner learns of a change they did not make, and whom to tell. */
export function passwordChangedMail(config: Pick<FastifyInstance['config'], 'publicUrl' | 'supportEmail'>, to: string, firstName: string, how: 'reset' | 'change'): Mail {
  const what = how === 'reset' ? 'was reset through a link sent to this address' : 'was changed from your profile';
  const text = `Hello ${firstName},\n\nYour LitFund password ${what}. Every device signed in to your account has been signed out.\n\nIf you did not do this, reset your password at ${config.publicUrl}/reset-password and contact ${config.supportEmail} at once.`;
  return {
    to,
    subject: 'Your LitFund password was changed',
    text,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Your LitFund password ${escapeHtml(what)}. Every device signed in to your account has been signed out.</p><p>If you did not do this, <a href="${escapeHtml(`${config.publicUrl}/reset-password`)}">reset your password</a> and contact ${escapeHtml(config.supportEmail)} at once.</p>`,
  };
}

/** Ends the user's unused one-time links of `kinds`: a link mailed before a change must not outlive it. */
export async function endOneTimeLinks(trx: Kysely<Database>, userId: number, kinds: Array<'confirm' | 'reset'>): Promise<void> {
  await trx.updateTable('one_time_tokens').set({ used_at: new Date() })
    .where('user_id', '=', userId).where('kind', 'in', kinds).where('used_at', 'is', null).execute();
}

/**
 * An administrator changed a user's address: the address is what proves who signs in, so everything proven through the
 * old one ends. Links mailed to it stop working, a password set through them is cleared (an invitation sent to a
 * mistyped address would otherwise leave its reader holding the corrected account), and the new address gets an
 * invitation to choose a password. The old address hears that it no longer signs in, not what replaced it.
 */
export async function endAddressChange(app: MailingApp, trx: Kysely<Database>, old: Recipient, newEmail: string): Promise<void> {
  await endOneTimeLinks(trx, old.id, ['confirm', 'reset']);
  await trx.updateTable('users').set({ password_hash: null }).where('id', '=', old.id).execute();
  await inviteUser(app, trx, { id: old.id, email: newEmail, firstName: old.firstName });
  if (old.email.endsWith('.invalid')) return;
  await app.mailer.enqueue(trx, {
    to: old.email,
    subject: 'Your LitFund sign-in address was changed',
    text: `Hello ${old.firstName},\n\nAn administrator changed the address you sign in to LitFund with; this address no longer signs in, and links sent to it no longer work.\n\nIf this is a mistake, contact ${app.config.supportEmail}.`,
    html: `<p>Hello ${escapeHtml(old.firstName)},</p><p>An administrator changed the address you sign in to LitFund with; this address no longer signs in, and links sent to it no longer work.</p><p>If this is a mistake, contact ${escapeHtml(app.config.supportEmail)}.</p>`,
  });
}
