// State compliance: statutes as data, business days, rate-set checks, stricter overrides, disclosure numbers.
export * from './types.ts';
export * from './state-rules.ts';
export * from './describe.ts';
export * from './months.ts';
export * from './caps.ts';
export * from './holidays.ts';
export * from './cancellation.ts';
export * from './schedule-check.ts';
export * from './overrides.ts';
export * from './apr.ts';
export * from './disclosure.ts';
export * from './fee-check.ts';
export * from './snapshot.ts';
export * from './wire.ts';
export * from './recovery.ts';
export * from './disclosure-forms.ts';
