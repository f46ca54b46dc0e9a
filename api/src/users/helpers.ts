// Shared pieces of the user routes: law-firm checks, avatar sniffing, audit rows, name search.
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { User } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import { containsPattern } from '../lib/like-pattern.ts';

/** Throws 400 unless `id` is a LawFirm user. */
export async function assertLawFirm(db: Kysely<Database>, id: number, path: string): Promise<void> {
  const firm = await db.selectFrom('users').select('user_type').where('id', '=', id).executeTakeFirst();
  if (!firm || firm.user_type !== 'LawFirm') {
    const message = 'Choose a law firm';
    throw badRequest(message, [{ path, message }]);
  }
}

/** png or jpeg, told by the first bytes (never by the declared mime type). */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

/** The bytes of a base64 string (optionally a `data:...;base64,` URL), or null when it is not base64. */
export function decodeBase64(value: string): Buffer | null {
  const body = value.replace(/^data:[^,]{0,100};base64,/i, '').replace(/\s+/g, '');
  if (!BASE64.test(body)) return null;
  return Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
}

/** What the audit log keeps of a user: the wire shape without the avatar bytes. */
export const auditShape = (user: User | null) => (user ? JSON.stringify({ ...user, avatar: user.avatar ? '(image)' : null }) : null);

/**
 * Writes an audit row. Pass the transaction of the change it records, so the row and the change commit together or
 * not at all; snapshots hold no file contents (names, types, sizes and hashes instead).
 */
export async function audit(
  db: Kysely<Database>, actorId: number, action: string, entity: string, entityId: number | string, before: string | null, after: string | null,
): Promise<void> {
  await db.insertInto('audit_log').values({ actor_id: actorId, action, entity, entity_id: String(entityId), before, after }).execute();
}

/** first name, last name or "first last" contains `name` (case-insensitive). */
export function nameContains(name: string) {
  const pattern = containsPattern(name.trim());
  // The full name holds the first and the last name, so one expression (backed by a trigram index) finds them all.
  return (eb: ExpressionBuilder<Database, 'users'>) => eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern);
}
