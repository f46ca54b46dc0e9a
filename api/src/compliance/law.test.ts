import { ruleOf } from '@litfund/domain';
import { lawWith, overrideOf } from './law.ts';

describe('the rules a price is checked against', () => {
  it('are those in force on the day: Indiana caps charges for transactions from 2019-07-01', () => {
    expect(ruleOf(lawWith('IN', '2019-06-30', undefined).rules, 'chargeCap')).toBeNull();
    expect(ruleOf(lawWith('IN', '2019-07-01', undefined).rules, 'chargeCap')).toMatchObject({ capBp: 4300 });
  });

  it("apply the funder's stored setting, and never one looser than the statute of the day", () => {
    const row = {
      state_key: 'IL',
      cap_bp: 1500,
      cap_period_months: null,
      term_months: null,
      cancellation_business_days: null,
      updated_at: new Date(),
      updated_by_user_id: null,
    };
    expect(overrideOf(row)).toEqual({ chargeCap: { capBp: 1500 } });
    expect(overrideOf({ ...row, cap_bp: null })).toBeUndefined();
    expect(ruleOf(lawWith('IL', '2026-11-20', overrideOf(row)).rules, 'chargeCap')).toMatchObject({
      capBp: 1500,
      source: 'override',
    });
    // A setting saved when a looser reading stood falls back to the statute instead of loosening it.
    const looser = overrideOf({ ...row, cap_bp: 2000 });
    expect(ruleOf(lawWith('IL', '2026-11-20', looser).rules, 'chargeCap')).toMatchObject({
      capBp: 1800,
      source: 'statute',
    });
  });
});
