// How many requests one user files (FILINGS_PER_HOUR, 3 in this suite), and what an additional-funds request copies
// from its case when the case changes at the same moment.
import { CONTRACT_MESSAGES } from '@litfund/domain';
import { buildApp } from '../../app.ts';
import {
  bearer,
  createApprovedUser,
  describeEachDatabase,
  testConfig,
  tokenFor,
} from '../../test-support/databases.ts';
import { contractForm, countRows, demoToken } from '../../test-support/fixtures.ts';

const PER_HOUR = 3;

describeEachDatabase(
  'Filing limits and the case an additional-funds request copies',
  (ctx) => {
    let admin = '';
    const person = async (type: 'Attorney' | 'Client') => {
      const user = await createApprovedUser(ctx.app);
      await ctx.app.db.updateTable('users').set({ user_type: type }).where('id', '=', user.id).execute();
      return { id: user.id, token: await tokenFor(ctx.app, user.email, user.password) };
    };
    const file = (token: string, payload: object, app = ctx.app) =>
      app.inject({ method: 'POST', url: '/api/v1/Contract', payload, headers: bearer(token) });
    const moreFunds = (parentContractId: number) => ({
      parentContractId,
      contractType: 'PreSettlement',
      amountRequested: { amount: 100 },
    });
    /** A case an administrator opens for the client with the attorney (not counted against either). */
    const caseOf = async (client: number, attorney: number) => {
      const opened = await file(admin, contractForm(client, { contractAttorneyDTO: [{ userId: attorney }] }));
      expect(opened.statusCode).toBe(200);
      return (opened.json() as { id: number }).id;
    };

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
    });

    it('takes FILINGS_PER_HOUR requests an hour from a user, new cases and additional funds together; then 429, nothing written', async () => {
      const [attorney, client, other] = [await person('Attorney'), await person('Client'), await person('Attorney')];
      const parent = await caseOf(client.id, attorney.id);
      // A refused request (here a case the attorney may not see) is not a filing and is not counted.
      expect((await file(attorney.token, moreFunds(2_147_483_000))).statusCode).toBe(404);
      for (const payload of [moreFunds(parent), contractForm(client.id), moreFunds(parent)])
        expect((await file(attorney.token, payload)).statusCode).toBe(200);
      const before = await countRows(ctx.app, 'contracts');
      for (const payload of [moreFunds(parent), contractForm(client.id)]) {
        const refused = await file(attorney.token, payload);
        expect([refused.statusCode, refused.json()]).toEqual([
          429,
          { message: CONTRACT_MESSAGES.tooManyFilings(PER_HOUR) },
        ]);
      }
      expect(await countRows(ctx.app, 'contracts')).toBe(before);
      // Administrators are not counted, and another user is not held back.
      expect((await file(admin, moreFunds(parent))).statusCode).toBe(200);
      const otherCase = await caseOf(client.id, other.id);
      expect((await file(other.token, moreFunds(otherCase))).statusCode).toBe(200);
      // Every instance on the database counts the same filings.
      if (ctx.kind === 'postgres') {
        const second = await buildApp(testConfig(ctx.app.config.database, { filingsPerHour: PER_HOUR }));
        try {
          expect((await file(attorney.token, moreFunds(parent), second)).statusCode).toBe(429);
        } finally {
          await second.close();
        }
      }
    });

    // PostgreSQL only: PGlite has one connection, so there nothing runs inside another transaction's change.
    it('an additional-funds request filed while an administrator changes the case counsel takes the new counsel', async () => {
      if (ctx.kind !== 'postgres') return;
      const [before, after, client] = [await person('Attorney'), await person('Attorney'), await person('Client')];
      const parent = await caseOf(client.id, before.id);
      let pending: ReturnType<typeof file> | undefined;
      // The change holds the case's row (as an administrator's addAttorney does) while the plaintiff files.
      await ctx.app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contracts')
          .set({ responsible_attorney_id: after.id })
          .where('id', '=', parent)
          .execute();
        pending = file(client.token, moreFunds(parent));
        await new Promise((resolve) => {
          setTimeout(resolve, 1000);
        });
      });
      const filed = await pending!;
      expect(filed.statusCode).toBe(200);
      const child = await ctx.app.db
        .selectFrom('contracts')
        .select('responsible_attorney_id')
        .where('id', '=', (filed.json() as { id: number }).id)
        .executeTakeFirstOrThrow();
      expect(child.responsible_attorney_id).toBe(after.id);
    });
  },
  { filingsPerHour: PER_HOUR },
);
