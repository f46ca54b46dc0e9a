import { jsonResponse, answerRequests } from 'shared-ui/testing';
import { addAdditionalFunding } from './add-additional-funding.ts';
import { addPayment } from './add-payment.ts';

const keyOf = (call: { headers: Headers }) => call.headers.get('idempotency-key');

describe('money that must not be recorded twice', () => {
  it('each payment or additional funding the user submits gets its own Idempotency-Key', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, {}));
    const body = { amount: 10, date: '2026-11-20T12:00:00.000Z' };
    await addPayment(1, body);
    await addPayment(1, body);
    await addAdditionalFunding(1, body);
    const keys = calls.map(keyOf);
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });
});
