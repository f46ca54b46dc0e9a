export * from './schemas.ts';
export * from './periods.ts';
