// Pricing engine: pure, integer cents and basis points, calendar days only.
export * from './types.ts';
export * from './days.ts';
export * from './rates.ts';
export * from './rate-set-schemas.ts';
export * from './schedule.ts';
export * from './tranche.ts';
export * from './validation.ts';
export * from './calculator.ts';
export * from './contract-money.ts';
export * from './risk.ts';
