// The disclosure PDF read back with pdftotext: a West Virginia plaintiff's contract, funded $10,000.00 on Thursday
// 2026-01-15 under the golden test's rate set (domain/src/compliance/disclosure.golden.test.ts), shows the golden
// table to the cent and to 0.01 % APR; who may read it is who may read the contract.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_MESSAGES, MESSAGES, type FileResponse, type RateSchedule } from '@litfund/domain';
import { bearer, describeEachDatabase } from '../../test-support/databases.ts';
import { contractForm, demoToken, noon, signedInUser, paperClientContract } from '../../test-support/fixtures.ts';
import { insertRateSet } from '../../pricing/rate-sets.ts';

const range = (daysFrom: number, daysTo: number, rateBp: number) => ({ daysFrom, daysTo, rateBp });
/** The golden test's West Virginia set: 9 points every 6 months, within 18 % a year begun. */
const WEST_VIRGINIA: RateSchedule = {
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

/** The PDF's text as pdftotext lays it out, runs of spaces squeezed. */
function pdfText(file: FileResponse): string {
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'disclosure-')), 'disclosure.pdf');
  fs.writeFileSync(where, Buffer.from(file.base64Content, 'base64'));
  const result = spawnSync('pdftotext', ['-layout', where, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.replace(/[ \t]+/g, ' ');
}

describeEachDatabase(
  'Disclosure',
  (ctx) => {
    it('shows the West Virginia golden table, the maximum and the cancellation deadline', async () => {
      const admin = await demoToken(ctx.app, 'admin');
      const stranger = await signedInUser(ctx.app);
      const plaintiff = await signedInUser(ctx.app, {
        state: { key: 'WV', name: 'West Virginia' },
        userType: 'Client',
      });
      const wv = await ctx.app.db.selectFrom('states').select('id').where('key', '=', 'WV').executeTakeFirstOrThrow();
      await ctx.app.db.deleteFrom('interest_rate_sets').where('state_id', '=', wv.id).execute();
      await insertRateSet(ctx.app.db, wv.id, WEST_VIRGINIA);

      const filed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Contract',
        payload: contractForm(plaintiff.id, { caseId: 'WV-DISCLOSE', dateAccident: noon('2025-06-02') }),
        headers: bearer(plaintiff.token),
      });
      expect(filed.statusCode).toBe(200);
      const id = (filed.json() as { id: number }).id;
      const disclosure = (token: string) =>
        ctx.app.inject({ method: 'GET', url: `/api/v1/Contract/${id}/disclosure`, headers: bearer(token) });

      // Nothing to disclose before an amount is approved; a stranger learns nothing either way.
      const early = await disclosure(plaintiff.token);
      expect([early.statusCode, early.json()]).toEqual([409, { message: CONTRACT_MESSAGES.disclosureBeforeApproval }]);
      const hidden = await disclosure(stranger.token);
      expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: MESSAGES.notFound }]);

      // Approved, not yet funded: an estimate on the approved amount as if funded today.
      await ctx.app.db
        .updateTable('contracts')
        .set({ amount_approved_cents: 1_000_000 })
        .where('id', '=', id)
        .execute();
      const estimate = await disclosure(plaintiff.token);
      expect(estimate.statusCode).toBe(200);
      expect(pdfText(estimate.json())).toContain('If funded on 01-15-2026: $10,000.00 (estimate before funding)');

      await paperClientContract(ctx.app, id);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/Contract/${id}/statusUpdate`,
        payload: { contractsStatus: 'CheckSent', statusValue: 10_000, dateChange: noon('2026-01-15') },
        headers: bearer(admin),
      });
      expect(sent.statusCode).toBe(200);
      for (const token of [admin, plaintiff.token]) {
        const answer = await disclosure(token);
        expect([answer.statusCode, answer.json().mimeType]).toEqual([200, 'application/pdf']);
      }
      const text = pdfText((await disclosure(plaintiff.token)).json());
      // The golden table: months, the day the period ends, the amount due, the APR.
      for (const line of [
        '6 07-15-2026 $10,900.00 18.00%',
        '12 01-15-2027 $11,800.00 17.26%',
        '18 07-15-2027 $12,700.00 16.59%',
        '24 01-15-2028 $13,600.00 15.98%',
        '30 07-15-2028 $14,500.00 15.43%',
        '36 01-15-2029 $15,400.00 14.92%',
        '42 07-15-2029 $16,300.00 14.46%',
        'Maximum total $16,300.00',
      ])
        expect(text).toContain(line);
      expect(text).toContain('Funded 01-15-2026: $10,000.00');
      expect(text).toContain('Maximum total you may owe: $16,300.00');
      expect(text).toContain('Charges stop after 07-15-2029');
      // Charges itemized by stretch: the first 184 days cost $900.00.
      expect(text).toContain('01-15-2026 07-18-2026 $900.00 $10,900.00');
      expect(text).toContain('West Virginia (W. Va. Code 46A-6N)');
      // Five business days from Thursday 01-15: Martin Luther King Jr. Day (Monday 01-19) is not one.
      expect(text).toContain('Last day to cancel: 01-23-2026');
    });
  },
  { now: () => new Date('2026-01-15T15:00:00.000Z') },
);
