// Database: open, migrate to the latest version, seed, compute missing case figures and cancellation deadlines, keep
// the desk figures of open cases current with the business day; close with the app.
import fp from 'fastify-plugin';
import { createDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { seed } from '../db/seed.ts';
import { fillMissingCaseFigures, refreshCaseFigures } from '../insights/case-figures.ts';
import { fillMissingCancelDeadlines } from '../compliance/cancellation-backfill.ts';
import { refreshStaleDeskFigures } from '../desk/desk-figures.ts';
import { calendarDateIn } from '@litfund/domain';

/** How often each instance looks for open cases whose desk figures are of a past business day. */
const DESK_REFRESH_MS = 10 * 60 * 1000;

export const dbPlugin = fp(
  async (app) => {
    const { config } = app;
    const handle = createDatabase(config.database, (error) => app.log.error({ err: error }, 'database pool error'));
    // The desk figures' refresh runs beside the requests; closing waits for a run under way.
    const desk: { run: Promise<void>; timer?: NodeJS.Timeout } = { run: Promise.resolve() };
    app.addHook('onClose', async () => {
      clearInterval(desk.timer);
      await desk.run;
      await handle.close();
    });
    await migrateToLatest(handle.db);
    await seed(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demo: config.seedDemo,
      now: config.now?.(),
    });
    // Cases written outside the contract actions (migrated, seeded, bulk-loaded) get their statistics figures.
    const businessDay = () => calendarDateIn(config.now?.() ?? new Date(), config.businessTimeZone);
    const filled = await fillMissingCaseFigures(
      handle.db,
      config.businessTimeZone,
      (message) => app.log.info(message),
      businessDay(),
    );
    if (filled > 0) app.log.info(`case figures: ${filled} cases computed`);
    // And their cancellation deadlines, as CheckSent fixes them.
    const windows = await fillMissingCancelDeadlines(handle.db, config.businessTimeZone);
    if (windows > 0) app.log.info(`cancellation windows: ${windows} cases worked out`);
    // Total Due grows with the days: open cases get their desk figures of the new business day, in the background.
    const refreshDesk = () => {
      desk.run = desk.run.then(async () => {
        const today = businessDay();
        const done = await refreshStaleDeskFigures(handle.db, today, (trx, ids) =>
          refreshCaseFigures(trx, ids, config.businessTimeZone, today),
        ).catch((error: unknown) => {
          app.log.error({ err: error }, 'desk figures: refresh failed');
          return 0;
        });
        if (done > 0) app.log.info(`desk figures: ${done} open cases worked out for ${today}`);
      });
    };
    refreshDesk();
    desk.timer = setInterval(refreshDesk, DESK_REFRESH_MS).unref();
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
  },
  { name: 'db' },
);
