// The case's own rules on the wire: its dates on filing and on Edit Contract, the Case ID Edit Contract may not blank,
// the adjuster's phone, and no additional funds on a closed, declined or reduced case.
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, contractForm, demoToken, noon, paperClientContract } from '../../test-support/fixtures.ts';

/** The business day of the pinned clock (America/New_York). */
const TODAY = '2026-11-20';

describeEachDatabase(
  'The case rules',
  (ctx) => {
    let admin = '';
    const { get, post } = apiCalls(ctx, () => admin);
    let clientId = 0;
    const file = (overrides: Record<string, unknown> = {}) => post('Contract', contractForm(clientId, overrides));
    const filed = async (overrides: Record<string, unknown> = {}) => {
      const response = await file(overrides);
      expect(response.statusCode).toBe(200);
      const id = (response.json() as { id: number }).id;
      await paperClientContract(ctx.app, id);
      return id;
    };
    const read = async (id: number) => (await get(`Contract/${id}`)).json() as ContractRead;
    /** Requests additional funds on a case. */
    const ask = (parentContractId: number) =>
      post('Contract', {
        parentContractId,
        amountRequested: { amount: 500, date: noon(TODAY) },
        contractClientDTO: { userId: clientId },
      });

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      const user = await createApprovedUser(ctx.app, { firstName: 'Cara', lastName: 'Case' });
      await ctx.app.db.updateTable('users').set({ user_type: 'Client' }).where('id', '=', user.id).execute();
      clientId = user.id;
    });

    it('a request may not date its accident after today, nor settle before the accident', async () => {
      const future = await file({ dateAccident: noon('2099-12-31') });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toEqual({
        message: CONTRACT_MESSAGES.accidentInFuture,
        errors: [{ path: 'dateAccident', message: CONTRACT_MESSAGES.accidentInFuture }],
      });
      expect((await file({ dateAccident: noon('2026-11-21') })).statusCode).toBe(400);

      const early = await file({ dateAccident: noon('2026-09-01'), estimatedDuration: noon('2020-01-01') });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        message: CONTRACT_MESSAGES.settlementBeforeAccident,
        errors: [{ path: 'estimatedDuration', message: CONTRACT_MESSAGES.settlementBeforeAccident }],
      });

      // An accident today, and a settlement already past (post-settlement funding), are fine.
      await filed({ dateAccident: noon(TODAY) });
      await filed({
        contractType: 'PostSettlement',
        amountSettlement: 40000,
        dateAccident: noon('2025-02-01'),
        estimatedDuration: noon('2026-06-01'),
      });
    });

    it('Edit Contract keeps the Case ID and the same date rules, against the dates already recorded', async () => {
      const id = await filed({ dateAccident: noon('2026-04-02'), estimatedDuration: noon('2027-06-01') });
      const before = await read(id);

      const blank = await post(`Contract/${id}/update`, { caseId: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ errors: [{ path: 'caseId', message: MESSAGES.required }] });
      expect((await post(`Contract/${id}/update`, { caseId: '   ' })).statusCode).toBe(400);

      const future = await post(`Contract/${id}/update`, { dateAccident: noon('2099-12-31') });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ message: CONTRACT_MESSAGES.accidentInFuture });
      // The settlement date alone, before the accident already recorded.
      const early = await post(`Contract/${id}/update`, { estimatedDuration: noon('2020-01-01') });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({
        errors: [{ path: 'estimatedDuration', message: CONTRACT_MESSAGES.settlementBeforeAccident }],
      });

      const after = await read(id);
      expect([after.caseId, after.dateAccident, after.estimatedDuration]).toEqual([
        before.caseId,
        before.dateAccident,
        before.estimatedDuration,
      ]);

      expect((await post(`Contract/${id}/update`, { caseId: 'GA-RENAMED' })).statusCode).toBe(200);
      expect((await read(id)).caseId).toBe('GA-RENAMED');
    });

    it("the adjuster's phone follows the portal's phone rule, on filing and on Edit Contract", async () => {
      const invalid = [{ path: 'adjusterPhone', message: MESSAGES.phoneInvalid }];
      const filedWithText = await file({ adjusterPhone: 'abc' });
      expect(filedWithText.statusCode).toBe(400);
      expect(filedWithText.json()).toEqual({ message: MESSAGES.phoneInvalid, errors: invalid });

      const id = await filed({ adjusterPhone: '+1 (404) 555-0199' });
      expect((await read(id)).adjusterPhone).toBe('+1 (404) 555-0199');
      const edited = await post(`Contract/${id}/update`, { adjusterPhone: 'call the desk' });
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toEqual({ message: MESSAGES.phoneInvalid, errors: invalid });
      expect((await read(id)).adjusterPhone).toBe('+1 (404) 555-0199');
      // Blank stays allowed: the field is optional.
      expect((await post(`Contract/${id}/update`, { adjusterPhone: '' })).statusCode).toBe(200);
      expect((await read(id)).adjusterPhone).toBe('');
    });

    it('additional funds are refused on a closed case, and taken on an open one', async () => {
      const id = await filed();
      expect((await ask(id)).statusCode).toBe(200);
      for (const status of ['ClosedCaseLost', 'PaidOff', 'ClosedNotPaidOff'] as const) {
        const closed = await filed();
        // A case closes once funded (the status rule): the check first.
        const check = { contractsStatus: 'CheckSent', statusValue: 500, dateChange: noon(TODAY) };
        expect((await post(`Contract/${closed}/statusUpdate`, check)).statusCode).toBe(200);
        expect((await post(`Contract/${closed}/statusUpdate`, { contractsStatus: status })).statusCode).toBe(200);
        const refused = await ask(closed);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: CONTRACT_MESSAGES.closedNoAdditionalFunds });
        expect((await read(closed)).childContracts).toEqual([]);
      }
    });

    it('additional funds are refused on a declined case and after a reduction (409), changing nothing', async () => {
      const declined = await filed();
      expect((await post(`Contract/${declined}/statusUpdate`, { contractsStatus: 'Declined' })).statusCode).toBe(200);
      const refused = await ask(declined);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: CONTRACT_MESSAGES.declinedNoAdditionalFunds });
      expect((await read(declined)).childContracts).toEqual([]);

      const reduced = await filed();
      const check = { contractsStatus: 'CheckSent', statusValue: 500, dateChange: noon(TODAY) };
      expect((await post(`Contract/${reduced}/statusUpdate`, check)).statusCode).toBe(200);
      expect((await post(`Contract/${reduced}/update`, { amountReduced: { amount: 400 } })).statusCode).toBe(200);
      const afterReduction = await ask(reduced);
      expect(afterReduction.statusCode).toBe(409);
      expect(afterReduction.json()).toEqual({ message: CONTRACT_MESSAGES.reducedNoAdditionalFunds });
      expect((await read(reduced)).childContracts).toEqual([]);
    });
  },
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);
