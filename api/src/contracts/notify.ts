// Parties are emailed when their contract is Approved, Declined, CheckSent or PaidOff, and when an admin comment
// visible to them is added (DESIGN.md section 4). A mail that fails is logged; the change stands.
import type { FastifyInstance } from 'fastify';

export const NOTIFIED_STATUSES = ['Approved', 'Declined', 'CheckSent', 'PaidOff'] as const;

export async function notifyParties(app: FastifyInstance, contractId: number, subject: string, body: string): Promise<void> {
  const rows = await app.db.selectFrom('contracts as c')
    .innerJoin('users as u', (join) => join.on((eb) => eb.or([
      eb('u.id', '=', eb.ref('c.client_user_id')), eb('u.id', '=', eb.ref('c.responsible_attorney_id')), eb('u.id', '=', eb.ref('c.responsible_law_firm_id')),
    ])))
    .select(['u.email', 'u.first_name', 'c.identifier'])
    .where('c.id', '=', contractId)
    .execute();
  for (const row of rows) {
    // Firms built inside a request have a placeholder address until an administrator gives them one.
    if (row.email.endsWith('.invalid')) continue;
    const link = `${app.config.publicUrl}/contract-page?${contractId}`;
    try {
      await app.mailer.send({
        to: row.email,
        subject: `${subject} (${row.identifier ?? contractId})`,
        text: `Hello ${row.first_name},\n\n${body}\n\nSee the contract: ${link}\n\nLitFund support: ${app.config.supportEmail}`,
      });
    } catch (error) {
      app.log.error({ err: error, to: row.email, contractId }, 'contract notification could not be sent');
    }
  }
}
