// A firm's decision and a member's edit of the same link, landing together: the decision applies to the firm and dates
// it was made on, and the edit is judged against the link as it stands when it is written.
import { bearer, createApprovedUser, describeEachDatabase, tokenFor } from '../test-support/databases.ts';

describeEachDatabase('Law-firm links under concurrent decisions', (ctx) => {
  const person = async (type: 'Attorney' | 'LawFirm') => {
    const user = await createApprovedUser(ctx.app);
    await ctx.app.db.updateTable('users').set({ user_type: type }).where('id', '=', user.id).execute();
    return { id: user.id, token: await tokenFor(ctx.app, user.email, user.password) };
  };
  const decide = (token: string, linkId: number, decision: 'confirm') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/User/lawFirmMembers/${linkId}/${decision}`,
      headers: bearer(token),
    });
  const linkRow = (id: number) =>
    ctx.app.db.selectFrom('user_law_firms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Runs `change` in a transaction that holds the link's row while `racing` starts, then commits. */
  const whileHeld = async <T>(
    linkId: number,
    change: Record<string, unknown>,
    racing: () => Promise<T>,
  ): Promise<T> => {
    let pending: Promise<T> | undefined;
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('user_law_firms').set(change).where('id', '=', linkId).execute();
      pending = racing();
      // Long enough for the racing request to reach the link's row and wait on it.
      await new Promise((resolve) => {
        setTimeout(resolve, 1000);
      });
    });
    return pending!;
  };

  // PostgreSQL only: PGlite has one connection, so there nothing runs inside another transaction's change.
  it('a confirmation racing the member moving the claim to another firm confirms nothing', async () => {
    if (ctx.kind !== 'postgres') return;
    const [member, claimedFirm, otherFirm] = [
      await person('Attorney'),
      await person('LawFirm'),
      await person('LawFirm'),
    ];
    const { id } = await ctx.app.db
      .insertInto('user_law_firms')
      .values({ user_id: member.id, law_firm_user_id: claimedFirm.id, start_date: '2024-01-01', present: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The member's edit (to another firm, a claim) holds the row while the first firm confirms.
    const confirm = await whileHeld(id, { law_firm_user_id: otherFirm.id }, () =>
      decide(claimedFirm.token, id, 'confirm'),
    );
    expect(confirm.statusCode).toBe(404);
    expect(await linkRow(id)).toMatchObject({ law_firm_user_id: otherFirm.id, confirmed_at: null });
  });

  it('an end racing the member saving the link unchanged sticks, and the edit after it is a new claim', async () => {
    if (ctx.kind !== 'postgres') return;
    const [member, firm] = [await person('Attorney'), await person('LawFirm')];
    const { id } = await ctx.app.db
      .insertInto('user_law_firms')
      .values({
        user_id: member.id,
        law_firm_user_id: firm.id,
        start_date: '2024-01-01',
        present: true,
        confirmed_at: new Date(),
        confirmed_by_user_id: firm.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The firm's end holds the row while the member saves the link as it was (present, confirmed).
    const saved = await whileHeld(id, { present: false, end_date: '2026-11-20' }, () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/User/updateLawFirm/${id}`,
        headers: bearer(member.token),
        payload: { userId: member.id, lawFirmUserId: firm.id, startDate: '2024-01-01T12:00:00.000Z', present: true },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await linkRow(id)).toMatchObject({ present: true, confirmed_at: null });
  });
});
