// Database: open, migrate to the latest version, seed, compute missing case figures and cancellation deadlines; close
// with the app.
import fp from 'fastify-plugin';
import { createDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { seed } from '../db/seed.ts';
import { fillMissingCaseFigures } from '../insights/case-figures.ts';
import { fillMissingCancelDeadlines } from '../compliance/cancellation-backfill.ts';

export const dbPlugin = fp(
  async (app) => {
    const { config } = app;
    const handle = createDatabase(config.database, (error) => app.log.error({ err: error }, 'database pool error'));
    app.addHook('onClose', async () => {
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
    const filled = await fillMissingCaseFigures(handle.db, config.businessTimeZone, (message) => app.log.info(message));
    if (filled > 0) app.log.info(`case figures: ${filled} cases computed`);
    // And their cancellation deadlines, as CheckSent fixes them.
    const windows = await fillMissingCancelDeadlines(handle.db, config.businessTimeZone);
    if (windows > 0) app.log.info(`cancellation windows: ${windows} cases worked out`);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
  },
  { name: 'db' },
);
