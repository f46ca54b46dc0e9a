// The preparing pool (PostgreSQL only: PGlite has no pool). Each test gets a fresh database on TEST_DATABASE_URL's
// server and a pool of one connection, so pg_prepared_statements shows what that connection prepared.
import crypto from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { adminQuery } from '../test-support/databases.ts';
import { preparingPool } from './prepared.ts';

interface Db {
  items: { id: number; name: string };
}

const serverUrl = process.env.TEST_DATABASE_URL;
const describePostgres = serverUrl ? describe : describe.skip;

describePostgres('preparing pool [postgres]', () => {
  let url = '';
  let dbName = '';
  const opened: Array<Kysely<Db>> = [];

  beforeAll(async () => {
    dbName = `litfund_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE ${dbName}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${dbName}`;
    url = target.toString();
    await adminQuery(
      url,
      "CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL); INSERT INTO items VALUES (1, 'one'), (2, 'two')",
    );
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
  });
  afterAll(async () => {
    if (dbName) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  const open = (maxPerConnection?: number) => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = new Kysely<Db>({ dialect: new PostgresDialect({ pool: preparingPool(pool, maxPerConnection) }) });
    opened.push(db);
    return db;
  };
  // These helpers run through the wrapper too (and are prepared themselves); the tests look for their own statements.
  const prepared = async (db: Kysely<Db>) =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (r) => r.statement,
    );
  const backend = async (db: Kysely<Db>) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;

  it('prepares a statement once per connection and answers as before', async () => {
    const db = open();
    for (const id of [1, 2, 1]) {
      const row = await db.selectFrom('items').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ id, name: id === 1 ? 'one' : 'two' });
    }
    const statements = (await prepared(db)).filter((s) => s.includes('from "items"'));
    expect(statements).toEqual(['select "id", "name" from "items" where "id" = $1']);
  });

  it('answers prepared statements of every column type as unnamed ones do, and a bad parameter fails alone', async () => {
    const query = (id: number) =>
      sql<{ id: number; at: Date; doc: { n: number }; missing: null }>`
      select id, timestamptz '2026-11-20 12:00:00.123456+00' as at, json_build_object('n', id) as doc, null::text as missing
      from items where id = ${id}`.execute(db);
    const db = open();
    const answers = [];
    for (const id of [1, 2, 1]) answers.push((await query(id)).rows);
    const at = new Date('2026-11-20T12:00:00.123Z');
    expect(answers).toEqual([
      [{ id: 1, at, doc: { n: 1 }, missing: null }],
      [{ id: 2, at, doc: { n: 2 }, missing: null }],
      [{ id: 1, at, doc: { n: 1 }, missing: null }],
    ]);
    expect((await prepared(db)).filter((s) => s.includes('json_build_object'))).toHaveLength(1);
    // A wrong parameter fails that statement only; the connection goes on answering.
    await expect(sql`select id from items where id = ${'not a number'}`.execute(db)).rejects.toThrow();
    expect((await query(2)).rows).toEqual([{ id: 2, at, doc: { n: 2 }, missing: null }]);
  });

  it('leaves statements inside a transaction, pattern matches on a parameter, very long and other statements unnamed', async () => {
    const db = open();
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('items').select('name').where('id', '=', 2).execute();
    });
    const rows = await db.selectFrom('items').select('id').where('name', 'like', '%o%').orderBy('id').execute();
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    await sql`set application_name = 'prepared-test'`.execute(db);
    // A statement longer than 16 KiB (a generated list of values) is not kept either.
    const many = Array.from({ length: 4000 }, (_, i) => i);
    expect(await db.selectFrom('items').select('id').where('id', 'in', many).orderBy('id').execute()).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    expect((await prepared(db)).filter((s) => s.includes('"items"') || s.includes('application_name'))).toEqual([]);
  });

  it('replaces a connection that reached its bound of prepared statements', async () => {
    const db = open(3);
    const first = await backend(db);
    await db.selectFrom('items').select('id').execute();
    await db.selectFrom('items').select('name').execute();
    // The fourth distinct statement runs unnamed, and its connection is closed when it goes back to the pool.
    await db.selectFrom('items').select(['id', 'name']).execute();
    expect(await backend(db)).not.toBe(first);
  });

  it('survives another instance changing a table under a prepared select *', async () => {
    const db = open();
    const before = await backend(db);
    await db.selectFrom('items').selectAll().where('id', '=', 1).execute();
    await adminQuery(url, 'ALTER TABLE items ADD COLUMN note text');
    try {
      // PostgreSQL refuses the prepared statement ("cached plan must not change result type"); it is sent again unnamed.
      const rows = await db.selectFrom('items').selectAll().where('id', '=', 1).execute();
      expect(rows).toEqual([{ id: 1, name: 'one', note: null }]);
      expect(await backend(db)).not.toBe(before);
    } finally {
      await adminQuery(url, 'ALTER TABLE items DROP COLUMN note');
    }
  });
});
