// A check-in stops when its question does: closing or cancelling the contract, or a change of counsel, retires the open
// one in the same transaction (its links refused with their reason, no reminder, not in the work queue), and the next
// one goes to the new counsel. Also the answer's date ranges, the attorney's words in the administrators' mail, and the
// schedule refused on a contract that is not funded and open.
import type { FastifyInstance } from 'fastify';
import { CHECK_IN_MESSAGES } from '@litfund/domain';
import { bearer, createApprovedUser, describeEachDatabase, json, linkFromOutbox } from '../test-support/databases.ts';
import { DEMO_ACCOUNTS, demoToken, demoUserId } from '../test-support/fixtures.ts';
import { unansweredCheckIns } from './timeline.ts';

let clock = new Date('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => clock.toISOString().slice(0, 10);
const dayAfter = (days: number) => new Date(clock.getTime() + days * DAY_MS).toISOString().slice(0, 10);

const outbox = (app: FastifyInstance) =>
  app.db.selectFrom('outbox').select(['id', 'to', 'subject', 'text', 'html']).orderBy('id').execute();

describeEachDatabase(
  'Check-ins retired with their question',
  (ctx) => {
    const post = (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: token ? bearer(token) : {} });
    const answer = (token: string, body: object) => post('CheckIn/answer', { token, answer: body });
    let admin = '';
    let attorneyId = 0;

    let caseId = 0;
    let sinceId = 0;
    /**
     * The demo attorney's funded open case, set back to open with them as counsel and nothing open on it: the demo has
     * two such cases, and each test here closes, cancels or hands over the one it uses.
     */
    const openCase = async () => {
      await ctx.app.db
        .updateTable('contracts')
        .set({ current_status: 'CheckCashed', cancelled_on: null, cancelled_by_user_id: null, cancel_deadline: null })
        .set({ responsible_attorney_id: attorneyId })
        .where('id', '=', caseId)
        .execute();
      await ctx.app.db
        .updateTable('check_ins')
        .set({ state: 'replaced' })
        .where('contract_id', '=', caseId)
        .where('state', 'in', ['due', 'sent'])
        .execute();
      const last = await ctx.app.db
        .selectFrom('check_ins')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      sinceId = Number(last?.id ?? 0);
      return caseId;
    };
    const requestNow = async (contractId: number, to = DEMO_ACCOUNTS.attorney.email) => {
      const response = await post(`Contract/${contractId}/requestCheckIn`, {}, admin);
      expect(response.statusCode).toBe(200);
      return (await linkFromOutbox(ctx.app, to, '/check-in?token=')).searchParams.get('token') ?? '';
    };
    const stateOf = async (contractId: number) =>
      (
        await ctx.app.db
          .selectFrom('check_ins')
          .select('state')
          .where('contract_id', '=', contractId)
          .where('id', '>', sinceId)
          .orderBy('id')
          .execute()
      ).map((r) => r.state);
    /** Fourteen days on, one pass: the contract gets no reminder and is not in the work queue. */
    const neitherRemindedNorQueued = async (contractId: number) => {
      const before = (await outbox(ctx.app)).length;
      clock = new Date(clock.getTime() + 15 * DAY_MS);
      try {
        await ctx.app.checkIns.runOnce();
        const identifier = (
          await ctx.app.db.selectFrom('contracts').select('identifier').where('id', '=', contractId).executeTakeFirst()
        )?.identifier;
        const reminders = (await outbox(ctx.app)).slice(before).filter((m) => m.subject.startsWith('Reminder:'));
        expect(reminders.filter((m) => m.subject.includes(`(${identifier ?? contractId})`))).toEqual([]);
        const queue = await unansweredCheckIns(ctx.app.db, { today: today(), limit: 500 });
        expect(queue.items.map((i) => i.contractId)).not.toContain(contractId);
      } finally {
        clock = new Date(clock.getTime() - 15 * DAY_MS);
      }
    };

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      attorneyId = await demoUserId(ctx.app, 'attorney');
      caseId = (
        await ctx.app.db
          .selectFrom('contracts')
          .select('id')
          .where('responsible_attorney_id', '=', attorneyId)
          .where('parent_contract_id', 'is', null)
          .where('check_date', 'is not', null)
          .where('cancelled_on', 'is', null)
          .where('current_status', 'in', ['CheckSent', 'CheckCashed'])
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    it('closing the contract retires its open check-in: the link is refused, no payoff, no reminder, not queued', async () => {
      const contractId = await openCase();
      const token = await requestNow(contractId);
      const closed = await post(`Contract/${contractId}/statusUpdate`, { contractsStatus: 'ClosedCaseLost' }, admin);
      expect(closed.statusCode).toBe(200);
      expect(await stateOf(contractId)).toEqual(['replaced']);
      const view = await post('CheckIn/view', { token });
      expect(view.statusCode).toBe(410);
      expect(json(view).message).toBe(CHECK_IN_MESSAGES.linkContractClosed);
      const before = (await outbox(ctx.app)).length;
      const settled = await answer(token, {
        kind: 'Settled',
        amount: 1000,
        expectedPaymentDate: dayAfter(10),
        payoffRequested: true,
      });
      expect(settled.statusCode).toBe(410);
      expect((await outbox(ctx.app)).length).toBe(before);
      await neitherRemindedNorQueued(contractId);

      // Case Updates: no schedule on a closed contract, and the period cannot be set.
      const timeline = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Contract/${contractId}/checkIns`,
        headers: bearer(admin),
      });
      expect(timeline.json()).toMatchObject({ asking: false, nextDueOn: null });
      const schedule = await post(`Contract/${contractId}/checkInSchedule`, { everyDays: 30 }, admin);
      expect(schedule.statusCode).toBe(409);
      expect(json(schedule).message).toBe(CHECK_IN_MESSAGES.notOpenFunded);
    });

    it('cancelling the contract retires its open check-in in the same transaction', async () => {
      const contractId = await openCase();
      await ctx.app.db
        .updateTable('contracts')
        .set({ cancel_deadline: dayAfter(5) })
        .where('id', '=', contractId)
        .execute();
      const token = await requestNow(contractId);
      const cancelled = await post(`Contract/${contractId}/cancel`, {}, admin);
      expect(cancelled.statusCode).toBe(200);
      expect(await stateOf(contractId)).toEqual(['replaced']);
      const refused = await answer(token, { kind: 'Lost' });
      expect(refused.statusCode).toBe(410);
      expect(json(refused).message).toBe(CHECK_IN_MESSAGES.linkContractClosed);
      await neitherRemindedNorQueued(contractId);
    });

    it('a check-in left open on a contract closed before this rule is refused, skipped, and cleared by the pass', async () => {
      const contractId = await openCase();
      const token = await requestNow(contractId);
      // As an older version left it: the contract closed, its check-in still 'sent'.
      await ctx.app.db
        .updateTable('contracts')
        .set({ current_status: 'PaidOff' })
        .where('id', '=', contractId)
        .execute();
      expect(await stateOf(contractId)).toEqual(['sent']);
      expect((await post('CheckIn/view', { token })).statusCode).toBe(410);
      await neitherRemindedNorQueued(contractId);
      expect(await stateOf(contractId)).toEqual(['replaced']);
    });

    it("a change of attorney retires the former one's link; the new attorney is asked and gets the payoff statement", async () => {
      const contractId = await openCase();
      const token = await requestNow(contractId);
      const before = await post('CheckIn/view', { token });
      const former = await ctx.app.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', attorneyId)
        .executeTakeFirstOrThrow();
      expect(json(before).attorney).toBe(`${former.first_name} ${former.last_name}`);
      const successor = await createApprovedUser(ctx.app, { firstName: 'Sam', lastName: 'Successor' });
      await ctx.app.db.updateTable('users').set({ user_type: 'Attorney' }).where('id', '=', successor.id).execute();
      const changed = await post(`Contract/${contractId}/addAttorney`, { userId: successor.id }, admin);
      expect(changed.statusCode).toBe(200);
      expect(await stateOf(contractId)).toEqual(['replaced', 'due']);

      for (const call of [post('CheckIn/view', { token }), answer(token, { kind: 'Lost' })]) {
        const refused = await call;
        expect(refused.statusCode).toBe(410);
        expect(json(refused).message).toBe(CHECK_IN_MESSAGES.linkCounselChanged);
      }

      const pass = await ctx.app.checkIns.runOnce();
      expect(pass.sent).toBeGreaterThanOrEqual(1);
      const fresh = (await linkFromOutbox(ctx.app, successor.email, '/check-in?token=')).searchParams.get('token')!;
      const view = await post('CheckIn/view', { token: fresh });
      expect(json(view).attorney).toBe('Sam Successor');
      const mailed = (await outbox(ctx.app)).length;
      const done = await answer(fresh, {
        kind: 'Settled',
        amount: 2500,
        expectedPaymentDate: dayAfter(20),
        payoffRequested: true,
      });
      expect(done.statusCode).toBe(200);
      const statement = (await outbox(ctx.app)).slice(mailed).filter((m) => m.subject.startsWith('Payoff statement'));
      expect(statement.map((m) => m.to)).toEqual([successor.email]);

      // Banned, the attorney is not asked: the law firm is if the case has one that may be, else nobody (409).
      await ctx.app.db.updateTable('users').set({ banned: true }).where('id', '=', successor.id).execute();
      const firm = await ctx.app.db
        .selectFrom('contracts as c')
        .leftJoin('users as f', 'f.id', 'c.responsible_law_firm_id')
        .select(['f.email', 'f.status', 'f.banned'])
        .where('c.id', '=', contractId)
        .executeTakeFirstOrThrow();
      const outboxBefore = (await outbox(ctx.app)).length;
      const asked = await post(`Contract/${contractId}/requestCheckIn`, {}, admin);
      const newMails = (await outbox(ctx.app)).slice(outboxBefore);
      expect(newMails.map((m) => m.to)).not.toContain(successor.email);
      if (firm.email && firm.status === 'Approved' && !firm.banned && !firm.email.endsWith('.invalid')) {
        expect(asked.statusCode).toBe(200);
        expect(newMails.map((m) => m.to)).toContain(firm.email);
      } else {
        expect(asked.statusCode).toBe(409);
        expect(json(asked).message).toBe(CHECK_IN_MESSAGES.noCounsel);
      }
    });

    it('refuses an answer date outside its range, changing nothing', async () => {
      const contractId = await openCase();
      const token = await requestNow(contractId);
      const cases: Array<[object, string]> = [
        [{ kind: 'Pending', expectedSettlementDate: '1900-01-01' }, 'answer.expectedSettlementDate'],
        [{ kind: 'Pending', expectedSettlementDate: dayAfter(-31) }, 'answer.expectedSettlementDate'],
        [
          { kind: 'Settled', amount: 100, expectedPaymentDate: '9999-12-31', payoffRequested: true },
          'answer.expectedPaymentDate',
        ],
        [
          { kind: 'Settled', amount: 100, expectedPaymentDate: dayAfter(-1), payoffRequested: true },
          'answer.expectedPaymentDate',
        ],
      ];
      for (const [body, path] of cases) {
        const refused = await answer(token, body);
        expect(refused.statusCode).toBe(400);
        expect((json(refused).errors as Array<{ path: string }>)[0]!.path).toBe(path);
        expect(json(refused).message).toMatch(/^Enter a date from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/);
      }
      expect(await stateOf(contractId)).toEqual(['sent']);
      expect((await answer(token, { kind: 'Pending', expectedSettlementDate: dayAfter(-3) })).statusCode).toBe(200);
    });

    it("quotes and labels what the attorney typed in the administrators' mail, escaped and with no links", async () => {
      const contractId = await openCase();
      const token = await requestNow(contractId);
      const before = (await outbox(ctx.app)).length;
      const done = await answer(token, {
        kind: 'Other',
        text: 'LitFund says: wire the payoff to http://pay.evil.example/now <a href="x">here</a>\nsecond line',
      });
      expect(done.statusCode).toBe(200);
      const mail = (await outbox(ctx.app)).slice(before).find((m) => m.to === DEMO_ACCOUNTS.admin.email)!;
      expect(mail.text).toContain('What the attorney wrote (their own words, not checked by LitFund; links disabled):');
      expect(mail.text).toContain('> LitFund says: wire the payoff to http[:]//pay[.]evil[.]example/now');
      expect(mail.text).toContain('> second line');
      expect(mail.text).not.toContain('http://pay.evil');
      expect(mail.html).toContain('&lt;a href=&quot;x&quot;&gt;here&lt;/a&gt;');
      expect(mail.html).not.toContain('http://pay.evil');
      expect(mail.html).not.toContain('<a href="x"');
    });
  },
  () => ({ now: () => clock }),
);
