import type { FastifyInstance } from 'fastify';
import { calendarDateIn } from '@litfund/domain';

/** Today's business day ('YYYY-MM-DD' in BUSINESS_TIME_ZONE), from the app's clock so tests can pin it. */
export function businessToday(app: FastifyInstance): string {
  return calendarDateIn(app.config.now?.() ?? new Date(), app.config.businessTimeZone);
}
