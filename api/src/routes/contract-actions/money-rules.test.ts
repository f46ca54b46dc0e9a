import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  CONTRACT_MESSAGES,
  MONEY_RULE_MESSAGES,
  approvedBelowCheckMessage,
  centsToDollars,
  checkAboveApprovedMessage,
  contractMoney,
  dateBeforeFundingMessage,
  loanLimitMessage,
  overpaymentMessage,
} from '@litfund/domain';
import type { ContractRead, RateSchedule } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, contractForm, demoToken, noon, paperClientContract } from '../../test-support/fixtures.ts';

/** Every figure below is computed on this business day (America/New_York). */
const TODAY = '2026-11-20';

async function count(
  app: FastifyInstance,
  table: 'contract_payments' | 'contract_tranches' | 'contract_statuses' | 'audit_log',
  contractId: number,
) {
  const column = table === 'audit_log' ? sql.ref('entity_id') : sql.ref('contract_id');
  const value = table === 'audit_log' ? String(contractId) : contractId;
  const row = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} where ${column} = ${value}`.execute(app.db);
  return row.rows[0]!.n;
}

describeEachDatabase(
  'Money rules when money moves',
  (ctx) => {
    let admin = '';
    const { get, post } = apiCalls(ctx, () => admin);
    /** An Approved plaintiff in Georgia (which has rates), with an optional loan limit in cents. */
    const plaintiff = async (loanLimitCents: number | null = null) => {
      const user = await createApprovedUser(ctx.app, { firstName: 'Pat', lastName: 'Plaintiff' });
      await ctx.app.db
        .updateTable('users')
        .set({ user_type: 'Client', loan_limit_cents: loanLimitCents })
        .where('id', '=', user.id)
        .execute();
      return user.id;
    };
    const contractOf = async (clientId: number, amount: number) => {
      const response = await post('Contract', contractForm(clientId, { amountRequested: amount }));
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }).id;
    };
    const checkSent = async (id: number, amount: number, day = TODAY) => {
      await paperClientContract(ctx.app, id);
      return post(`Contract/${id}/statusUpdate`, {
        contractsStatus: 'CheckSent',
        statusValue: amount,
        dateChange: noon(day),
      });
    };
    const tranche = (id: number, amount: number, day = TODAY) =>
      post(`Contract/${id}/addAdditionalFundingRequest`, { amount, date: noon(day) });
    const payment = (id: number, amount: number, day = TODAY, confirmOverpayment?: boolean) =>
      post(`Contract/${id}/updateAmountPayment`, {
        amount,
        date: noon(day),
        ...(confirmOverpayment === undefined ? {} : { confirmOverpayment }),
      });
    const contract = async (id: number) => (await get(`Contract/${id}`)).json() as ContractRead;

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
    });

    it('the loan limit holds at CheckSent and at every tranche, to the cent, and a refusal changes nothing', async () => {
      const client = await plaintiff(600_000);
      // Both requests are filed while nothing is funded, so both pass the filing check.
      const first = await contractOf(client, 5000);
      const second = await contractOf(client, 1000);
      expect((await checkSent(first, 5000, '2026-11-01')).statusCode).toBe(200);

      const statuses = await count(ctx.app, 'contract_statuses', second);
      const audits = await count(ctx.app, 'audit_log', second);
      const over = await checkSent(second, 1000.01);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ message: loanLimitMessage(600_000, 600_001) });
      expect(over.json().message).toBe(
        "This would take the plaintiff's open funded total to $6,000.01, above their loan limit of $6,000.00",
      );
      expect([await count(ctx.app, 'contract_statuses', second), await count(ctx.app, 'audit_log', second)]).toEqual([
        statuses,
        audits,
      ]);

      const tooMuch = await tranche(first, 1000.01);
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toBe(loanLimitMessage(600_000, 600_001));
      expect(await count(ctx.app, 'contract_tranches', first)).toBe(0);
      // Exactly at the limit is allowed; one more cent anywhere is not.
      expect((await tranche(first, 1000)).statusCode).toBe(200);
      expect((await checkSent(second, 0.01)).statusCode).toBe(409);
      // A closed contract no longer counts: once the first is paid off, the second may be funded.
      expect((await post(`Contract/${first}/statusUpdate`, { contractsStatus: 'PaidOff' })).statusCode).toBe(200);
      expect((await checkSent(second, 1000)).statusCode).toBe(200);
    });

    it('parallel tranches cannot squeeze past the limit together', async () => {
      const client = await plaintiff(600_000);
      const id = await contractOf(client, 1000);
      expect((await checkSent(id, 1000, '2026-11-01')).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 8 }, () => tranche(id, 1000)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
      expect((await contract(id)).additionalFundingRequestsDto).toHaveLength(5);
    });

    it('no money goes to a banned plaintiff or one who is not Approved', async () => {
      const client = await plaintiff();
      const funded = await contractOf(client, 2000);
      const waiting = await contractOf(client, 2000);
      expect((await checkSent(funded, 2000, '2026-11-01')).statusCode).toBe(200);
      await ctx.app.db.updateTable('users').set({ banned: true }).where('id', '=', client).execute();
      for (const refused of [await checkSent(waiting, 100), await tranche(funded, 100)]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(MONEY_RULE_MESSAGES.plaintiffBanned);
      }
      await ctx.app.db.updateTable('users').set({ banned: false, status: 'New' }).where('id', '=', client).execute();
      for (const refused of [await checkSent(waiting, 100), await tranche(funded, 100)]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(MONEY_RULE_MESSAGES.plaintiffNotApproved);
      }
      // Payments are still taken: the plaintiff paying back is never refused for their status.
      expect((await payment(funded, 100)).statusCode).toBe(200);
      expect(await count(ctx.app, 'contract_tranches', funded)).toBe(0);
    });

    it('a check may not exceed the approved amount, and an approved amount may not be set below a sent check', async () => {
      const client = await plaintiff();
      const approvedFirst = await contractOf(client, 3000);
      expect((await post(`Contract/${approvedFirst}/update`, { amountApproved: { amount: 3000 } })).statusCode).toBe(
        200,
      );
      const over = await checkSent(approvedFirst, 3000.01);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        message: checkAboveApprovedMessage(300_000),
        errors: [{ path: 'statusValue' }],
      });
      expect((await checkSent(approvedFirst, 3000)).statusCode).toBe(200);

      const checkedFirst = await contractOf(client, 3000);
      expect((await checkSent(checkedFirst, 2500)).statusCode).toBe(200);
      const below = await post(`Contract/${checkedFirst}/update`, { amountApproved: { amount: 2499.99 } });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({
        message: approvedBelowCheckMessage(250_000),
        errors: [{ path: 'amountApproved.amount' }],
      });
      expect((await contract(checkedFirst)).amountApproved).toBeNull();
      expect((await post(`Contract/${checkedFirst}/update`, { amountApproved: { amount: 2500 } })).statusCode).toBe(
        200,
      );
    });

    it('checks, payments and tranches are dated between the funding date and today; amounts have a sane bound', async () => {
      const client = await plaintiff();
      const id = await contractOf(client, 3000);
      const future = await checkSent(id, 3000, '2026-11-21');
      expect(future.json()).toMatchObject({
        message: MONEY_RULE_MESSAGES.dateInFuture,
        errors: [{ path: 'dateChange' }],
      });
      // Not before the accident (04-02-2026 in these cases): a check dated in 1900 would price at the last rate at once.
      for (const day of ['1900-01-01', '2026-04-01']) {
        const ancient = await checkSent(id, 3000, day);
        expect(ancient.statusCode).toBe(400);
        expect(ancient.json()).toMatchObject({
          message: 'The check date may not be before 04-02-2026 (the accident, or a year before the request)',
          errors: [{ path: 'dateChange' }],
        });
      }
      const early = await payment(id, 10, '2026-11-01');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(MONEY_RULE_MESSAGES.notFunded);
      expect((await checkSent(id, 3000, '2026-11-10')).statusCode).toBe(200);

      for (const [response, message] of [
        [await payment(id, 10, '9999-12-31'), MONEY_RULE_MESSAGES.dateInFuture],
        [await payment(id, 10, '2026-11-21'), MONEY_RULE_MESSAGES.dateInFuture],
        [await payment(id, 10, '2026-11-09'), dateBeforeFundingMessage('2026-11-10')],
        [await tranche(id, 10, '2026-11-09'), dateBeforeFundingMessage('2026-11-10')],
        [await tranche(id, 10, '2027-01-01'), MONEY_RULE_MESSAGES.dateInFuture],
        [await payment(id, 1_000_000_000), MONEY_RULE_MESSAGES.tooLarge],
        [await payment(id, 10_000_000.01), MONEY_RULE_MESSAGES.tooLarge],
        [await tranche(id, 10_000_000.01), MONEY_RULE_MESSAGES.tooLarge],
      ] as const) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message });
      }
      expect(dateBeforeFundingMessage('2026-11-10')).toBe('The date may not be before the funding date (11-10-2026)');
      expect([await count(ctx.app, 'contract_payments', id), await count(ctx.app, 'contract_tranches', id)]).toEqual([
        0, 0,
      ]);
      // The first and last allowed days.
      expect((await payment(id, 10, '2026-11-10')).statusCode).toBe(200);
      expect((await tranche(id, 10, TODAY)).statusCode).toBe(200);
    });

    it('reopening a closed funded contract is new money: the limit and the ban hold again', async () => {
      const client = await plaintiff(600_000);
      const first = await contractOf(client, 5000);
      expect((await checkSent(first, 5000, '2026-11-01')).statusCode).toBe(200);
      expect((await post(`Contract/${first}/statusUpdate`, { contractsStatus: 'PaidOff' })).statusCode).toBe(200);
      const second = await contractOf(client, 5000);
      expect((await checkSent(second, 5000, '2026-11-02')).statusCode).toBe(200);
      const statuses = await count(ctx.app, 'contract_statuses', first);
      const reopened = await post(`Contract/${first}/statusUpdate`, { contractsStatus: 'CheckCashed' });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().message).toBe(loanLimitMessage(600_000, 1_000_000));
      expect(await count(ctx.app, 'contract_statuses', first)).toBe(statuses);
      // Closing another status stays free: only reopening brings money back.
      expect((await post(`Contract/${first}/statusUpdate`, { contractsStatus: 'ClosedNotPaidOff' })).statusCode).toBe(
        200,
      );
      // Nor does money reach a closed contract as a tranche: its payoff is frozen.
      const onClosed = await tranche(first, 100);
      expect(onClosed.statusCode).toBe(409);
      expect(onClosed.json().message).toBe('The contract is closed: reopen it before adding funding');
    });

    it('an additional-funds request gets its money only as a tranche of its case, never by a CheckSent of its own', async () => {
      const client = await plaintiff(600_000);
      const parent = await contractOf(client, 5000);
      expect((await checkSent(parent, 5000, '2026-11-01')).statusCode).toBe(200);
      const child = await post('Contract', {
        parentContractId: parent,
        contractType: 'PreSettlement',
        amountRequested: { amount: 1000, date: noon(TODAY) },
      });
      expect(child.statusCode).toBe(200);
      const childId = (child.json() as { id: number }).id;
      const direct = await checkSent(childId, 1000, TODAY);
      expect(direct.statusCode).toBe(409);
      expect(direct.json().message).toBe(
        'An additional-funds request is funded from its case: add the additional funding there and name this request',
      );
      // Not while it is under review: it is funded once approved.
      const unapproved = await post(`Contract/${parent}/addAdditionalFundingRequest`, {
        amount: 500,
        date: noon(TODAY),
        childContractId: childId,
      });
      expect([unapproved.statusCode, unapproved.json()]).toEqual([
        409,
        { message: CONTRACT_MESSAGES.requestNotApproved },
      ]);
      expect((await post(`Contract/${childId}/statusUpdate`, { contractsStatus: 'Approved' })).statusCode).toBe(200);
      // Through its case the limit counts it: $5,000 + $2,000 is above $6,000.
      expect(
        (
          await post(`Contract/${parent}/addAdditionalFundingRequest`, {
            amount: 2000,
            date: noon(TODAY),
            childContractId: childId,
          })
        ).statusCode,
      ).toBe(409);
      // Not above the request's approved amount, nor once it is declined.
      expect((await post(`Contract/${childId}/update`, { amountApproved: { amount: 500 } })).statusCode).toBe(200);
      const overApproved = await post(`Contract/${parent}/addAdditionalFundingRequest`, {
        amount: 1000,
        date: noon(TODAY),
        childContractId: childId,
      });
      expect(overApproved.statusCode).toBe(400);
      expect(overApproved.json().message).toBe(checkAboveApprovedMessage(50_000));
      expect(
        (
          await post(`Contract/${parent}/addAdditionalFundingRequest`, {
            amount: 500,
            date: noon(TODAY),
            childContractId: childId,
          })
        ).statusCode,
      ).toBe(200);
      expect((await contract(childId)).contractStatus.at(-1)?.contractsStatus).toBe('CheckSent');
      // Its parties are told, in the words the screens use, from the outbox written with the tranche.
      const identifier = (await contract(childId)).identifier;
      const told = await ctx.app.db
        .selectFrom('outbox')
        .select(['to', 'subject'])
        .where('subject', 'like', `Your additional funds request ${identifier} is now Check Sent%`)
        .execute();
      expect(told.length).toBeGreaterThan(0);
      const again = await post(`Contract/${parent}/addAdditionalFundingRequest`, {
        amount: 100,
        date: noon(TODAY),
        childContractId: childId,
      });
      expect([again.statusCode, again.json()]).toEqual([409, { message: CONTRACT_MESSAGES.requestAlreadyFunded }]);
      const declined = (
        await post('Contract', {
          parentContractId: parent,
          contractType: 'PreSettlement',
          amountRequested: { amount: 100, date: noon(TODAY) },
        })
      ).json() as { id: number };
      expect((await post(`Contract/${declined.id}/statusUpdate`, { contractsStatus: 'Declined' })).statusCode).toBe(
        200,
      );
      expect(
        (
          await post(`Contract/${parent}/addAdditionalFundingRequest`, {
            amount: 100,
            date: noon(TODAY),
            childContractId: declined.id,
          })
        ).statusCode,
      ).toBe(409);
      // After a reduction the payoff is agreed: no more money goes out on the case.
      expect((await post(`Contract/${parent}/update`, { amountReduced: { amount: 100 } })).statusCode).toBe(200);
      const afterReduction = await tranche(parent, 100);
      expect(afterReduction.statusCode).toBe(409);
      expect(afterReduction.json().message).toBe('The payoff was reduced: no funding can be added after a reduction');
    });

    it('a payment above the amount owed today needs the explicit confirmation', async () => {
      const client = await plaintiff();
      const id = await contractOf(client, 4000);
      expect((await checkSent(id, 4000, '2026-08-01')).statusCode).toBe(200);
      expect((await payment(id, 500, '2026-11-02')).statusCode).toBe(200);
      const stored = await ctx.app.db
        .selectFrom('contracts')
        .select(['rate_snapshot', 'fee_snapshot_bp'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const owed = contractMoney({
        contractType: 'PreSettlement',
        schedule: stored.rate_snapshot as RateSchedule,
        feeBp: stored.fee_snapshot_bp ?? 0,
        tranches: [{ principalCents: 400_000, fundedOn: '2026-08-01' }],
        payments: [{ amountCents: 50_000, paidOn: '2026-11-02' }],
        today: TODAY,
      }).totalDueCents;
      expect((await contract(id)).totalDue).toBe(centsToDollars(owed));
      // GA on 11-20: the check is on day 111 (25 %): 5,000.00 - 500.00.
      expect(owed).toBe(450_000);

      const over = await payment(id, centsToDollars(owed + 1));
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        message: overpaymentMessage(owed + 1, owed),
        errors: [{ path: 'confirmOverpayment', message: MONEY_RULE_MESSAGES.confirmOverpayment }],
      });
      expect(over.json().message).toBe(
        'This payment of $4,500.01 is more than the $4,500.00 owed today. Record it anyway?',
      );
      expect(await count(ctx.app, 'contract_payments', id)).toBe(1);
      expect((await payment(id, centsToDollars(owed + 1), TODAY, false)).statusCode).toBe(409);
      const confirmed = await payment(id, centsToDollars(owed + 1), TODAY, true);
      expect(confirmed.statusCode).toBe(200);
      expect((confirmed.json() as ContractRead).totalDue).toBe(0);
      expect((confirmed.json() as ContractRead).paidOff).toBe(5000.01);
      // Exactly what is owed needs no confirmation.
      const other = await contractOf(client, 1000);
      expect((await checkSent(other, 1000, '2026-11-01')).statusCode).toBe(200);
      const due = (await contract(other)).totalDue!;
      expect((await payment(other, due)).statusCode).toBe(200);
    });
  },
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);
