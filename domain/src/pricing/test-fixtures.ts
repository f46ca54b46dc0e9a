// Shared fixtures of the pricing tests (not a test file itself).
import type { RateSchedule } from './types.ts';

/**
 * The golden schedule. Pre: first range starts at day 1 (day 0 is "before the first range"), no gaps.
 * Post: 5% to day 30, 20% to day 60; at day 61 the pre rate (15%) is lower than 20%, so the floor applies
 * until day 91 (22.5%).
 */
export const SCHEDULE: RateSchedule = {
  pre: [
    { daysFrom: 1, daysTo: 30, rateBp: 1000 },
    { daysFrom: 31, daysTo: 90, rateBp: 1500 },
    { daysFrom: 91, daysTo: 180, rateBp: 2250 },
    { daysFrom: 181, daysTo: 365, rateBp: 3000 },
  ],
  post: [
    { daysFrom: 0, daysTo: 30, rateBp: 500 },
    { daysFrom: 31, daysTo: 60, rateBp: 2000 },
  ],
};

/** Funding day of the golden tables: day 0. */
export const FUNDED = '2026-01-15';
/** $1,000.00 */
export const THOUSAND = 100_000;
