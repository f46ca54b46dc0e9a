import { rateSetCreateSchema } from './rate-set-schemas.ts';
import { RANGE_MESSAGES } from './validation.ts';

const range = { daysFrom: 0, daysTo: 30, rate: 10 };
const state = { key: 'AL', name: 'Alabama' };

describe('rateSetCreateSchema', () => {
  it('takes a set with ranges in either schedule', () => {
    expect(rateSetCreateSchema.safeParse({ state, preSettlements: [range] }).success).toBe(true);
    expect(rateSetCreateSchema.safeParse({ state, postSettlements: [range] }).success).toBe(true);
  });

  it('refuses a set without any range', () => {
    for (const body of [{ state }, { state, preSettlements: [], postSettlements: [] }]) {
      const parsed = rateSetCreateSchema.safeParse(body);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['preSettlements'], message: RANGE_MESSAGES.noRanges }),
      ]);
    }
  });

  it('answers a body that is no object without throwing', () => {
    for (const body of [null, 7, 'x', []]) expect(rateSetCreateSchema.safeParse(body).success).toBe(false);
  });
});
