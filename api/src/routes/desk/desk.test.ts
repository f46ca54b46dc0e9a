// The funder's desk: the dashboard's figures on the demo portfolio equal the reports' (the raw report's columns summed
// over the same cases, to the cent), stay current with each change of money, and the work queue's items leave when
// they are handled. Only Approved administrators see either.
import { sql } from 'kysely';
import { CLOSED_STATUSES, centsToDollars } from '@litfund/domain';
import type { Dashboard, WorkQueue } from '@litfund/domain';
import { bearer, describeEachDatabase } from '../../test-support/databases.ts';
import { contractForm, demoToken, demoUserId, noon, userIdByEmail } from '../../test-support/fixtures.ts';
import { reportContracts } from '../../reports/contract-batches.ts';
import { rawFields } from '../../reports/reports.ts';
import { businessToday } from '../../contracts/today.ts';
import { refreshStaleDeskFigures } from '../../desk/desk-figures.ts';
import { refreshCaseFigures } from '../../insights/case-figures.ts';

describeEachDatabase("The funder's desk", (ctx) => {
  let admin = '';
  const get = async <T>(url: string, token = admin) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
    return { status: response.statusCode, body: response.json() as T };
  };
  const today = () => businessToday(ctx.app);
  /** Works out the desk figures of today for every open case, as the API does in the background after starting. */
  const refreshed = async () => {
    for (;;) {
      await refreshStaleDeskFigures(ctx.app.db, today(), (trx, ids) =>
        refreshCaseFigures(trx, ids, ctx.app.config.businessTimeZone, today()),
      );
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from contracts where parent_contract_id is null and insight_funded_cents is not null
          and insight_closed_on is null and desk_figures_on is distinct from ${today()}::date`.execute(ctx.app.db);
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    admin = await demoToken(ctx.app, 'admin');
  });

  it('answers Approved administrators only', async () => {
    expect((await get('AdminDesk/dashboard', await demoToken(ctx.app, 'attorney'))).status).toBe(403);
    expect((await get('AdminDesk/workQueue', await demoToken(ctx.app, 'client'))).status).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/AdminDesk/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("equals the reports' figures on the demo portfolio, to the cent", async () => {
    await refreshed();
    const context = { db: ctx.app.db, today: today(), timeZone: ctx.app.config.businessTimeZone };
    const sums = { funded: 0, paid: 0, due: 0, expected: 0, cases: 0, open: 0 };
    const cents = (dollars: unknown) => Math.round(Number(dollars ?? 0) * 100);
    for await (const batch of reportContracts(ctx.app.db, {})) {
      for (const contract of batch) {
        const row = rawFields(contract, context);
        if (row.openBalance == null) continue; // not funded: no CheckSent priced
        sums.cases += 1;
        sums.funded += cents(row.totalFunded);
        sums.paid += cents(row.totalPaid);
        if (!(CLOSED_STATUSES as readonly string[]).includes(contract.current_status)) {
          sums.open += 1;
          sums.due += cents(row.openBalance);
          sums.expected += cents(row.expectedValue);
        }
      }
    }
    expect(sums.cases).toBeGreaterThan(3);
    const { status, body } = await get<Dashboard>('AdminDesk/dashboard');
    expect(status).toBe(200);
    expect(body.figuresOn).toBe(today());
    expect(body.totals).toMatchObject({
      fundedCases: sums.cases,
      openCases: sums.open,
      fundedPrincipal: centsToDollars(sums.funded),
      collected: centsToDollars(sums.paid),
      totalDue: centsToDollars(sums.due),
      expectedPayoff: centsToDollars(sums.expected),
    });
    // Every breakdown adds up to the totals.
    const add = (groups: Dashboard['byStatus'], of: (g: Dashboard['byStatus'][number]) => number) =>
      centsToDollars(groups.reduce((sum, g) => sum + cents(of(g)), 0));
    for (const groups of [body.byStatus, body.byState])
      expect([add(groups, (g) => g.funded), add(groups, (g) => g.totalDue)]).toEqual([
        body.totals.fundedPrincipal,
        body.totals.totalDue,
      ]);
    expect(centsToDollars(body.byMonth.reduce((sum, m) => sum + cents(m.funded), 0))).toBe(body.totals.fundedPrincipal);
    expect(body.vintages.length).toBeGreaterThan(0);
    expect(add(body.byAttorney, (g) => g.funded)).toBeLessThanOrEqual(body.totals.fundedPrincipal);
  });

  it('counts a payment the moment it is recorded, and filters by contract type and funding days', async () => {
    await refreshed();
    const before = (await get<Dashboard>('AdminDesk/dashboard')).body;
    const open = await ctx.app.db
      .selectFrom('contracts')
      .select(['id', 'contract_type'])
      .where('parent_contract_id', 'is', null)
      .where('current_status', '=', 'CheckSent')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Contract/${open.id}/updateAmountPayment`,
      headers: bearer(admin),
      payload: { amount: 12.34, date: noon(today()) },
    });
    expect(paid.statusCode).toBe(200);
    const after = (await get<Dashboard>('AdminDesk/dashboard')).body;
    expect(Math.round((after.totals.collected - before.totals.collected) * 100)).toBe(1234);

    const other = open.contract_type === 'PreSettlement' ? 'PostSettlement' : 'PreSettlement';
    const [mine, theirs] = await Promise.all(
      [open.contract_type, other].map(
        async (type) => (await get<Dashboard>(`AdminDesk/dashboard?contractType=${type}`)).body,
      ),
    );
    expect(mine!.totals.fundedCases + theirs!.totals.fundedCases).toBe(after.totals.fundedCases);
    const none = (await get<Dashboard>('AdminDesk/dashboard?from=2999-01-01')).body;
    expect(none.totals).toMatchObject({ fundedCases: 0, fundedPrincipal: 0, realizedReturnPercent: null });

    const refused = await get<{ errors: Array<{ path: string; message: string }> }>(
      'AdminDesk/dashboard?from=2026-05-01&to=2026-04-01',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'to', message: 'The start date must be on or before the end date.' }]);
    expect((await get('AdminDesk/dashboard?from=2026-02-30')).status).toBe(400);
  });

  it('lists the user waiting for approval until an administrator approves them', async () => {
    const pending = await userIdByEmail(ctx.app, 'pending@litfund.test');
    const queue = async () => (await get<WorkQueue>('AdminDesk/workQueue')).body;
    const users = (q: WorkQueue) => q.sections.find((s) => s.kind === 'userWaiting')!;
    const first = await queue();
    expect(first.sections.map((s) => s.kind)).toEqual([
      'requestWaiting',
      'userWaiting',
      'agreementAwaiting',
      'cancellationClosing',
      'checkInUnanswered',
      'priceRising',
      'caseQuiet',
    ]);
    expect(users(first).items).toContainEqual(
      expect.objectContaining({ kind: 'userWaiting', href: `/edit-user?${pending}` }),
    );
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/AdminUser/${pending}`,
      headers: bearer(admin),
      payload: { userStatusesValue: 'Approved' },
    });
    expect(approved.statusCode).toBe(200);
    const second = await queue();
    expect(users(second).items.map((i) => i.href)).not.toContain(`/edit-user?${pending}`);
    expect(users(second).count).toBe(users(first).count - 1);
  });

  it('lists an agreement waiting for the plaintiff, and a check-in unanswered past its reminder', async () => {
    const section = (q: WorkQueue, kind: string) => q.sections.find((s) => s.kind === kind)!;
    const clientId = await demoUserId(ctx.app, 'client');
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Contract',
      headers: bearer(admin),
      payload: contractForm(clientId, { caseId: 'GA-DESK-AGR' }),
    });
    expect(filed.statusCode).toBe(200);
    const id = (filed.json() as { id: number }).id;
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Contract/${id}/update`,
      headers: bearer(admin),
      payload: { amountApproved: { amount: 3000 } },
    });
    expect(approved.statusCode).toBe(200);
    const funded = await ctx.app.db
      .selectFrom('contracts')
      .select(['id', 'responsible_attorney_id'])
      .where('current_status', '=', 'CheckSent')
      .where('parent_contract_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('check_ins')
      .values({
        contract_id: funded.id,
        state: 'sent',
        due_on: '2026-01-02',
        sent_on: '2026-01-02',
        sent_to_user_id: funded.responsible_attorney_id,
      })
      .execute();
    const queue = (await get<WorkQueue>('AdminDesk/workQueue')).body;
    expect(section(queue, 'agreementAwaiting').items).toContainEqual(
      expect.objectContaining({ subject: 'GA-DESK-AGR', href: `/contract-page?${id}` }),
    );
    expect(section(queue, 'agreementAwaiting').items.find((i) => i.subject === 'GA-DESK-AGR')?.detail).toMatch(
      /waiting for the plaintiff's signature$/,
    );
    expect(section(queue, 'checkInUnanswered').items).toContainEqual(
      expect.objectContaining({ kind: 'checkInUnanswered', href: `/contract-page?${funded.id}`, on: '2026-01-02' }),
    );
  });
});
