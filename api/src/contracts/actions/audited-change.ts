// An administrator's change to a contract and its audit row, in the caller's transaction: both commit or neither.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import { audit } from '../../audit/audit-log.ts';
import { contractSnapshot } from '../audit.ts';
import { refreshCaseFigures } from '../../insights/case-figures.ts';
import { lockedContract } from '../money.ts';
import type { ActionContext, ContractRow } from './context.ts';

/**
 * Locks the contract's row (404 when the actor may not see it), runs the change and writes the audit row with the
 * contract before and after. The lock comes first, so the change decides on, and the row records, what no concurrent
 * request is changing. Every change of a case's money or status is one of these, so this is also where the case's
 * statistics figures are computed again (insights/case-figures.ts), in the same transaction.
 */
export async function auditedChange<T>(
  trx: Transaction<Database>,
  ctx: ActionContext,
  actor: CallerUser,
  id: number,
  action: string,
  change: (contract: ContractRow) => Promise<T>,
): Promise<T> {
  const contract = await lockedContract(trx, id, actor, ctx.today);
  const snapshot = () => contractSnapshot(trx, id, { viewer: actor, today: ctx.today, timeZone: ctx.timeZone });
  const before = await snapshot();
  const result = await change(contract);
  // An additional-funds request is no case, and no action on one changes its case's figures (its requested amount is
  // fixed when it is filed, and its money is a tranche of the case, added by an action on the case). Leaving the case
  // alone also keeps the locks in one order: a case, then its requests (add-funding), never the other way round.
  if (contract.parent_contract_id == null) await refreshCaseFigures(trx, [id], ctx.timeZone, ctx.today);
  await audit(trx, actor.id, action, 'contract', id, before, await snapshot());
  return result;
}
