// The benchmark's PostgreSQL database: DATABASE_URL, created when missing, migrated and seeded like the API does
// on start (states, the first administrator, demo users and rate sets), so the bench portfolio has what it needs.
import pg from 'pg';
import { createDatabase } from 'api/src/db/client.ts';
import type { DatabaseHandle } from 'api/src/db/client.ts';
import { migrateToLatest } from 'api/src/db/migrations.ts';
import { seed } from 'api/src/db/seed.ts';

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres'))
    throw new Error('Set DATABASE_URL to a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/litfund_bench');
  return url;
}

async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

export async function preparedDatabase(): Promise<DatabaseHandle> {
  const url = databaseUrl();
  await ensureDatabaseExists(url);
  const handle = createDatabase({ kind: 'postgres', url });
  await migrateToLatest(handle.db);
  await seed(handle.db, { adminEmail: 'admin@litfund.test', adminPassword: 'Admin123!', demo: true });
  return handle;
}
