import { bearer, describeEachDatabase } from '../test-support/databases.ts';
import { demoContractId, demoToken } from '../test-support/fixtures.ts';
import { DOWNLOAD_LIMIT_MESSAGE } from './download-limit.ts';

describeEachDatabase(
  'Downloads an hour',
  (ctx) => {
    const download = (url: string, token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });

    it("counts a non-admin's files, payoff statements and disclosures together, 429 past the limit", async () => {
      const attorney = await demoToken(ctx.app, 'attorney');
      const funded = await demoContractId(ctx.app, 'GA-DEMO-07');
      expect((await download(`Contract/${funded}/payoffStatement`, attorney)).statusCode).toBe(200);
      expect((await download(`Contract/${funded}/disclosure`, attorney)).statusCode).toBe(200);
      const refused = await download(`Contract/${funded}/payoffStatement`, attorney);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: DOWNLOAD_LIMIT_MESSAGE });
      expect((await download(`Contract/${funded}/attachment/1`, attorney)).statusCode).toBe(429);
      // Reading the contract itself is not a download.
      expect((await download(`Contract/${funded}`, attorney)).statusCode).toBe(200);
    });

    it('does not count administrators', async () => {
      const admin = await demoToken(ctx.app, 'admin');
      const funded = await demoContractId(ctx.app, 'GA-DEMO-07');
      for (let i = 0; i < 3; i++)
        expect((await download(`Contract/${funded}/payoffStatement`, admin)).statusCode).toBe(200);
    });
  },
  { downloadsPerHour: 2 },
);
