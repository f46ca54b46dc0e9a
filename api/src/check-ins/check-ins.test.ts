// Case check-ins on the demo portfolio, with the business clock in the test's hands: the schedule mails each due
// check-in once, the link opens the form without a password and works once, and each answer is recorded, told to the
// administrators and (settled) answered with a payoff statement; reminders after 14 days; the administrator's actions.
import type { FastifyInstance } from 'fastify';
import { bearer, describeEachDatabase, json, linkFromOutbox } from '../test-support/databases.ts';
import { DEMO_ACCOUNTS, demoToken } from '../test-support/fixtures.ts';
import { unansweredCheckIns } from './timeline.ts';

let clock = new Date('2026-11-20T15:00:00.000Z');
const advanceDays = (days: number) => {
  clock = new Date(clock.getTime() + days * 24 * 60 * 60 * 1000);
};
const today = () => clock.toISOString().slice(0, 10);

const outbox = (app: FastifyInstance) =>
  app.db.selectFrom('outbox').select(['id', 'to', 'subject', 'text', 'attachments']).orderBy('id').execute();

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

describeEachDatabase(
  'Case check-ins',
  (ctx) => {
    const post = (url: string, payload: object, token?: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: token ? bearer(token) : {} });
    const answer = (token: string, body: object) => post('CheckIn/answer', { token, answer: body });
    let admin = '';
    let attorney = '';
    let client = '';

    /** An open funded demo case the demo attorney was asked about (by the first pass), and its open check-in's id. */
    const sentCheckIn = async () => {
      const row = await ctx.app.db
        .selectFrom('check_ins as k')
        .innerJoin('users as u', 'u.id', 'k.sent_to_user_id')
        .select(['k.contract_id'])
        .where('u.email', '=', DEMO_ACCOUNTS.attorney.email)
        .orderBy('k.id')
        .executeTakeFirstOrThrow();
      const open = await ctx.app.db
        .selectFrom('check_ins')
        .select('id')
        .where('contract_id', '=', row.contract_id)
        .where('state', '=', 'sent')
        .executeTakeFirst();
      return { contract_id: row.contract_id, id: open?.id ?? null };
    };
    const requestNow = async (contractId: number) => {
      const response = await post(`Contract/${contractId}/requestCheckIn`, {}, admin);
      expect(response.statusCode).toBe(200);
      return tokenOf(await linkFromOutbox(ctx.app, DEMO_ACCOUNTS.attorney.email, '/check-in?token='));
    };

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      attorney = await demoToken(ctx.app, 'attorney');
      client = await demoToken(ctx.app, 'client');
    });

    it('mails each due check-in once, and a second pass sends nothing', async () => {
      const before = (await outbox(ctx.app)).length;
      const first = await ctx.app.checkIns.runOnce();
      expect(first.sent).toBeGreaterThan(0);
      expect(first.sent).toBe(first.planned);
      const mails = (await outbox(ctx.app)).slice(before).filter((m) => m.subject.startsWith('How is the case going?'));
      expect(mails).toHaveLength(first.sent);
      const again = await ctx.app.checkIns.runOnce();
      expect(again).toEqual({ planned: 0, sent: 0, reminded: 0 });
      // Only open funded cases: every contract asked is a funded, open case with one open check-in.
      const asked = await ctx.app.db
        .selectFrom('check_ins as k')
        .innerJoin('contracts as c', 'c.id', 'k.contract_id')
        .select(['c.current_status', 'c.parent_contract_id', 'c.check_date'])
        .execute();
      for (const c of asked) {
        expect(['CheckSent', 'CheckCashed']).toContain(c.current_status);
        expect(c.parent_contract_id).toBeNull();
      }
    });

    it('opens the form from the link without a password, and refuses altered and unknown tokens', async () => {
      const { contract_id } = await sentCheckIn();
      const token = await requestNow(contract_id);
      const view = await post('CheckIn/view', { token });
      expect(view.statusCode).toBe(200);
      expect(json(view).contractIdentifier).toEqual(expect.any(String));
      const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      for (const bad of [altered, 'not-a-token']) {
        const refused = await post('CheckIn/view', { token: bad });
        expect(refused.statusCode).toBe(404);
        expect(json(refused).message).toMatch(/not valid/);
        expect((await answer(bad, { kind: 'Lost' })).statusCode).toBe(404);
      }
    });

    it('"settled": recorded, the admins told, the payoff statement good through the payment day mailed; the link then refused', async () => {
      const { contract_id } = await sentCheckIn();
      const token = await requestNow(contract_id);
      const before = (await outbox(ctx.app)).length;
      const paidBy = new Date(clock.getTime() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const body = { kind: 'Settled', amount: 45000.5, expectedPaymentDate: paidBy, payoffRequested: true };
      const done = await answer(token, body);
      expect(done.statusCode).toBe(200);
      const mails = (await outbox(ctx.app)).slice(before);
      const statement = mails.find((m) => m.subject.startsWith('Payoff statement'));
      expect(statement?.to).toBe(DEMO_ACCOUNTS.attorney.email);
      const files = statement?.attachments as Array<{ fileName: string; mimeType: string; base64Content: string }>;
      expect(files).toHaveLength(1);
      expect(files[0]!.mimeType).toBe('application/pdf');
      expect(files[0]!.fileName).toContain(`through-${paidBy}`);
      expect(Buffer.from(files[0]!.base64Content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        mails.some((m) => m.to === DEMO_ACCOUNTS.admin.email && m.subject.startsWith('Check-in answered: Settled')),
      ).toBe(true);

      // Used: refused, and nothing more recorded or mailed.
      const count = (await outbox(ctx.app)).length;
      const reuse = await answer(token, { kind: 'Lost' });
      expect(reuse.statusCode).toBe(409);
      expect(json(reuse).message).toMatch(/already been answered/);
      expect((await outbox(ctx.app)).length).toBe(count);

      // On the timeline for the admin and the attorney; the plaintiff does not see it.
      for (const who of [admin, attorney]) {
        const timeline = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/Contract/${contract_id}/checkIns`,
          headers: bearer(who),
        });
        expect(timeline.statusCode).toBe(200);
        const items = (timeline.json() as { items: Array<{ state: string; answer: unknown }> }).items;
        expect(items[0]).toMatchObject({
          state: 'answered',
          answer: { kind: 'Settled', amount: 45000.5, expectedPaymentDate: paidBy },
        });
        expect(items[1]?.state).toBe('replaced');
      }
      const hidden = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Contract/${contract_id}/checkIns`,
        headers: bearer(client),
      });
      expect(hidden.statusCode).toBe(404);
    });

    it('records each kind of answer, and refuses an incomplete one with its message, changing nothing', async () => {
      const { contract_id } = await sentCheckIn();
      const cases: Array<[object, object]> = [
        [
          { kind: 'Pending', expectedSettlementDate: '2027-03-01' },
          { kind: 'Pending', expectedSettlementDate: '2027-03-01' },
        ],
        [
          { kind: 'Lost', note: 'Jury verdict for the defense' },
          { kind: 'Lost', note: 'Jury verdict for the defense' },
        ],
        [
          { kind: 'NoLongerRepresenting', newCounselName: 'Nora New', newCounselEmail: 'Nora@Example.com' },
          { kind: 'NoLongerRepresenting', newCounselName: 'Nora New', newCounselEmail: 'nora@example.com' },
        ],
        [
          { kind: 'Other', text: 'Mediation next month' },
          { kind: 'Other', text: 'Mediation next month' },
        ],
      ];
      for (const [body, stored] of cases) {
        const token = await requestNow(contract_id);
        const { kind } = body as { kind: string };
        // A lost case may say nothing more; every other answer has a field it needs.
        if (kind !== 'Lost') {
          const bad = await answer(token, { kind });
          expect(bad.statusCode).toBe(400);
          const open = await ctx.app.db
            .selectFrom('check_ins')
            .select('state')
            .where('contract_id', '=', contract_id)
            .where('state', '=', 'sent')
            .executeTakeFirst();
          expect(open).toEqual({ state: 'sent' });
        }
        expect((await answer(token, body)).statusCode).toBe(200);
        const row = await ctx.app.db
          .selectFrom('check_ins')
          .select(['state', 'answer'])
          .where('contract_id', '=', contract_id)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ state: 'answered', answer: stored });
      }
      const unknownKind = await answer(await requestNow(contract_id), { kind: 'Maybe' });
      expect(unknownKind.statusCode).toBe(400);
    });

    it('refuses a link a newer check-in replaced, and one past its expiry', async () => {
      const { contract_id } = await sentCheckIn();
      const old = await requestNow(contract_id);
      const newer = await requestNow(contract_id);
      const replaced = await answer(old, { kind: 'Lost' });
      expect(replaced.statusCode).toBe(410);
      expect(json(replaced).message).toMatch(/newer check-in/);
      advanceDays(31);
      try {
        const expired = await answer(newer, { kind: 'Lost' });
        expect(expired.statusCode).toBe(410);
        expect(json(expired).message).toMatch(/expired/);
      } finally {
        advanceDays(-31);
      }
      expect((await answer(newer, { kind: 'Lost' })).statusCode).toBe(200);
    });

    it('reminds once after 14 days unanswered, with a fresh link; the work queue lists it', async () => {
      await requestNow((await sentCheckIn()).contract_id);
      const pending = await sentCheckIn();
      expect((await unansweredCheckIns(ctx.app.db, { today: today() })).items.map((i) => i.checkInId)).not.toContain(
        pending.id,
      );
      advanceDays(14);
      try {
        const before = (await outbox(ctx.app)).length;
        const pass = await ctx.app.checkIns.runOnce();
        expect(pass.reminded).toBeGreaterThan(0);
        const reminders = (await outbox(ctx.app)).slice(before).filter((m) => m.subject.startsWith('Reminder:'));
        expect(reminders).toHaveLength(pass.reminded);
        expect((await ctx.app.checkIns.runOnce()).reminded).toBe(0);
        const queue = await unansweredCheckIns(ctx.app.db, { today: today() });
        expect(queue.items.map((i) => i.checkInId)).toContain(pending.id);
        expect(queue.totalCount).toBeGreaterThanOrEqual(queue.items.length);
        const link = await linkFromOutbox(ctx.app, DEMO_ACCOUNTS.attorney.email, '/check-in?token=');
        expect((await post('CheckIn/view', { token: tokenOf(link) })).statusCode).toBe(200);
      } finally {
        advanceDays(-14);
      }
    });

    it('an administrator sets a contract its own period; a case that is not funded and open is refused', async () => {
      const { contract_id } = await sentCheckIn();
      const set = await post(`Contract/${contract_id}/checkInSchedule`, { everyDays: 30 }, admin);
      expect(set.statusCode).toBe(200);
      expect(json(set).everyDays).toBe(30);
      const bad = await post(`Contract/${contract_id}/checkInSchedule`, { everyDays: 0 }, admin);
      expect(bad.statusCode).toBe(400);
      const back = await post(`Contract/${contract_id}/checkInSchedule`, { everyDays: null }, admin);
      expect(json(back).everyDays).toBeNull();
      const unfunded = await ctx.app.db
        .selectFrom('contracts')
        .select('id')
        .where('check_date', 'is', null)
        .where('parent_contract_id', 'is', null)
        .executeTakeFirstOrThrow();
      const refused = await post(`Contract/${unfunded.id}/requestCheckIn`, {}, admin);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).message).toBe('Check-ins are only for funded contracts that are still open');
      expect((await post(`Contract/${contract_id}/requestCheckIn`, {}, attorney)).statusCode).toBe(403);
    });
  },
  () => ({ now: () => clock }),
);
