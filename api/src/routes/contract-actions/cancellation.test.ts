// The consumer's cancellation window: a Georgia contract funded on Friday 2026-09-04, the business day before Labor
// Day, may be cancelled for 5 business days (09-08 to 09-14); inside them an administrator records the cancellation
// (audited, mailed) and the plaintiff owes the funded amount less payments; outside them the answer is 409.
import { CONTRACT_MESSAGES, type ContractRead } from '@litfund/domain';
import { describeEachDatabase } from '../../test-support/databases.ts';
import { fillMissingCancelDeadlines } from '../../compliance/cancellation-backfill.ts';
import {
  apiCalls,
  auditRowsOf,
  contractForm,
  demoToken,
  demoUserId,
  noon,
  paperClientContract,
} from '../../test-support/fixtures.ts';

describeEachDatabase(
  'Cancellation window',
  (ctx) => {
    let admin = '';
    let attorney = '';
    const api = apiCalls(ctx, () => admin);
    /** A demo client's (Georgia) contract funded with a $2,000.00 check on `checkDay`. */
    async function funded(caseId: string, checkDay: string): Promise<number> {
      const clientId = await demoUserId(ctx.app, 'client');
      const filed = await api.post(
        'Contract',
        contractForm(clientId, { caseId, dateAccident: noon('2026-03-02') }),
        attorney,
      );
      expect(filed.statusCode).toBe(200);
      const id = (filed.json() as { id: number }).id;
      // Filed before the check day (the check may not predate the request).
      await ctx.app.db.updateTable('contracts').set({ requested_on: '2026-08-01' }).where('id', '=', id).execute();
      await paperClientContract(ctx.app, id);
      const sent = await api.post(`Contract/${id}/statusUpdate`, {
        contractsStatus: 'CheckSent',
        statusValue: 2000,
        dateChange: noon(checkDay),
      });
      expect(sent.statusCode).toBe(200);
      return id;
    }
    const listed = async () => {
      const answer = await api.post('Contract/list', { inCancellationWindow: true, pagination: { pageSize: 100 } });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as Array<{ id: number }>).map((row) => row.id);
    };

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      attorney = await demoToken(ctx.app, 'attorney');
    });

    it('runs over Labor Day from a Friday funding, and a cancellation leaves the funded amount owed', async () => {
      const id = await funded('GA-CANCEL-IN', '2026-09-04');
      const read = (await api.get(`Contract/${id}`, attorney)).json() as ContractRead;
      expect(read.cancellableUntil).toBe(noon('2026-09-14'));
      expect(read.cancelledOn).toBeNull();
      expect(await listed()).toContain(id);

      expect(
        (await api.post(`Contract/${id}/updateAmountPayment`, { amount: 150, date: noon('2026-09-04') })).statusCode,
      ).toBe(200);
      // Only an Approved administrator records it.
      expect((await api.post(`Contract/${id}/cancel`, {}, attorney)).statusCode).toBe(403);
      const cancelled = await api.post(`Contract/${id}/cancel`, {});
      expect(cancelled.statusCode).toBe(200);
      const after = cancelled.json() as ContractRead;
      expect([after.cancelledOn, after.cancellableUntil, after.totalDue]).toEqual([noon('2026-09-04'), null, 1850]);
      expect((await auditRowsOf(ctx.app, 'contract', id)).map((row) => row.action)).toContain('contract.cancel');
      const mails = await ctx.app.db
        .selectFrom('outbox')
        .select('to')
        .where('subject', 'like', 'Your contract was cancelled%')
        .where('text', 'like', `%contract-page?${id}%`)
        .execute();
      expect(mails.map((m) => m.to).sort()).toEqual([
        'attorney@litfund.test',
        'client@litfund.test',
        'lawfirm@litfund.test',
      ]);
      expect(await listed()).not.toContain(id);
      // The lists and the profiles say it was cancelled, and when (the badge reads it, not the green Check Sent).
      const rows = (await api.post('Contract/list', { caseId: 'GA-CANCEL-IN' }, attorney)).json() as Array<{
        id: number;
        cancelledOn?: string | null;
      }>;
      expect(rows.find((row) => row.id === id)?.cancelledOn).toBe(noon('2026-09-04'));
      const profile = (await api.get(`User/${await demoUserId(ctx.app, 'client')}`)).json() as {
        associatedContracts: Array<{ id: number; cancelledOn: string | null }>;
      };
      expect(profile.associatedContracts.find((c) => c.id === id)?.cancelledOn).toBe(noon('2026-09-04'));

      // Once is all; and no money is added after it.
      const again = await api.post(`Contract/${id}/cancel`, {});
      expect([again.statusCode, again.json()]).toEqual([409, { message: CONTRACT_MESSAGES.cancelledAlready }]);
      const more = await api.post(`Contract/${id}/addAdditionalFundingRequest`, {
        amount: 100,
        date: noon('2026-09-04'),
      });
      expect([more.statusCode, more.json()]).toEqual([409, { message: CONTRACT_MESSAGES.cancelledNoMoreMoney }]);
      // Nor is more asked for: a request on it could never be funded.
      const asked = await api.post(
        'Contract',
        {
          parentContractId: id,
          amountRequested: { amount: 500, date: noon('2026-09-04') },
          contractClientDTO: { userId: await demoUserId(ctx.app, 'client') },
        },
        attorney,
      );
      expect([asked.statusCode, asked.json()]).toEqual([409, { message: CONTRACT_MESSAGES.cancelledNoMoreMoney }]);
    });

    it('is refused with a sentence once the window has passed, and changes nothing', async () => {
      // Funded Thursday 08-20: 08-21, 08-24 .. 08-27 are its 5 business days.
      const id = await funded('GA-CANCEL-LATE', '2026-08-20');
      const read = (await api.get(`Contract/${id}`)).json() as ContractRead;
      expect(read.cancellableUntil).toBeNull();
      const stored = await ctx.app.db
        .selectFrom('contracts')
        .select('cancel_deadline')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.cancel_deadline).toBe('2026-08-27');
      expect(await listed()).not.toContain(id);
      const late = await api.post(`Contract/${id}/cancel`, {});
      expect([late.statusCode, late.json()]).toEqual([
        409,
        { message: CONTRACT_MESSAGES.cancelWindowPassed('08-27-2026') },
      ]);
      const unchanged = (await api.get(`Contract/${id}`)).json() as ContractRead;
      expect([unchanged.cancelledOn, unchanged.totalDue]).toEqual([null, read.totalDue]);
    });

    it('is refused before funding', async () => {
      const clientId = await demoUserId(ctx.app, 'client');
      const filed = await api.post('Contract', contractForm(clientId, { dateAccident: noon('2026-03-02') }), attorney);
      const early = await api.post(`Contract/${(filed.json() as { id: number }).id}/cancel`, {});
      expect([early.statusCode, early.json()]).toEqual([409, { message: CONTRACT_MESSAGES.cancelNotFunded }]);
    });

    it('is worked out when the API starts for a case funded before deadlines were kept', async () => {
      const id = await funded('GA-CANCEL-BEFORE', '2026-09-04');
      await ctx.app.db
        .updateTable('contracts')
        .set({ cancel_deadline: null, cancel_window_known: false })
        .where('id', '=', id)
        .execute();
      expect(((await api.get(`Contract/${id}`)).json() as ContractRead).cancellableUntil).toBeNull();
      expect(await fillMissingCancelDeadlines(ctx.app.db, ctx.app.config.businessTimeZone)).toBeGreaterThanOrEqual(1);
      expect(((await api.get(`Contract/${id}`)).json() as ContractRead).cancellableUntil).toBe(noon('2026-09-14'));
      // Once known, never worked out again.
      expect(await fillMissingCancelDeadlines(ctx.app.db, ctx.app.config.businessTimeZone)).toBe(0);
    });

    it("runs for the funder's longer window where an administrator has set one for the state", async () => {
      const stricter = await api.post('Compliance/states/GA/override', {
        capPercent: null,
        capPeriodMonths: null,
        termMonths: null,
        cancellationBusinessDays: 7,
      });
      expect(stricter.statusCode).toBe(200);
      try {
        // Funded Friday 09-04: 09-08 .. 09-11, 09-14 .. 09-16 are its 7 business days (Labor Day skipped).
        const id = await funded('GA-CANCEL-FUNDER', '2026-09-04');
        const read = (await api.get(`Contract/${id}`, attorney)).json() as ContractRead;
        expect(read.cancellableUntil).toBe(noon('2026-09-16'));
      } finally {
        await ctx.app.db.deleteFrom('state_compliance_overrides').where('state_key', '=', 'GA').execute();
      }
    });
  },
  { now: () => new Date('2026-09-04T15:00:00.000Z') },
);
