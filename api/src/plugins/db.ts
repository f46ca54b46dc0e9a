// Database: open, migrate to the latest version, seed; close with the app.
import fp from 'fastify-plugin';
import { createDatabase } from '../db/client.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { seed } from '../db/seed.ts';

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
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
  },
  { name: 'db' },
);
