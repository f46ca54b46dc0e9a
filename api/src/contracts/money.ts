// A contract's money figures from its stored facts, through domain/pricing.
import type { Kysely, Selectable } from 'kysely';
import {
  CLOSED_STATUSES,
  MESSAGES,
  calendarDateIn,
  calendarDayToWire,
  centsToDollars,
  chargesStopOn,
  contractMoney,
  fundingRefusal,
  priceChangeSchedule,
  recoveryCapOf,
  riskRate,
} from '@litfund/domain';
import type {
  ClosingStatus,
  ComplianceSnapshot,
  ContractMoneyInput,
  ContractStatus,
  ContractType,
  RateSchedule,
  RecoveryCap,
} from '@litfund/domain';
import type { ContractsTable, Database } from '../db/schema.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { visibleTo, type Viewer } from './access.ts';

/** The stored facts the figures depend on (one contract). */
export interface MoneyFacts {
  contractType: string;
  checkAmountCents: number | null;
  checkDate: string | null;
  rateSnapshot: unknown;
  feeSnapshotBp: number | null;
  /** The statutory term kept at CheckSent: charges stop this many months after each tranche's funding day. */
  chargeTermMonths: number | null;
  tranches: ReadonlyArray<{ amountCents: number; fundedOn: string }>;
  payments: ReadonlyArray<{ amountCents: number; paidOn: string }>;
  reducedCents: number | null;
  currentStatus: string;
  currentStatusAt: Date | string;
  amountSettlementCents: number | null;
  estimatedSettlement: string | null;
  /** Cancelled inside the window: the payoff is the funded amount, never more. */
  cancelled?: boolean;
  /** The state and funding day whose rules were applied at CheckSent (the recovery cap is that day's). */
  compliance?: Pick<ComplianceSnapshot, 'state' | 'checkedOn'> | null;
}

export interface MoneyFigures {
  totalDue: number | null;
  paidOff: number;
  finalAmountOwed: number | null;
  daysBeforePriceIncrease: number;
  currentContractRiskRatePercent: number | null;
}

const isSchedule = (value: unknown): value is RateSchedule =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RateSchedule).pre) &&
  Array.isArray((value as RateSchedule).post);

const fundedCentsOfFacts = (facts: MoneyFacts) =>
  (facts.checkAmountCents ?? 0) + facts.tranches.reduce((sum, t) => sum + t.amountCents, 0);

/**
 * The state's cap on what the funder may recover (NY, MT, GA) for a funded contract, measured against its settlement
 * amount (attorney fees are not recorded); null where the contract's state and funding day have none.
 */
export function recoveryCapOfFacts(facts: MoneyFacts): RecoveryCap | null {
  if (!facts.compliance || facts.checkAmountCents == null) return null;
  return recoveryCapOf(facts.compliance.state, facts.compliance.checkedOn, {
    fundedCents: fundedCentsOfFacts(facts),
    grossRecoveryCents: facts.amountSettlementCents,
    attorneyFeesCents: null,
  });
}

/** The pricing input, or null before CheckSent (nothing is funded, so nothing is owed). */
export function moneyInput(facts: MoneyFacts, today: string, timeZone: string): ContractMoneyInput | null {
  if (facts.checkAmountCents == null || !facts.checkDate || !isSchedule(facts.rateSnapshot)) return null;
  const closed = (CLOSED_STATUSES as readonly string[]).includes(facts.currentStatus);
  const tranches = [
    { principalCents: facts.checkAmountCents, fundedOn: facts.checkDate },
    ...facts.tranches.map((t) => ({ principalCents: t.amountCents, fundedOn: t.fundedOn })),
  ];
  // A cancellation is an agreed payoff of the principal: charges never accrue, and a lower reduction still stands.
  const fundedCents = fundedCentsOfFacts(facts);
  const reducedCents = facts.cancelled ? Math.min(facts.reducedCents ?? fundedCents, fundedCents) : facts.reducedCents;
  return {
    contractType: facts.contractType as ContractType,
    schedule: facts.rateSnapshot,
    feeBp: facts.feeSnapshotBp ?? 0,
    tranches: tranches.map((t) => ({ ...t, chargesStopOn: chargesStopOn(t.fundedOn, facts.chargeTermMonths) })),
    payments: facts.payments.map((p) => ({ amountCents: p.amountCents, paidOn: p.paidOn })),
    reducedCents,
    capCents: recoveryCapOfFacts(facts)?.capCents ?? null,
    closing: closed
      ? { status: facts.currentStatus as ClosingStatus, on: calendarDateIn(new Date(facts.currentStatusAt), timeZone) }
      : null,
    today,
  };
}

/** totalDue and friends in dollars; totalDue is null until CheckSent is in the history. */
export function moneyFigures(facts: MoneyFacts, today: string, timeZone: string): MoneyFigures {
  const paidOffCents = facts.payments.reduce((sum, p) => sum + p.amountCents, 0);
  const input = moneyInput(facts, today, timeZone);
  if (!input) {
    return {
      totalDue: null,
      paidOff: centsToDollars(paidOffCents),
      finalAmountOwed: null,
      daysBeforePriceIncrease: 0,
      currentContractRiskRatePercent: null,
    };
  }
  const money = contractMoney(input);
  return {
    totalDue: centsToDollars(money.totalDueCents),
    paidOff: centsToDollars(money.paidOffCents),
    finalAmountOwed: money.finalAmountOwedCents == null ? null : centsToDollars(money.finalAmountOwedCents),
    daysBeforePriceIncrease: money.daysBeforePriceIncrease,
    currentContractRiskRatePercent: riskRate(
      money.totalDueCents,
      facts.contractType as ContractType,
      facts.amountSettlementCents,
      facts.estimatedSettlement,
    ),
  };
}

/**
 * The next change of Total Due, by the payoff statement's rule (an increase that leaves the payoff unchanged is
 * skipped): its day and the amount from then. Null before CheckSent, once closed, and when it no longer grows.
 */
export function nextPriceChange(
  facts: MoneyFacts,
  today: string,
  timeZone: string,
): { date: string; totalDue: number } | null {
  const input = moneyInput(facts, today, timeZone);
  if (!input || input.closing) return null;
  const next = priceChangeSchedule(input, 2)[1];
  return next ? { date: calendarDayToWire(next.from), totalDue: centsToDollars(next.payoffCents) } : null;
}

/**
 * Expected value: what the contract is expected to bring in, priced on its estimated settlement day (today when that
 * has passed or is unknown); a closed contract's frozen final amount. Payments already made count towards it. Null
 * before CheckSent. The raw report's column and the funder's dashboard both use it.
 */
export function expectedValueCents(
  facts: MoneyFacts,
  estimatedDuration: string | null,
  today: string,
  timeZone: string,
): number | null {
  const settlementDay = estimatedDuration && estimatedDuration > today ? estimatedDuration : today;
  const expected = moneyFigures(facts, settlementDay, timeZone);
  const paidCents = facts.payments.reduce((sum, p) => sum + p.amountCents, 0);
  return expected.totalDue == null ? null : Math.round(expected.totalDue * 100) + paidCents;
}

export const isClosed = (status: string) =>
  (CLOSED_STATUSES as readonly ContractStatus[]).includes(status as ContractStatus);

/** Sum of the principals funded on the client's open contracts (CheckSent and not closed), tranches included. */
export async function openFundedCents(db: Kysely<Database>, clientId: number): Promise<number> {
  const rows = await db
    .selectFrom('contracts as c')
    .select([
      'c.current_status',
      'c.check_amount_cents',
      (eb) =>
        eb
          .selectFrom('contract_tranches as t')
          .select((t) => t.fn.coalesce(t.fn.sum<number>('t.amount_cents'), t.lit(0)).as('s'))
          .whereRef('t.contract_id', '=', 'c.id')
          .as('extra'),
    ])
    .where('c.client_user_id', '=', clientId)
    .where('c.check_amount_cents', 'is not', null)
    .execute();
  return rows
    .filter((r) => !isClosed(r.current_status))
    .reduce((sum, r) => sum + Number(r.check_amount_cents ?? 0) + Number(r.extra ?? 0), 0);
}

/**
 * Refuses (409) a check or tranche of `addCents` to this plaintiff when they are banned, not Approved, or it would take
 * their open funded total above their loan limit. Call it inside the transaction of the move: it locks the
 * plaintiff's row, so two moves to one plaintiff (on two contracts, on two API instances) are decided one after the
 * other and cannot both squeeze under the limit.
 */
export async function assertMayFund(trx: Kysely<Database>, clientId: number, addCents: number): Promise<void> {
  const client = await trx
    .selectFrom('users')
    .select(['banned', 'status', 'loan_limit_cents'])
    .where('id', '=', clientId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refusal = fundingRefusal(
    {
      banned: client.banned,
      status: client.status,
      loanLimitCents: client.loan_limit_cents == null ? null : Number(client.loan_limit_cents),
      openFundedCents: await openFundedCents(trx, clientId),
    },
    addCents,
  );
  if (refusal) throw conflict(refusal);
}

/** The principal a contract has funded: its check and its additional tranches. */
export async function fundedCentsOf(
  trx: Kysely<Database>,
  contract: Pick<Selectable<ContractsTable>, 'id' | 'check_amount_cents'>,
): Promise<number> {
  const tranches = await trx
    .selectFrom('contract_tranches')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('s'))
    .where('contract_id', '=', contract.id)
    .executeTakeFirstOrThrow();
  return Number(contract.check_amount_cents ?? 0) + Number(tranches.s);
}

/**
 * The contract's row, locked until the transaction ends: 404 when it does not exist or the viewer may not see it (one
 * answer for both).
 */
export async function lockedContract(
  trx: Kysely<Database>,
  id: number,
  viewer: Viewer,
  today: string,
): Promise<Selectable<ContractsTable>> {
  const contract = await trx
    .selectFrom('contracts as c')
    .selectAll('c')
    .where('c.id', '=', id)
    .where(visibleTo(viewer, today))
    .forUpdate()
    .executeTakeFirst();
  if (!contract) throw notFound(MESSAGES.notFound);
  return contract;
}
