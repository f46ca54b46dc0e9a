// Parties are emailed when their contract reaches one of the domain's NOTIFIED_STATUSES (Edit Contract says so first), and
// the counsel when an admin comment is shown to them. The mails are queued in the transaction of that change.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { statusLabel } from '@litfund/domain';
import { greeting, type MailingApp } from '../accounts/mails.ts';

/**
 * The notice of a new status, in the words the screens use ("Check Sent", not the wire's "CheckSent"). `request`: the
 * identifier of the additional-funds request whose status it is, when the notice is about a request of the case.
 */
export function statusNotice(status: string, request?: string | null): { subject: string; body: string } {
  const words = statusLabel(status);
  return request
    ? {
        subject: `Your additional funds request ${request} is now ${words}`,
        body: `The status of your additional funds request ${request} on your LitFund contract changed to ${words}.`,
      }
    : { subject: `Your contract is now ${words}`, body: `The status of your LitFund contract changed to ${words}.` };
}

export async function notifyParties(
  app: MailingApp,
  trx: Kysely<Database>,
  contractId: number,
  subject: string,
  body: string,
  /** 'counsel': the responsible attorney and law firm only (an administrator's comment is not the plaintiff's). */
  audience: 'parties' | 'counsel' = 'parties',
): Promise<void> {
  const rows = await trx
    .selectFrom('contracts as c')
    .innerJoin('users as u', (join) =>
      join.on((eb) =>
        eb.or([
          ...(audience === 'parties' ? [eb('u.id', '=', eb.ref('c.client_user_id'))] : []),
          eb('u.id', '=', eb.ref('c.responsible_attorney_id')),
          eb('u.id', '=', eb.ref('c.responsible_law_firm_id')),
        ]),
      ),
    )
    .select(['u.email', 'u.first_name', 'u.status', 'u.email_confirmed_at', 'c.identifier'])
    .where('c.id', '=', contractId)
    .execute();
  for (const row of rows) {
    // Firms built inside a request have a placeholder address until an administrator gives them one.
    if (row.email.endsWith('.invalid')) continue;
    const link = `${app.config.publicUrl}/contract-page?${contractId}`;
    // A plaintiff entered by someone else may never have confirmed the address, and has a name someone else typed:
    // neither is trusted until proven and approved.
    await app.mailer.enqueue(trx, {
      to: row.email,
      subject: `${subject} (${row.identifier ?? contractId})`,
      text: `${greeting(row)}\n\n${body}\n\nSee the contract: ${link}\n\nLitFund support: ${app.config.supportEmail}`,
    });
  }
}
