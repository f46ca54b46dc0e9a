/** Friday 2026-09-04, noon in New York: the business day before Labor Day (Monday 2026-09-07). */
export const CANCELLATION_NOW = '2026-09-04T16:00:00.000Z';
