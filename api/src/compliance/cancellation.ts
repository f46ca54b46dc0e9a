// The consumer's cancellation window of a funded contract (domain/compliance/cancellation.ts): its last day is fixed
// at CheckSent from the plaintiff's state on the check date, so lists and reports filter on a stored column.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { CLOSED_STATUSES, calendarDateIn, cancellationWindow } from '@litfund/domain';
import type { ContractsTable, Database } from '../db/schema.ts';
import { isClosed } from '../contracts/money.ts';
import { lawInForce } from './law.ts';

/**
 * The last day to cancel a contract funded on `fundedOn`, or null when the state's law gives no window (or one the
 * research could not size). West Virginia and Tennessee count from the later of funding and signing: the signing is
 * the latest ContractSigned of the contract's history.
 */
export async function cancelDeadlineAtFunding(
  trx: Kysely<Database>,
  contract: Pick<Selectable<ContractsTable>, 'id' | 'client_user_id'>,
  fundedOn: string,
  timeZone: string,
): Promise<string | null> {
  const [client, signed] = await Promise.all([
    trx
      .selectFrom('users as u')
      .innerJoin('states as s', 's.id', 'u.state_id')
      .select('s.key')
      .where('u.id', '=', contract.client_user_id)
      .executeTakeFirst(),
    trx
      .selectFrom('contract_statuses')
      .select('status_date')
      .where('contract_id', '=', contract.id)
      .where('status', '=', 'ContractSigned')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  if (!client) return null;
  const signedOn = signed ? calendarDateIn(signed.status_date, timeZone) : null;
  const window = cancellationWindow(await lawInForce(trx, client.key, fundedOn), { fundedOn, signedOn });
  return window.kind === 'deadline' ? window.deadline : null;
}

/** Contracts (aliased c) whose cancellation window is open on `day`: the lists' and reports' filter. */
export const insideCancelWindow = (eb: ExpressionBuilder<{ c: ContractsTable }, 'c'>, day: string) =>
  eb.and([
    eb('c.cancel_deadline', '>=', day),
    eb('c.cancelled_on', 'is', null),
    eb('c.current_status', 'not in', [...CLOSED_STATUSES]),
  ]);

type WindowColumns = Pick<Selectable<ContractsTable>, 'cancel_deadline' | 'cancelled_on' | 'current_status'>;

/** The last day to cancel while the window is open on `today` (not cancelled, not closed); null otherwise. */
export function openCancelDeadline(contract: WindowColumns, today: string): string | null {
  const deadline = contract.cancel_deadline;
  if (!deadline || contract.cancelled_on || isClosed(contract.current_status) || today > deadline) return null;
  return deadline;
}
