// The audit log: one row per change, written in the transaction of the change it records.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Writes an audit row. Pass the transaction of the change it records, so the row and the change commit together or
 * not at all; snapshots hold no file contents (names, types, sizes and hashes instead).
 */
export async function audit(
  db: Kysely<Database>,
  actorId: number,
  action: string,
  entity: string,
  entityId: number | string,
  before: string | null,
  after: string | null,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor_id: actorId, action, entity, entity_id: String(entityId), before, after })
    .execute();
}
