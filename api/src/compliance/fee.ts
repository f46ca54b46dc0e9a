// A plaintiff's additional fee is charged on top of their state's rate set: set on the user, it must keep that price
// within the state's rules in force today (checked again at CheckSent, on the funding day).
import type { Kysely } from 'kysely';
import { checkScheduleCompliance } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { badField } from '../lib/http-error.ts';
import { findRateSetOfState, scheduleOf } from '../pricing/rate-sets.ts';
import { lawInForce } from './law.ts';

/** 400 on `additionalFee` when `feeBp` with the state's rate set breaks a rule; a state without a set prices nothing. */
export async function assertFeeComplies(
  db: Kysely<Database>,
  stateId: number | null,
  feeBp: number,
  today: string,
): Promise<void> {
  if (stateId === null || feeBp <= 0) return;
  const set = await findRateSetOfState(db, stateId);
  if (!set) return;
  const law = await lawInForce(db, set.state.key, today);
  const issue = checkScheduleCompliance(law, scheduleOf(set), feeBp)[0];
  if (issue) throw badField('additionalFee', issue.message);
}
