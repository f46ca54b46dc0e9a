// Statistics and ratings over one user's cases.
export * from './types.ts';
export { roundTo } from './figures.ts';
export * from './sums.ts';
export * from './statistics.ts';
export * from './ratings.ts';
export * from './funded-vs-paid.ts';
export * from './labels.ts';
