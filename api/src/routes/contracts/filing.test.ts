// Who may file a new case for which plaintiff (contracts/filing.ts), through POST /Contract and the autocompletes the
// Request Funds form uses, for every kind of caller, and what a filing then unlocks.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';
import {
  bearer,
  createApprovedUser,
  describeEachDatabase,
  linkFromOutbox,
  registration,
  testConfig,
  tokenFor,
  uniqueEmail,
} from '../../test-support/databases.ts';
import { buildApp } from '../../app.ts';

const noon = (day: string) => `${day}T12:00:00.000Z`;
const newCase = (clientId: number, overrides: Record<string, unknown> = {}) => ({
  contractType: 'PreSettlement',
  amountRequested: 5000,
  estimatedSettlement: '26k-50k',
  estimatedAdditional: 'None',
  recipientCheck: 'pay@lex.test',
  caseId: `FL-${crypto.randomBytes(3).toString('hex')}`,
  estimatedDuration: noon('2027-06-01'),
  opposingInsurance: 'Acme Mutual',
  liability: true,
  propertyDamage: 'Moderate',
  injuryLevel: 'Slight',
  dateAccident: noon('2026-04-02'),
  accidentDescription: 'Rear-ended at a light',
  contractClientDTO: { userId: clientId },
  ...overrides,
});

async function counts(app: FastifyInstance) {
  const count = async (table: 'contracts' | 'users' | 'outbox' | 'one_time_tokens') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    contracts: await count('contracts'),
    users: await count('users'),
    outbox: await count('outbox'),
    tokens: await count('one_time_tokens'),
  };
}

describeEachDatabase('Filing for a plaintiff', (ctx) => {
  const tag = `Fq${crypto.randomBytes(3).toString('hex')}`;
  const ids = {
    attorneyA: 0,
    attorneyB: 0,
    firmAttorney: 0,
    claimant: 0,
    firm: 0,
    plaintiffA: 0,
    plaintiffB: 0,
    plaintiffF: 0,
  };
  const tokens = { admin: '', attorneyA: '', attorneyB: '', firm: '', firmAttorney: '', claimant: '', plaintiffA: '' };
  const get = (url: string, token: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
  const post = (url: string, payload: object, token: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: bearer(token) });
  const file = async (token: string, payload: object) => {
    const response = await post('Contract', payload, token);
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }).id;
  };
  const names = async (kind: string, token: string, name = tag) =>
    ((await get(`Autocomplete/${kind}?userName=${name}`, token)).json() as Array<{ id: number }>)
      .map((i) => i.id)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    tokens.admin = await tokenFor(ctx.app, 'admin@litfund.test', 'Admin123!');
    const person = async (key: keyof typeof ids, type: 'Attorney' | 'Client' | 'LawFirm') => {
      const user = await createApprovedUser(ctx.app, { firstName: `${key}${tag}` });
      await ctx.app.db.updateTable('users').set({ user_type: type }).where('id', '=', user.id).execute();
      ids[key] = user.id;
      return tokenFor(ctx.app, user.email, user.password);
    };
    tokens.attorneyA = await person('attorneyA', 'Attorney');
    tokens.attorneyB = await person('attorneyB', 'Attorney');
    tokens.firmAttorney = await person('firmAttorney', 'Attorney');
    tokens.claimant = await person('claimant', 'Attorney');
    tokens.firm = await person('firm', 'LawFirm');
    tokens.plaintiffA = await person('plaintiffA', 'Client');
    await person('plaintiffB', 'Client');
    await person('plaintiffF', 'Client');
    // The firm confirmed one attorney; the claimant only claims the firm on their own profile.
    await ctx.app.db
      .insertInto('user_law_firms')
      .values([
        {
          user_id: ids.firmAttorney,
          law_firm_user_id: ids.firm,
          start_date: '2024-01-01',
          present: true,
          confirmed_at: new Date(),
        },
        { user_id: ids.claimant, law_firm_user_id: ids.firm, start_date: '2024-01-01', present: true },
      ])
      .execute();
    // Each plaintiff's first case, opened by an administrator: A's, B's and the firm's.
    await file(tokens.admin, newCase(ids.plaintiffA, { contractAttorneyDTO: [{ userId: ids.attorneyA }] }));
    await file(tokens.admin, newCase(ids.plaintiffB, { contractAttorneyDTO: [{ userId: ids.attorneyB }] }));
    await file(
      tokens.admin,
      newCase(ids.plaintiffF, {
        contractAttorneyDTO: [{ userId: ids.firmAttorney }],
        contractLawFirmDTO: [{ userId: ids.firm }],
      }),
    );
  });

  it('the invitation carries nothing the filer typed: a neutral greeting, the filing attorney and firm as LitFund knows them', async () => {
    const lure = 'Urgent: confirm your bank details at https://evil.example';
    const typed = {
      firstName: `${lure} <b>now</b>`,
      lastName: 'Call +1-555-0199',
      phoneNumber: '555-0199',
      streetAddress: '1 Lure Street',
      city: 'Phishville',
    };
    const mailOf = async (token: string, extra: Record<string, unknown>) => {
      const email = uniqueEmail('lure');
      await file(
        token,
        newCase(0, {
          caseId: 'Visit evil.example',
          accidentDescription: lure,
          contractClientDTO: { user: { email, ...typed, state: { key: 'GA' } } },
          ...extra,
        }),
      );
      const mail = await ctx.app.db.selectFrom('outbox').selectAll().where('to', '=', email).executeTakeFirstOrThrow();
      const whole = `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`;
      for (const value of [...Object.values(typed), 'evil.example', 'Lure', '555-0199'])
        expect(whole).not.toContain(value);
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      return mail;
    };
    const byAttorney = await mailOf(tokens.attorneyA, {});
    expect(byAttorney.text).toMatch(
      new RegExp(
        `^Attorney attorneyA${tag} Doe has asked LitFund to fund your case \\(LitFund reference LF-\\d{4}-\\d{6}\\)`,
        'm',
      ),
    );
    // A firm the attorney names but is not a confirmed member of is not said to be theirs.
    const unconfirmed = await mailOf(tokens.attorneyA, { contractLawFirmDTO: [{ userId: ids.firm }] });
    expect(unconfirmed.text).toContain(`Attorney attorneyA${tag} Doe has asked`);
    expect(unconfirmed.text).not.toContain(`firm${tag}`);
    const byFirm = await mailOf(tokens.firm, { contractAttorneyDTO: [{ userId: ids.firmAttorney }] });
    expect(byFirm.text).toContain(`Attorney firmAttorney${tag} Doe of firm${tag} has asked LitFund to fund your case`);
    expect(byFirm.html).toContain(`Attorney firmAttorney${tag} Doe of firm${tag} has asked LitFund to fund your case`);
  });

  it('later mails greet an entered plaintiff by the typed name only once an administrator has approved them', async () => {
    const email = uniqueEmail('greet');
    const typed = 'Dear Victim go to evil.example';
    const id = await file(
      tokens.attorneyA,
      newCase(0, { contractClientDTO: { user: { email, firstName: typed, lastName: 'Lure' } } }),
    );
    // The plaintiff follows the invitation: the address is proven, the user is still New.
    const link = await linkFromOutbox(ctx.app, email, '/reset-password-success');
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Account/reset-password-success?passwordToken=${link.searchParams.get('passwordToken')}`,
      payload: { email, password: 'Greeting-Check-2026!' },
    });
    expect(set.statusCode).toBe(200);
    // A notifying status mails the parties, the plaintiff among them (an admin's comment goes to the counsel only).
    const notify = async (contractsStatus: 'Approved' | 'Declined') =>
      expect((await post(`Contract/${id}/statusUpdate`, { contractsStatus }, tokens.admin)).statusCode).toBe(200);
    await notify('Approved');
    const texts = async () =>
      (await ctx.app.db.selectFrom('outbox').select(['text', 'html']).where('to', '=', email).orderBy('id').execute())
        .slice(1)
        .map((m) => `${m.text}\n${m.html ?? ''}`);
    const beforeApproval = await texts();
    expect(beforeApproval).toHaveLength(2);
    for (const text of beforeApproval) {
      expect(text.startsWith('Hello,\n')).toBe(true);
      expect(text).not.toContain('evil.example');
    }
    await ctx.app.db.updateTable('users').set({ status: 'Approved' }).where('email', '=', email).execute();
    await notify('Declined');
    expect((await texts()).at(-1)).toMatch(/^Hello Dear Victim go to evil\.example,\n/);
  });

  it("another attorney's plaintiff answers exactly as a plaintiff who does not exist, and nothing is written", async () => {
    const before = await counts(ctx.app);
    const answers = [];
    for (const clientId of [ids.plaintiffA, 2_000_000_000, ids.attorneyA]) {
      const response = await post('Contract', newCase(clientId), tokens.attorneyB);
      answers.push({ status: response.statusCode, body: response.json() as unknown });
    }
    expect(answers[0]).toEqual({
      status: 404,
      body: { message: CONTRACT_MESSAGES.plaintiffNotFound },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // A law firm, for a plaintiff of a case it is not responsible for, the same.
    const byFirm = await post(
      'Contract',
      newCase(ids.plaintiffA, { contractAttorneyDTO: [{ userId: ids.firmAttorney }] }),
      tokens.firm,
    );
    expect({ status: byFirm.statusCode, body: byFirm.json() as unknown }).toEqual(answers[0]);
    expect(await counts(ctx.app)).toEqual(before);
    // The autocomplete agrees: B's plaintiffs are B's.
    expect(await names('client', tokens.attorneyB)).toEqual([ids.plaintiffB]);
    expect(await names('client', tokens.attorneyA)).toEqual([ids.plaintiffA]);
    expect(await names('client', tokens.firm)).toEqual([ids.plaintiffF]);
    expect(await names('client', tokens.plaintiffA)).toEqual([]);
  });

  it("an attorney files for a plaintiff of their own case, and is told nothing of the plaintiff's ban, limit or status", async () => {
    const id = await file(tokens.attorneyA, newCase(ids.plaintiffA));
    const read = (await get(`Contract/${id}`, tokens.attorneyA)).json() as ContractRead;
    expect(read.contractClientDTO.userId).toBe(ids.plaintiffA);
    expect(read.contractAttorneyDTO.map((a) => [a.userId, a.responsible])).toEqual([[ids.attorneyA, true]]);
    expect((await get(`Contract/${id}`, tokens.plaintiffA)).statusCode).toBe(200);
    expect((await get(`Contract/${id}`, tokens.attorneyB)).statusCode).toBe(404);

    await ctx.app.db
      .updateTable('users')
      .set({ banned: true, loan_limit_cents: 100, status: 'Rejected' })
      .where('id', '=', ids.plaintiffA)
      .execute();
    try {
      const again = await post('Contract', newCase(ids.plaintiffA), tokens.attorneyA);
      expect(again.statusCode).toBe(200);
      expect(Object.keys(again.json() as object)).toEqual(['id']);
      const extra = await post(
        'Contract',
        { parentContractId: id, amountRequested: { amount: 900 } },
        tokens.attorneyA,
      );
      expect(extra.statusCode).toBe(200);
      // The plaintiff stays in the attorney's list, so no change of their account shows.
      expect(await names('client', tokens.attorneyA)).toEqual([ids.plaintiffA]);
      // Administrators see it and are refused as before.
      const admin = await post('Contract', newCase(ids.plaintiffA), tokens.admin);
      expect(admin.statusCode).toBe(403);
      expect(admin.json()).toMatchObject({ message: MESSAGES.banned });
      const contract = (
        await get(`Contract/${(again.json() as { id: number }).id}`, tokens.admin)
      ).json() as ContractRead & { contractClientDTO: { user: { banned: boolean } } };
      expect(contract.contractClientDTO.user.banned).toBe(true);
    } finally {
      await ctx.app.db
        .updateTable('users')
        .set({ banned: false, loan_limit_cents: null, status: 'Approved' })
        .where('id', '=', ids.plaintiffA)
        .execute();
    }
  });

  it('an attorney enters a new plaintiff: created New, invited in the same change, and the filing unlocks the case and the card', async () => {
    const email = uniqueEmail('filed');
    const before = await counts(ctx.app);
    const id = await file(
      tokens.attorneyA,
      newCase(0, {
        contractClientDTO: {
          user: { email, firstName: `Nia${tag}`, lastName: 'New', phoneNumber: '555-0100', state: { key: 'GA' } },
        },
      }),
    );
    const plaintiff = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(plaintiff).toMatchObject({
      user_type: 'Client',
      status: 'New',
      status_by_user_id: null,
      banned: false,
      password_hash: null,
    });
    expect(await counts(ctx.app)).toEqual({
      ...before,
      contracts: before.contracts + 1,
      users: before.users + 1,
      outbox: before.outbox + 1,
      tokens: before.tokens + 1,
    });
    const mail = await ctx.app.db.selectFrom('outbox').selectAll().where('to', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/funding request was filed for you/);
    expect(mail.text).toContain(`attorneyA${tag}`);
    const link = await linkFromOutbox(ctx.app, email, '/reset-password-success');
    expect(link.searchParams.get('email')).toBe(email);

    const read = (await get(`Contract/${id}`, tokens.attorneyA)).json() as ContractRead;
    expect(read.contractClientDTO).toMatchObject({
      userId: plaintiff.id,
      user: { firstName: `Nia${tag}`, lastName: 'New' },
    });
    const card = await get(`User/${plaintiff.id}`, tokens.attorneyA);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ id: plaintiff.id, firstName: `Nia${tag}` });
    expect(card.json()).not.toHaveProperty('userStatus');
    // The new plaintiff is now the attorney's own (for the next case) and nobody else's.
    expect(await names('client', tokens.attorneyA, `Nia${tag}`)).toEqual([plaintiff.id]);
    expect(await names('client', tokens.attorneyB, `Nia${tag}`)).toEqual([]);
    expect(await file(tokens.attorneyA, newCase(plaintiff.id))).toBeGreaterThan(id);
    expect((await post('Contract', newCase(plaintiff.id), tokens.attorneyB)).statusCode).toBe(404);

    // A registered email is refused as at registration, and nothing is written or mailed.
    const middle = await counts(ctx.app);
    const taken = await post(
      'Contract',
      newCase(0, { contractClientDTO: { user: { email, firstName: 'Dup', lastName: 'Licate' } } }),
      tokens.attorneyB,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: CONTRACT_MESSAGES.plaintiffEmailTaken });
    expect(await counts(ctx.app)).toEqual(middle);
    // Non-admins still never create attorneys or law firms.
    const counsel = await post(
      'Contract',
      newCase(ids.plaintiffA, {
        contractAttorneyDTO: [{ user: { email: uniqueEmail('att'), firstName: 'A', lastName: 'B' } }],
      }),
      tokens.attorneyA,
    );
    expect(counsel.statusCode).toBe(403);
  });

  it('an entered plaintiff asks for the link again, chooses a password (confirming the address) and is then approved', async () => {
    const email = uniqueEmail('relinked');
    await file(
      tokens.attorneyA,
      newCase(0, {
        // Not named after this file's tag: approved, the plaintiff must not join the names other tests count.
        contractClientDTO: { user: { email, firstName: 'Rae', lastName: 'Relink', state: { key: 'GA' } } },
      }),
    );
    const plaintiff = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const approve = () =>
      post(`AdminUser/${plaintiff.id}`, { userStatus: { userStatusesValue: 'Approved' } }, tokens.admin);
    // Not approvable while the address is unproven: a clear refusal that changes nothing.
    const refused = await approve();
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: MESSAGES.approveUnconfirmedEmail }]);
    expect((await get(`AdminUser/${plaintiff.id}`, tokens.admin)).json()).toMatchObject({
      emailConfirmed: false,
      userStatus: { userStatusesValue: 'New' },
    });

    const invitation = (await linkFromOutbox(ctx.app, email, '/reset-password-success')).searchParams.get(
      'passwordToken',
    )!;
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Account/resend-confirmation?email=${encodeURIComponent(email)}`,
      remoteAddress: '10.79.0.1',
    });
    expect(resent.statusCode).toBe(200);
    // The new link is in the (dev) outbox; the first invitation's link no longer works.
    const mails = await ctx.app.db
      .selectFrom('outbox')
      .select('subject')
      .where('to', '=', email)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      'Your LitFund account: a funding request was filed for you',
      'Choose your LitFund password',
    ]);
    const again = (await linkFromOutbox(ctx.app, email, '/reset-password-success')).searchParams.get('passwordToken')!;
    expect(again).not.toBe(invitation);
    const choose = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/Account/reset-password-success?passwordToken=${encodeURIComponent(token)}`,
        payload: { email, password: 'Relinked-Plaintiff-42' },
      });
    expect((await choose(invitation)).statusCode).toBe(400);
    expect((await choose(again)).statusCode).toBe(200);

    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ emailConfirmed: true, userStatus: { userStatusesValue: 'Approved' } });
  });

  it('a law-firm user files for its own plaintiff naming a confirmed attorney of the firm, or for a new plaintiff', async () => {
    expect(await names('firmAttorney', tokens.firm)).toEqual([ids.firmAttorney]);
    for (const token of [tokens.attorneyA, tokens.plaintiffA, tokens.admin])
      expect(await names('firmAttorney', token)).toEqual([]);

    const before = await counts(ctx.app);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{}, 'contractAttorneyDTO'],
      [{ contractAttorneyDTO: [{ userId: ids.claimant }] }, 'contractAttorneyDTO.0.userId'],
      [{ contractAttorneyDTO: [{ userId: ids.attorneyB }] }, 'contractAttorneyDTO.0.userId'],
      [
        { contractAttorneyDTO: [{ userId: ids.firmAttorney }, { userId: ids.attorneyA }] },
        'contractAttorneyDTO.1.userId',
      ],
    ];
    for (const [overrides, path] of refusals) {
      const refused = await post('Contract', newCase(ids.plaintiffF, overrides), tokens.firm);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: CONTRACT_MESSAGES.firmAttorneyRequired,
        errors: [{ path, message: CONTRACT_MESSAGES.firmAttorneyRequired }],
      });
    }
    expect(await counts(ctx.app)).toEqual(before);

    // Another firm named in the request does not take the case over: the filing firm is responsible.
    const id = await file(
      tokens.firm,
      newCase(ids.plaintiffF, {
        contractAttorneyDTO: [{ userId: ids.firmAttorney }],
        contractLawFirmDTO: [{ userId: ids.attorneyB }],
      }),
    );
    const read = (await get(`Contract/${id}`, tokens.firm)).json() as ContractRead;
    expect(read.contractAttorneyDTO.map((a) => [a.userId, a.responsible])).toEqual([[ids.firmAttorney, true]]);
    expect(read.contractLawFirmDTO.map((f) => [f.userId, f.responsible])).toEqual([[ids.firm, true]]);
    expect((await get(`Contract/${id}`, tokens.firmAttorney)).statusCode).toBe(200);

    const email = uniqueEmail('firmfiled');
    const created = await file(
      tokens.firm,
      newCase(0, {
        contractClientDTO: { user: { email, firstName: `Fia${tag}`, lastName: 'New' } },
        contractAttorneyDTO: [{ userId: ids.firmAttorney }],
      }),
    );
    const plaintiff = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(plaintiff.status).toBe('New');
    expect(((await get(`Contract/${created}`, tokens.firm)).json() as ContractRead).contractClientDTO.userId).toBe(
      plaintiff.id,
    );
    expect((await get(`User/${plaintiff.id}`, tokens.firm)).statusCode).toBe(200);
    expect(await names('client', tokens.firm, `Fia${tag}`)).toEqual([plaintiff.id]);
    expect((await linkFromOutbox(ctx.app, email, '/reset-password-success')).searchParams.get('email')).toBe(email);
  });

  it('an attorney the firm confirmed from a later start date is not its attorney before that day', async () => {
    const joining = await createApprovedUser(ctx.app, { firstName: `Joining${tag}` });
    await ctx.app.db.updateTable('users').set({ user_type: 'Attorney' }).where('id', '=', joining.id).execute();
    await ctx.app.db
      .insertInto('user_law_firms')
      .values({
        user_id: joining.id,
        law_firm_user_id: ids.firm,
        start_date: '2099-01-01',
        present: true,
        confirmed_at: new Date(),
      })
      .execute();
    expect(await names('firmAttorney', tokens.firm, `Joining${tag}`)).toEqual([]);
    const before = await counts(ctx.app);
    const refused = await post(
      'Contract',
      newCase(ids.plaintiffF, { contractAttorneyDTO: [{ userId: joining.id }] }),
      tokens.firm,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: CONTRACT_MESSAGES.firmAttorneyRequired,
      errors: [{ path: 'contractAttorneyDTO.0.userId', message: CONTRACT_MESSAGES.firmAttorneyRequired }],
    });
    expect(await counts(ctx.app)).toEqual(before);
  });

  it('an attorney whose firm link is only a claim does not make the firm responsible', async () => {
    const id = await file(
      tokens.claimant,
      newCase(0, { contractClientDTO: { user: { email: uniqueEmail('claim'), firstName: 'Cla', lastName: 'Im' } } }),
    );
    expect(((await get(`Contract/${id}`, tokens.admin)).json() as ContractRead).contractLawFirmDTO).toEqual([]);
    expect((await get(`Contract/${id}`, tokens.firm)).statusCode).toBe(404);
  });

  it('a client files for themself whatever plaintiff the request names; administrators file for anyone', async () => {
    const own = await file(
      tokens.plaintiffA,
      newCase(ids.plaintiffB, {
        contractClientDTO: { user: { email: uniqueEmail('ignored'), firstName: 'I', lastName: 'G' } },
      }),
    );
    expect(((await get(`Contract/${own}`, tokens.plaintiffA)).json() as ContractRead).contractClientDTO.userId).toBe(
      ids.plaintiffA,
    );
    const byAdmin = await file(tokens.admin, newCase(ids.plaintiffB));
    expect(((await get(`Contract/${byAdmin}`, tokens.admin)).json() as ContractRead).contractClientDTO.userId).toBe(
      ids.plaintiffB,
    );
    expect((await post('Contract', newCase(2_000_000_000), tokens.admin)).statusCode).toBe(404);
    expect(await names('client', tokens.admin)).toEqual([ids.plaintiffA, ids.plaintiffB, ids.plaintiffF]);
  });
  it('a non-admin names only Approved attorneys and firms: an unapproved one is refused like a missing one, and nothing is written', async () => {
    const waiting = await createApprovedUser(ctx.app, { firstName: `Waiting${tag}` });
    await ctx.app.db
      .updateTable('users')
      .set({ user_type: 'Attorney', status: 'New' })
      .where('id', '=', waiting.id)
      .execute();
    const rejectedFirm = await createApprovedUser(ctx.app, { firstName: `Rejected${tag}` });
    await ctx.app.db
      .updateTable('users')
      .set({ user_type: 'LawFirm', status: 'Rejected' })
      .where('id', '=', rejectedFirm.id)
      .execute();
    const before = await counts(ctx.app);
    const namingAttorney = await post(
      'Contract',
      newCase(ids.plaintiffA, { contractAttorneyDTO: [{ userId: waiting.id }] }),
      tokens.attorneyA,
    );
    expect(namingAttorney.statusCode).toBe(400);
    expect(namingAttorney.json()).toMatchObject({ message: 'Choose an attorney' });
    const namingFirm = await post(
      'Contract',
      newCase(ids.plaintiffA, { contractLawFirmDTO: [{ userId: rejectedFirm.id }] }),
      tokens.plaintiffA,
    );
    expect(namingFirm.statusCode).toBe(400);
    expect(namingFirm.json()).toMatchObject({ message: 'Choose a law firm' });
    expect(await counts(ctx.app)).toEqual(before);
    // Administrators still name anyone (they approve the account afterwards).
    expect(
      (await post('Contract', newCase(ids.plaintiffA, { contractAttorneyDTO: [{ userId: waiting.id }] }), tokens.admin))
        .statusCode,
    ).toBe(200);
  });
  it('a plaintiff address someone registered first: the filer is told what to do, as for any account, and nothing changes', async () => {
    // Someone registers the plaintiff's address before the attorney enters her, with a password of their own.
    const pam = uniqueEmail('pam');
    const squat = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Account/register',
      payload: registration({ email: pam, userType: 'Client', firstName: 'Squatter' }),
    });
    expect(squat.statusCode).toBe(200);
    const { email: approvedClient } = await ctx.app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', ids.plaintiffB)
      .executeTakeFirstOrThrow();
    const before = await counts(ctx.app);
    const enter = (email: string) =>
      post(
        'Contract',
        newCase(0, { contractClientDTO: { user: { email, firstName: 'Pam', lastName: 'Plaintiff' } } }),
        tokens.attorneyA,
      );
    // The squatted (New, unconfirmed) account and an Approved client's answer alike: the account is not attached to
    // the case, its state is not told, and the message says how the client files instead.
    for (const refused of [await enter(pam), await enter(approvedClient)])
      expect([refused.statusCode, refused.json()]).toEqual([409, { message: CONTRACT_MESSAGES.plaintiffEmailTaken }]);
    expect(await counts(ctx.app)).toEqual(before);
    const { id: squatter } = squat.json() as { id: number };
    expect(
      await ctx.app.db.selectFrom('contracts').select('id').where('client_user_id', '=', squatter).execute(),
    ).toEqual([]);
  });

  it('entering new plaintiffs is limited per filer, accepted or refused (no mail cannon, no fast probe of addresses)', async () => {
    const limited = await buildApp(testConfig({ kind: 'pglite', dir: null }, { loginMaxFailures: 2 }));
    try {
      const attorney = await tokenFor(limited, 'attorney@litfund.test', 'Attorney123!');
      const enter = (email: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/Contract',
          headers: bearer(attorney),
          payload: newCase(0, { contractClientDTO: { user: { email, firstName: 'New', lastName: 'Plaintiff' } } }),
        });
      // An accepted one and a refused one (a registered email) both count; the third waits.
      expect((await enter(uniqueEmail('fresh'))).statusCode).toBe(200);
      expect((await enter('client@litfund.test')).statusCode).toBe(409);
      const third = await enter(uniqueEmail('third'));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: MESSAGES.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
  it("a non-admin's request is dated the day it is filed; an administrator may date one back, never ahead", async () => {
    const back = { amountRequested: { amount: 1000, date: noon('1999-01-01') } };
    const byAttorney = await file(tokens.attorneyA, newCase(ids.plaintiffA, back));
    const stored = async (id: number) =>
      (await ctx.app.db.selectFrom('contracts').select('requested_on').where('id', '=', id).executeTakeFirstOrThrow())
        .requested_on;
    expect(await stored(byAttorney)).not.toBe('1999-01-01');
    expect(await stored(await file(tokens.admin, newCase(ids.plaintiffA, back)))).toBe('1999-01-01');
    const ahead = await post(
      'Contract',
      newCase(ids.plaintiffA, { amountRequested: { amount: 1000, date: noon('2099-01-01') } }),
      tokens.admin,
    );
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ errors: [{ path: 'amountRequested.date' }] });
  });
});
