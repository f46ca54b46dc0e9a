import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  CONTRACT_MESSAGES,
  CONTRACT_STATUSES,
  MAX_PARTY_COMMENTS,
  MESSAGES,
  NOTIFIED_STATUSES,
  REQUEST_PARTIES_FROM_CASE,
  addDays,
  centsToDollars,
  contractListItemSchema,
  contractMoney,
  contractReadSchema,
  priceChangeSchedule,
} from '@litfund/domain';
import type { ContractListItem, ContractRead, RateSchedule } from '@litfund/domain';
import {
  bearer,
  createApprovedUser,
  describeEachDatabase,
  linkFromOutbox,
  tokenFor,
  uniqueEmail,
} from '../../test-support/databases.ts';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DEMO_ACCOUNTS,
  apiCalls,
  contractForm,
  countRows,
  demoToken,
  demoUserId,
  mailsTo,
  noon,
  paperClientContract,
} from '../../test-support/fixtures.ts';
import { migrations } from '../../db/migrations.ts';

/** The business date every figure below is computed on. */
const TODAY = '2026-11-20';
const newCase = (clientId: number, overrides: Record<string, unknown> = {}) =>
  contractForm(clientId, { comment: 'Client needs rent money', ...overrides });

/** A payoffStatement answer's PDF as a reader's text extraction sees it (poppler's pdftotext). */
function pdfText(response: { json: () => unknown }): string {
  const { base64Content } = response.json() as { base64Content: string };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 'statement.pdf');
  fs.writeFileSync(file, Buffer.from(base64Content, 'base64'));
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

describeEachDatabase(
  'Contracts',
  (ctx) => {
    const tokens = { admin: '', attorney: '', client: '', lawFirm: '', otherClient: '', otherAttorney: '' };
    const ids = { client: 0, attorney: 0, lawFirm: 0, otherClient: 0 };
    const { get, post } = apiCalls(ctx);
    const create = async (token: string, payload: unknown) => {
      const response = await post('Contract', payload, token);
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }).id;
    };

    beforeAll(async () => {
      for (const who of ['admin', 'attorney', 'client', 'lawFirm'] as const)
        tokens[who] = await demoToken(ctx.app, who);
      for (const who of ['client', 'attorney', 'lawFirm'] as const) ids[who] = await demoUserId(ctx.app, who);
      const other = await createApprovedUser(ctx.app, { userType: 'Client' });
      await ctx.app.db.updateTable('users').set({ user_type: 'Client' }).where('id', '=', other.id).execute();
      ids.otherClient = other.id;
      tokens.otherClient = await tokenFor(ctx.app, other.email, other.password);
      // The outsider attorney works at another firm, so the firm rule of contract access is exercised too.
      const otherAttorney = await createApprovedUser(ctx.app);
      const otherFirm = await createApprovedUser(ctx.app, { firstName: 'Other Firm' });
      await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', otherFirm.id).execute();
      await ctx.app.db
        .insertInto('user_law_firms')
        .values({ user_id: otherAttorney.id, law_firm_user_id: otherFirm.id, start_date: '2025-01-01', present: true })
        .execute();
      tokens.otherAttorney = await tokenFor(ctx.app, otherAttorney.email, otherAttorney.password);
    });

    describe('POST /Contract and GET /Contract/{id}', () => {
      it('an attorney requests funds for an existing client; the parties read it, outsiders get 404', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        const response = await get(`Contract/${id}`, tokens.attorney);
        expect(response.statusCode).toBe(200);
        const contract = contractReadSchema.parse(response.json());
        expect(contract.identifier).toMatch(/^LF-2026-\d{6}$/);
        expect(contract.contractType).toBe('PreSettlement');
        expect(contract.contractStatus.map((s) => s.contractsStatus)).toEqual(['WaitingApproval']);
        expect(contract.contractClientDTO.userId).toBe(ids.client);
        // The attorney is responsible, and so is their present law firm (the request named none).
        expect(contract.contractAttorneyDTO.map((a) => [a.userId, a.responsible])).toEqual([[ids.attorney, true]]);
        expect(contract.contractLawFirmDTO.map((f) => f.userId)).toEqual([ids.lawFirm]);
        expect(contract.amountRequested.amount).toBe(5000);
        expect(contract.dateAccident).toBe(noon('2026-04-02'));
        expect(contract.totalDue).toBeNull();
        expect(contract.contractComments.map((c) => [c.commentText, c.visible])).toEqual([
          ['Client needs rent money', true],
        ]);

        for (const token of [tokens.client, tokens.lawFirm, tokens.admin])
          expect((await get(`Contract/${id}`, token)).statusCode).toBe(200);
        // A contract hidden from the caller answers exactly as one that does not exist, whatever reads it.
        const attachment = {
          fileName: 'a.pdf',
          documentBase64String: Buffer.from('%PDF-1.4 hidden').toString('base64'),
        };
        const reads = (contractId: number, token: string) => [
          get(`Contract/${contractId}`, token),
          get(`Contract/${contractId}/calculate`, token),
          get(`Contract/${contractId}/payoffStatement`, token),
          post(`Contract/${contractId}/addComment`, { commentText: 'hi' }, token),
          post(`Contract/${contractId}/uploadCommentAttachment`, attachment, token),
          post('Contract', { parentContractId: contractId, amountRequested: { amount: 100 } }, token),
        ];
        for (const token of [tokens.otherClient, tokens.otherAttorney]) {
          const hidden = await Promise.all(reads(id, token));
          const missing = await Promise.all(reads(999999, token));
          expect(hidden.map((r) => [r.statusCode, r.json()])).toEqual(
            missing.map(() => [404, { message: MESSAGES.notFound }]),
          );
          expect(missing.map((r) => [r.statusCode, r.json()])).toEqual(
            missing.map(() => [404, { message: MESSAGES.notFound }]),
          );
        }
        expect((await get(`Contract/${id}`)).statusCode).toBe(401);
        expect((await get('Contract/999999', tokens.admin)).statusCode).toBe(404);
        expect((await get('Contract/999999/audit', tokens.admin)).json()).toEqual({ message: MESSAGES.notFound });
      });

      it("a client's request is always their own, whatever plaintiff it names", async () => {
        const id = await create(
          tokens.client,
          newCase(ids.otherClient, { contractClientDTO: { userId: ids.otherClient } }),
        );
        const contract = (await get(`Contract/${id}`, tokens.client)).json() as ContractRead;
        expect(contract.contractClientDTO.userId).toBe(ids.client);
        expect((await get(`Contract/${id}`, tokens.otherClient)).statusCode).toBe(404);
      });

      it('a law firm requests funds as the responsible firm, and its attorneys see the case', async () => {
        const id = await create(
          tokens.lawFirm,
          newCase(ids.client, {
            contractType: 'PostSettlement',
            estimatedSettlement: null,
            amountSettlement: 42000.5,
            contractAttorneyDTO: [{ userId: ids.attorney }],
          }),
        );
        const contract = (await get(`Contract/${id}`, tokens.attorney)).json() as ContractRead;
        expect(contract.contractType).toBe('PostSettlement');
        expect(contract.amountSettlement).toBe(42000.5);
        expect(contract.contractAttorneyDTO.map((a) => a.userId)).toEqual([ids.attorney]);
        expect(contract.contractLawFirmDTO.map((f) => [f.userId, f.responsible])).toEqual([[ids.lawFirm, true]]);
        expect((await get(`Contract/${id}`, tokens.otherAttorney)).statusCode).toBe(404);
      });

      it('refuses a post-settlement request without the settlement amount, and a plaintiff who is not Approved', async () => {
        const post_ = await post(
          'Contract',
          newCase(ids.client, { contractType: 'PostSettlement', estimatedSettlement: null }),
          tokens.attorney,
        );
        expect(post_.statusCode).toBe(400);
        expect((post_.json() as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual([
          'amountSettlement',
        ]);
        const waiting = await createApprovedUser(ctx.app);
        await ctx.app.db
          .updateTable('users')
          .set({ user_type: 'Client', status: 'New' })
          .where('id', '=', waiting.id)
          .execute();
        const refused = await post('Contract', newCase(waiting.id), tokens.admin);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: "The plaintiff's account is not approved yet" });
      });

      it('refuses bad input with the portal messages and writes nothing', async () => {
        const before = await countRows(ctx.app, 'contracts');
        const missing = await post(
          'Contract',
          { amountRequested: 100, contractClientDTO: { userId: ids.client } },
          tokens.attorney,
        );
        expect(missing.statusCode).toBe(400);
        const paths = (missing.json() as { errors: Array<{ path: string; message: string }> }).errors.map(
          (e) => e.path,
        );
        expect(paths).toEqual(
          expect.arrayContaining([
            'recipientCheck',
            'caseId',
            'estimatedDuration',
            'opposingInsurance',
            'dateAccident',
            'accidentDescription',
            'estimatedSettlement',
          ]),
        );
        const badEmail = await post('Contract', newCase(ids.client, { recipientCheck: 'nope' }), tokens.attorney);
        expect(badEmail.json()).toMatchObject({ message: MESSAGES.recipientEmailInvalid });
        const fractional = await post('Contract', newCase(ids.client, { amountRequested: 10.5 }), tokens.attorney);
        expect(fractional.statusCode).toBe(400);
        const noPlaintiff = await post('Contract', newCase(ids.client, { contractClientDTO: null }), tokens.attorney);
        expect(noPlaintiff.json()).toMatchObject({ message: CONTRACT_MESSAGES.plaintiffRequired });
        const notAClient = await post(
          'Contract',
          newCase(ids.attorney, { contractClientDTO: { userId: ids.attorney } }),
          tokens.attorney,
        );
        expect(notAClient.statusCode).toBe(404);
        const garbage = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Contract',
          payload: '{"amountRequested": ',
          headers: { ...bearer(tokens.attorney), 'content-type': 'application/json' },
        });
        expect(garbage.statusCode).toBe(400);
        expect(await countRows(ctx.app, 'contracts')).toBe(before);
      });

      it('an administrator builds a request for a new plaintiff, who is invited; a registered email is refused', async () => {
        const email = uniqueEmail('plaintiff');
        const payload = newCase(0, {
          contractClientDTO: { user: { email, firstName: 'Nina', lastName: 'New', state: { key: 'GA' } } },
          contractAttorneyDTO: [{ userId: ids.attorney, date: noon('2026-11-01') }],
          contractLawFirmDTO: [{ lawFirm: { firstName: 'Brand New Firm', state: { key: 'NY' } } }],
        });
        const id = await create(tokens.admin, payload);
        const contract = (await get(`Contract/${id}`, tokens.admin)).json() as ContractRead;
        expect(contract.contractClientDTO.user).toMatchObject({
          firstName: 'Nina',
          lastName: 'New',
          userType: 'Client',
        });
        expect(contract.contractLawFirmDTO.map((f) => f.userName)).toEqual(['Brand New Firm']);
        // The admin's comment starts hidden: parties do not see it.
        expect(contract.contractComments.map((c) => c.visible)).toEqual([false]);
        expect(((await get(`Contract/${id}`, tokens.attorney)).json() as ContractRead).contractComments).toEqual([]);
        const link = await linkFromOutbox(ctx.app, email, '/reset-password-success');
        expect(link.searchParams.get('email')).toBe(email);

        const users = await countRows(ctx.app, 'users');
        const again = await post('Contract', { ...payload, contractLawFirmDTO: [] }, tokens.admin);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ message: MESSAGES.emailAlreadyRegistered });
        expect(await countRows(ctx.app, 'users')).toBe(users);
        // A new plaintiff invited before a later party's conflict: the request rolls back, and so does the invitation.
        const rolledBack = uniqueEmail('rolled-back');
        const conflicting = await post(
          'Contract',
          newCase(0, {
            contractClientDTO: {
              user: { email: rolledBack, firstName: 'Rolf', lastName: 'Back', state: { key: 'GA' } },
            },
            contractAttorneyDTO: [{ user: { email, firstName: 'Dup', lastName: 'Licate' } }],
          }),
          tokens.admin,
        );
        expect(conflicting.statusCode).toBe(409);
        expect(await ctx.app.db.selectFrom('outbox').select('id').where('to', '=', rolledBack).execute()).toEqual([]);
        // Only administrators create attorneys inside a request (plaintiffs: filing.test.ts).
        const byAttorney = await post(
          'Contract',
          newCase(ids.client, {
            contractAttorneyDTO: [{ user: { email: uniqueEmail('x'), firstName: 'X', lastName: 'Y' } }],
          }),
          tokens.attorney,
        );
        expect(byAttorney.statusCode).toBe(403);
      });

      // An attorney filing for such a plaintiff is told nothing of it (filing.test.ts).
      it('refuses an administrator banned plaintiffs and requests above the loan limit', async () => {
        const banned = await createApprovedUser(ctx.app);
        await ctx.app.db
          .updateTable('users')
          .set({ user_type: 'Client', banned: true })
          .where('id', '=', banned.id)
          .execute();
        const refused = await post('Contract', newCase(banned.id), tokens.admin);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: MESSAGES.banned });

        const limited = await createApprovedUser(ctx.app);
        await ctx.app.db
          .updateTable('users')
          .set({ user_type: 'Client', loan_limit_cents: 600_000 })
          .where('id', '=', limited.id)
          .execute();
        const first = await create(tokens.admin, newCase(limited.id, { amountRequested: 4000 }));
        await paperClientContract(ctx.app, first);
        const sent = await post(
          `Contract/${first}/statusUpdate`,
          { contractsStatus: 'CheckSent', statusValue: 4000, dateChange: noon('2026-11-01') },
          tokens.admin,
        );
        expect(sent.statusCode).toBe(200);
        const over = await post('Contract', newCase(limited.id, { amountRequested: 2500 }), tokens.admin);
        expect(over.statusCode).toBe(400);
        expect((over.json() as { message: string }).message).toMatch(/loan limit of \$6,000\.00/);
        expect((await post('Contract', newCase(limited.id, { amountRequested: 2000 }), tokens.admin)).statusCode).toBe(
          200,
        );
      });

      it('an additional-funds request is a child contract of the case, listed by the parent', async () => {
        const parent = await create(tokens.attorney, newCase(ids.client));
        const child = await create(tokens.client, {
          parentContractId: parent,
          caseId: 'ignored',
          contractType: 'PreSettlement',
          amountRequested: { amount: 750, date: noon(TODAY) },
        });
        const read = (await get(`Contract/${parent}`, tokens.client)).json() as ContractRead;
        expect(read.childContracts.map((c) => [c.id, c.amountRequested, c.status])).toEqual([
          [child, 750, 'WaitingApproval'],
        ]);
        const childRead = (await get(`Contract/${child}`, tokens.attorney)).json() as ContractRead;
        expect(childRead.parentContractId).toBe(parent);
        expect(childRead.caseId).toBe(read.caseId);
        expect(
          (await post('Contract', { parentContractId: parent, amountRequested: { amount: 100 } }, tokens.otherClient))
            .statusCode,
        ).toBe(404);
      });

      it("a case's additional-funds requests follow it when an admin hands it to other counsel or another plaintiff", async () => {
        const parent = await create(
          tokens.admin,
          newCase(ids.client, { contractAttorneyDTO: [{ userId: ids.attorney }] }),
        );
        const child = await create(tokens.client, {
          parentContractId: parent,
          contractType: 'PreSettlement',
          amountRequested: { amount: 500, date: noon(TODAY) },
        });
        const otherAttorneyId = Number(decodeJwt(tokens.otherAttorney).sub);
        const newFirm = await createApprovedUser(ctx.app, { firstName: 'New Firm' });
        await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', newFirm.id).execute();
        expect(
          (await post(`Contract/${parent}/addAttorney`, { userId: otherAttorneyId }, tokens.admin)).statusCode,
        ).toBe(200);
        expect((await post(`Contract/${parent}/addLawFirm`, { userId: newFirm.id }, tokens.admin)).statusCode).toBe(
          200,
        );
        expect((await get(`Contract/${child}`, tokens.attorney)).statusCode).toBe(404);
        expect((await get(`Contract/${child}`, tokens.lawFirm)).statusCode).toBe(404);
        expect(
          (await get(`Contract/${child}`, await tokenFor(ctx.app, newFirm.email, newFirm.password))).statusCode,
        ).toBe(200);
        expect((await get(`Contract/${child}`, tokens.otherAttorney)).statusCode).toBe(200);
        expect(
          (await post(`Contract/${parent}/update`, { contractClientDTO: { userId: ids.otherClient } }, tokens.admin))
            .statusCode,
        ).toBe(200);
        expect((await get(`Contract/${child}`, tokens.client)).statusCode).toBe(404);
        expect((await get(`Contract/${child}`, tokens.otherClient)).statusCode).toBe(200);
        // The request itself never takes another plaintiff than its case's.
        const own = await post(`Contract/${child}/update`, { contractClientDTO: { userId: ids.client } }, tokens.admin);
        expect(own.statusCode).toBe(409);
        expect(own.json()).toEqual({ message: REQUEST_PARTIES_FROM_CASE });
      });

      it("an additional-funds request's page names its case's counsel, as the lists do", async () => {
        const parent = await create(tokens.attorney, newCase(ids.client, { caseId: 'COUNSEL-OF-CASE' }));
        const child = await create(tokens.client, {
          parentContractId: parent,
          contractType: 'PreSettlement',
          amountRequested: { amount: 600, date: noon(TODAY) },
        });
        const listed = async (id: number) => {
          const rows = (
            await post(
              'Contract/list',
              { caseId: 'COUNSEL-OF-CASE', pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } },
              tokens.admin,
            )
          ).json() as ContractListItem[];
          const row = rows.find((r) => r.id === id)!;
          return [row.responsibleAttorney?.userName, row.responsibleLawFirm?.userName];
        };
        const responsibleOnPage = async (id: number, token: string) => {
          const read = (await get(`Contract/${id}`, token)).json() as ContractRead;
          const responsible = (parties: ContractRead['contractAttorneyDTO']) =>
            parties.find((p) => p.responsible)?.userName;
          return [responsible(read.contractAttorneyDTO), responsible(read.contractLawFirmDTO)];
        };
        const demoCounsel = ['Alice Attorney', 'Lex & Partners LLP'];
        expect(await listed(child)).toEqual(demoCounsel);
        for (const token of [tokens.admin, tokens.attorney, tokens.client])
          expect(await responsibleOnPage(child, token)).toEqual(demoCounsel);
        expect(await responsibleOnPage(child, tokens.admin)).toEqual(await responsibleOnPage(parent, tokens.admin));

        // Handed to other counsel on the case: the request's page and its list row follow, with the case's history.
        const otherAttorneyId = Number(decodeJwt(tokens.otherAttorney).sub);
        expect(
          (await post(`Contract/${parent}/addAttorney`, { userId: otherAttorneyId }, tokens.admin)).statusCode,
        ).toBe(200);
        const [otherName] = await listed(parent);
        expect(await listed(child)).toEqual([otherName, demoCounsel[1]]);
        expect(await responsibleOnPage(child, tokens.otherAttorney)).toEqual([otherName, demoCounsel[1]]);
        const childRead = (await get(`Contract/${child}`, tokens.admin)).json() as ContractRead;
        expect(childRead.contractAttorneyDTO.map((a) => [a.userId, a.responsible])).toEqual([
          [ids.attorney, false],
          [otherAttorneyId, true],
        ]);

        // Counsel is changed on the case only: on the request it is refused, and nothing changes.
        const parties = await countRows(ctx.app, 'contract_parties');
        for (const [path, userId] of [
          ['addAttorney', ids.attorney],
          ['addLawFirm', ids.lawFirm],
        ] as const) {
          const refused = await post(`Contract/${child}/${path}`, { userId }, tokens.admin);
          expect(refused.statusCode).toBe(409);
          expect(refused.json()).toEqual({ message: REQUEST_PARTIES_FROM_CASE });
        }
        expect(await countRows(ctx.app, 'contract_parties')).toBe(parties);
        expect(await listed(child)).toEqual([otherName, demoCounsel[1]]);
      });

      it('a request whose counsel was set apart from its case (before that was refused) follows its case again', async () => {
        const parent = await create(tokens.attorney, newCase(ids.client));
        const child = await create(tokens.client, {
          parentContractId: parent,
          contractType: 'PreSettlement',
          amountRequested: { amount: 300, date: noon(TODAY) },
        });
        const otherAttorneyId = Number(decodeJwt(tokens.otherAttorney).sub);
        await ctx.app.db
          .updateTable('contracts')
          .set({ responsible_attorney_id: otherAttorneyId, responsible_law_firm_id: null })
          .where('id', '=', child)
          .execute();
        await migrations['0011_requests_follow_their_case']!.up(ctx.app.db);
        const row = await ctx.app.db
          .selectFrom('contracts')
          .select(['responsible_attorney_id', 'responsible_law_firm_id'])
          .where('id', '=', child)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ responsible_attorney_id: ids.attorney, responsible_law_firm_id: ids.lawFirm });
      });
    });

    describe('money', () => {
      it('CheckSent, an additional funding, a payment and a reduced amount price the contract as domain/pricing does, to the cent', async () => {
        const id = await create(tokens.attorney, newCase(ids.client, { amountRequested: 8000 }));
        await paperClientContract(ctx.app, id);
        const statuses = async (status: string, extra: Record<string, unknown> = {}) =>
          post(`Contract/${id}/statusUpdate`, { contractsStatus: status, ...extra }, tokens.admin);
        expect((await statuses('Approved')).statusCode).toBe(200);
        expect(
          (await post(`Contract/${id}/update`, { amountApproved: { amount: 7500 } }, tokens.admin)).statusCode,
        ).toBe(200);
        const tooMuch = await statuses('CheckSent', { statusValue: 7600, dateChange: noon('2026-08-01') });
        expect(tooMuch.statusCode).toBe(400);
        const noAmount = await statuses('CheckSent', { dateChange: noon('2026-08-01') });
        expect(noAmount.json()).toMatchObject({ message: CONTRACT_MESSAGES.checkAmountRequired });
        expect(
          (await statuses('CheckSent', { statusValue: 7500, dateChange: noon('2026-08-01'), checkNumber: '1042' }))
            .statusCode,
        ).toBe(200);
        expect((await statuses('CheckSent', { statusValue: 7500, dateChange: noon('2026-08-01') })).statusCode).toBe(
          409,
        );
        expect(
          (
            await post(
              `Contract/${id}/addAdditionalFundingRequest`,
              { amount: 1000, date: noon('2026-10-01') },
              tokens.admin,
            )
          ).statusCode,
        ).toBe(200);
        const zero = await post(
          `Contract/${id}/updateAmountPayment`,
          { amount: 0, date: noon('2026-11-10') },
          tokens.admin,
        );
        expect(zero.json()).toMatchObject({ message: CONTRACT_MESSAGES.amountMoreThanZero });
        expect(
          (await post(`Contract/${id}/updateAmountPayment`, { amount: 250.25, date: noon('2026-11-10') }, tokens.admin))
            .statusCode,
        ).toBe(200);

        const stored = await ctx.app.db
          .selectFrom('contracts')
          .select(['rate_snapshot', 'fee_snapshot_bp'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const input = {
          contractType: 'PreSettlement' as const,
          schedule: stored.rate_snapshot as RateSchedule,
          feeBp: stored.fee_snapshot_bp ?? 0,
          tranches: [
            { principalCents: 750_000, fundedOn: '2026-08-01' },
            { principalCents: 100_000, fundedOn: '2026-10-01' },
          ],
          payments: [{ amountCents: 25_025, paidOn: '2026-11-10' }],
          today: TODAY,
        };
        const expected = contractMoney(input);
        const contract = (await get(`Contract/${id}`, tokens.attorney)).json() as ContractRead;
        expect(contract.totalDue).toBe(centsToDollars(expected.totalDueCents));
        expect(contract.paidOff).toBe(250.25);
        expect(contract.daysBeforePriceIncrease).toBe(expected.daysBeforePriceIncrease);
        // The next change is the payoff statement's second line: its first day and the amount from then.
        const next = priceChangeSchedule(input, 2)[1]!;
        expect(contract.nextPriceChange).toEqual({
          date: `${next.from}T12:00:00.000Z`,
          totalDue: centsToDollars(next.payoffCents),
        });
        expect(next.from).toBe(addDays(TODAY, expected.daysBeforePriceIncrease));
        expect(next.payoffCents).toBeGreaterThan(expected.totalDueCents);
        // The risk rate is the funder's: the attorney reads none, an administrator the fraction.
        expect(contract.currentContractRiskRatePercent).toBeNull();
        const asAdmin = (await get(`Contract/${id}`, tokens.admin)).json() as ContractRead;
        expect(asAdmin.currentContractRiskRatePercent).toBeCloseTo(expected.totalDueCents / 3_800_000, 10);
        expect(contract.checkSent).toEqual({ amount: 7500, date: noon('2026-08-01'), checkNumber: '1042' });
        expect(contract.amountApproved).toMatchObject({ amount: 7500, checkNumber: '1042' });
        expect((await get(`Contract/${id}/calculate`, tokens.client)).json()).toEqual({
          totalAmountOwed: contract.totalDue,
        });
        // GA on 11-20: the check is on day 111 (25 %), the additional funding on day 50 (15 %): 9,375 + 1,150 - 250.25.
        expect(contract.totalDue).toBe(10274.75);

        const overOwed = await post(`Contract/${id}/update`, { amountReduced: { amount: 99999 } }, tokens.admin);
        expect(overOwed.statusCode).toBe(400);
        expect(
          (await post(`Contract/${id}/update`, { amountReduced: { amount: 9000 } }, tokens.admin)).statusCode,
        ).toBe(200);
        const reduced = (await get(`Contract/${id}`, tokens.attorney)).json() as ContractRead;
        expect(reduced.totalDue).toBe(centsToDollars(contractMoney({ ...input, reducedCents: 900_000 }).totalDueCents));
        expect(reduced.totalDue).toBe(8749.75);
        // An agreed payoff does not grow: no next change.
        expect(reduced.nextPriceChange).toBeNull();
        // The same values again (the client posts the whole contract back) change nothing; a new value conflicts.
        expect(
          (
            await post(
              `Contract/${id}/update`,
              { amountReduced: { amount: 9000 }, amountApproved: { amount: 7500 } },
              tokens.admin,
            )
          ).statusCode,
        ).toBe(200);
        expect(
          (await post(`Contract/${id}/update`, { amountReduced: { amount: 8000 } }, tokens.admin)).statusCode,
        ).toBe(409);
        expect(
          (await post(`Contract/${id}/update`, { amountApproved: { amount: 7000 } }, tokens.admin)).statusCode,
        ).toBe(409);
        // The list prices its rows the same way, from its single query.
        const listed = (
          (await post('Contract/list', { caseId: reduced.caseId }, tokens.attorney)).json() as ContractListItem[]
        ).find((c) => c.id === id);
        expect(listed).toMatchObject({
          status: 'CheckSent',
          totalDue: 8749.75,
          paidOff: 250.25,
          daysBeforePriceIncrease: reduced.daysBeforePriceIncrease,
          currentContractRiskRatePercent: null,
        });
        const listedForAdmin = (
          (await post('Contract/list', { caseId: reduced.caseId }, tokens.admin)).json() as ContractListItem[]
        ).find((c) => c.id === id);
        expect(listedForAdmin?.currentContractRiskRatePercent).toBeCloseTo(8749.75 / 38_000, 10);

        expect((await statuses('ClosedCaseLost')).statusCode).toBe(200);
        const lost = (await get(`Contract/${id}`, tokens.attorney)).json() as ContractRead;
        expect([lost.totalDue, lost.finalAmountOwed, lost.owedAfterClosing]).toEqual([0, 0, 0]);
      });

      it('20 parallel approvals, reductions and CheckSents give exactly one success each', async () => {
        const id = await create(tokens.attorney, newCase(ids.client, { amountRequested: 3000 }));
        await paperClientContract(ctx.app, id);
        const approvals = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            post(`Contract/${id}/update`, { amountApproved: { amount: 2000 + i } }, tokens.admin),
          ),
        );
        expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(19);
        const checks = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            post(
              `Contract/${id}/statusUpdate`,
              { contractsStatus: 'CheckSent', statusValue: 1000 + i, dateChange: noon('2026-11-02') },
              tokens.admin,
            ),
          ),
        );
        expect(checks.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(checks.filter((r) => r.statusCode === 409)).toHaveLength(19);
        const reductions = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            post(`Contract/${id}/update`, { amountReduced: { amount: 500 + i } }, tokens.admin),
          ),
        );
        expect(reductions.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(reductions.filter((r) => r.statusCode === 409)).toHaveLength(19);
        const history = await ctx.app.db
          .selectFrom('contract_statuses')
          .select('status')
          .where('contract_id', '=', id)
          .where('status', '=', 'CheckSent')
          .execute();
        expect(history).toHaveLength(1);
      });

      it('the status history is append-only in the database itself', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        await expect(
          sql`update contract_statuses set status = 'PaidOff' where contract_id = ${id}`.execute(ctx.app.db),
        ).rejects.toThrow(/append-only/);
        await expect(sql`delete from contract_statuses where contract_id = ${id}`.execute(ctx.app.db)).rejects.toThrow(
          /append-only/,
        );
      });

      it('mails the parties for the statuses Edit Contract says it mails for, and nobody for the others', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        await paperClientContract(ctx.app, id);
        const { identifier } = (await get(`Contract/${id}`, tokens.admin)).json() as ContractRead;
        const mails = async () =>
          (await ctx.app.db.selectFrom('outbox').select('subject').execute()).filter((m) =>
            m.subject.includes(`(${identifier})`),
          ).length;
        // Every status once, in an order the status rule takes: the review statuses, the check, then forward.
        for (const status of CONTRACT_STATUSES.filter((s) => s !== 'WaitingApproval')) {
          const before = await mails();
          const check = { statusValue: 1000, dateChange: noon(TODAY) };
          expect(
            (
              await post(
                `Contract/${id}/statusUpdate`,
                { contractsStatus: status, ...(status === 'CheckSent' ? check : {}) },
                tokens.admin,
              )
            ).statusCode,
          ).toBe(200);
          // The client and the responsible attorney have addresses; the demo firm may have none.
          if (NOTIFIED_STATUSES.includes(status)) expect(await mails()).toBeGreaterThan(before);
          else expect(await mails()).toBe(before);
        }
        // In the words the screens use, not the wire's enum words.
        const subjects = (await ctx.app.db.selectFrom('outbox').select('subject').execute())
          .map((m) => m.subject)
          .filter((subject) => subject.includes(`(${identifier})`));
        expect(subjects).toContain(`Your contract is now Check Sent (${identifier})`);
        expect(subjects).toContain(`Your contract is now Paid Off (${identifier})`);
        expect(subjects.some((subject) => /CheckSent|PaidOff/.test(subject))).toBe(false);
      });

      it('admin actions need an Approved administrator', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        for (const [path, body] of [
          ['statusUpdate', { contractsStatus: 'Approved' }],
          ['updateAmountPayment', { amount: 5, date: noon(TODAY) }],
          ['update', { caseId: 'x' }],
          ['addAttorney', { userId: ids.attorney }],
          ['addAdditionalFundingRequest', { amount: 5, date: noon(TODAY) }],
        ] as const) {
          expect((await post(`Contract/${id}/${path}`, body, tokens.attorney)).statusCode).toBe(403);
        }
        expect((await post(`Contract/${id}/statusUpdate`, { contractsStatus: 'Approved' })).statusCode).toBe(401);
      });
    });

    describe('parties, comments and files', () => {
      it('addAttorney and addLawFirm append; the last one is responsible and gains access', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        const other = await createApprovedUser(ctx.app);
        const otherToken = await tokenFor(ctx.app, other.email, other.password);
        expect((await get(`Contract/${id}`, otherToken)).statusCode).toBe(404);
        const added = await post(`Contract/${id}/addAttorney`, { userId: other.id, date: noon(TODAY) }, tokens.admin);
        expect((added.json() as ContractRead).contractAttorneyDTO.map((a) => [a.userId, a.responsible])).toEqual([
          [ids.attorney, false],
          [other.id, true],
        ]);
        expect((await get(`Contract/${id}`, otherToken)).statusCode).toBe(200);
        expect((await post(`Contract/${id}/addLawFirm`, { userId: ids.client }, tokens.admin)).statusCode).toBe(400);
      });

      it('a party leaves at most MAX_PARTY_COMMENTS comments on one contract', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        await ctx.app.db
          .insertInto('contract_comments')
          .values(
            Array.from({ length: MAX_PARTY_COMMENTS - 1 }, () => ({
              contract_id: id,
              user_id: ids.client,
              comment_text: 'x',
              visible: true,
            })),
          )
          .execute();
        expect(
          (await post(`Contract/${id}/addComment`, { commentText: 'the last one' }, tokens.client)).statusCode,
        ).toBe(200);
        const over = await post(`Contract/${id}/addComment`, { commentText: 'one more' }, tokens.client);
        expect(over.statusCode).toBe(409);
        expect(over.json()).toEqual({ message: CONTRACT_MESSAGES.commentQuota });
        expect(
          (await post(`Contract/${id}/addComment`, { commentText: 'the attorney still may' }, tokens.attorney))
            .statusCode,
        ).toBe(200);
      });

      it("a party's attachments on one contract are limited in all, since every party's read carries them", async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        expect((await post(`Contract/${id}/addComment`, { commentText: 'Records' }, tokens.client)).statusCode).toBe(
          200,
        );
        const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7 * 1024 * 1024)]).toString('base64');
        const attach = () =>
          post(
            `Contract/${id}/uploadCommentAttachment`,
            { type: 0, fileName: 'r.pdf', mimeType: 'application/pdf', documentBase64String: pdf },
            tokens.client,
          );
        expect([(await attach()).statusCode, (await attach()).statusCode]).toEqual([200, 200]);
        const third = await attach();
        expect(third.statusCode).toBe(413);
        expect(third.json()).toEqual({ message: CONTRACT_MESSAGES.attachmentQuota });
        const stored = await ctx.app.db
          .selectFrom('contract_files')
          .select('id')
          .where('contract_id', '=', id)
          .execute();
        expect(stored).toHaveLength(2);
      });

      it('comments: parties add visible ones; admin comments stay hidden until shown to the attorney; attachments go with the comment', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        const added = await post(
          `Contract/${id}/addComment`,
          { commentText: 'Police report attached', visible: false },
          tokens.attorney,
        );
        expect(added.statusCode).toBe(200);
        const pdf = Buffer.from('%PDF-1.4\n%test\n').toString('base64');
        const attached = await post(
          `Contract/${id}/uploadCommentAttachment`,
          { type: 0, fileName: 'report.pdf', mimeType: 'application/pdf', documentBase64String: pdf },
          tokens.attorney,
        );
        expect(attached.statusCode).toBe(200);
        const withFile = (attached.json() as ContractRead['contractComments']).find(
          (c) => c.commentText === 'Police report attached',
        )!;
        expect(withFile.visible).toBe(true);
        // Stored under a name made from what it is, never the uploader's.
        expect(withFile.commentAttachments.map((a) => [a.fileName, a.mimeType])).toEqual([
          [expect.stringMatching(/^LF-2026-\d{6}-comment-attachment\.pdf$/), 'application/pdf'],
        ]);

        const hidden = (
          await post(`Contract/${id}/addComment`, { commentText: 'Internal: check liens' }, tokens.admin)
        ).json() as ContractRead['contractComments'];
        const internal = hidden.find((c) => c.commentText === 'Internal: check liens')!;
        expect(internal.visible).toBe(false);
        const seenByClient = () =>
          get(`Contract/${id}`, tokens.client).then((r) =>
            (r.json() as ContractRead).contractComments.map((c) => c.commentText),
          );
        expect(await seenByClient()).not.toContain('Internal: check liens');
        expect(
          (await post(`Contract/${id}/comments/${internal.id}/visibility`, { visible: true }, tokens.admin)).statusCode,
        ).toBe(200);
        // Shown to the attorney, as the option says: the plaintiff still does not read it.
        expect(await seenByClient()).not.toContain('Internal: check liens');
        const seenByAttorney = (await get(`Contract/${id}`, tokens.attorney)).json() as ContractRead;
        expect(seenByAttorney.contractComments.map((c) => c.commentText)).toContain('Internal: check liens');
        expect((await post(`Contract/${id}/addComment`, { commentText: '' }, tokens.client)).statusCode).toBe(400);
      });

      it("'Show to attorney' shows an admin's comment to the attorney and law firm, never the plaintiff; each caller's read", async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        const contract = (await get(`Contract/${id}`, tokens.admin)).json() as ContractRead;
        expect(contract.contractLawFirmDTO.at(-1)?.userId).toBe(ids.lawFirm);
        expect(
          (await post(`Contract/${id}/addComment`, { commentText: 'Plaintiff asks' }, tokens.client)).statusCode,
        ).toBe(200);
        const comment = (commentText: string, visible: boolean) =>
          post(`Contract/${id}/addComment`, { commentText, visible }, tokens.admin);
        expect((await comment('For counsel only', true)).statusCode).toBe(200);
        expect((await comment('Internal note', false)).statusCode).toBe(200);
        const seen = async (token: string) =>
          ((await get(`Contract/${id}`, token)).json() as ContractRead).contractComments.map((c) => c.commentText);
        expect(await seen(tokens.admin)).toEqual([
          'Client needs rent money',
          'Plaintiff asks',
          'For counsel only',
          'Internal note',
        ]);
        const counsel = ['Client needs rent money', 'Plaintiff asks', 'For counsel only'];
        expect(await seen(tokens.attorney)).toEqual(counsel);
        expect(await seen(tokens.lawFirm)).toEqual(counsel);
        expect(await seen(tokens.client)).toEqual(['Client needs rent money', 'Plaintiff asks']);

        // The mail about it goes where the comment is shown: the counsel, not the plaintiff.
        const subject = `A new comment on your contract (${contract.identifier})`;
        expect(await mailsTo(ctx.app, DEMO_ACCOUNTS.attorney.email, subject)).toHaveLength(1);
        expect(await mailsTo(ctx.app, DEMO_ACCOUNTS.lawFirm.email, subject)).toHaveLength(1);
        expect(await mailsTo(ctx.app, DEMO_ACCOUNTS.client.email, subject)).toHaveLength(0);
      });

      it('documents are checked by their bytes and replacing one keeps the history', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        const upload = (fileName: string, bytes: Buffer, type = 2) =>
          post(
            `Contract/${id}/uploadDocument`,
            { type, fileName, mimeType: 'application/pdf', documentBase64String: bytes.toString('base64') },
            tokens.admin,
          );
        const exe = await upload('contract.pdf', Buffer.from('MZ not a pdf'));
        expect(exe.statusCode).toBe(415);
        // An HTML page named and declared as a PDF is refused: the bytes decide.
        const html = await upload('statement.pdf', Buffer.from('<!doctype html><script>alert(1)</script>'));
        expect(html.statusCode).toBe(415);
        expect((await upload('v1.pdf', Buffer.from('%PDF-1.4 one'))).statusCode).toBe(200);
        const second = await upload('statement.html', Buffer.from('%PDF-1.4 two'));
        const { identifier } = second.json() as ContractRead;
        // The stored name is the contract's identifier, the document type and the detected type's extension.
        expect((second.json() as ContractRead).attachments.map((a) => [a.type, a.fileName, a.mimeType])).toEqual([
          [2, `${identifier}-client-contract.pdf`, 'application/pdf'],
        ]);
        const agreement = await upload(
          'agreement.docx',
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
          3,
        );
        expect((agreement.json() as ContractRead).attachments.map((a) => a.fileName)).toEqual([
          `${identifier}-client-contract.pdf`,
          `${identifier}-attorney-agreement.png`,
        ]);
        const big = await upload('big.pdf', Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]));
        expect([400, 413]).toContain(big.statusCode);
        const history = await ctx.app.db
          .selectFrom('contract_files')
          .select('file_name')
          .where('contract_id', '=', id)
          .orderBy('id')
          .execute();
        expect(history.map((f) => f.file_name)).toEqual([
          `${identifier}-client-contract.pdf`,
          `${identifier}-client-contract.pdf`,
          `${identifier}-attorney-agreement.png`,
        ]);
      });

      it('the payoff statement is a PDF file response for anyone who may read the contract', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        await paperClientContract(ctx.app, id);
        await post(
          `Contract/${id}/statusUpdate`,
          { contractsStatus: 'CheckSent', statusValue: 2000, dateChange: noon('2026-11-01') },
          tokens.admin,
        );
        const response = await get(`Contract/${id}/payoffStatement`, tokens.client);
        expect(response.statusCode).toBe(200);
        const file = response.json() as { mimeType: string; base64Content: string; fileName: string };
        expect(file.mimeType).toBe('application/pdf');
        expect(file.fileName).toMatch(/^payoff-statement-LF-2026-\d{6}-2026-11-20\.pdf$/);
        const bytes = Buffer.from(file.base64Content, 'base64');
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(bytes.subarray(-6).toString()).toMatch(/%%EOF/);
      });

      it('the payoff statement of a lost case says it is closed and when, and carries no payment instructions', async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        await paperClientContract(ctx.app, id);
        await post(
          `Contract/${id}/statusUpdate`,
          { contractsStatus: 'CheckSent', statusValue: 2000, dateChange: noon('2026-11-01') },
          tokens.admin,
        );
        expect(pdfText(await get(`Contract/${id}/payoffStatement`, tokens.client))).toContain('How to pay');
        await post(`Contract/${id}/statusUpdate`, { contractsStatus: 'ClosedCaseLost' }, tokens.admin);
        const text = pdfText(await get(`Contract/${id}/payoffStatement`, tokens.client));
        expect(text).toMatch(/Closed Case Lost on \d\d-\d\d-\d{4}: nothing is owed/);
        expect(text).toMatch(/Status\s+Closed Case Lost since \d\d-\d\d-\d{4}/);
        expect(text).not.toContain('How to pay');
        expect(text).not.toContain('no further increase)');
      });
    });

    describe('POST /Contract/list', () => {
      it('pages of 10 newest first, scoped to the caller, filtered, in one shape', async () => {
        const client = await createApprovedUser(ctx.app, {
          firstName: 'Paged',
          lastName: `Client${Date.now().toString(36)}`,
        });
        await ctx.app.db.updateTable('users').set({ user_type: 'Client' }).where('id', '=', client.id).execute();
        const clientToken = await tokenFor(ctx.app, client.email, client.password);
        const created: number[] = [];
        // An administrator opens the new client's first case with the attorney; the attorney files the others.
        created.push(
          await create(
            tokens.admin,
            newCase(client.id, { caseId: 'PAGE-0', contractAttorneyDTO: [{ userId: ids.attorney }] }),
          ),
        );
        for (let i = 1; i < 11; i += 1)
          created.push(await create(tokens.attorney, newCase(client.id, { caseId: `PAGE-${i}` })));
        const page = (n: number, extra: Record<string, unknown> = {}, token = clientToken) =>
          post(
            'Contract/list',
            { userId: client.id, pagination: { pageNumber: n, pageSize: 10, sortingType: 'desc' }, ...extra },
            token,
          );
        const first = (await page(1)).json() as ContractListItem[];
        expect(first.map((c) => c.id)).toEqual(created.slice(1).reverse());
        expect(first[0]).toMatchObject({
          status: 'WaitingApproval',
          totalDue: null,
          paidOff: 0,
          responsibleAttorney: { userId: ids.attorney },
        });
        expect(((await page(2)).json() as ContractListItem[]).map((c) => c.id)).toEqual([created[0]]);
        const trailing = await post('Contract/list/', { userId: client.id }, clientToken);
        expect(trailing.json() as ContractListItem[]).toHaveLength(10);
        const byCase = (await page(1, { caseId: 'page-10' })).json() as ContractListItem[];
        expect(byCase.map((c) => c.id)).toEqual([created[10]]);
        const byClient = (
          await page(1, { userId: undefined, clientFilter: 'paged client' }, tokens.admin)
        ).json() as ContractListItem[];
        expect(byClient.length).toBe(10);
        // Another client sees none of them; the admin sees them without a scope.
        expect((await page(1, {}, tokens.otherClient)).json() as ContractListItem[]).toEqual([]);
        const all = (
          await post(
            'Contract/list',
            { caseId: 'PAGE-', pagination: { pageNumber: 1, pageSize: 100, sortingType: 'desc' } },
            tokens.admin,
          )
        ).json() as ContractListItem[];
        expect(all.filter((c) => created.includes(c.id))).toHaveLength(11);
      });

      it('every page is the newest of what the caller may see, for each kind of caller, scope and direction', async () => {
        // The attorney reaches these as responsible attorney and through their present law firm: listed once each.
        await create(tokens.attorney, newCase(ids.client));
        await create(tokens.admin, newCase(ids.otherClient, { contractAttorneyDTO: [{ userId: ids.attorney }] }));
        const contracts = await ctx.app.db
          .selectFrom('contracts')
          .select(['id', 'created_at', 'client_user_id', 'responsible_attorney_id', 'responsible_law_firm_id'])
          .execute();
        const firms = await ctx.app.db
          .selectFrom('user_law_firms')
          .select(['user_id', 'law_firm_user_id'])
          .where('present', '=', true)
          .execute();
        const adminId = await demoUserId(ctx.app, 'admin');
        const isParty = (c: (typeof contracts)[number], userId: number) =>
          c.client_user_id === userId || c.responsible_attorney_id === userId || c.responsible_law_firm_id === userId;
        const visible = (c: (typeof contracts)[number], userId: number) =>
          userId === adminId ||
          isParty(c, userId) ||
          firms.some((f) => f.user_id === userId && f.law_firm_user_id === c.responsible_law_firm_id);
        const callers = [
          ['admin', adminId],
          ['attorney', ids.attorney],
          ['client', ids.client],
          ['lawFirm', ids.lawFirm],
          ['otherClient', ids.otherClient],
        ] as const;
        for (const [name, userId] of callers) {
          for (const party of [undefined, ids.client, ids.attorney]) {
            for (const direction of ['desc', 'asc'] as const) {
              const sign = direction === 'desc' ? -1 : 1;
              const expected = contracts
                .filter((c) => visible(c, userId) && (party === undefined || isParty(c, party)))
                .sort((a, b) => sign * (a.created_at.getTime() - b.created_at.getTime() || a.id - b.id))
                .map((c) => c.id);
              const listed: number[] = [];
              for (let pageNumber = 1; pageNumber <= Math.ceil(expected.length / 3) + 1; pageNumber += 1) {
                const response = await post(
                  'Contract/list',
                  { userId: party, pagination: { pageNumber, pageSize: 3, sortingType: direction } },
                  tokens[name],
                );
                expect(response.statusCode).toBe(200);
                listed.push(...(response.json() as ContractListItem[]).map((c) => c.id));
              }
              expect({ name, party, direction, listed }).toEqual({ name, party, direction, listed: expected });
            }
          }
        }
      });

      it("answers exactly the list item schema (the route skips zod's check of its answer)", async () => {
        await create(tokens.attorney, newCase(ids.client));
        const answers = z.array(contractListItemSchema);
        for (const token of [tokens.admin, tokens.attorney, tokens.client, tokens.lawFirm]) {
          for (const sortingType of ['desc', 'asc']) {
            const response = await post(
              'Contract/list',
              { pagination: { pageNumber: 1, pageSize: 100, sortingType } },
              token,
            );
            expect(response.statusCode).toBe(200);
            const listed = response.json() as ContractListItem[];
            expect(listed.length).toBeGreaterThan(0);
            // zod drops keys the schema does not name, so an extra or missing field, or a wrong type, fails here.
            expect(answers.parse(listed)).toEqual(listed);
          }
        }
        // Errors still go through the zod serializer.
        const refused = await post('Contract/list', { pagination: { pageNumber: 0 } }, tokens.admin);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toHaveProperty('message');
      });

      it('refuses an over-long filter with a message that names the filter and its limit', async () => {
        for (const [field, label, max] of [
          ['caseId', 'Case ID', 60],
          ['clientFilter', 'Client', 100],
          ['attorneyFilter', 'Attorney', 100],
          ['lawFirmFilter', 'Law Firm', 100],
        ] as const) {
          const refused = await post('Contract/list', { [field]: 'x'.repeat(10_000) }, tokens.admin);
          expect(refused.statusCode).toBe(400);
          const message = `The ${label} filter may be at most ${max} characters`;
          expect(refused.json()).toEqual({ message, errors: [{ path: field, message }] });
          const atLimit = await post('Contract/list', { [field]: ` ${'x'.repeat(max)} ` }, tokens.admin);
          expect(atLimit.statusCode).toBe(200);
        }
      });

      it("the law-firm list is the caller's present firm only", async () => {
        const id = await create(tokens.attorney, newCase(ids.client));
        const mine = (
          await post('Contract/list', { lawFirmId: ids.lawFirm }, tokens.lawFirm)
        ).json() as ContractListItem[];
        expect(mine.map((c) => c.id)).toContain(id);
        const viaAttorney = (
          await post('Contract/list', { lawFirmId: ids.lawFirm }, tokens.attorney)
        ).json() as ContractListItem[];
        expect(viaAttorney.map((c) => c.id)).toContain(id);
        expect((await post('Contract/list', { lawFirmId: ids.lawFirm }, tokens.otherAttorney)).statusCode).toBe(404);
      });
    });
  },
  { now: () => new Date('2026-11-20T15:00:00.000Z') },
);
