// Named prepared statements on the PostgreSQL pool. Kysely's PostgresDialect sends every statement unnamed, so
// PostgreSQL parses, analyses and plans it again on every request; planning the contract list took longer than
// running it (docs/performance.md). This pool hands Kysely clients that send a data statement run outside a
// transaction as a named statement: each connection prepares it the first time and then only binds and executes it.
//
// Bounds: a connection prepares at most `maxPerConnection` distinct statements of at most 16 KiB; one that reaches the
// bound is closed when it goes back to the pool (the pool opens a fresh one), so statement texts that vary (IN lists of
// every length, deep page offsets) cannot grow the server's memory, or this process's, without limit.
// Statements inside a transaction stay unnamed: when another instance's migration changes a table, a prepared
// `select *` fails once with "cached plan must not change result type"; outside a transaction that statement is simply
// sent again unnamed (nothing ran), and the connection is replaced when released.
//
// A named statement's rows are described once per connection: pg asks the server to Describe the portal on every
// execution and then parses the RowDescription and builds a parser per column again (5 % of the API's CPU on the
// contract list, perf). The first execution on a connection describes it; later ones send Bind, Execute and Sync only
// and reuse the columns and their parsers (a statement's result columns cannot change without the error above, which
// sends it again unnamed and replaces the connection).
import pg from 'pg';
import { createRequire } from 'node:module';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

export const MAX_PREPARED_PER_CONNECTION = 200;
/** Longer statements (generated lists of values) stay unnamed: they rarely repeat, and each would be kept whole. */
export const MAX_PREPARED_LENGTH = 16_384;

const DATA_STATEMENT = /^\s*(?:select|with|insert|update|delete)\b/i;
/**
 * A pattern match on a parameter: how selective it is depends on the pattern (a case id matches one contract of 1M,
 * a common surname thousands), so a generic plan cannot serve every value. PostgreSQL chose one for the case id filter
 * (a walk down the date index expecting 0.5 % of the rows to match) and it took 133 ms of PostgreSQL CPU a request
 * where the planned-per-value trigram index scan takes 18 ms. Such statements stay unnamed and are planned each time.
 */
const PATTERN_ON_PARAMETER = /\b(?:i?like|similar\s+to)\s+\$\d/i;
const TRANSACTION_START = /^\s*(?:begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\s*$/i;
/**
 * Errors after which the statement is sent again unnamed and the connection replaced: feature_not_supported ("cached
 * plan must not change result type") and invalid_sql_statement_name (the server no longer knows the statement).
 */
const RETRY_UNNAMED = new Set(['0A000', '26000']);

/** A named statement's result columns as pg's Result keeps them after a RowDescription. */
interface RowShape { fields: unknown[]; parsers: unknown[] | undefined; empty: object | null }

/** The parts of pg's Query and Result (pg 8.23, lib/query.js and lib/result.js) the described-once query uses. */
interface PgConnection {
  parse(config: { text: string; name: string; types?: unknown }): void;
  bind(config: { portal: string; statement: string; values: unknown[] | undefined; binary?: boolean; valueMapper: unknown }): void;
  close(config: { type: 'S'; name: string }): void;
  sync(): void;
  submittedNamedStatements: Record<string, string>;
}
interface PgQueryInternals {
  name: string;
  text: string;
  values: unknown[] | undefined;
  types: unknown;
  binary?: boolean;
  portal: string;
  rows?: number;
  callback?: (error: Error | null, result?: pg.QueryResult) => void;
  _accumulateRows: boolean;
  _result: { fields: unknown[]; _parsers: unknown[] | undefined; _prebuiltEmptyResultObject: object | null };
  hasBeenParsed(connection: PgConnection): boolean;
  handleError(error: Error, connection: PgConnection): void;
  _getRows(connection: PgConnection, rows: number | undefined): void;
}
/** pg's own mapping of parameter values (dates, arrays, buffers, JSON) to the wire, as its Query.prepare uses it. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };
const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig) => PgQueryInternals & { handleRowDescription(message: { fields: unknown[] }): void; prepare(connection: PgConnection): void };

/** A named statement run with Bind/Execute/Sync only, once its rows are described on this connection. */
export class DescribedOnceQuery extends PgQuery {
  private readonly shapes: Map<string, RowShape>;

  constructor(config: pg.QueryConfig, shapes: Map<string, RowShape>) {
    super(config);
    this.shapes = shapes;
  }

  override handleRowDescription(message: { fields: unknown[] }) {
    super.handleRowDescription(message);
    const result = this._result;
    this.shapes.set(this.name, { fields: result.fields, parsers: result._parsers, empty: result._prebuiltEmptyResultObject });
  }

  // pg's Query.prepare without the Describe when the shape is known.
  override prepare(connection: PgConnection) {
    const shape = this.shapes.get(this.name);
    if (!shape || !this.hasBeenParsed(connection)) {
      super.prepare(connection);
      return;
    }
    try {
      connection.bind({ portal: this.portal, statement: this.name, values: this.values, binary: this.binary, valueMapper: prepareValue });
    } catch (error) {
      connection.close({ type: 'S', name: this.name });
      connection.sync();
      this.handleError(error as Error, connection);
      return;
    }
    const result = this._result;
    result.fields = shape.fields;
    result._parsers = shape.parsers;
    result._prebuiltEmptyResultObject = shape.empty;
    this._accumulateRows = true;
    this._getRows(connection, this.rows);
  }
}

function runDescribedOnce(client: pg.PoolClient, config: pg.QueryConfig, shapes: Map<string, RowShape>): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new DescribedOnceQuery(config, shapes);
    query.callback = (error, result) => (error ? reject(error) : resolve(result!));
    client.query(query as unknown as pg.Submittable);
  });
}

interface ConnectionState {
  /** statement text -> its name on this connection */
  names: Map<string, string>;
  /** statement name -> its described result columns */
  shapes: Map<string, RowShape>;
  inTransaction: boolean;
  /** close this connection instead of re-using it */
  retire: boolean;
}

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/** Wraps a pg pool for Kysely's PostgresDialect (which accepts any object with connect, end and options). */
export function preparingPool(pool: pg.Pool, maxPerConnection = MAX_PREPARED_PER_CONNECTION): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  let statementCount = 0;

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const state: ConnectionState = { names: new Map(), shapes: new Map(), inTransaction: false, retire: false };
    const plain = client.query.bind(client) as Query;

    async function queryText(text: string, values?: readonly unknown[]) {
      if (TRANSACTION_START.test(text)) state.inTransaction = true;
      else if (TRANSACTION_END.test(text)) state.inTransaction = false;
      if (state.inTransaction || text.length > MAX_PREPARED_LENGTH || !DATA_STATEMENT.test(text) || PATTERN_ON_PARAMETER.test(text)) {
        return plain(text, values);
      }
      let name = state.names.get(text);
      if (name === undefined) {
        if (state.names.size >= maxPerConnection) {
          state.retire = true;
          return plain(text, values);
        }
        name = `k${++statementCount}`;
        state.names.set(text, name);
      }
      try {
        return await runDescribedOnce(client, { name, text, values: values as unknown[] }, state.shapes);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // An error raised by pg itself (no SQLSTATE) may leave its idea of the prepared statements out of step.
        if (typeof code !== 'string' || code.length !== 5) state.retire = true;
        if (!RETRY_UNNAMED.has(code as string)) throw error;
        state.retire = true;
        return plain(text, values);
      }
    }

    return {
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
      // A cursor (streaming) goes straight through: pg returns it synchronously.
      query: ((textOrCursor: unknown, values?: readonly unknown[]) => (typeof textOrCursor === 'string'
        ? queryText(textOrCursor, values)
        : client.query(textOrCursor as pg.Submittable))) as unknown as PostgresPoolClient['query'],
      release(destroy?: boolean) {
        const retire = state.retire;
        state.inTransaction = false;
        client.release(destroy || retire);
      },
    } as PostgresPoolClient;
  }

  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
  };
}
