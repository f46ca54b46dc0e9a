// A query built and compiled once and then run with each call's values. Kysely builds and compiles a query on every
// call; for a statement that every request runs (the session check, the contract list per shape) once is enough.
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * `query` is built with the stand-ins' values (each distinct from every other value in the query); the returned
 * function runs its SQL with the values given for those names in their places, and every other parameter unchanged.
 */
export function reusableQuery<Row, V extends object>(query: { compile(): CompiledQuery<Row> }, standIns: V) {
  const compiled = query.compile();
  const named = standIns as Record<string, unknown>;
  const names = Object.keys(named);
  const slots = compiled.parameters.map((parameter) => names.find((name) => Object.is(named[name], parameter)));
  const missing = names.filter((name) => !slots.includes(name));
  if (missing.length > 0)
    throw new Error(`reusableQuery: ${missing.join(', ')} not found among the query's parameters`);
  return async (db: Pick<Kysely<unknown>, 'executeQuery'>, values: V): Promise<Row[]> => {
    const parameters = slots.map((name, index) =>
      name === undefined ? compiled.parameters[index] : (values as Record<string, unknown>)[name],
    );
    const result = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows as Row[];
  };
}
