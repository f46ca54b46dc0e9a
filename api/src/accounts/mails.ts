// The account mails: confirmation and reset links, and the notice that a password changed.
import type { Config } from '../config.ts';
import type { Mail } from '../plugins/mail.ts';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Links = Pick<Config, 'publicUrl' | 'supportEmail'>;

export function confirmationMail(config: Links, to: string, firstName: string, token: string): Mail {
  const link = `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Confirm your LitFund email address',
    text: `Hello ${firstName},\n\nThank you for registering with LitFund. Please confirm your email address:\n${link}\n\nThe link is valid for 7 days. An administrator will review your account.\n\nLitFund support: ${config.supportEmail}`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Thank you for registering with LitFund. Please <a href="${escapeHtml(link)}">confirm your email address</a>.</p><p>The link is valid for 7 days. An administrator will review your account.</p>`,
  };
}

export function resetMail(config: Links, to: string, firstName: string, token: string): Mail {
  const link = `${config.publicUrl}/reset-password-success?passwordToken=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Reset your LitFund password',
    text: `Hello ${firstName},\n\nChoose a new password here:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this email.`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a>. The link is valid for 1 hour and works once.</p><p>If you did not ask for it, ignore this email.</p>`,
  };
}

/** Sent after a reset or a change: the owner learns of a change they did not make, and whom to tell. */
export function passwordChangedMail(config: Links, to: string, firstName: string, how: 'reset' | 'change'): Mail {
  const what = how === 'reset' ? 'was reset through a link sent to this address' : 'was changed from your profile';
  const text = `Hello ${firstName},\n\nYour LitFund password ${what}. Every device signed in to your account has been signed out.\n\nIf you did not do this, reset your password at ${config.publicUrl}/reset-password and contact ${config.supportEmail} at once.`;
  return {
    to,
    subject: 'Your LitFund password was changed',
    text,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Your LitFund password ${escapeHtml(what)}. Every device signed in to your account has been signed out.</p><p>If you did not do this, <a href="${escapeHtml(`${config.publicUrl}/reset-password`)}">reset your password</a> and contact ${escapeHtml(config.supportEmail)} at once.</p>`,
  };
}
