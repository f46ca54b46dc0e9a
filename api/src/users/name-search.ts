import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { containsPattern } from '../lib/like-pattern.ts';

/** first name, last name or "first last" contains `name` (case-insensitive). */
export function nameContains(name: string) {
  const pattern = containsPattern(name.trim());
  // The full name holds the first and the last name, so one expression (backed by a trigram index) finds them all.
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern);
}
