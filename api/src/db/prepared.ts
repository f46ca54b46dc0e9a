// Named prepared statements on the PostgreSQL pool. Kysely's PostgresDialect sends every statement unnamed, so
// PostgreSQL parses, analyses and plans it again on every request; planning the contract list costs more than running
// it. This pool hands Kysely clients that send a data statement run outside a transaction with a name (pg's public
// `QueryConfig.name`): each connection prepares it the first time and then only binds and executes it. Measured on an
// idle machine at 10k contracts (docs/performance.md): without it the lists answer 2.2-2.4x fewer requests a second
// and PostgreSQL spends 3-4x the CPU on each.
//
// Bounds: a connection prepares at most `maxPerConnection` distinct statements of at most 16 KiB; one that reaches the
// bound is closed when it goes back to the pool (the pool opens a fresh one), so statement texts that vary (IN lists of
// every length, deep page offsets) cannot grow the server's memory, or this process's, without limit.
// Statements inside a transaction stay unnamed: when another instance's migration changes a table, a prepared
// `select *` fails once with "cached plan must not change result type"; outside a transaction that statement is simply
// sent again unnamed (nothing ran), and the connection is replaced when released.
import type pg from 'pg';
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

interface ConnectionState {
  /** statement text -> its name on this connection */
  names: Map<string, string>;
  inTransaction: boolean;
  /** close this connection instead of re-using it */
  retire: boolean;
}

type Query = (config: string | pg.QueryConfig, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/** Wraps a pg pool for Kysely's PostgresDialect (which accepts any object with connect, end and options). */
export function preparingPool(pool: pg.Pool, maxPerConnection = MAX_PREPARED_PER_CONNECTION): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  let statementCount = 0;

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const state: ConnectionState = { names: new Map(), inTransaction: false, retire: false };
    const send = client.query.bind(client) as Query;

    async function queryText(text: string, values?: readonly unknown[]) {
      if (TRANSACTION_START.test(text)) state.inTransaction = true;
      else if (TRANSACTION_END.test(text)) state.inTransaction = false;
      if (
        state.inTransaction ||
        text.length > MAX_PREPARED_LENGTH ||
        !DATA_STATEMENT.test(text) ||
        PATTERN_ON_PARAMETER.test(text)
      ) {
        return send(text, values);
      }
      let name = state.names.get(text);
      if (name === undefined) {
        if (state.names.size >= maxPerConnection) {
          state.retire = true;
          return send(text, values);
        }
        name = `k${++statementCount}`;
        state.names.set(text, name);
      }
      try {
        return await send({ name, text, values: values as unknown[] });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // An error raised by pg itself (no SQLSTATE) may leave its idea of the prepared statements out of step.
        if (typeof code !== 'string' || code.length !== 5) state.retire = true;
        if (!RETRY_UNNAMED.has(code as string)) throw error;
        state.retire = true;
        return send(text, values);
      }
    }

    return {
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
      // A cursor (streaming) goes straight through: pg returns it synchronously.
      query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string'
          ? queryText(textOrCursor, values)
          : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
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
