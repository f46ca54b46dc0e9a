// The payoff statement exists from CheckSent on, as the contract page offers it: before that the server refuses it
// too, with a sentence (and a contract the caller may not see stays a 404, whatever its state).
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import { bearer, describeEachDatabase } from '../../test-support/databases.ts';
import { contractForm, demoToken, demoUserId, signedInUser, paperClientContract } from '../../test-support/fixtures.ts';

describeEachDatabase('Payoff statement before funding', (ctx) => {
  it('is 409 for every party until the check is sent, then the PDF', async () => {
    const admin = await demoToken(ctx.app, 'admin');
    const attorney = await demoToken(ctx.app, 'attorney');
    const client = await demoToken(ctx.app, 'client');
    const lawFirm = await demoToken(ctx.app, 'lawFirm');
    const stranger = await signedInUser(ctx.app);
    const clientId = await demoUserId(ctx.app, 'client');
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Contract',
      payload: contractForm(clientId, { caseId: 'PAYOFF-EARLY' }),
      headers: bearer(attorney),
    });
    expect(filed.statusCode).toBe(200);
    const id = (filed.json() as { id: number }).id;
    const statement = (token: string, contract = id) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/Contract/${contract}/payoffStatement`, headers: bearer(token) });

    // The demo attorney's firm is responsible with them.
    for (const token of [admin, attorney, client, lawFirm]) {
      const early = await statement(token);
      expect([early.statusCode, early.json()]).toEqual([409, { message: CONTRACT_MESSAGES.payoffBeforeFunding }]);
    }
    // Anyone else is answered as for a missing contract.
    const hidden = await statement(stranger.token);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: MESSAGES.notFound }]);

    await paperClientContract(ctx.app, id);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/Contract/${id}/statusUpdate`,
      payload: { contractsStatus: 'CheckSent', statusValue: 2000, dateChange: '2026-11-01T12:00:00.000Z' },
      headers: bearer(admin),
    });
    expect(sent.statusCode).toBe(200);
    for (const token of [admin, attorney, client]) {
      const funded = await statement(token);
      expect([funded.statusCode, funded.json().mimeType]).toEqual([200, 'application/pdf']);
    }
  });
});
