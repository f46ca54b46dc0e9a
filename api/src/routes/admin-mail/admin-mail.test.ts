// The mail delivery screen's answer on a server without a mail server: messages stay pending, and the answer says
// that nothing is delivered, so the screen can tell administrators why (with SMTP_URL: mail/delivery.test.ts).
import { bearer, describeEachDatabase, uniqueEmail } from '../../test-support/databases.ts';
import { demoToken } from '../../test-support/fixtures.ts';

describeEachDatabase('AdminMail without a mail server', (ctx) => {
  it('lists the outbox and says nothing is delivered, to Approved administrators only', async () => {
    const to = uniqueEmail('waiting');
    await ctx.app.db
      .transaction()
      .execute((trx) => ctx.app.mailer.enqueue(trx, { to, subject: 'Waiting', text: 'Body' }));
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/AdminMail?pageNumber=1&pageSize=50',
      headers: bearer(await demoToken(ctx.app, 'admin')),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { delivering: boolean; items: Array<{ to: string; status: string; attempts: number }> };
    expect(body.delivering).toBe(false);
    expect(body.items.find((m) => m.to === to)).toMatchObject({ status: 'pending', attempts: 0 });

    const attorney = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/AdminMail',
      headers: bearer(await demoToken(ctx.app, 'attorney')),
    });
    expect(attorney.statusCode).toBe(403);
  });
});
