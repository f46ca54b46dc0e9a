// Mail delivery as administrators see it, and the messages of asking for the confirmation mail again.
import { z } from 'zod';

/** pending: queued or waiting for a retry; sent: the SMTP server accepted it; failed: given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_MESSAGES = {
  confirmationResent: 'If this account still needs its email confirmed, a new confirmation link is on its way',
  // Past the address's confirmation mails for the hour: no new mail, and no refusal either (anyone may ask for any
  // address); the newest link already sent works.
  confirmationSentRecently:
    'If this account still needs its email confirmed, a confirmation link was sent to it in the last hour, so no new one was sent: use the newest link in that mailbox (look in the spam folder too)',
  tooManyConfirmationMails: 'Too many confirmation emails were asked for from here. Please try again later.',
  retryQueued: 'The message will be sent again',
  onlyFailedRetried: 'Only a message that was given up can be sent again',
  noMailServer:
    'No mail server is configured (SMTP_URL), so no mail is sent: every message stays Waiting until one is.',
} as const;

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /AdminMail: the outbox, newest first. */
export const adminMailQuerySchema = z.object({
  pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a pending message is tried next. */
  nextAttemptAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailPageSchema = z.object({
  items: z.array(adminMailSchema),
  totalCount: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Whether this server delivers mail at all (a mail server is configured). Without one, messages stay Waiting in the
   * outbox (the embedded demo), and the screen says so rather than leave every message looking stuck.
   */
  delivering: z.boolean(),
});
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;
