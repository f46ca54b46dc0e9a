import { jsonResponse, answerRequests } from 'shared-ui/testing';
import { addAdditionalFunding, addPayment, createContract } from './contracts.ts';
import type { ContractCreateInput } from '@litfund/domain';

const keyOf = (call: { headers: Headers }) => call.headers.get('idempotency-key');

describe('calls that must not happen twice', () => {
  it('createContract retries a 503 with the same Idempotency-Key', async () => {
    let attempts = 0;
    const { calls } = answerRequests(() =>
      ++attempts === 1 ? jsonResponse(503, { message: 'The database is unavailable' }) : jsonResponse(200, { id: 7 }),
    );
    await expect(createContract({ amountRequested: 100 } as ContractCreateInput)).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });

  it('each payment or additional funding the user submits gets its own key', async () => {
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
