// prepared.ts reaches into pg's Query and Result (pg 8.23: lib/query.js, lib/result.js) and pg/lib/utils.js. These
// tests need no database, so they run everywhere (the pool's own tests need PostgreSQL): when a pg upgrade renames or
// reorders what the described-once query relies on, they fail here, naming the part, instead of the contract list
// answering wrong rows in production. Fix prepared.ts (or drop the described-once query) before upgrading pg.
import { createRequire } from 'node:module';
import pg from 'pg';
import { DescribedOnceQuery } from './prepared.ts';

const require = createRequire(import.meta.url);
const INT4 = 23;
const FIELDS = [{ name: 'id', dataTypeID: INT4, format: 'text' }, { name: 'name', dataTypeID: 25, format: 'text' }];

/** A stand-in for pg's Connection that records the protocol messages a query sends. */
function fakeConnection(parsed: Record<string, string> = {}) {
  const sent: string[] = [];
  const record = (message: string) => (..._args: unknown[]) => {
    sent.push(message);
  };
  const binds: Array<{ valueMapper: unknown }> = [];
  return {
    sent, binds, parsedStatements: {}, submittedNamedStatements: parsed,
    parse: record('parse'), describe: record('describe'), execute: record('execute'), sync: record('sync'), flush: record('flush'),
    close: record('close'),
    bind: (config: { valueMapper: unknown }) => {
      sent.push('bind');
      binds.push(config);
    },
  };
}

type Internals = {
  prepare(connection: unknown): void;
  handleRowDescription(message: { fields: unknown[] }): void;
  handleDataRow(message: { fields: unknown[] }): void;
  handleCommandComplete(message: { text: string }, connection: unknown): void;
  handleReadyForQuery(connection: unknown): void;
  _result: { fields: unknown[]; _parsers: unknown; _prebuiltEmptyResultObject: unknown };
  _accumulateRows: unknown;
};

describe('pg internals the preparing pool relies on', () => {
  it('pg/lib/utils.js still exports prepareValue, and Query.prepare still maps values with it', () => {
    const { prepareValue } = require('pg/lib/utils.js') as { prepareValue?: unknown };
    expect(typeof prepareValue).toBe('function');
    const connection = fakeConnection();
    const query = new pg.Query({ name: 'k1', text: 'select $1::int as id', values: [1] }) as unknown as Internals;
    query.prepare(connection);
    // The sequence prepared.ts's prepare repeats without the describe.
    expect(connection.sent).toEqual(['parse', 'bind', 'describe', 'execute', 'sync']);
    expect(connection.binds[0].valueMapper).toBe(prepareValue);
  });

  it('a row description still fills the result\'s fields, parsers and empty row', () => {
    const query = new pg.Query({ text: 'select 1' }) as unknown as Internals;
    (query as unknown as { callback: unknown }).callback = () => {};
    query.handleRowDescription({ fields: FIELDS });
    expect(query._result.fields).toHaveLength(2);
    expect(Array.isArray(query._result._parsers)).toBe(true);
    expect((query._result._parsers as unknown[]).every((parser) => typeof parser === 'function')).toBe(true);
    expect(query._result._prebuiltEmptyResultObject).toEqual({ id: null, name: null });
    expect(query._accumulateRows).toBeTruthy();
  });

  it('a described-once query binds and executes without a describe, and parses rows with the remembered shape', async () => {
    const shapes = new Map();
    const first = new DescribedOnceQuery({ name: 'k1', text: 'select id, name from items where id = $1', values: [1] }, shapes) as unknown as Internals;
    first.handleRowDescription({ fields: FIELDS });
    expect(shapes.has('k1')).toBe(true);

    const connection = fakeConnection({ k1: 'select id, name from items where id = $1' });
    const again = new DescribedOnceQuery({ name: 'k1', text: 'select id, name from items where id = $1', values: [2] }, shapes) as unknown as Internals;
    const result = new Promise<pg.QueryResult>((resolve, reject) => {
      (again as unknown as { callback: unknown }).callback = (error: Error | null, answer: pg.QueryResult) => (error ? reject(error) : resolve(answer));
    });
    again.prepare(connection);
    expect(connection.sent).toEqual(['bind', 'execute', 'sync']);
    again.handleDataRow({ fields: ['2', 'two'] });
    again.handleCommandComplete({ text: 'SELECT 1' }, connection);
    again.handleReadyForQuery(connection);
    const answer = await result;
    expect(answer.rows).toEqual([{ id: 2, name: 'two' }]);
    expect(answer.fields.map((field) => field.name)).toEqual(['id', 'name']);
  });
});
