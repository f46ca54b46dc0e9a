import { describeEachDatabase } from '../test-support/databases.ts';

const ORIGIN = { origin: 'https://marketing.example' };

describeEachDatabase('Public CORS for the calculator embed', (ctx) => {
  it('GET /api/v1/AdminState may be read from any origin', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/AdminState', headers: ORIGIN });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the preflight of the JSON POST to /api/v1/PaymentCalculator/calculate', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/PaymentCalculator/calculate',
      headers: { ...ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(response.headers['access-control-allow-headers']).toContain('content-type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('the calculation answer, success or failure, is readable cross-origin', async () => {
    const states = (await ctx.app.inject({ method: 'GET', url: '/api/v1/AdminState' })).json() as Array<{
      id: number;
      key: string;
    }>;
    const post = (stateId: number | string, amountRequested: unknown = 1000) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/PaymentCalculator/calculate',
        headers: ORIGIN,
        payload: { stateId, contractType: 'PreSettlement', amountRequested },
      });
    const failed = await post(999999);
    expect(failed.statusCode).toBe(404);
    expect(failed.headers['access-control-allow-origin']).toBe('*');
    const bad = await post(states[0]!.id, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe('*');
    const seeded = await post('GA');
    expect([200, 404]).toContain(seeded.statusCode);
    expect(seeded.headers['access-control-allow-origin']).toBe('*');
  });

  it('every other route stays same-origin', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/Account/login',
      headers: { ...ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/Account/login',
      headers: ORIGIN,
      payload: { email: 'x@example.com', password: 'nope' },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/AdminState/extra', headers: ORIGIN });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
