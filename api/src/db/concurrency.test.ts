import { sql } from 'kysely';
import { describeEachDatabase } from '../test-support/databases.ts';

// PGlite is one connection: Kysely's PGlite driver must not let another request's queries run inside (and roll
// back with) a transaction that happens to be open.
describeEachDatabase('Database concurrency', (ctx) => {
  it('a rolled-back transaction does not take concurrent writes with it', async () => {
    const { db } = ctx.app;
    const failing = db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('outbox')
          .values({ to: 'rollback@example.com', subject: 's', text: 't', html: null })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = db
      .insertInto('outbox')
      .values({ to: 'outside@example.com', subject: 's', text: 't', html: null })
      .execute();
    const other = db
      .transaction()
      .execute((trx) =>
        trx.insertInto('outbox').values({ to: 'other-trx@example.com', subject: 's', text: 't', html: null }).execute(),
      );
    await Promise.all([failing, outside, other]);
    const rows = await db
      .selectFrom('outbox')
      .select('to')
      .where('to', 'in', ['rollback@example.com', 'outside@example.com', 'other-trx@example.com'])
      .execute();
    expect(rows.map((r) => r.to).sort()).toEqual(['other-trx@example.com', 'outside@example.com']);
  });

  it('serves many concurrent requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? ctx.app.inject({
              method: 'POST',
              url: '/api/v1/Account/login',
              payload: { email: 'client@litfund.test', password: 'Client123!' },
            })
          : ctx.app.inject({ method: 'GET', url: '/api/v1/AdminState' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(ctx.app.db);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(10);
  });
});
