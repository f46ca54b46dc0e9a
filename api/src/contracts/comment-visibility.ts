// Which comments of a contract a viewer reads, one rule for the contract read and for a comment attachment's download.
import { sql, type RawBuilder } from 'kysely';
import { isAdmin, type Viewer } from './access.ts';

/**
 * A condition on a comment `m`, its author `author` (users) and its contract `c`: administrators read every comment;
 * the others only those marked visible, and of those the plaintiff not an administrator's: "Show to attorney" (SPEC:
 * viewable by an attorney) is for the case's counsel, never the plaintiff, who reads the parties' comments only.
 */
export function commentVisibleTo(viewer: Viewer): RawBuilder<boolean> {
  if (isAdmin(viewer)) return sql<boolean>`true`;
  return sql<boolean>`(m.visible and (c.client_user_id <> ${viewer.id} or author.user_type <> 'Administrator'))`;
}
