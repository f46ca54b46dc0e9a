import type { FastifyInstance } from 'fastify';
import { calendarDateIn } from '@litfund/domain';

/** The app's clock: the system time unless a test pinned it (config.now). */
export const appNow = (app: FastifyInstance): Date => app.config.now?.() ?? new Date();

/** Today's business day ('YYYY-MM-DD' in BUSINESS_TIME_ZONE), from the app's clock so tests can pin it. */
export function businessToday(app: FastifyInstance): string {
  return calendarDateIn(appNow(app), app.config.businessTimeZone);
}

/** A calendar day recorded as that day at 12:00 UTC (the 12:00 rule), so it reads back as the same day. */
export const atNoon = (day: string) => new Date(`${day}T12:00:00.000Z`);
