import { SimpleDialog } from 'shared-ui';
import type { User } from '@litfund/domain';
import { fullName } from './UserTable.tsx';

/** The question a rejection asks first, naming the user, since it turns a registration away. */
export const rejectQuestion = (user: User) => `Reject ${fullName(user) || user.email}? Their status becomes Rejected.`;

interface RejectUserDialogProps {
  user: User;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a user becomes Rejected (the list's status menu, edit user's Save), with Cancel focused. */
export function RejectUserDialog({ user, busy, onConfirm, onClose }: RejectUserDialogProps) {
  return (
    <SimpleDialog
      title="Reject user"
      description={rejectQuestion(user)}
      confirmLabel="Reject"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
