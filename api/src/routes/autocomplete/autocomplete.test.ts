import crypto from 'node:crypto';
import { bearer, createApprovedUser, describeEachDatabase, json } from '../../test-support/databases.ts';
import { demoToken } from '../../test-support/fixtures.ts';

type Item = { id: number; firstName: string; lastName: string };

describeEachDatabase('Autocomplete', (ctx) => {
  let adminToken = '';
  let attorneyToken = '';
  let clientToken = '';
  let lawFirmToken = '';
  const tag = `Wq${crypto.randomBytes(3).toString('hex')}`;
  const ids: Record<string, number> = {};
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/Autocomplete/${url}`, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    adminToken = await demoToken(ctx.app, 'admin');
    attorneyToken = await demoToken(ctx.app, 'attorney');
    clientToken = await demoToken(ctx.app, 'client');
    lawFirmToken = await demoToken(ctx.app, 'lawFirm');
    for (const [key, userType, firstName, lastName] of [
      ['attorneyA', 'Attorney', `Ann${tag}`, 'Lee'],
      ['attorneyB', 'Attorney', 'Bo', `${tag.toLowerCase()}z`],
      ['client', 'Client', 'Cat', `Client${tag}`],
      ['firm', 'LawFirm', `${tag} Law`, 'LLP'],
    ] as const) {
      ids[key] = (await createApprovedUser(ctx.app, { firstName, lastName })).id;
      await ctx.app.db.updateTable('users').set({ user_type: userType }).where('id', '=', ids[key]).execute();
    }
    const pending = await createApprovedUser(ctx.app, { firstName: `Pen${tag}`, lastName: 'Ding' });
    await ctx.app.db.updateTable('users').set({ status: 'New' }).where('id', '=', pending.id).execute();
    ids.pending = pending.id;
  });

  it('finds Approved attorneys by first or last name, case-insensitively, as {id, firstName, lastName}', async () => {
    const response = await get(`attorney?userName=${tag.toUpperCase()}`, clientToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids.attorneyA, firstName: `Ann${tag}`, lastName: 'Lee' },
      { id: ids.attorneyB, firstName: 'Bo', lastName: `${tag.toLowerCase()}z` },
    ]);
  });

  it('finds law firms for any Approved user', async () => {
    for (const token of [attorneyToken, clientToken, lawFirmToken, adminToken]) {
      const response = await get(`lawFirm?userName=${tag}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ id: ids.firm, firstName: `${tag} Law`, lastName: 'LLP' }]);
    }
    expect(((await get('lawFirm?userName=lex', attorneyToken)).json() as Item[]).map((i) => i.firstName)).toContain(
      'Lex & Partners',
    );
  });

  it('finds clients for Approved admins, and for attorneys only the clients of their own contracts', async () => {
    expect((await get(`client?userName=${tag}`, adminToken)).json()).toEqual([
      { id: ids.client, firstName: 'Cat', lastName: `Client${tag}` },
    ]);
    expect((await get(`client?userName=${tag}`, attorneyToken)).json()).toEqual([]);
    expect((await get(`client?userName=${tag}`, clientToken)).json()).toEqual([]);
    // The demo attorney and law firm are responsible for the demo client's cases.
    expect((await get('client?userName=Carl', attorneyToken)).json()).toEqual([
      expect.objectContaining({ firstName: 'Carl', lastName: 'Client' }),
    ]);
    expect((await get('client?userName=Carl', lawFirmToken)).json()).toEqual([
      expect.objectContaining({ firstName: 'Carl', lastName: 'Client' }),
    ]);
    expect((await get(`client?userName=${tag}`, lawFirmToken)).json()).toEqual([]);
  });

  it("firmAttorney: the law-firm user's confirmed attorneys, for the law-firm user only", async () => {
    expect((await get('firmAttorney?userName=Alice', lawFirmToken)).json()).toEqual([
      expect.objectContaining({ firstName: 'Alice', lastName: 'Attorney' }),
    ]);
    expect((await get(`firmAttorney?userName=${tag}`, lawFirmToken)).json()).toEqual([]);
    for (const token of [attorneyToken, clientToken, adminToken])
      expect((await get('firmAttorney?userName=Alice', token)).json()).toEqual([]);
  });

  it('answers [] under 3 characters or without a name, and at most 10 items', async () => {
    expect((await get(`attorney?userName=${tag.slice(0, 2)}`, adminToken)).json()).toEqual([]);
    expect((await get('attorney?userName=%20%20a%20', adminToken)).json()).toEqual([]);
    expect((await get('attorney', adminToken)).json()).toEqual([]);
    for (let i = 0; i < 11; i += 1) await createApprovedUser(ctx.app, { firstName: `Many${tag}`, lastName: String(i) });
    const many = (await get(`attorney?userName=many${tag}`, adminToken)).json() as Item[];
    expect(many).toHaveLength(10);
  });

  it('leaves out users not Approved, and other types', async () => {
    const all = [
      ...(await get(`attorney?userName=${tag}`, adminToken)).json(),
      ...(await get(`lawFirm?userName=${tag}`, adminToken)).json(),
    ] as Item[];
    expect(all.map((i) => i.id)).not.toContain(ids.pending);
    expect(all.map((i) => i.id)).not.toContain(ids.client);
  });

  it('answers 401 anonymous, 400 for an unknown kind or a too long name', async () => {
    expect((await get(`attorney?userName=${tag}`)).statusCode).toBe(401);
    const unknown = await get(`judge?userName=${tag}`, adminToken);
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual([expect.objectContaining({ path: 'kind' })]);
    expect((await get(`attorney?userName=${'a'.repeat(101)}`, adminToken)).statusCode).toBe(400);
  });
});
