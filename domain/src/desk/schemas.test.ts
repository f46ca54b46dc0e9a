import { DESK_MESSAGES, dashboardQueryOf, dashboardQuerySchema, percentOf } from './schemas.ts';

describe('the dashboard filter', () => {
  it('reads typed days and the contract type, empty meaning open-ended', () => {
    expect(dashboardQueryOf({ from: '01/02/2026', to: '', contractType: 'PreSettlement' })).toEqual({
      query: { from: '2026-01-02', contractType: 'PreSettlement' },
    });
    expect(dashboardQueryOf({ from: '', to: '', contractType: '' })).toEqual({ query: {} });
  });

  it('says which day cannot be read, or that the range is reversed, as the API does', () => {
    expect(dashboardQueryOf({ from: '02/30/2026', to: '', contractType: '' })).toEqual({
      errors: { from: DESK_MESSAGES.badDay },
    });
    expect(dashboardQueryOf({ from: '03/01/2026', to: '02/01/2026', contractType: '' })).toEqual({
      errors: { to: DESK_MESSAGES.rangeOrder },
    });
    const api = dashboardQuerySchema.safeParse({ from: '2026-03-01', to: '2026-02-01' });
    expect(api.error?.issues.map((i) => i.message)).toEqual([DESK_MESSAGES.rangeOrder]);
    expect(dashboardQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });
});

describe('percentOf', () => {
  it('gives two decimals, and null with nothing to divide by', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(-500, 10_000)).toBe(-5);
    expect(percentOf(1, 0)).toBeNull();
  });
});
