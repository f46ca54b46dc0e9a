// Who may file a new case for which plaintiff. Clients file for themselves; attorneys and law-firm users for the
// plaintiffs of the contracts they are responsible for, or for a new plaintiff they enter (created New and invited;
// an administrator approves them before any funding); a law-firm user names the responsible attorney among the
// firm's confirmed attorneys; administrators file for anyone. The Request Funds autocompletes offer exactly what
// these rules accept, so the form and the server cannot disagree.
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser } from '../types.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { escapeHtml } from '../lib/html.ts';
import { linkInForce } from './access.ts';
import { INVITATION_TTL_MS, greetingOf, passwordLink, type MailingApp } from '../accounts/mails.ts';

type Filer = Pick<CallerUser, 'id' | 'user_type'>;
type UsersExpressions = ExpressionBuilder<Database, 'users'>;

/**
 * The ids of the plaintiffs `caller` (an attorney or a law-firm user) may file for: the clients of the contracts they
 * are the responsible attorney or law firm of, whatever those plaintiffs' status, ban or loan limit (leaving some out
 * would tell the caller about them).
 */
export function ownPlaintiffIds(
  db: Kysely<Database>,
  caller: Filer,
): SelectQueryBuilder<Database, 'contracts', { client_user_id: number }> {
  const column = caller.user_type === 'LawFirm' ? 'responsible_law_firm_id' : 'responsible_attorney_id';
  return db.selectFrom('contracts').select('client_user_id').where(column, '=', caller.id);
}

/**
 * The firm's confirmed attorneys on the business day `today`: Approved attorneys whose link to the firm is in force
 * (present, confirmed by the firm or an administrator, started), the same links that open the firm's contracts to them.
 */
export function confirmedAttorneysOf(firmId: number, today: string) {
  return (eb: UsersExpressions) =>
    eb.and([
      eb('users.user_type', '=', 'Attorney'),
      eb('users.status', '=', 'Approved'),
      eb.exists(
        eb
          .selectFrom('user_law_firms as f')
          .select('f.id')
          .whereRef('f.user_id', '=', 'users.id')
          .where('f.law_firm_user_id', '=', firmId)
          .where((f) => linkInForce(f, today)),
      ),
    ]);
}

/** Refused exactly as a plaintiff id that does not exist is refused, for every caller. */
export const noSuchPlaintiff = () => notFound(CONTRACT_MESSAGES.plaintiffNotFound);

/** The plaintiff `clientId` if `caller` may file for them; otherwise the answer an unknown id gets. */
export async function plaintiffToFileFor(db: Kysely<Database>, caller: CallerUser, clientId: number) {
  const found = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', clientId)
    .where('user_type', '=', 'Client')
    .$if(caller.user_type !== 'Administrator', (q) => q.where('id', 'in', ownPlaintiffIds(db, caller)))
    .executeTakeFirst();
  if (!found) throw noSuchPlaintiff();
  return found;
}

/** A law-firm user's request names its responsible attorney (the last one) among the firm's confirmed attorneys. */
export async function assertFirmAttorneys(
  db: Kysely<Database>,
  firmId: number,
  attorneyIds: Array<number | undefined>,
  today: string,
): Promise<void> {
  const message = CONTRACT_MESSAGES.firmAttorneyRequired;
  if (attorneyIds.length === 0) throw badRequest(message, [{ path: 'contractAttorneyDTO', message }]);
  for (const [i, id] of attorneyIds.entries()) {
    const found =
      id == null
        ? undefined
        : await db
            .selectFrom('users')
            .select('id')
            .where('id', '=', id)
            .where(confirmedAttorneysOf(firmId, today))
            .executeTakeFirst();
    if (!found) throw badRequest(message, [{ path: `contractAttorneyDTO.${i}.userId`, message }]);
  }
}

/**
 * Who the invitation says asked for the funding: the contract's responsible attorney, and the law firm only when the
 * attorney is its confirmed member, both Approved and named as LitFund stores them (names only an administrator
 * changes). Nothing the filer typed in the request, so the mail cannot carry a message of the filer's choosing.
 */
async function filedBy(trx: Kysely<Database>, contractId: number, today: string) {
  const contract = await trx
    .selectFrom('contracts')
    .select(['identifier', 'responsible_attorney_id', 'responsible_law_firm_id'])
    .where('id', '=', contractId)
    .executeTakeFirstOrThrow();
  const attorney = contract.responsible_attorney_id
    ? await trx
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', contract.responsible_attorney_id)
        .where('user_type', '=', 'Attorney')
        .where('status', '=', 'Approved')
        .executeTakeFirst()
    : undefined;
  const firmId = contract.responsible_law_firm_id;
  const firm =
    firmId && contract.responsible_attorney_id
      ? await trx
          .selectFrom('users')
          .select('first_name')
          .where('id', '=', firmId)
          .where('user_type', '=', 'LawFirm')
          .where('status', '=', 'Approved')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('users')
                .select('users.id')
                .where('users.id', '=', contract.responsible_attorney_id)
                .where(confirmedAttorneysOf(firmId, today)),
            ),
          )
          .executeTakeFirst()
      : undefined;
  const attorneyName = attorney ? `${attorney.first_name} ${attorney.last_name}`.trim() : null;
  let who = 'An attorney';
  if (attorneyName) who = firm ? `Attorney ${attorneyName} of ${firm.first_name}` : `Attorney ${attorneyName}`;
  return { who, reference: contract.identifier ?? String(contractId) };
}

/**
 * Mails the plaintiff an attorney or law firm entered a set-password link (the invitation's reset flow), queued in the
 * transaction that creates them and their contract, so the mail exists exactly when the account does. The address is
 * the filer's typing and nobody has proven it yet: the mail greets no one by name and says only what LitFund itself
 * knows (who is responsible for the case, its reference).
 */
export async function invitePlaintiffOfFiler(
  trx: Kysely<Database>,
  deps: MailingApp,
  plaintiff: { id: number; email: string },
  contractId: number,
  today: string,
): Promise<void> {
  const link = await passwordLink(deps, trx, plaintiff, INVITATION_TTL_MS);
  const { who, reference } = await filedBy(trx, contractId, today);
  const hello = await greetingOf(trx, plaintiff.id);
  await deps.mailer.enqueue(trx, {
    to: plaintiff.email,
    subject: 'Your LitFund account: a funding request was filed for you',
    text:
      `${hello}\n\n${who} has asked LitFund to fund your case (LitFund reference ${reference}) and created a ` +
      `LitFund account for you. LitFund reviews your account before any funding. Choose your password here:\n${link}\n\n` +
      `The link is valid for 7 days and works once. If you did not expect this, write to ${deps.config.supportEmail}.`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(who)} has asked LitFund to fund your case (LitFund reference ${escapeHtml(reference)}) ` +
      `and created a LitFund account for you. LitFund reviews your account before any funding. ` +
      `<a href="${escapeHtml(link)}">Choose your password</a>.</p>` +
      `<p>The link is valid for 7 days and works once. If you did not expect this, write to ${escapeHtml(deps.config.supportEmail)}.</p>`,
  });
}
