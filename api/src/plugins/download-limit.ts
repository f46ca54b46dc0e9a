// Documents a non-admin may download in an hour, on the routes marked `config: { download: true }` (files, payoff
// statements, disclosures): each answer is up to a 10 MiB file read from the database or a PDF drawn for the request,
// so a script repeating one could keep the API busy for everyone. Counted per user in the database (lib/throttle.ts),
// so every instance shares the count; administrators, who work through documents all day, are not counted.
import type { RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { reserve } from '../lib/throttle.ts';
import { DEFAULT_DOWNLOADS_PER_HOUR } from '../config.ts';

export const DOWNLOAD_LIMIT_MESSAGE = 'Too many documents downloaded in the last hour; try again later';
const HOUR_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts against the caller's downloads an hour (see plugins/download-limit.ts). */
    download?: boolean;
  }
}

export const downloadLimitPlugin = fp(
  async (app) => {
    const perHour = app.config.downloadsPerHour ?? DEFAULT_DOWNLOADS_PER_HOUR;
    const preHandler: preHandlerAsyncHookHandler = async (request) => {
      const user = request.caller?.user;
      if (!user || user.user_type === 'Administrator' || perHour <= 0) return;
      const place = await reserve(app.db, [{ key: `downloads:${user.id}`, limit: perHour }], [], HOUR_MS);
      if (!place) throw new HttpError(429, DOWNLOAD_LIMIT_MESSAGE);
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.download) return;
      route.preHandler = [route.preHandler ?? []].flat().concat(preHandler);
    });
  },
  { name: 'download-limit', dependencies: ['db', 'auth'] },
);
