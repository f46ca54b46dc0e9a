// The account's mails (confirm the address, reset or choose a password, an invitation, the notice that a password
// changed): each one-time token is stored and its mail queued in the caller's transaction, so a link is mailed exactly
// when its token exists.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { escapeHtml } from '../lib/html.ts';
import { MAIL_MESSAGES } from '@litfund/domain';
import { HttpError } from '../lib/http-error.ts';
import { ipKey, reserve } from '../lib/throttle.ts';
import { CONFIRM_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from '../lib/tokens.ts';
import { endOneTimeLinks, issueToken } from './one-time-tokens.ts';

export type MailingApp = Pick<FastifyInstance, 'mailer' | 'config'>;
/** An account a mail goes to: the link's owner and the address it goes to (which may not be the stored one yet). */
export interface Recipient {
  id: number;
  email: string;
}

/** What a greeting depends on. */
export interface Addressee {
  status: string;
  first_name: string;
  email_confirmed_at: Date | null;
}

/**
 * The line every mail opens with, and the only place a name enters one: "Hello <first name>," for an account an
 * administrator has approved (and so read the name) whose address is confirmed; "Hello," for anyone else, or for a
 * mail to an address nobody has proven (null). A New user's name is whatever was typed, at registration or by an
 * attorney entering a plaintiff, and may carry a message of anyone's choosing sent in LitFund's name.
 */
export function greeting(addressee: Addressee | null | undefined): string {
  return addressee && addressee.status === 'Approved' && addressee.email_confirmed_at
    ? `Hello ${addressee.first_name},`
    : 'Hello,';
}

/** `greeting` for the user `userId` as the transaction sees them now. */
export async function greetingOf(db: Kysely<Database>, userId: number): Promise<string> {
  return greeting(
    await db
      .selectFrom('users')
      .select(['status', 'first_name', 'email_confirmed_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
  );
}

/** How long an invitation's set-password link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Asking for the confirmation mail again: a few times an hour per address, a few more per IP. */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;
export const CONFIRMATION_RESENDS_PER_HOUR_PER_IP = 10;
const HOUR_MS = 60 * 60 * 1000;

/** A link to the portal carrying a one-time token and the address it belongs to. */
function tokenLink(app: MailingApp, path: string, tokenParameter: string, token: string, email: string): string {
  return `${app.config.publicUrl}${path}?${tokenParameter}=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/**
 * Queues a confirmation mail; older confirmation links of the user stop working, so only the newest mail counts. It
 * goes to an address nobody has proven yet, so it carries nothing the registrant typed.
 */
export async function queueConfirmation(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  await endOneTimeLinks(trx, user.id, ['confirm']);
  const token = await issueToken(trx, user.id, 'confirm', CONFIRM_TOKEN_TTL_MS);
  const link = tokenLink(app, '/confirm-email', 'token', token, user.email);
  const hello = await greetingOf(trx, user.id);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'Confirm your LitFund email address',
    text: `${hello}\n\nThank you for registering with LitFund. Please confirm your email address:\n${link}\n\nThe link is valid for 7 days. An administrator will review your account.\n\nLitFund support: ${app.config.supportEmail}`,
    html: `<p>${escapeHtml(hello)}</p><p>Thank you for registering with LitFund. Please <a href="${escapeHtml(link)}">confirm your email address</a>.</p><p>The link is valid for 7 days. An administrator will review your account.</p>`,
  });
}

/** A one-time link to choose a password: a reset, or an invited user's first password. */
export async function passwordLink(
  app: MailingApp,
  trx: Kysely<Database>,
  user: Recipient,
  ttlMs: number,
): Promise<string> {
  const token = await issueToken(trx, user.id, 'reset', ttlMs);
  return tokenLink(app, '/reset-password-success', 'passwordToken', token, user.email);
}

/** Anyone may ask for it, to an address that may never have been confirmed: the greeting decides on the name. */
export async function queuePasswordReset(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  const link = await passwordLink(app, trx, user, RESET_TOKEN_TTL_MS);
  const hello = await greetingOf(trx, user.id);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'Reset your LitFund password',
    text: `${hello}\n\nChoose a new password here:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this email.`,
    html: `<p>${escapeHtml(hello)}</p><p><a href="${escapeHtml(link)}">Choose a new password</a>. The link is valid for 1 hour and works once.</p><p>If you did not ask for it, ignore this email.</p>`,
  });
}

/**
 * "Send the confirmation again": a new link for an account whose address is not confirmed yet. One with a password gets
 * a confirmation link (confirming asks for it); an invited one without a password (a plaintiff an attorney entered, a
 * user whose invitation expired) gets a new set-password link, since choosing a password is how it confirms; without
 * it such an account could never be confirmed, so never approved. Any other address gets nothing, and
 * the caller answers the same either way: 'asked', or 'recent' once the address had CONFIRMATION_RESENDS_PER_HOUR
 * requests in the hour (no mail; the newest link sent still works, and nobody asking for someone else's address can
 * lock its owner out). Both counts are kept per request whatever the address's state, so neither the answer nor the
 * throttle tells a confirmed account from an unconfirmed or unknown one; past the IP's own limit the IP is refused (429).
 */
export async function resendConfirmation(
  app: MailingApp & Pick<FastifyInstance, 'db'>,
  email: string,
  ip: string,
): Promise<'asked' | 'recent'> {
  const fromIp = { key: `confirm-mail-${ipKey(ip)}`, limit: CONFIRMATION_RESENDS_PER_HOUR_PER_IP };
  if (!(await reserve(app.db, [fromIp], [], HOUR_MS))) throw new HttpError(429, MAIL_MESSAGES.tooManyConfirmationMails);
  const toAddress = { key: `confirm-mail:${email.toLowerCase()}`, limit: CONFIRMATION_RESENDS_PER_HOUR };
  if (!(await reserve(app.db, [toAddress], [], HOUR_MS))) return 'recent';
  await app.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where('email', '=', email)
      .where('email_confirmed_at', 'is', null)
      .executeTakeFirst();
    if (!user) return;
    const recipient = { id: user.id, email: user.email };
    if (user.password_hash != null) await queueConfirmation(app, trx, recipient);
    else await queueInvitationAgain(app, trx, recipient);
  });
  return 'asked';
}

/**
 * Users an administrator creates (create user, or a party built inside a contract request) are Approved and get an
 * invitation: a set-password link through the reset-password flow. Stores the invitation's one-time token and queues
 * its mail in the transaction that creates the user.
 */
export async function inviteUser(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  const link = await passwordLink(app, trx, user, INVITATION_TTL_MS);
  const hello = await greetingOf(trx, user.id);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'You have been invited to LitFund',
    text: `${hello}\n\nAn administrator has created a LitFund account for you. Choose your password here:\n${link}\n\nThe link is valid for 7 days and works once.\n\nLitFund support: ${app.config.supportEmail}`,
    html: `<p>${escapeHtml(hello)}</p><p>An administrator has created a LitFund account for you. <a href="${escapeHtml(link)}">Choose your password</a>.</p><p>The link is valid for 7 days and works once.</p>`,
  });
}

/**
 * A new set-password link for an invited account that never chose a password: older ones stop working, so only the
 * newest mail counts (as with confirmation links). It says nothing of who invited them or why: anyone may ask for it.
 */
async function queueInvitationAgain(app: MailingApp, trx: Kysely<Database>, user: Recipient): Promise<void> {
  await endOneTimeLinks(trx, user.id, ['reset']);
  const link = await passwordLink(app, trx, user, INVITATION_TTL_MS);
  const hello = await greetingOf(trx, user.id);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'Choose your LitFund password',
    text: `${hello}\n\nA new link to your LitFund account was asked for. Choose your password here; it also confirms this email address:\n${link}\n\nThe link is valid for 7 days and works once; earlier links no longer work. If you did not ask for it, ignore this email.\n\nLitFund support: ${app.config.supportEmail}`,
    html: `<p>${escapeHtml(hello)}</p><p>A new link to your LitFund account was asked for. <a href="${escapeHtml(link)}">Choose your password</a>; it also confirms this email address.</p><p>The link is valid for 7 days and works once; earlier links no longer work. If you did not ask for it, ignore this email.</p>`,
  });
}

/** Sent after a reset or a change: the owner learns of a change they did not make, and whom to tell. */
export async function queuePasswordChanged(
  app: MailingApp,
  trx: Kysely<Database>,
  user: Recipient,
  how: 'reset' | 'change',
): Promise<void> {
  const { config } = app;
  const what = how === 'reset' ? 'was reset through a link sent to this address' : 'was changed from your profile';
  const hello = await greetingOf(trx, user.id);
  await app.mailer.enqueue(trx, {
    to: user.email,
    subject: 'Your LitFund password was changed',
    text: `${hello}\n\nYour LitFund password ${what}. Every device signed in to your account has been signed out.\n\nIf you did not do this, reset your password at ${config.publicUrl}/reset-password and contact ${config.supportEmail} at once.`,
    html: `<p>${escapeHtml(hello)}</p><p>Your LitFund password ${escapeHtml(what)}. Every device signed in to your account has been signed out.</p><p>If you did not do this, <a href="${escapeHtml(`${config.publicUrl}/reset-password`)}">reset your password</a> and contact ${escapeHtml(config.supportEmail)} at once.</p>`,
  });
}

/**
 * An administrator changed a user's address: the address is what proves who signs in, so everything proven through the
 * old one ends. Links mailed to it stop working, a password set through them is cleared (an invitation sent to a
 * mistyped address would otherwise leave its reader holding the corrected account), and the new address gets an
 * invitation to choose a password. The old address hears that it no longer signs in, not what replaced it. Called
 * after the change is written, so both mails greet the account as it now stands (its new address unconfirmed).
 */
export async function endAddressChange(
  app: MailingApp,
  trx: Kysely<Database>,
  old: Recipient,
  newEmail: string,
): Promise<void> {
  await endOneTimeLinks(trx, old.id, ['confirm', 'reset']);
  await trx.updateTable('users').set({ password_hash: null }).where('id', '=', old.id).execute();
  await inviteUser(app, trx, { id: old.id, email: newEmail });
  if (old.email.endsWith('.invalid')) return;
  const hello = await greetingOf(trx, old.id);
  await app.mailer.enqueue(trx, {
    to: old.email,
    subject: 'Your LitFund sign-in address was changed',
    text: `${hello}\n\nAn administrator changed the address you sign in to LitFund with; this address no longer signs in, and links sent to it no longer work.\n\nIf this is a mistake, contact ${app.config.supportEmail}.`,
    html: `<p>${escapeHtml(hello)}</p><p>An administrator changed the address you sign in to LitFund with; this address no longer signs in, and links sent to it no longer work.</p><p>If this is a mistake, contact ${escapeHtml(app.config.supportEmail)}.</p>`,
  });
}
