import { jsonResponse, answerRequests } from 'shared-ui/testing';
import type { ContractCreateInput } from '@litfund/domain';
import { createContract } from './create-contract.ts';

const keyOf = (call: { headers: Headers }) => call.headers.get('idempotency-key');

describe('createContract', () => {
  it('retries a 503 with the same Idempotency-Key, so the request is filed once', async () => {
    let attempts = 0;
    const { calls } = answerRequests(() =>
      ++attempts === 1 ? jsonResponse(503, { message: 'The database is unavailable' }) : jsonResponse(200, { id: 7 }),
    );
    await expect(createContract({ amountRequested: 100 } as ContractCreateInput)).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
  });
});
