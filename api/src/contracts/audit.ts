// A contract's audit rows: what they keep of the contract (everything an administrator reads, files as name, type,
// size and hash instead of their bytes) and the trail administrators read back, newest first.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { MESSAGES, auditActionLabel, auditChanges } from '@litfund/domain';
import type { Attachment, ContractAuditPage } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { visibleTo, type Viewer } from './access.ts';
import { readContract, type ReadOptions } from './read.ts';

/** A file in a snapshot: enough to tell which file it was and whether it changed, none of its content. */
const fileSummary = (hashes: ReadonlyMap<number, string>) => (a: Attachment) => ({
  id: a.id,
  type: a.type,
  mimeType: a.mimeType,
  fileName: a.fileName,
  date: a.date,
  size: a.size,
  sha256: hashes.get(a.id) ?? null,
});

/**
 * The contract as its actor (an administrator: only they make audited changes) reads it, as JSON for an audit row
 * (null when it does not exist).
 */
export async function contractSnapshot(db: Kysely<Database>, id: number, options: ReadOptions): Promise<string | null> {
  const contract = await readContract(db, id, options);
  if (!contract) return null;
  // Hashed by the database: the files' bytes never come to the API for a snapshot (the read lists metadata only).
  const hashes = await db
    .selectFrom('contract_files')
    .select(['id', sql<string>`encode(sha256(content), 'hex')`.as('sha256')])
    .where('contract_id', '=', id)
    .execute();
  const summary = fileSummary(new Map(hashes.map((h) => [h.id, h.sha256])));
  return JSON.stringify({
    ...contract,
    attachments: contract.attachments.map(summary),
    contractComments: contract.contractComments.map((c) => ({
      ...c,
      commentAttachments: c.commentAttachments.map(summary),
    })),
  });
}

const parsed = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
};

/** One page of the contract's audit trail, newest first: 404 when the contract does not exist or the viewer may not see it. */
export async function contractAuditTrail(
  db: Kysely<Database>,
  viewer: Viewer,
  today: string,
  id: number,
  page: number,
  pageSize: number,
): Promise<ContractAuditPage> {
  const ofContract = db
    .selectFrom('audit_log as a')
    .where('a.entity', '=', 'contract')
    .where('a.entity_id', '=', String(id));
  const [contract, rows, count] = await Promise.all([
    db
      .selectFrom('contracts as c')
      .select('c.id')
      .where('c.id', '=', id)
      .where(visibleTo(viewer, today))
      .executeTakeFirst(),
    ofContract
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.action', 'a.before', 'a.after', 'a.at', 'a.actor_id', 'u.first_name', 'u.last_name'])
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    ofContract.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  if (!contract) throw notFound(MESSAGES.notFound);
  return {
    page,
    pageSize,
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      action: r.action,
      actionLabel: auditActionLabel(r.action),
      actor: { userId: r.actor_id, userName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || 'Unknown' },
      changes: auditChanges(parsed(r.before), parsed(r.after)),
    })),
  };
}
