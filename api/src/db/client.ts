// One Kysely instance over embedded PGlite (default) or a PostgreSQL server (DATABASE_URL).
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { ensurePrivateDir } from '../lib/private-dir.ts';
import { preparingPool } from './prepared.ts';

const INT8 = 20;
const DATE = 1082;
const asNumber = (value: string) => Number(value);
const asText = (value: string) => value;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
}

export function createDatabase(config: DatabaseConfig, onPoolError?: (error: Error) => void): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      // int8 fits in a safe integer for every amount of cents we keep; dates stay calendar days.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8
            ? asNumber
            : oid === DATE
              ? asText
              : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('error', (error) => onPoolError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (config.dir) ensurePrivateDir(config.dir);
  const options = { parsers: { [INT8]: asNumber, [DATE]: asText } };
  const pglite = config.dir ? new PGlite(config.dir, options) : new PGlite(options);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
