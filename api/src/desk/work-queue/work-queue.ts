// The work queue: every provider's count and first items, on the business day.
import type { Kysely } from 'kysely';
import { WORK_ITEMS_SHOWN, WORK_ITEM_TITLES } from '@litfund/domain';
import type { WorkQueue } from '@litfund/domain';
import type { Database } from '../../db/schema.ts';
import { PROVIDERS } from './providers.ts';

export async function workQueue(db: Kysely<Database>, today: string): Promise<WorkQueue> {
  const sections = [];
  // One after the other: PGlite has one connection, and each list is an index range.
  for (const provider of PROVIDERS) {
    const { count, items } = await provider.list(db, today, WORK_ITEMS_SHOWN);
    sections.push({ kind: provider.kind, title: WORK_ITEM_TITLES[provider.kind], count, items });
  }
  return { sections };
}
