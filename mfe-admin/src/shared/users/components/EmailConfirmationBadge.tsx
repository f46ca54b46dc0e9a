import { Badge } from 'shared-ui';
import type { User } from '@litfund/domain';

export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';

/**
 * Marks an account whose address nobody has proven yet: the server refuses to approve it until its owner follows the
 * confirmation (or invitation) link, so the administrator sees why before trying. Nothing for a confirmed address.
 */
export function EmailConfirmationBadge({ user }: { user: Pick<User, 'emailConfirmed'> }) {
  if (user.emailConfirmed) return null;
  return (
    <Badge colorPalette="orange" variant="outline" whiteSpace="nowrap" data-testid="email-not-confirmed">
      {EMAIL_NOT_CONFIRMED}
    </Badge>
  );
}
