// What every contract action is given besides its transaction, its caller and its input.
import type { FastifyInstance } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import type { ContractsTable, Database } from '../../db/schema.ts';
import type { CallerUser } from '../../types.ts';
import type { MailingApp } from '../../accounts/mails.ts';
import { businessToday } from '../today.ts';

export interface ActionContext {
  /** The business day the action happens on ('YYYY-MM-DD'). */
  today: string;
  timeZone: string;
  /** Where the parties' notices are queued (in the action's transaction). */
  mail: MailingApp;
}

export const actionContext = (app: FastifyInstance): ActionContext => ({
  today: businessToday(app),
  timeZone: app.config.businessTimeZone,
  mail: app,
});

export type ContractRow = Selectable<ContractsTable>;

/** An action on one contract: in the route's transaction, by the caller, on the contract with this id, with the parsed input. */
export type ContractAction<Input> = (
  trx: Transaction<Database>,
  ctx: ActionContext,
  caller: CallerUser,
  id: number,
  input: Input,
) => Promise<void>;
