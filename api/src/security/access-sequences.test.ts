// Access rules as sequences: an outsider of each kind makes a self-service change, then tries
// every read and write it might have unlocked on contract A (client A, attorney X, firm X). Nothing opens until firm X
// confirms a membership; once it does, the member sees firm X's contracts; once the firm ends it, access is gone.
// Only attorneys may be members: a plaintiff's or a firm's claim is refused, and such links held from before open
// nothing. A membership counts from its start date.
import { LAW_FIRM_MEMBERSHIP_MESSAGES, addDays } from '@litfund/domain';
import type { UserType } from '@litfund/domain';
import { businessToday } from '../contracts/today.ts';
import { bearer, createApprovedUser, describeEachDatabase, tokenFor, uniqueEmail } from '../test-support/databases.ts';
import { contractForm, paperClientContract } from '../test-support/fixtures.ts';
import { SELF_SERVICE_STEPS, UNLOCK_PROBES } from './authorization-matrix.ts';
import type { MatrixRequest, SequenceData } from './authorization-matrix.ts';
import { buildWorld, checksum } from './world.ts';
import type { World } from './world.ts';

const KINDS: readonly UserType[] = ['Attorney', 'Client', 'LawFirm'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days the app's clock runs ahead of the real one (a future-dated membership's day comes). */
let daysAhead = 0;

describeEachDatabase(
  'Access sequences: self-service changes unlock nothing until the firm confirms',
  (ctx) => {
    const world = {} as World;
    let firmZ = 0;
    beforeAll(async () => {
      Object.assign(world, await buildWorld(ctx.app));
      firmZ = (await createApprovedUser(ctx.app, { firstName: 'Firm Z' })).id;
      await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', firmZ).execute();
    });

    const call = (token: string, r: MatrixRequest) =>
      ctx.app.inject({ method: r.method, url: r.url, payload: r.payload, headers: bearer(token) });

    async function outsider(kind: UserType) {
      const user = await createApprovedUser(ctx.app, { firstName: `Outsider ${kind}` });
      await ctx.app.db.updateTable('users').set({ user_type: kind }).where('id', '=', user.id).execute();
      const links = await ctx.app.db
        .insertInto('user_law_firms')
        .values([
          {
            user_id: user.id,
            law_firm_user_id: firmZ,
            start_date: '2017-01-01',
            present: true,
            confirmed_at: new Date(),
          },
          {
            user_id: user.id,
            law_firm_user_id: world.data.firmX,
            start_date: '2018-01-01',
            end_date: '2019-12-31',
            present: false,
            confirmed_at: new Date(),
          },
        ])
        .returning('id')
        .execute();
      const data: SequenceData = { ...world.data, self: user.id, ownLink: links[0]!.id, pastLinkToFirmX: links[1]!.id };
      return { token: await tokenFor(ctx.app, user.email, user.password), data };
    }

    /** The probes that gave the caller access; refused probes must have changed nothing. */
    async function opened(token: string, data: SequenceData, probes = UNLOCK_PROBES) {
      const open: string[] = [];
      for (const probe of probes) {
        const before = await checksum(ctx.app);
        const response = await call(token, probe.request(data));
        expect(response.statusCode).toBeLessThan(500);
        if (probe.opened(response.statusCode, response.body, data)) open.push(probe.name);
        else if (response.statusCode >= 400) expect(await checksum(ctx.app)).toBe(before);
      }
      return open;
    }

    async function decide(linkId: number, decision: 'confirm' | 'end') {
      const response = await call(world.tokens.lawFirmX!, {
        method: 'POST',
        url: `/api/v1/User/lawFirmMembers/${linkId}/${decision}`,
      });
      expect(response.statusCode).toBe(200);
    }

    describe.each(KINDS)('an outsider who is a %s', (kind) => {
      it.each(SELF_SERVICE_STEPS.map((step) => [step.name, step] as const))(
        '%s: nothing opens until firm X confirms',
        async (_name, step) => {
          const { token, data } = await outsider(kind);
          expect(await opened(token, data)).toEqual([]);
          for (const request of step.requests(data)) {
            const response = await call(token, request);
            expect(response.statusCode).toBeLessThan(500);
            // Only an attorney may claim a membership: anyone else's claim is refused with the reason.
            if (step.claim && kind !== 'Attorney')
              expect([response.statusCode, response.json().message]).toEqual([
                400,
                LAW_FIRM_MEMBERSHIP_MESSAGES.attorneysOnly,
              ]);
          }
          expect(await opened(token, data)).toEqual([]);
          if (!step.claim) return;
          if (kind !== 'Attorney') {
            const members = (
              await call(world.tokens.lawFirmX!, { method: 'GET', url: `/api/v1/User/${data.firmX}/lawFirmMembers` })
            ).json() as Array<{ userId: number; state: string }>;
            expect(members.filter((m) => m.userId === data.self && m.state === 'pending')).toEqual([]);
            return;
          }

          // Firm X sees the claim plainly as awaiting confirmation, and confirms it.
          const members = (
            await call(world.tokens.lawFirmX!, { method: 'GET', url: `/api/v1/User/${data.firmX}/lawFirmMembers` })
          ).json() as Array<{ id: number; userId: number; state: string }>;
          const claim = members.find((m) => m.userId === data.self && m.state === 'pending');
          expect(claim).toBeDefined();
          if (step.claim !== 'added') expect(claim!.id).toBe(data[step.claim]);
          await decide(claim!.id, 'confirm');
          expect(await opened(token, data)).toEqual(UNLOCK_PROBES.map((p) => p.name));

          // The firm ends the membership: access is gone at once.
          await decide(claim!.id, 'end');
          expect(await opened(token, data)).toEqual([]);
        },
      );
    });

    describe('a law firm that is not Approved', () => {
      /** Firm R (Approved for now) with two confirmed, present members: attorneys Bob and Carol. */
      async function firmWithMembers() {
        const firm = await createApprovedUser(ctx.app, { firstName: 'Firm R' });
        await ctx.app.db.updateTable('users').set({ user_type: 'LawFirm' }).where('id', '=', firm.id).execute();
        const member = async (name: string) => {
          const user = await createApprovedUser(ctx.app, { firstName: name });
          await ctx.app.db.updateTable('users').set({ user_type: 'Attorney' }).where('id', '=', user.id).execute();
          const link = await ctx.app.db
            .insertInto('user_law_firms')
            .values({
              user_id: user.id,
              law_firm_user_id: firm.id,
              start_date: '2020-01-01',
              present: true,
              confirmed_at: new Date(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { ...user, link: link.id, token: await tokenFor(ctx.app, user.email, user.password) };
        };
        return { firm: firm.id, bob: await member('Bob Bonded'), carol: await member('Carol Colleague') };
      }
      const setStatus = (id: number, status: 'New' | 'Approved' | 'Rejected') =>
        ctx.app.db.updateTable('users').set({ status }).where('id', '=', id).execute();
      /** The probes on `contract` of `firm`, as Carol sees them. */
      const probesOn = async (contract: number, firm: number, member: { id: number; link: number }) => {
        const client = await ctx.app.db
          .selectFrom('contracts')
          .select('client_user_id')
          .where('id', '=', contract)
          .executeTakeFirstOrThrow();
        const data: SequenceData = {
          ...world.data,
          contractA: contract,
          clientA: client.client_user_id,
          firmX: firm,
          self: member.id,
          ownLink: member.link,
          pastLinkToFirmX: member.link,
        };
        return data;
      };

      it("opens none of its contracts to its members while New or Rejected; the firm's name stays on them", async () => {
        const { firm, bob, carol } = await firmWithMembers();
        const filed = await call(bob.token, {
          method: 'POST',
          url: '/api/v1/Contract',
          payload: contractForm(0, {
            caseId: 'R-OPEN',
            contractClientDTO: {
              user: { email: uniqueEmail('pam'), firstName: 'Pam', lastName: 'Plaintiff', state: { key: 'GA' } },
            },
          }),
        });
        expect(filed.statusCode).toBe(200);
        const contract = (filed.json() as { id: number }).id;
        // Funded, as contract A is, so its payoff statement and additional funds apply (the plaintiff Bob entered is
        // approved first, as money waits for that).
        const { client_user_id: pam } = await ctx.app.db
          .selectFrom('contracts')
          .select('client_user_id')
          .where('id', '=', contract)
          .executeTakeFirstOrThrow();
        await setStatus(pam, 'Approved');
        await paperClientContract(ctx.app, contract);
        for (const [url, payload] of [
          [`Contract/${contract}/update`, { amountApproved: { amount: 1500 } }],
          [
            `Contract/${contract}/statusUpdate`,
            { contractsStatus: 'CheckSent', statusValue: 1500, dateChange: '2026-10-01T12:00:00.000Z' },
          ],
        ] as const) {
          const answer = await call(world.tokens.admin!, { method: 'POST', url: `/api/v1/${url}`, payload });
          expect([answer.statusCode, answer.statusCode === 200 ? '' : answer.body]).toEqual([200, '']);
        }
        // And it has a document, for the file probe.
        const uploaded = await call(world.tokens.admin!, {
          method: 'POST',
          url: `/api/v1/Contract/${contract}/uploadDocument`,
          payload: { type: 2, fileName: 'c.pdf', documentBase64String: Buffer.from('%PDF-1.4 R').toString('base64') },
        });
        const fileOfA = (uploaded.json() as { attachments: Array<{ id: number }> }).attachments[0]!.id;
        const data = { ...(await probesOn(contract, firm, carol)), fileOfA };
        const all = UNLOCK_PROBES.map((p) => p.name);
        // Approved: Bob's request names his firm, and Carol, a confirmed member, gets in.
        expect(await opened(carol.token, data)).toEqual(all);
        for (const status of ['Rejected', 'New'] as const) {
          await setStatus(firm, status);
          expect(await opened(carol.token, data)).toEqual([]);
          // The contract keeps naming the firm to its parties (its history).
          const read = await call(bob.token, { method: 'GET', url: `/api/v1/Contract/${contract}` });
          expect(read.json()).toMatchObject({ contractLawFirmDTO: [expect.objectContaining({ userId: firm })] });
        }
        await setStatus(firm, 'Approved');
        expect(await opened(carol.token, data)).toEqual(all);
      });

      it("is no default firm of its members' requests, and cannot be named", async () => {
        const { firm, bob, carol } = await firmWithMembers();
        for (const status of ['Rejected', 'New'] as const) {
          await setStatus(firm, status);
          const form = contractForm(0, {
            caseId: `R-${status}`,
            contractClientDTO: {
              user: { email: uniqueEmail('pam'), firstName: 'Pam', lastName: 'Plaintiff', state: { key: 'GA' } },
            },
          });
          const filed = await call(bob.token, { method: 'POST', url: '/api/v1/Contract', payload: form });
          expect(filed.statusCode).toBe(200);
          const contract = (filed.json() as { id: number }).id;
          const row = await ctx.app.db
            .selectFrom('contracts')
            .select('responsible_law_firm_id')
            .where('id', '=', contract)
            .executeTakeFirstOrThrow();
          expect(row.responsible_law_firm_id).toBeNull();
          expect(await opened(carol.token, await probesOn(contract, firm, carol))).toEqual([]);
          // Nothing about it was mailed to the firm's address either.
          const firmMail = await ctx.app.db
            .selectFrom('outbox')
            .innerJoin('users', 'users.email', 'outbox.to')
            .select('outbox.subject')
            .where('users.id', '=', firm)
            .execute();
          expect(firmMail.map((m) => m.subject)).toEqual(['Confirm your LitFund email address']);
          const named = await call(bob.token, {
            method: 'POST',
            url: '/api/v1/Contract',
            payload: { ...form, caseId: `R-${status}-named`, contractLawFirmDTO: [{ userId: firm }] },
          });
          expect([named.statusCode, named.json()]).toMatchObject([
            400,
            { errors: [{ path: 'contractLawFirmDTO.0.userId', message: 'Choose a law firm' }] },
          ]);
        }
      });
    });

    it('an admin editing a claim confirms it; the user editing it again makes it a claim again', async () => {
      const { token, data } = await outsider('Attorney');
      const admin = world.tokens.admin!;
      const reopen = (as: string, startDate: string) =>
        call(as, {
          method: 'POST',
          url: `/api/v1/updateLawFirm/${data.pastLinkToFirmX}`,
          payload: { lawFirmUserId: data.firmX, startDate, endDate: null, present: true },
        });
      const stateOf = async () =>
        await ctx.app.db
          .selectFrom('user_law_firms')
          .select(['confirmed_at', 'confirmed_by_user_id'])
          .where('id', '=', data.pastLinkToFirmX)
          .executeTakeFirstOrThrow();
      expect((await reopen(token, '2018-01-01T12:00:00.000Z')).statusCode).toBe(200);
      expect((await stateOf()).confirmed_at).toBeNull();
      expect((await reopen(admin, '2018-01-01T12:00:00.000Z')).statusCode).toBe(200);
      expect((await stateOf()).confirmed_at).not.toBeNull();
      expect(
        await opened(
          token,
          data,
          UNLOCK_PROBES.filter((p) => p.name === 'contract A'),
        ),
      ).toEqual(['contract A']);
      // Sending the same link back changes nothing and keeps the confirmation; a new start date is a new claim.
      expect((await reopen(token, '2018-01-01T12:00:00.000Z')).statusCode).toBe(200);
      expect((await stateOf()).confirmed_at).not.toBeNull();
      expect((await reopen(token, '2017-01-01T12:00:00.000Z')).statusCode).toBe(200);
      expect(await stateOf()).toEqual({ confirmed_at: null, confirmed_by_user_id: null });
      expect(await opened(token, data)).toEqual([]);
    });

    describe('a Client or LawFirm account is no member', () => {
      it.each(['Client', 'LawFirm'] as const)(
        "a %s's confirmed membership of firm X from before claims were refused opens nothing",
        async (kind) => {
          const { token, data } = await outsider(kind);
          await ctx.app.db
            .updateTable('user_law_firms')
            .set({ present: true, end_date: null })
            .where('id', '=', data.pastLinkToFirmX)
            .execute();
          expect(await opened(token, data)).toEqual([]);
          // Nor may an administrator add or reopen one for them.
          const admin = world.tokens.admin!;
          const link = {
            lawFirmUserId: data.firmX,
            startDate: '2020-01-01T12:00:00.000Z',
            endDate: null,
            present: true,
          };
          for (const url of [`/api/v1/User/${data.self}/addLawFirms`, `/api/v1/updateLawFirm/${data.ownLink}`]) {
            const before = await checksum(ctx.app);
            const response = await call(admin, { method: 'POST', url, payload: link });
            expect([response.statusCode, response.json().message]).toEqual([
              400,
              LAW_FIRM_MEMBERSHIP_MESSAGES.attorneysOnly,
            ]);
            expect(await checksum(ctx.app)).toBe(before);
          }
        },
      );
    });

    it('a membership dated in the future opens nothing, and is no default firm, until its start date', async () => {
      const { token, data } = await outsider('Attorney');
      const today = businessToday(ctx.app);
      await ctx.app.db
        .updateTable('user_law_firms')
        .set({ present: true, end_date: null, start_date: addDays(today, 2) })
        .where('id', '=', data.pastLinkToFirmX)
        .execute();
      const firmList = async (firm: number, as: string) =>
        (await call(as, { method: 'POST', url: '/api/v1/Contract/list', payload: { lawFirmId: firm } })).statusCode;
      expect(await opened(token, data)).toEqual([]);
      // The attorney's present firm (the list's and a new request's default) is still firm Z, started in 2017.
      expect([await firmList(firmZ, token), await firmList(data.firmX, token)]).toEqual([200, 404]);
      daysAhead = 1;
      try {
        expect(await opened(token, data)).toEqual([]);
        daysAhead = 2;
        expect(await opened(token, data)).toEqual(UNLOCK_PROBES.map((p) => p.name));
        expect([await firmList(firmZ, token), await firmList(data.firmX, token)]).toEqual([404, 200]);
      } finally {
        daysAhead = 0;
      }
    });
  },
  { now: () => new Date(Date.now() + daysAhead * DAY_MS) },
);
