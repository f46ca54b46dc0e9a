// Georgia caps what the funder may recover at the plaintiff's share of the recovery (Ga. SB 69, from 2026-01-01): a
// contract funded $2,000.00 on 2026-03-02 whose case settled for $2,050.00 owes at most $2,050.00, in its figures, in a
// payment's overpayment check and on the payoff statement, which says the cap applied and cites the statute. A
// contract cancelled in its window gets a statement that says so and asks for the funded amount only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { overpaymentMessage, type ContractRead, type FileResponse } from '@litfund/domain';
import { describeEachDatabase } from '../../test-support/databases.ts';
import {
  apiCalls,
  contractForm,
  demoToken,
  demoUserId,
  noon,
  paperClientContract,
} from '../../test-support/fixtures.ts';

/** The PDF's text as pdftotext lays it out, runs of spaces squeezed. */
function pdfText(file: FileResponse): string {
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payoff-')), 'payoff.pdf');
  fs.writeFileSync(where, Buffer.from(file.base64Content, 'base64'));
  const result = spawnSync('pdftotext', ['-layout', where, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.replace(/[ \t]+/g, ' ');
}

describeEachDatabase(
  'Recovery cap and cancellation at payoff',
  (ctx) => {
    let admin = '';
    let attorney = '';
    const api = apiCalls(ctx, () => admin);
    /** A demo client's (Georgia) contract funded with a $2,000.00 check on `checkDay`. */
    async function funded(caseId: string, checkDay: string): Promise<number> {
      const clientId = await demoUserId(ctx.app, 'client');
      const filed = await api.post(
        'Contract',
        contractForm(clientId, { caseId, dateAccident: noon('2026-01-20') }),
        attorney,
      );
      expect(filed.statusCode).toBe(200);
      const id = (filed.json() as { id: number }).id;
      await ctx.app.db.updateTable('contracts').set({ requested_on: '2026-02-02' }).where('id', '=', id).execute();
      await paperClientContract(ctx.app, id);
      const sent = await api.post(`Contract/${id}/statusUpdate`, {
        contractsStatus: 'CheckSent',
        statusValue: 2000,
        dateChange: noon(checkDay),
      });
      expect(sent.statusCode).toBe(200);
      return id;
    }
    const payoff = async (id: number) => {
      const answer = await api.get(`Contract/${id}/payoffStatement`);
      expect(answer.statusCode).toBe(200);
      return pdfText(answer.json() as FileResponse);
    };

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      attorney = await demoToken(ctx.app, 'attorney');
    });

    it('holds the amount due at the recovery, refuses a payment above it, and says so on the statement', async () => {
      const id = await funded('GA-CAP', '2026-03-02');
      const before = (await api.get(`Contract/${id}`)).json() as ContractRead;
      // Six months of charges on the demo Georgia rates are above $50.00: the cap below bites.
      expect(before.totalDue).toBeGreaterThan(2050);
      const uncapped = await payoff(id);
      expect(uncapped).toContain('Recovery cap');
      expect(uncapped).toContain('The recovery is not recorded yet');

      expect((await api.post(`Contract/${id}/update`, { amountSettlement: 2050 })).statusCode).toBe(200);
      const after = (await api.get(`Contract/${id}`)).json() as ContractRead;
      expect(after.totalDue).toBe(2050);

      const over = await api.post(`Contract/${id}/updateAmountPayment`, { amount: 2050.01, date: noon('2026-09-01') });
      expect([over.statusCode, (over.json() as { message: string }).message]).toEqual([
        409,
        overpaymentMessage(205_001, 205_000),
      ]);

      const text = await payoff(id);
      expect(text).toContain('Payoff as of 09-04-2026: $2,050.00 (no further increase)');
      expect(text).toContain(
        'Georgia law (Ga. SB 69 (2025)) allows a repayment of at most the recovery after attorney fees.',
      );
      expect(text).toContain('the cap is $2,050.00');
      expect(text).toContain('The cap applied');
      expect(text).toContain('so $2,050.00 is the most owed.');
    });

    it('a contract cancelled in its window: the statement says so and asks for the funded amount only', async () => {
      const id = await funded('GA-CANCELLED-PAYOFF', '2026-09-04');
      expect((await api.post(`Contract/${id}/cancel`, {})).statusCode).toBe(200);
      const text = await payoff(id);
      expect(text).toContain('Cancelled on 09-04-2026 within the cancellation window: $2,000.00 owed');
      expect(text).toContain('Cancelled 09-04-2026: the funded amount is owed, no charges');
      const disclosure = await api.get(`Contract/${id}/disclosure`);
      expect(pdfText(disclosure.json() as FileResponse)).toContain('This contract was cancelled on 09-04-2026');
    });
  },
  { now: () => new Date('2026-09-04T15:00:00.000Z') },
);
