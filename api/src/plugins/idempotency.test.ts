import { bearer, describeEachDatabase } from '../test-support/databases.ts';
import { contractForm, countRows, demoContractId, demoToken, demoUserId, noon } from '../test-support/fixtures.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

const START = new Date('2026-11-20T15:00:00.000Z');
let clock = START;
const newCase = (clientId: number, caseId: string) => contractForm(clientId, { caseId });

describeEachDatabase(
  'Idempotency-Key',
  (ctx) => {
    let admin = '';
    let attorney = '';
    let clientId = 0;
    let fundedId = 0;
    let keyCounter = 0;
    const freshKey = () => `key-${Date.now().toString(36)}-${++keyCounter}`;
    const post = (url: string, payload: object, token: string, key?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        payload,
        headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      });
    const count = (table: 'contracts' | 'contract_payments' | 'contract_tranches') => countRows(ctx.app, table);

    beforeAll(async () => {
      admin = await demoToken(ctx.app, 'admin');
      attorney = await demoToken(ctx.app, 'attorney');
      clientId = await demoUserId(ctx.app, 'client');
      fundedId = await demoContractId(ctx.app, 'GA-DEMO-07');
    });
    afterEach(() => {
      clock = START;
    });

    describe('POST /Contract', () => {
      it('replays the first result for the same key and body, and creates one contract', async () => {
        const key = freshKey();
        const body = newCase(clientId, 'GA-IDEM-1');
        const before = await count('contracts');
        const first = await post('Contract', body, attorney, key);
        expect(first.statusCode).toBe(200);
        expect(first.headers['idempotent-replayed']).toBeUndefined();
        const again = await post('Contract', body, attorney, key);
        expect(again.statusCode).toBe(200);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
        expect(await count('contracts')).toBe(before + 1);
      });

      it('answers 422 to the same key with another body, and changes nothing', async () => {
        const key = freshKey();
        expect((await post('Contract', newCase(clientId, 'GA-IDEM-2'), attorney, key)).statusCode).toBe(200);
        const before = await count('contracts');
        const other = await post('Contract', newCase(clientId, 'GA-IDEM-2b'), attorney, key);
        expect(other.statusCode).toBe(422);
        expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused });
        expect(await count('contracts')).toBe(before);
      });

      it("keeps each user's keys apart", async () => {
        const key = freshKey();
        const body = newCase(clientId, 'GA-IDEM-3');
        const mine = await post('Contract', body, attorney, key);
        const theirs = await post('Contract', body, admin, key);
        expect(theirs.statusCode).toBe(200);
        expect(theirs.headers['idempotent-replayed']).toBeUndefined();
        expect(theirs.json().id).not.toBe(mine.json().id);
      });

      it('answers 409 while the first request is in flight, and runs a retry once the first was abandoned', async () => {
        const key = freshKey();
        const body = newCase(clientId, 'GA-IDEM-4');
        const first = await post('Contract', body, attorney, key);
        // As if the first request were still running: claimed, with no result yet.
        await ctx.app.db
          .updateTable('idempotency_keys')
          .set({ response_status: null, response_body: null, created_at: clock })
          .where('key', '=', key)
          .execute();
        const duplicate = await post('Contract', body, attorney, key);
        expect(duplicate.statusCode).toBe(409);
        expect(duplicate.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.inFlight });
        // Its process died: after a minute the key no longer blocks, and the request runs again.
        clock = new Date(START.getTime() + 61_000);
        const retried = await post('Contract', body, attorney, key);
        expect(retried.statusCode).toBe(200);
        expect(retried.json().id).not.toBe(first.json().id);
      });

      it('gives one contract to concurrent duplicates: the others are replays or 409s', async () => {
        const key = freshKey();
        const body = newCase(clientId, 'GA-IDEM-5');
        const before = await count('contracts');
        const responses = await Promise.all(Array.from({ length: 10 }, () => post('Contract', body, attorney, key)));
        const ok = responses.filter((r) => r.statusCode === 200);
        expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
        expect(new Set(ok.map((r) => r.json().id)).size).toBe(1);
        expect(await count('contracts')).toBe(before + 1);
      });

      it('forgets a key after 24 hours', async () => {
        const key = freshKey();
        await post('Contract', newCase(clientId, 'GA-IDEM-6'), attorney, key);
        clock = new Date(START.getTime() + 24 * 60 * 60 * 1000 + 1000);
        const later = await post('Contract', newCase(clientId, 'GA-IDEM-6b'), attorney, key);
        expect(later.statusCode).toBe(200);
        expect(later.headers['idempotent-replayed']).toBeUndefined();
      });

      it('refuses a malformed key before doing anything; without a key every request runs', async () => {
        const before = await count('contracts');
        const bad = await post('Contract', newCase(clientId, 'GA-IDEM-7'), attorney, 'x'.repeat(256));
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey });
        expect((await post('Contract', newCase(clientId, 'GA-IDEM-7'), attorney, 'with space')).statusCode).toBe(400);
        expect(await count('contracts')).toBe(before);
        const body = newCase(clientId, 'GA-IDEM-8');
        await post('Contract', body, attorney);
        await post('Contract', body, attorney);
        expect(await count('contracts')).toBe(before + 2);
      });

      it('stores nothing for a request the schema refuses (400), so the key stays free', async () => {
        const key = freshKey();
        const invalid = await post(
          'Contract',
          { ...newCase(clientId, 'GA-IDEM-9'), amountRequested: -1 },
          attorney,
          key,
        );
        expect(invalid.statusCode).toBe(400);
        expect((await post('Contract', newCase(clientId, 'GA-IDEM-9'), attorney, key)).statusCode).toBe(200);
      });
    });

    describe('payments and additional funding', () => {
      it.each([
        ['updateAmountPayment', 'contract_payments'],
        ['addAdditionalFundingRequest', 'contract_tranches'],
      ] as const)('%s: a retried request with the same key records the amount once', async (action, table) => {
        const key = freshKey();
        const body = { amount: 12.34, date: noon('2026-11-19') };
        const before = await count(table);
        const first = await post(`Contract/${fundedId}/${action}`, body, admin, key);
        expect(first.statusCode).toBe(200);
        const again = await post(`Contract/${fundedId}/${action}`, body, admin, key);
        expect(again.statusCode).toBe(200);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.body).toBe(first.body);
        expect(await count(table)).toBe(before + 1);
        const otherAmount = await post(`Contract/${fundedId}/${action}`, { ...body, amount: 99 }, admin, key);
        expect(otherAmount.statusCode).toBe(422);
        expect(await count(table)).toBe(before + 1);
      });

      it('a key is per route and contract: the same key on another contract is another request (422)', async () => {
        const key = freshKey();
        const body = { amount: 1, date: noon('2026-11-19') };
        expect((await post(`Contract/${fundedId}/updateAmountPayment`, body, admin, key)).statusCode).toBe(200);
        expect((await post('Contract/2147483000/updateAmountPayment', body, admin, key)).statusCode).toBe(422);
      });
    });

    it('an unauthenticated request is refused before the key is looked at', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/Contract',
        payload: newCase(clientId, 'GA-IDEM-10'),
        headers: { 'idempotency-key': freshKey() },
      });
      expect(response.statusCode).toBe(401);
    });
  },
  { now: () => clock },
);

describeEachDatabase(
  'Idempotency-Key, keys a user may hold',
  (ctx) => {
    it('refuses a new key past the bound (429, nothing done), still answers a held key, and runs a request without one', async () => {
      const attorney = await demoToken(ctx.app, 'attorney');
      const clientId = await demoUserId(ctx.app, 'client');
      const post = (caseId: string, key?: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/Contract',
          payload: newCase(clientId, caseId),
          headers: { ...bearer(attorney), ...(key === undefined ? {} : { 'idempotency-key': key }) },
        });
      expect((await post('GA-BOUND-1', 'bound-1')).statusCode).toBe(200);
      expect((await post('GA-BOUND-2', 'bound-2')).statusCode).toBe(200);
      const before = await countRows(ctx.app, 'contracts');
      const refused = await post('GA-BOUND-3', 'bound-3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.tooMany });
      expect(await countRows(ctx.app, 'contracts')).toBe(before);
      const replay = await post('GA-BOUND-1', 'bound-1');
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect((await post('GA-BOUND-4')).statusCode).toBe(200);
      expect(await countRows(ctx.app, 'contracts')).toBe(before + 1);
    });
  },
  { idempotencyKeysPerUser: 2 },
);
