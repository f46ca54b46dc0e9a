// The prescribed disclosure forms, read back with pdftotext: New York, Vermont and Maine plaintiffs' contracts, each
// funded $10,000.00 on Thursday 2026-01-15 under the West Virginia golden rate set (9 points every 6 months), show
// their state's title, sections, tables and marks. Amounts are worked by hand: the amount due at month 6k is
// $10,000.00 + k x $900.00; New York's cap is $10,000.00 + 25 % of the hypothetical recovery.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileResponse, RateSchedule } from '@litfund/domain';
import { bearer, describeEachDatabase } from '../../test-support/databases.ts';
import { contractForm, demoToken, noon, paperClientContract, signedInUser } from '../../test-support/fixtures.ts';
import { insertRateSet } from '../../pricing/rate-sets.ts';

const range = (daysFrom: number, daysTo: number, rateBp: number) => ({ daysFrom, daysTo, rateBp });
const SCHEDULE: RateSchedule = {
  pre: [
    range(0, 184, 900),
    range(185, 366, 1800),
    range(367, 550, 2700),
    range(551, 731, 3600),
    range(732, 915, 4500),
    range(916, 1096, 5400),
    range(1097, 1276, 6300),
  ],
  post: [],
};

function pdfPages(file: FileResponse): string[] {
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'form-')), 'form.pdf');
  fs.writeFileSync(where, Buffer.from(file.base64Content, 'base64'));
  const result = spawnSync('pdftotext', ['-layout', where, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout
    .replace(/[ \t]+/g, ' ')
    .split('\f')
    .filter((page) => page.trim() !== '');
}

describeEachDatabase(
  'Prescribed disclosure forms',
  (ctx) => {
    let admin = '';
    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
    });

    /** A plaintiff of `state` with a contract funded $10,000.00 on 2026-01-15; the disclosure's pages. */
    async function disclosed(key: string, name: string, others = 0): Promise<string[]> {
      const plaintiff = await signedInUser(ctx.app, { state: { key, name }, userType: 'Client' });
      const state = await ctx.app.db.selectFrom('states').select('id').where('key', '=', key).executeTakeFirstOrThrow();
      await ctx.app.db.deleteFrom('interest_rate_sets').where('state_id', '=', state.id).execute();
      await insertRateSet(ctx.app.db, state.id, SCHEDULE);
      const fund = async (caseId: string, dollars: number) => {
        const filed = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Contract',
          payload: contractForm(plaintiff.id, { caseId, dateAccident: noon('2025-06-02') }),
          headers: bearer(plaintiff.token),
        });
        expect(filed.statusCode).toBe(200);
        const id = (filed.json() as { id: number }).id;
        await paperClientContract(ctx.app, id);
        const sent = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/Contract/${id}/statusUpdate`,
          payload: { contractsStatus: 'CheckSent', statusValue: dollars, dateChange: noon('2026-01-15') },
          headers: bearer(admin),
        });
        expect(sent.statusCode).toBe(200);
        return id;
      };
      if (others > 0) await fund(`${key}-OTHER`, others);
      const id = await fund(`${key}-FORM`, 10_000);
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/Contract/${id}/disclosure`,
        headers: bearer(plaintiff.token),
      });
      expect(answer.statusCode).toBe(200);
      return pdfPages(answer.json() as FileResponse);
    }

    it('New York: the title, the hypothetical outcomes capped at 25 % of the recovery, initials on every page', async () => {
      const pages = await disclosed('NY', 'New York');
      const text = pages.join('');
      for (const line of [
        'New York consumer litigation funding disclosure (N.Y. Gen. Bus. Law art. 39-H)',
        'What you would owe under hypothetical recoveries',
        'Recovery At most 6 mo. 12 mo. 18 mo. 24 mo. 30 mo. 36 mo.',
        'No recovery $0.00 $0.00 $0.00 $0.00 $0.00 $0.00 $0.00',
        // $20,000.00: at most $15,000.00, so month 36's $15,400.00 is held there.
        '$20,000.00 $15,000.00 $10,900.00 $11,800.00 $12,700.00 $13,600.00 $14,500.00 $15,000.00',
        '$50,000.00 $22,500.00 $10,900.00 $11,800.00 $12,700.00 $13,600.00 $14,500.00 $15,400.00',
        '$100,000.00 $35,000.00 $10,900.00 $11,800.00 $12,700.00 $13,600.00 $14,500.00 $15,400.00',
        'What you repay depends on your recovery',
        'I have read every page of this disclosure and initialled each one.',
        'Consumer signature:',
      ])
        expect(text).toContain(line);
      for (const page of pages) expect(page).toContain("Consumer's initials: ________");
    });

    it('Vermont: the alternatives, the tax notice and the cumulative total across contracts', async () => {
      // Another contract funded $1,000.00 the same day owes $1,090.00 today (2026-01-20, within its first range).
      const text = (await disclosed('VT', 'Vermont', 1_000)).join('');
      for (const line of [
        'Vermont consumer litigation funding disclosure (8 V.S.A. 2253)',
        'Alternatives to this funding',
        'Tax notice',
        'Charges if repaid at any time',
        // No term in Vermont: the last range's $16,300.00 is this contract's most.
        'This contract, at most: $16,300.00',
        'Your other LitFund contracts, owed today: $1,090.00',
        'Cumulative total across your LitFund contracts: $17,390.00',
        'Acknowledgment',
      ])
        expect(text).toContain(line);
      expect(text).not.toContain("Consumer's initials");
    });

    it('Maine: the 6-month table to the 42-month term and the compounding limit', async () => {
      const text = (await disclosed('ME', 'Maine')).join('');
      for (const line of [
        'Maine consumer legal funding disclosure (9-A M.R.S. 12-104)',
        'Charges and compounding',
        '42 07-15-2029 $16,300.00 14.46%',
        'Maximum total $16,300.00',
        'I have read the disclosure table above.',
      ])
        expect(text).toContain(line);
      expect(text).not.toContain('hypothetical');
    });
  },
  { now: () => new Date('2026-01-20T15:00:00.000Z') },
);
