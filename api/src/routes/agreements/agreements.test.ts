// The funding agreement end to end through the API: recording the approved amount generates it and mails the
// plaintiff a single-use link; the plaintiff signs (initials: New York), the attorney acknowledges, an administrator
// countersigns; every refusal (wrong signer, wrong order, used or expired link, changed document, Georgia's attorney
// signing for the plaintiff) changes nothing; the signed PDF passes pdfsig, and a flipped byte fails it.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGNING_MESSAGES, type AgreementView } from '@litfund/domain';
import { describeEachDatabase } from '../../test-support/databases.ts';
import { apiCalls, contractForm, demoToken, noon, signedInUser } from '../../test-support/fixtures.ts';

const NOW = new Date('2026-11-20T15:00:00.000Z');
let now = NOW;

function pdfsig(bytes: Buffer): { status: number | null; out: string } {
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agreement-')), 'agreement.pdf');
  fs.writeFileSync(where, bytes);
  const result = spawnSync('pdfsig', [where], { encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

function pdfText(bytes: Buffer): string {
  const where = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'agreement-')), 'agreement.pdf');
  fs.writeFileSync(where, bytes);
  return spawnSync('pdftotext', ['-layout', where, '-'], { encoding: 'utf8' }).stdout.replace(/[ \t]+/g, ' ');
}

const typed = (name: string, sha: string, extra: Record<string, unknown> = {}) => ({
  typedName: name,
  signatureKind: 'typed',
  signature: name,
  documentSha256: sha,
  ...extra,
});

describeEachDatabase(
  'Funding agreement',
  (ctx) => {
    const { get, post } = apiCalls(ctx);
    /** The token of the newest signing link mailed to `email`. */
    const linkTokenOf = async (email: string) => {
      const mail = await ctx.app.db
        .selectFrom('outbox')
        .select('text')
        .where('to', '=', email)
        .where('subject', 'like', '%funding agreement waits for you%')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return decodeURIComponent(/agreement-sign\?token=([^\s&]+)/.exec(mail.text)![1]!);
    };

    async function approvedContract(state: { key: string; name: string }) {
      const admin = await demoToken(ctx.app, 'admin');
      const plaintiff = await signedInUser(ctx.app, { state, userType: 'Client' });
      const attorney = await signedInUser(ctx.app, { userType: 'Attorney' });
      const filed = await post(
        'Contract',
        contractForm(plaintiff.id, {
          contractAttorneyDTO: [{ userId: attorney.id }],
          dateAccident: noon('2026-04-02'),
        }),
        admin,
      );
      expect(filed.statusCode).toBe(200);
      const id = (filed.json() as { id: number }).id;
      const approved = await post(`Contract/${id}/update`, { amountApproved: { amount: 5000 } }, admin);
      expect(approved.statusCode).toBe(200);
      return { admin, plaintiff, attorney, id };
    }
    const agreementOf = async (id: number, token: string) =>
      (await get(`Contract/${id}/agreement`, token)).json().agreement as AgreementView;

    it('is generated at approval, signed in order with evidence, and the signed PDF passes pdfsig', async () => {
      now = NOW;
      const { admin, plaintiff, attorney, id } = await approvedContract({ key: 'NY', name: 'New York' });
      const first = await agreementOf(id, plaintiff.token);
      expect(first).toMatchObject({ state: 'open', templateVersion: 'agreement/v1', yourStep: 'plaintiff' });
      expect(first.requirements.initialsPerPage).toBe(true);
      expect(first.steps.map((s) => s.state)).toEqual(['invited', 'waiting', 'waiting']);
      const sha = first.documentSha256;
      const shown = (await get(`Contract/${id}/agreement/document`, plaintiff.token)).json() as {
        base64Content: string;
      };
      const shownBytes = Buffer.from(shown.base64Content, 'base64');
      expect(crypto.createHash('sha256').update(shownBytes).digest('hex')).toBe(sha);
      const text = pdfText(shownBytes);
      expect(text).toContain('Funding agreement');
      expect(text).toContain('$5,000.00');
      expect(text).toContain("Consumer's initials");

      // The lists' "awaiting signature" filter finds it while it is open.
      const awaiting = async () =>
        (
          (
            await post('Contract/list', { awaitingSignature: true, pagination: { pageSize: 100 } }, admin)
          ).json() as Array<{
            id: number;
          }>
        ).map((c) => c.id);
      expect(await awaiting()).toContain(id);

      // No check before the agreement is fully signed (or a paper one is uploaded).
      const check = { contractsStatus: 'CheckSent', statusValue: 5000, dateChange: noon('2026-11-20') };
      const unsigned = await post(`Contract/${id}/statusUpdate`, check, admin);
      expect([unsigned.statusCode, unsigned.json().message]).toEqual([409, SIGNING_MESSAGES.notFullySigned]);

      // Wrong order and wrong signers are refused, and change nothing.
      const early = await post(`Contract/${id}/agreement/sign`, typed('Att Orney', sha), attorney.token);
      expect([early.statusCode, early.json().message]).toEqual([409, SIGNING_MESSAGES.notYourStep]);
      const adminFirst = await post(`Contract/${id}/agreement/sign`, typed('Ad Min', sha), admin);
      expect([adminFirst.statusCode, adminFirst.json().message]).toEqual([409, SIGNING_MESSAGES.notYourStep]);
      // New York: initials on every page; the exact document shown.
      const noInitials = await post(`Contract/${id}/agreement/sign`, typed('Pat Plaintiff', sha), plaintiff.token);
      expect([noInitials.statusCode, noInitials.json().message]).toEqual([400, SIGNING_MESSAGES.initialsRequired]);
      const changed = await post(
        `Contract/${id}/agreement/sign`,
        typed('Pat Plaintiff', 'f'.repeat(64), { initials: 'PP' }),
        plaintiff.token,
      );
      expect([changed.statusCode, changed.json().message]).toEqual([400, SIGNING_MESSAGES.documentChanged]);
      expect((await agreementOf(id, plaintiff.token)).steps[0]!.state).toBe('invited');

      // The plaintiff signs through the emailed link: once.
      const token = await linkTokenOf(plaintiff.email);
      const opened = await post('Agreement/link', { token }, null);
      expect(opened.statusCode).toBe(200);
      const signed = await post(
        'Agreement/link/sign',
        { ...typed('Pat Plaintiff', sha, { initials: 'PP' }), token },
        null,
      );
      expect(signed.statusCode).toBe(200);
      const again = await post(
        'Agreement/link/sign',
        { ...typed('Pat Plaintiff', sha, { initials: 'PP' }), token },
        null,
      );
      expect([again.statusCode, again.json().message]).toEqual([409, SIGNING_MESSAGES.linkUsed]);

      // The attorney acknowledges, signed in; the admin countersigns.
      const ackView = await agreementOf(id, attorney.token);
      expect(ackView.yourStep).toBe('attorney');
      expect(ackView.steps.map((s) => s.state)).toEqual(['signed', 'invited', 'waiting']);
      const ack = await post(
        `Contract/${id}/agreement/sign`,
        typed('Att Orney', sha, { attestations: ackView.requirements.attestations }),
        attorney.token,
      );
      expect(ack.statusCode).toBe(200);
      const counter = await post(`Contract/${id}/agreement/sign`, typed('Ad Min', sha), admin);
      expect(counter.statusCode).toBe(200);
      expect((counter.json().agreement as AgreementView).state).toBe('completed');

      expect(await awaiting()).not.toContain(id);
      expect((await post(`Contract/${id}/statusUpdate`, check, admin)).statusCode).toBe(200);

      // Evidence: who, when, from where, the document's hash.
      const steps = await ctx.app.db
        .selectFrom('agreement_steps')
        .selectAll()
        .where('agreement_id', '=', first.id)
        .orderBy('position')
        .execute();
      for (const step of steps) {
        expect(step).toMatchObject({ state: 'signed', document_sha256: sha });
        expect(step.ip).toBeTruthy();
        expect(step.acted_at).toBeTruthy();
      }
      expect(steps.map((s) => s.via)).toEqual(['link', 'session', 'session']);

      // The signed agreement is the client contract (type 2), the acknowledgment the attorney agreement (type 3).
      const files = await ctx.app.db
        .selectFrom('contract_files')
        .select(['type', 'content'])
        .where('contract_id', '=', id)
        .orderBy('id')
        .execute();
      expect(files.map((f) => f.type)).toEqual([2, 3]);
      const finalPdf = Buffer.from(files[0]!.content);
      const valid = pdfsig(finalPdf);
      expect(valid.out).toContain('Signature is Valid');
      expect(valid.out).toMatch(/Total document signed|document signed/i);
      const finalText = pdfText(finalPdf);
      expect(finalText).toContain('Certificate of completion');
      expect(finalText).toContain(sha);
      expect(finalText).toContain("Consumer's initials: PP");
      expect(pdfsig(Buffer.from(files[1]!.content)).out).toContain('Signature is Valid');

      // One byte changed inside the signed range: pdfsig reports it.
      const tampered = Buffer.from(finalPdf);
      const at = tampered.indexOf('Signed funding agreement');
      tampered[at] = 's'.charCodeAt(0);
      const broken = pdfsig(tampered);
      expect(broken.out).not.toContain('Signature is Valid');
      expect(broken.out).toMatch(/Digest Mismatch|Invalid|modified/i);

      // Audited in the same transactions.
      const audited = await ctx.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'contract')
        .where('entity_id', '=', String(id))
        .where('action', 'like', 'agreement.%')
        .execute();
      expect(audited.map((a) => a.action).sort()).toEqual([
        'agreement.generate',
        'agreement.sign',
        'agreement.sign',
        'agreement.sign',
      ]);
      // Three signatures, two signed PDFs and pdfsig four times: longer than a plain request's test on busy cores.
    }, 120_000);

    it('refuses an expired invitation, a declined agreement ends with its reason', async () => {
      now = NOW;
      const { plaintiff, id } = await approvedContract({ key: 'CA', name: 'California' });
      const sha = (await agreementOf(id, plaintiff.token)).documentSha256;
      const token = await linkTokenOf(plaintiff.email);
      now = new Date(NOW.getTime() + 15 * 86_400_000);
      const late = await post('Agreement/link/sign', { ...typed('Pat Plaintiff', sha), token }, null);
      expect([late.statusCode, late.json().message]).toEqual([409, SIGNING_MESSAGES.expired]);
      const lateSignedIn = await post(`Contract/${id}/agreement/sign`, typed('Pat Plaintiff', sha), plaintiff.token);
      expect([lateSignedIn.statusCode, lateSignedIn.json().message]).toEqual([409, SIGNING_MESSAGES.expired]);
      now = NOW;
      const noReason = await post(`Contract/${id}/agreement/decline`, { reason: ' ' }, plaintiff.token);
      expect(noReason.statusCode).toBe(400);
      const declined = await post(
        `Contract/${id}/agreement/decline`,
        { reason: 'The rate is too high' },
        plaintiff.token,
      );
      expect(declined.statusCode).toBe(200);
      const view = declined.json().agreement as AgreementView;
      expect(view.state).toBe('declined');
      expect(view.steps[0]).toMatchObject({ state: 'declined', declineReason: 'The rate is too high' });
    });

    const PNG_2X2 =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAAC0lEQVR4nGNgAAEAAAYAAf6MZ8gAAAAASUVORK5CYII=';
    type Party = { token: string };
    /** The attorney acknowledges and an administrator countersigns the open agreement; the last answer. */
    const acknowledgeAndCountersign = async (id: number, attorney: Party, admin: string) => {
      const view = await agreementOf(id, attorney.token);
      const attestations = view.requirements.attestations;
      const ack = await post(
        `Contract/${id}/agreement/sign`,
        typed('Att Orney', view.documentSha256, { attestations }),
        attorney.token,
      );
      expect(ack.statusCode).toBe(200);
      return post(`Contract/${id}/agreement/sign`, typed('Ad Min', view.documentSha256), admin);
    };
    const check = { contractsStatus: 'CheckSent', statusValue: 5000, dateChange: noon('2026-11-20') };

    it('checks a drawn signature is a real PNG, and a bad stored one never fails the countersignature', async () => {
      now = NOW;
      const { admin, plaintiff, attorney, id } = await approvedContract({ key: 'CA', name: 'California' });
      const sha = (await agreementOf(id, plaintiff.token)).documentSha256;
      const drawn = (signature: string) => ({ ...typed('Pat Plaintiff', sha), signatureKind: 'drawn', signature });
      for (const fake of [
        'data:image/png;base64,AAAA',
        `data:image/png;base64,${Buffer.from('GIF89a'.repeat(8)).toString('base64')}`,
      ]) {
        const refused = await post(`Contract/${id}/agreement/sign`, drawn(fake), plaintiff.token);
        expect(refused.statusCode).toBe(400);
        expect(JSON.stringify(refused.json())).toContain(SIGNING_MESSAGES.drawnSignatureInvalid);
      }
      expect((await agreementOf(id, plaintiff.token)).steps[0]!.state).toBe('invited');
      // Bidi overrides and controls are dropped from the typed name; other scripts and emoji are kept.
      const named = { ...drawn(PNG_2X2), typedName: 'Pat \u202ePlaintiff\u0007 山田 🙂' };
      expect((await post(`Contract/${id}/agreement/sign`, named, plaintiff.token)).statusCode).toBe(200);
      const stored = await ctx.app.db
        .selectFrom('agreement_steps')
        .select('typed_name')
        .where('role', '=', 'plaintiff')
        .where('agreement_id', '=', (await agreementOf(id, plaintiff.token)).id)
        .executeTakeFirstOrThrow();
      expect(stored.typed_name).toBe('Pat Plaintiff 山田 🙂');
      // A fake image stored before the check: the countersignature still completes (the typed name stands).
      await ctx.app.db
        .updateTable('agreement_steps')
        .set({ signature: 'data:image/png;base64,AAAA' })
        .where('role', '=', 'plaintiff')
        .where('agreement_id', '=', (await agreementOf(id, plaintiff.token)).id)
        .execute();
      const counter = await acknowledgeAndCountersign(id, attorney, admin);
      expect(counter.statusCode).toBe(200);
      expect((counter.json().agreement as AgreementView).state).toBe('completed');
    }, 120_000);

    it('voids a completed agreement when the terms change: CheckSent waits for the new one', async () => {
      now = NOW;
      const { admin, plaintiff, attorney, id } = await approvedContract({ key: 'CA', name: 'California' });
      const first = await agreementOf(id, plaintiff.token);
      expect(
        (await post(`Contract/${id}/agreement/sign`, typed('Pat Plaintiff', first.documentSha256), plaintiff.token))
          .statusCode,
      ).toBe(200);
      expect((await acknowledgeAndCountersign(id, attorney, admin)).statusCode).toBe(200);
      const changed = await post(`Contract/${id}/update`, { contractType: 'PostSettlement' }, admin);
      expect(changed.statusCode).toBe(200);
      const voided = await ctx.app.db
        .selectFrom('agreements')
        .select('state')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(voided.state).toBe('voided');
      const second = await agreementOf(id, plaintiff.token);
      expect([second.id === first.id, second.state]).toEqual([false, 'open']);
      const refused = await post(`Contract/${id}/statusUpdate`, check, admin);
      expect([refused.statusCode, refused.json().message]).toEqual([409, SIGNING_MESSAGES.notFullySigned]);
      // The old agreement's link and its session signature are refused; the new one, signed, funds.
      const again = await post(
        `Contract/${id}/agreement/sign`,
        typed('Pat Plaintiff', first.documentSha256),
        plaintiff.token,
      );
      expect(again.statusCode).toBe(400);
      expect(
        (await post(`Contract/${id}/agreement/sign`, typed('Pat Plaintiff', second.documentSha256), plaintiff.token))
          .statusCode,
      ).toBe(200);
      // Signed already: said so, not "not yours".
      const twice = await post(
        `Contract/${id}/agreement/sign`,
        typed('Pat Plaintiff', second.documentSha256),
        plaintiff.token,
      );
      expect([twice.statusCode, twice.json().message]).toEqual([409, SIGNING_MESSAGES.alreadySigned]);
      expect((await acknowledgeAndCountersign(id, attorney, admin)).statusCode).toBe(200);
      expect((await post(`Contract/${id}/statusUpdate`, check, admin)).statusCode).toBe(200);
      // Funded: the agreement is not generated again.
      const regenerate = await post(`Contract/${id}/agreement`, {}, admin);
      expect([regenerate.statusCode, regenerate.json().message]).toEqual([409, SIGNING_MESSAGES.fundedNoRegenerate]);
    }, 180_000);

    it('a new responsible attorney gets a new agreement; the former one and old links are refused', async () => {
      now = NOW;
      const { admin, plaintiff, attorney, id } = await approvedContract({ key: 'CA', name: 'California' });
      const first = await agreementOf(id, plaintiff.token);
      const oldToken = await linkTokenOf(plaintiff.email);
      // The plaintiff signs; then counsel changes before the acknowledgment.
      expect(
        (await post(`Contract/${id}/agreement/sign`, typed('Pat Plaintiff', first.documentSha256), plaintiff.token))
          .statusCode,
      ).toBe(200);
      const counsel = await signedInUser(ctx.app, { userType: 'Attorney' });
      expect((await post(`Contract/${id}/addAttorney`, { userId: counsel.id }, admin)).statusCode).toBe(200);
      const second = await agreementOf(id, plaintiff.token);
      expect([second.id === first.id, second.state, second.steps.map((s) => s.state)]).toEqual([
        false,
        'open',
        ['invited', 'waiting', 'waiting'],
      ]);
      const former = await post(
        `Contract/${id}/agreement/sign`,
        typed('Att Orney', second.documentSha256, { attestations: second.requirements.attestations }),
        attorney.token,
      );
      // Signed in, the former counsel no longer sees the contract; their mailed link is refused.
      expect(former.statusCode).toBe(404);
      const formerLink = await post(
        'Agreement/link/sign',
        {
          ...typed('Att Orney', second.documentSha256, { attestations: second.requirements.attestations }),
          token: await linkTokenOf(attorney.email),
        },
        null,
      );
      expect([formerLink.statusCode, formerLink.json().message]).toEqual([409, SIGNING_MESSAGES.notOpen]);
      // A link of the voided agreement neither reads nor signs the new one.
      const read = await post('Agreement/link', { token: oldToken }, null);
      expect([read.statusCode, read.json().message]).toEqual([409, SIGNING_MESSAGES.notOpen]);
      const viaOld = await post(
        'Agreement/link/sign',
        { ...typed('Pat Plaintiff', second.documentSha256), token: oldToken },
        null,
      );
      expect([viaOld.statusCode, viaOld.json().message]).toEqual([409, SIGNING_MESSAGES.notOpen]);
      expect((await agreementOf(id, plaintiff.token)).steps[0]!.state).toBe('invited');
      // The new link works; once completed, it no longer reads the agreement.
      const newToken = await linkTokenOf(plaintiff.email);
      expect(
        (await post('Agreement/link/sign', { ...typed('Pat Plaintiff', second.documentSha256), token: newToken }, null))
          .statusCode,
      ).toBe(200);
      expect((await acknowledgeAndCountersign(id, counsel, admin)).statusCode).toBe(200);
      const counselLink = await linkTokenOf(counsel.email);
      expect((await post('Agreement/link', { token: counselLink }, null)).statusCode).toBe(409);
    }, 180_000);

    it("quotes the decline reason in the administrator mail as the signer's words", async () => {
      now = NOW;
      const { plaintiff, id } = await approvedContract({ key: 'CA', name: 'California' });
      const reason = 'LitFund notice: <b>pay</b> at evil.example\nThank you';
      expect((await post(`Contract/${id}/agreement/decline`, { reason }, plaintiff.token)).statusCode).toBe(200);
      const mail = await ctx.app.db
        .selectFrom('outbox')
        .select(['text', 'html'])
        .where('subject', '=', `The funding agreement was declined (${id})`)
        .executeTakeFirstOrThrow();
      expect(mail.text).toContain('in their own words');
      expect(mail.text).toContain('> LitFund notice: <b>pay</b> at evil.example\n> Thank you');
      expect(mail.html).toContain('&lt;b&gt;pay&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>pay');
    });

    it("refuses in Georgia an attorney's signature for the plaintiff", async () => {
      now = NOW;
      const { attorney, plaintiff, id } = await approvedContract({ key: 'GA', name: 'Georgia' });
      const view = await agreementOf(id, attorney.token);
      expect(view.requirements.attorneyMaySignForPlaintiff).toBe(false);
      expect(view.mayActForPlaintiff).toBe(false);
      const onBehalf = await post(
        `Contract/${id}/agreement/sign`,
        typed('Att Orney', view.documentSha256, { onBehalfOfPlaintiff: true }),
        attorney.token,
      );
      expect([onBehalf.statusCode, onBehalf.json().message]).toEqual([409, SIGNING_MESSAGES.onBehalfVoid]);
      expect((await agreementOf(id, plaintiff.token)).steps[0]!.state).toBe('invited');
    });
  },
  () => ({ now: () => now }),
);
