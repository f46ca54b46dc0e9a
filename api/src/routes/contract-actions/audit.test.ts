import crypto from 'node:crypto';
import { sql } from 'kysely';
import { contractAuditPageSchema } from '@litfund/domain';
import type { ContractAuditPage } from '@litfund/domain';
import { describeEachDatabase } from '../../test-support/databases.ts';
import {
  apiCalls,
  auditRowsOf,
  contractForm,
  demoToken,
  demoUserId,
  noon,
  paperClientContract,
} from '../../test-support/fixtures.ts';

const TODAY = '2026-11-20';

describeEachDatabase(
  'Audit rows of contract changes',
  (ctx) => {
    const tokens = { admin: '', attorney: '' };
    let clientId = 0;
    const { post } = apiCalls(ctx, () => tokens.admin);
    const { get } = apiCalls(ctx);
    const newContract = async () => {
      const response = await post('Contract', contractForm(clientId, { amountRequested: 3000 }), tokens.attorney);
      expect(response.statusCode).toBe(200);
      const id = (response.json() as { id: number }).id;
      await paperClientContract(ctx.app, id);
      return id;
    };
    const auditRows = (id: number) => auditRowsOf(ctx.app, 'contract', id);

    beforeAll(async () => {
      tokens.admin = await demoToken(ctx.app, 'admin');
      tokens.attorney = await demoToken(ctx.app, 'attorney');
      clientId = await demoUserId(ctx.app, 'client');
    });

    it('a failure after the change rolls back the change and its audit row together', async () => {
      const id = await newContract();
      expect(
        (
          await post(`Contract/${id}/statusUpdate`, {
            contractsStatus: 'CheckSent',
            statusValue: 3000,
            dateChange: noon('2026-11-01'),
          })
        ).statusCode,
      ).toBe(200);
      const audits = (await auditRows(id)).length;
      // The audit row is the last write of the transaction: make it fail, as a full disk or a dropped connection would.
      await sql`create function litfund_test_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused by the test'; end $$`.execute(ctx.app.db);
      await sql`create trigger litfund_test_refuse_audit before insert on audit_log for each row
      when (new.action = 'contract.payment') execute function litfund_test_refuse_audit()`.execute(ctx.app.db);
      try {
        const failed = await post(`Contract/${id}/updateAmountPayment`, { amount: 100, date: noon(TODAY) });
        expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      } finally {
        await sql`drop trigger litfund_test_refuse_audit on audit_log`.execute(ctx.app.db);
        await sql`drop function litfund_test_refuse_audit()`.execute(ctx.app.db);
      }
      expect(
        await ctx.app.db.selectFrom('contract_payments').select('id').where('contract_id', '=', id).execute(),
      ).toEqual([]);
      expect((await auditRows(id)).length).toBe(audits);
      // And with the audit working again, the same payment commits with its row.
      expect((await post(`Contract/${id}/updateAmountPayment`, { amount: 100, date: noon(TODAY) })).statusCode).toBe(
        200,
      );
      expect((await auditRows(id)).map((r) => r.action).at(-1)).toBe('contract.payment');
    });

    it('snapshots keep a file as its name, type, size and hash, never its content', async () => {
      const id = await newContract();
      const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(4096)]);
      const uploaded = await post(`Contract/${id}/uploadDocument`, {
        type: 2,
        fileName: 'contract.pdf',
        documentBase64String: content.toString('base64'),
      });
      expect(uploaded.statusCode).toBe(200);
      const row = (await auditRows(id)).at(-1)!;
      expect(row.action).toBe('contract.document');
      const after = (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as {
        attachments: Array<Record<string, unknown>>;
      };
      expect(after.attachments).toEqual([
        expect.objectContaining({
          type: 2,
          mimeType: 'application/pdf',
          size: content.length,
          sha256: crypto.createHash('sha256').update(content).digest('hex'),
        }),
      ]);
      expect(after.attachments[0]).not.toHaveProperty('base64');
      expect(JSON.stringify(row.after)).not.toContain(content.subarray(9, 300).toString('base64').slice(0, 40));
    });

    it("administrators read a contract's trail, newest first, paged, with readable before and after", async () => {
      const id = await newContract();
      await post(`Contract/${id}/update`, { amountApproved: { amount: 2500 } });
      await post(`Contract/${id}/statusUpdate`, {
        contractsStatus: 'CheckSent',
        statusValue: 2500,
        dateChange: noon('2026-11-02'),
        checkNumber: '1042',
      });
      await post(`Contract/${id}/updateAmountPayment`, { amount: 250.25, date: noon(TODAY) });
      await post(`Contract/${id}/addComment`, { commentText: 'Internal' });

      const first = await get(`Contract/${id}/audit?pageSize=2`, tokens.admin);
      expect(first.statusCode).toBe(200);
      const page = contractAuditPageSchema.parse(first.json());
      // Five: approving also generated the funding agreement (its own row, before the approval's).
      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(page.entries.map((e) => e.actionLabel)).toEqual(['Added a comment', 'Recorded a payment']);
      expect(page.entries[0]!.actor.userName).toBe('Site Administrator');
      expect(page.entries[1]!.changes).toEqual([{ label: 'Payments', before: '', after: '1 payment, $250.25' }]);
      expect(page.entries[0]!.changes).toEqual([
        { label: 'Comments', before: '', after: '1 (1 hidden from the parties)' },
      ]);

      const second = (await get(`Contract/${id}/audit?page=2&pageSize=2`, tokens.admin)).json() as ContractAuditPage;
      expect(second.entries.map((e) => e.action)).toEqual(['contract.status', 'contract.update']);
      expect(second.entries[0]!.changes).toEqual([
        { label: 'Status', before: 'Waiting Approval', after: 'Check Sent' },
        { label: 'Check', before: '', after: '$2,500.00 on 11-02-2026, check 1042' },
      ]);
      expect(second.entries[1]!.changes).toEqual([{ label: 'Approved amount', before: '', after: '$2,500.00' }]);

      expect((await get(`Contract/${id}/audit`, tokens.attorney)).statusCode).toBe(403);
      expect((await get(`Contract/${id}/audit`)).statusCode).toBe(401);
      expect((await get('Contract/999999/audit', tokens.admin)).statusCode).toBe(404);
      expect((await get(`Contract/${id}/audit?pageSize=500`, tokens.admin)).statusCode).toBe(400);
    });
  },
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);
