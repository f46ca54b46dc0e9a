// The status transition rule on the wire (domain/src/contracts/status-rules.ts): reviewed in any order, funded once,
// then forward only; closed otherwise or reopened as Check Cashed. Every status Edit Contract's menu leaves out is
// refused with the rule's sentence (409), and a refusal changes nothing.
import { sql } from 'kysely';
import {
  CONTRACT_STATUSES,
  STATUS_RULE_MESSAGES,
  addableStatuses,
  statusStandingOf,
  statusTransitionProblem,
} from '@litfund/domain';
import type { ContractRead, ContractStatus } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, contractForm, demoToken, noon, paperClientContract } from '../../test-support/fixtures.ts';

/** The business day of the pinned clock (America/New_York). */
const TODAY = '2026-11-20';

describeEachDatabase(
  'The status transition rule',
  (ctx) => {
    let admin = '';
    const { get, post } = apiCalls(ctx, () => admin);
    let clientId = 0;
    const filed = async (overrides: Record<string, unknown> = {}) => {
      const response = await post('Contract', contractForm(clientId, overrides));
      expect(response.statusCode).toBe(200);
      const id = (response.json() as { id: number }).id;
      await paperClientContract(ctx.app, id);
      return id;
    };
    const read = async (id: number) => (await get(`Contract/${id}`)).json() as ContractRead;
    const add = (id: number, status: ContractStatus) =>
      post(
        `Contract/${id}/statusUpdate`,
        status === 'CheckSent'
          ? { contractsStatus: status, statusValue: 1000, dateChange: noon(TODAY) }
          : { contractsStatus: status },
      );
    const moves = async (id: number, ...statuses: ContractStatus[]) => {
      for (const status of statuses) {
        const response = await add(id, status);
        expect([status, response.statusCode, response.body]).toEqual([status, 200, expect.any(String)]);
      }
    };
    /** What the contract holds that a status could change: its history, its row and its audit trail. */
    const state = async (id: number) => {
      const counts = await sql<{ statuses: number; audits: number }>`select
          (select count(*)::int from contract_statuses where contract_id = ${id}) as statuses,
          (select count(*)::int from audit_log where entity = 'contract' and entity_id = ${String(id)}) as audits`.execute(
        ctx.app.db,
      );
      const row = await ctx.app.db
        .selectFrom('contracts')
        .select(['current_status', 'current_status_at', 'check_amount_cents'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { ...counts.rows[0], ...row };
    };
    /** Every status the menu leaves out is refused, with the rule's own sentence, and changes nothing. */
    const refusesAllButOffered = async (id: number) => {
      const standing = statusStandingOf(await read(id));
      const offered = addableStatuses(standing);
      const before = await state(id);
      for (const status of CONTRACT_STATUSES.filter((s) => !offered.includes(s))) {
        const refused = await add(id, status);
        expect([status, refused.statusCode, refused.json()]).toEqual([
          status,
          409,
          { message: statusTransitionProblem(standing, status) },
        ]);
      }
      expect(await state(id)).toEqual(before);
      return offered;
    };

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      const user = await createApprovedUser(ctx.app, { firstName: 'Stella', lastName: 'Status' });
      await ctx.app.db.updateTable('users').set({ user_type: 'Client' }).where('id', '=', user.id).execute();
      clientId = user.id;
    });

    it('a case is reviewed in any order, funded once, then moves forward only; closed, it is closed otherwise or reopened', async () => {
      const id = await filed();
      // Review: back and forth as the parties and the funder decide; nothing that needs money out.
      await moves(id, 'Approved', 'AwaitingFeedback', 'Declined', 'WaitingApproval', 'Approved', 'ContractSigned');
      expect(await refusesAllButOffered(id)).toContain('CheckSent');
      const early = await add(id, 'PaidOff');
      expect(early.json()).toEqual({ message: 'Paid Off comes after the check: record Check Sent first' });

      await moves(id, 'CheckSent');
      expect(await refusesAllButOffered(id)).toEqual(['CheckCashed', 'PaidOff', 'ClosedNotPaidOff', 'ClosedCaseLost']);
      const back = await add(id, 'WaitingApproval');
      expect(back.json()).toEqual({
        message:
          'The check has been sent: the contract moves on to Check Cashed or a closing status, not back to Waiting Approval',
      });
      expect((await add(id, 'CheckSent')).json()).toEqual({ message: STATUS_RULE_MESSAGES.checkSentTwice });

      await moves(id, 'CheckCashed', 'PaidOff');
      expect(await refusesAllButOffered(id)).toEqual(['CheckCashed', 'ClosedNotPaidOff', 'ClosedCaseLost']);
      expect((await add(id, 'Approved')).json()).toEqual({
        message:
          'The contract is closed (Paid Off): it may be reopened as Check Cashed or closed otherwise, not moved back to Approved',
      });
      // A correction of how it ended, then the documented reopening, then closed again.
      await moves(id, 'ClosedNotPaidOff', 'CheckCashed', 'ClosedCaseLost');
      expect((await read(id)).contractStatus.map((s) => s.contractsStatus).slice(-6)).toEqual([
        'CheckSent',
        'CheckCashed',
        'PaidOff',
        'ClosedNotPaidOff',
        'CheckCashed',
        'ClosedCaseLost',
      ]);
    });

    it('an additional-funds request is reviewed, funded by its case, then moves forward only', async () => {
      const parent = await filed();
      await moves(parent, 'CheckSent');
      const created = await post('Contract', {
        parentContractId: parent,
        contractType: 'PreSettlement',
        amountRequested: { amount: 400, date: noon(TODAY) },
      });
      const child = (created.json() as { id: number }).id;
      await moves(child, 'Approved');
      expect(await refusesAllButOffered(child)).not.toContain('CheckSent');
      expect((await add(child, 'CheckSent')).json()).toEqual({ message: STATUS_RULE_MESSAGES.requestFundedFromCase });
      expect((await add(child, 'ClosedCaseLost')).json()).toEqual({
        message: 'Closed Case Lost comes after this request is funded, from its case',
      });

      // Its case's tranche that names it is its funding (its one CheckSent).
      const funded = await post(`Contract/${parent}/addAdditionalFundingRequest`, {
        amount: 400,
        date: noon(TODAY),
        childContractId: child,
      });
      expect(funded.statusCode).toBe(200);
      expect(await refusesAllButOffered(child)).toEqual([
        'CheckCashed',
        'PaidOff',
        'ClosedNotPaidOff',
        'ClosedCaseLost',
      ]);
      await moves(child, 'CheckCashed');
    });

    it('a history written before the rule still moves forward only, and an unfunded closing is reviewed again', async () => {
      // A review status after the check, and a closing status with nothing paid out: both were taken before.
      const funded = await filed();
      await moves(funded, 'CheckSent');
      const unfunded = await filed();
      for (const [id, status] of [
        [funded, 'WaitingApproval'],
        [unfunded, 'ClosedCaseLost'],
      ] as const) {
        await ctx.app.db
          .insertInto('contract_statuses')
          .values({ contract_id: id, status, status_date: new Date(), user_id: null })
          .execute();
        await ctx.app.db.updateTable('contracts').set({ current_status: status }).where('id', '=', id).execute();
      }
      expect(await refusesAllButOffered(funded)).toEqual([
        'CheckCashed',
        'PaidOff',
        'ClosedNotPaidOff',
        'ClosedCaseLost',
      ]);
      expect(await refusesAllButOffered(unfunded)).toContain('WaitingApproval');
      await moves(unfunded, 'WaitingApproval', 'CheckSent');
    });
  },
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);
