import Fastify from 'fastify';
import { CONCURRENT_CHANGE_MESSAGE, registerErrorHandler } from './errors.ts';

describe('the error handler', () => {
  it('answers 409 when the database undid one side of a race (deadlock, serialization failure), never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    for (const code of ['40P01', '40001', 'XX000']) {
      app.get(`/${code}`, async () => {
        throw Object.assign(new Error('from the database'), { code });
      });
    }
    const answer = async (code: string) => {
      const response = await app.inject({ method: 'GET', url: `/${code}` });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    expect(await answer('40P01')).toEqual({ status: 409, body: { message: CONCURRENT_CHANGE_MESSAGE } });
    expect(await answer('40001')).toEqual({ status: 409, body: { message: CONCURRENT_CHANGE_MESSAGE } });
    expect((await answer('XX000')).status).toBe(500);
    await app.close();
  });
});
