import type { User } from '@litfund/domain';

/** What the audit log keeps of a user: the wire shape without the avatar bytes. */
export const auditShape = (user: User | null) =>
  user ? JSON.stringify({ ...user, avatar: user.avatar ? '(image)' : null }) : null;
