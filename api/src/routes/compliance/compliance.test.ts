import { calendarDateIn } from '@litfund/domain';
import type { ComplianceReportWire, ComplianceStateWire, ContractRead, OverrideWire } from '@litfund/domain';
import { createApprovedUser, describeEachDatabase, tokenFor } from '../../test-support/databases.ts';
import {
  adminUserForm,
  apiCalls,
  auditRowsOf,
  contractForm,
  demoToken,
  noon,
  paperClientContract,
} from '../../test-support/fixtures.ts';

const TODAY = '2026-11-20';
const IL_CAP = 'Illinois law (815 ILCS 121/25) allows at most 18% of the funded amount per 6 months';
const IL_TERM = 'Illinois law (815 ILCS 121/25) allows no charges after 42 months';
const OVERRIDE: OverrideWire = {
  capPercent: null,
  capPeriodMonths: null,
  termMonths: null,
  cancellationBusinessDays: null,
};

/** An Illinois set within the cap (18 % a 6 months begun): 18 % for the longest first 6 months (184 days), then 35 %. */
const IL_PRE = [
  { daysFrom: 0, daysTo: 184, rate: 18 },
  { daysFrom: 185, daysTo: 368, rate: 35 },
];
const IL_POST = [
  { daysFrom: 0, daysTo: 30, rate: 10 },
  { daysFrom: 31, daysTo: 60, rate: 17 },
];

interface WireSet {
  id: number;
  preSettlements: Array<{ id: number; daysFrom: number; daysTo: number; rate: number }>;
}

describeEachDatabase(
  'State compliance enforced on prices',
  (ctx) => {
    let admin = '';
    const { get, post } = apiCalls(ctx, () => admin);
    let illinois: WireSet;
    const count = async (table: 'interest_rate_sets' | 'interest_rate_ranges' | 'contract_tranches' | 'users') =>
      Number(
        (
          await ctx.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const ilSet = async () => (await get(`Interest/${illinois.id}`)).json() as WireSet;
    /** An Approved plaintiff in `state` with an additional fee (bp) written as if set before the rules. */
    const plaintiff = async (state: string, feeBp = 0) => {
      const user = await createApprovedUser(ctx.app, { state: { key: state } });
      const stateRow = await ctx.app.db
        .selectFrom('states')
        .select('id')
        .where('key', '=', state)
        .executeTakeFirstOrThrow();
      await ctx.app.db
        .updateTable('users')
        .set({ user_type: 'Client', state_id: stateRow.id, additional_fee_bp: feeBp })
        .where('id', '=', user.id)
        .execute();
      return user;
    };
    const contractOf = async (clientId: number) => {
      const response = await post('Contract', contractForm(clientId, { amountRequested: 1000 }));
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }).id;
    };
    const checkSent = async (id: number) => {
      await paperClientContract(ctx.app, id);
      return post(`Contract/${id}/statusUpdate`, {
        contractsStatus: 'CheckSent',
        statusValue: 1000,
        dateChange: noon(TODAY),
      });
    };
    const setOverride = (state: string, values: Partial<typeof OVERRIDE>) =>
      post(`Compliance/states/${state}/override`, { ...OVERRIDE, ...values });

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
    });

    describe('rate sets', () => {
      it('refuses an Illinois set above the cap, naming the statute, and writes nothing', async () => {
        const before = [await count('interest_rate_sets'), await count('interest_rate_ranges')];
        const refused = await post('Interest', {
          state: { key: 'IL' },
          preSettlements: [{ daysFrom: 0, daysTo: 180, rate: 25 }],
          postSettlements: [],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          `${IL_CAP}: the pre-settlement range days 0-180 charges 25% on day 0, where at most 18% is allowed.`,
        );
        expect(refused.json().errors[0].path).toBe('preSettlements.0');
        expect([await count('interest_rate_sets'), await count('interest_rate_ranges')]).toEqual(before);

        const created = await post('Interest', {
          state: { key: 'IL' },
          preSettlements: IL_PRE,
          postSettlements: IL_POST,
        });
        expect(created.statusCode).toBe(200);
        illinois = created.json();
      });

      it('refuses a range added above the cap or rising after the term, and accepts one within', async () => {
        const before = await ilSet();
        const over = await post(`Interest/assign/${illinois.id}/preSettlement`, {
          daysFrom: 369,
          daysTo: 552,
          rate: 55,
        });
        expect(over.statusCode).toBe(400);
        expect(over.json().message).toContain(
          `${IL_CAP}: the pre-settlement range days 369-552 charges 55% on day 369`,
        );
        expect(over.json().errors).toEqual([{ path: 'preSettlements', message: over.json().message }]);
        expect(await ilSet()).toEqual(before);

        const within = await post(`Interest/assign/${illinois.id}/preSettlement`, {
          daysFrom: 369,
          daysTo: 1400,
          rate: 53,
        });
        expect(within.statusCode).toBe(200);
        // 42 months can end on day 1276: a rise after it is a charge after the term.
        const late = await post(`Interest/assign/${illinois.id}/preSettlement`, {
          daysFrom: 1401,
          daysTo: 1500,
          rate: 60,
        });
        expect(late.statusCode).toBe(400);
        expect(late.json().message).toBe(
          `${IL_TERM}: the pre-settlement range days 1401-1500 raises the rate on day 1401, and 42 months can end on day 1276.`,
        );
        const flat = await post(`Interest/assign/${illinois.id}/preSettlement`, {
          daysFrom: 1401,
          daysTo: 1500,
          rate: 53,
        });
        expect(flat.statusCode).toBe(200);
      });

      it('refuses a range update above the cap and keeps the range', async () => {
        const before = await ilSet();
        const first = before.preSettlements[0]!;
        const refused = await post(`Interest/update/preSettlement/${first.id}`, { daysFrom: 0, daysTo: 184, rate: 25 });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain('815 ILCS 121/25');
        expect(await ilSet()).toEqual(before);
        const lower = await post(`Interest/update/preSettlement/${first.id}`, { daysFrom: 0, daysTo: 184, rate: 17 });
        expect(lower.statusCode).toBe(200);
      });

      it('leaves a state without a cap alone (Washington has no statute)', async () => {
        const response = await post('Interest', {
          state: { key: 'WA' },
          preSettlements: [{ daysFrom: 0, daysTo: 180, rate: 90 }],
          postSettlements: [],
        });
        expect(response.statusCode).toBe(200);
      });
    });

    describe("a plaintiff's additional fee", () => {
      it('is refused on a new Illinois user when it takes the price above the cap', async () => {
        const users = await count('users');
        // The Illinois set charges 17 %, 35 %, 53 % where 18 %, 36 %, 54 % are allowed: 1 % on top fits, 1.01 % not.
        const refused = await post(
          'AdminUser',
          adminUserForm({ userType: 'Client', state: { key: 'IL' }, additionalFee: 1.01 }),
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual([{ path: 'additionalFee', message: refused.json().message }]);
        expect(refused.json().message).toContain(IL_CAP);
        expect(refused.json().message).toContain('with the additional fee of 1.01%');
        expect(await count('users')).toBe(users);
        const allowed = await post(
          'AdminUser',
          adminUserForm({ userType: 'Client', state: { key: 'IL' }, additionalFee: 1 }),
        );
        expect(allowed.statusCode).toBe(200);
      });

      it('is refused on an existing user, and a state without a cap takes any fee', async () => {
        const { id } = await plaintiff('IL');
        const refused = await post(`AdminUser/${id}`, { additionalFee: 2 });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain('815 ILCS 121/25');
        expect((await get(`AdminUser/${id}`)).json().additionalFee).toBe(0);
        const georgian = await plaintiff('GA');
        expect((await post(`AdminUser/${georgian.id}`, { additionalFee: 5 })).statusCode).toBe(200);
        // Moving a plaintiff with that fee to Illinois is the same price: refused.
        const moved = await post(`AdminUser/${georgian.id}`, { state: { key: 'IL', name: 'Illinois' } });
        expect(moved.statusCode).toBe(400);
        expect(moved.json().errors[0].path).toBe('additionalFee');
      });
    });

    describe('funding', () => {
      let fundedId = 0;

      it('refuses CheckSent when the fee breaks the cap on the funding day, and changes nothing', async () => {
        const { id: clientId } = await plaintiff('IL', 200);
        const id = await contractOf(clientId);
        const refused = await checkSent(id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toMatch(/^This funding cannot be recorded: Illinois law \(815 ILCS 121\/25\)/);
        expect(refused.json().message).toContain('with the additional fee of 2%');
        const row = await ctx.app.db
          .selectFrom('contracts')
          .select(['check_amount_cents', 'current_status', 'compliance_snapshot'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ check_amount_cents: null, current_status: 'WaitingApproval', compliance_snapshot: null });
      });

      it('keeps the rules it checked and the term on the contract, shown to administrators only', async () => {
        const client = await plaintiff('IL');
        fundedId = await contractOf(client.id);
        expect((await checkSent(fundedId)).statusCode).toBe(200);
        const row = await ctx.app.db
          .selectFrom('contracts')
          .select(['compliance_snapshot', 'charge_term_months'])
          .where('id', '=', fundedId)
          .executeTakeFirstOrThrow();
        expect(row.charge_term_months).toBe(42);
        expect(row.compliance_snapshot).toEqual({
          state: 'IL',
          stateName: 'Illinois',
          checkedOn: TODAY,
          rules: [
            { id: 'IL.chargeCap', citation: '815 ILCS 121/25', version: 1, source: 'statute' },
            { id: 'IL.chargeTerm', citation: '815 ILCS 121/25', version: 1, source: 'statute' },
          ],
        });
        const read = (await get(`Contract/${fundedId}`)).json() as ContractRead;
        expect(read.complianceCheck).toBe('Checked against Illinois rules v1');
        const own = await get(`Contract/${fundedId}`, await tokenFor(ctx.app, client.email, client.password));
        expect(own.statusCode).toBe(200);
        expect((own.json() as ContractRead).complianceCheck).toBeUndefined();
      });

      it("checks a tranche against the rules in force on its day, the funder's setting included", async () => {
        expect((await setOverride('IL', { capPercent: 15 })).statusCode).toBe(200);
        const tranches = await count('contract_tranches');
        const refused = await post(`Contract/${fundedId}/addAdditionalFundingRequest`, {
          amount: 100,
          date: noon(TODAY),
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toContain("The funder's stricter setting for Illinois (815 ILCS 121/25)");
        expect(await count('contract_tranches')).toBe(tranches);
        expect((await setOverride('IL', {})).statusCode).toBe(200);
        const accepted = await post(`Contract/${fundedId}/addAdditionalFundingRequest`, {
          amount: 100,
          date: noon(TODAY),
        });
        expect(accepted.statusCode).toBe(200);
      });
    });

    describe('the State compliance page', () => {
      it("lists every state and shows Illinois' rules with citation, effective day and version", async () => {
        const states = (await get('Compliance/states')).json() as Array<{ key: string; statute: string | null }>;
        expect(states).toHaveLength(51);
        expect(states.find((s) => s.key === 'IL')!.statute).toMatch(/^815 ILCS 121/);
        expect(states.find((s) => s.key === 'WA')!.statute).toBeNull();
        const il = (await get('Compliance/states/il')).json() as ComplianceStateWire;
        expect(il.rules.find((r) => r.kind === 'chargeCap')).toEqual({
          id: 'IL.chargeCap',
          kind: 'chargeCap',
          text: 'at most 18% of the funded amount per 6 months',
          citation: '815 ILCS 121/25',
          effectiveOn: null,
          version: 1,
          source: 'statute',
        });
        expect(il.override).toBeNull();
        expect((await get('Compliance/states/ZZ')).statusCode).toBe(404);
        expect((await get('Compliance/states', await demoToken(ctx.app, 'attorney'))).statusCode).toBe(403);
      });

      it('refuses a looser setting naming the statute, and audits a stricter one with the change', async () => {
        const audits = (await auditRowsOf(ctx.app, 'state_compliance', 'IL')).length;
        const looser = await setOverride('IL', { capPercent: 20 });
        expect(looser.statusCode).toBe(400);
        expect(looser.json().message).toBe(`${IL_CAP}; a setting may be stricter, never looser: 20% is above it.`);
        const longer = await setOverride('IL', { termMonths: 48 });
        expect(longer.json().message).toContain('no charges after 42 months');
        // A period alone would be dropped and nothing saved: refused, naming the field.
        const periodAlone = await setOverride('IL', { capPeriodMonths: 1 });
        expect([periodAlone.statusCode, periodAlone.json().message]).toEqual([400, 'A cap period needs a cap percent']);
        expect(await auditRowsOf(ctx.app, 'state_compliance', 'IL')).toHaveLength(audits);

        const stricter = await setOverride('IL', { capPercent: 15, termMonths: 36 });
        expect(stricter.statusCode).toBe(200);
        const state = stricter.json() as ComplianceStateWire;
        expect(state.override).toMatchObject({ capPercent: 15, termMonths: 36 });
        expect(state.inForce.find((r) => r.kind === 'chargeCap')).toMatchObject({
          text: 'at most 15% of the funded amount per 6 months',
          source: 'override',
        });
        const rows = await auditRowsOf(ctx.app, 'state_compliance', 'IL');
        expect(rows).toHaveLength(audits + 1);
        expect(rows.at(-1)).toMatchObject({ action: 'compliance.override' });
      });

      it('reports the sets that break a rule, with citation and since when, without changing them', async () => {
        const before = await ilSet();
        const report = (await get('Compliance/report')).json() as ComplianceReportWire;
        const il = report.filter((line) => line.state.key === 'IL');
        expect(il.map((line) => line.ruleId)).toContain('IL.chargeCap');
        expect(il[0]).toMatchObject({ setId: illinois.id, citation: '815 ILCS 121/25' });
        expect(il[0]!.message).toMatch(
          /^The funder's stricter setting for Illinois \(815 ILCS 121\/25\) allows at most 15%/,
        );
        expect(il[0]!.since).toBe(calendarDateIn(new Date(), 'America/New_York'));
        // The demo sets (GA, NY, CA, TX, FL) break nothing: those states set no cap or term on a rate set.
        expect(report.filter((line) => ['GA', 'NY', 'CA', 'TX', 'FL'].includes(line.state.key))).toEqual([]);
        expect(await ilSet()).toEqual(before);
        // Back to the statute: the set complies again.
        expect((await setOverride('IL', {})).json().override).toBeNull();
        const after = (await get('Compliance/report')).json() as ComplianceReportWire;
        expect(after.filter((line) => line.state.key === 'IL')).toEqual([]);
      });
    });
  },
  { now: () => new Date(`${TODAY}T15:00:00.000Z`) },
);
