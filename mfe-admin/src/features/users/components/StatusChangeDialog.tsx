import { SimpleDialog } from 'shared-ui';
import type { User, UserStatus } from '@litfund/domain';
import { fullName } from '../../../shared/users/components/UserTable.tsx';
import { RejectUserDialog } from '../../../shared/users/components/RejectUserDialog.tsx';

/** The question the list's status menu asks first, naming the user, their status now and the new one. */
export const statusChangeQuestion = (user: User, status: UserStatus) =>
  `Change the status of ${fullName(user) || user.email} from ${user.userStatus?.userStatusesValue ?? 'New'} to ${status}?`;

interface StatusChangeDialogProps {
  user: User;
  status: UserStatus;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before the list's menu changes a registration status (a select changes on a stray arrow key or scroll, and the
 * change decides whether the person may use the portal); a rejection asks in its own words, as Edit User's does.
 */
export function StatusChangeDialog({ user, status, busy, onConfirm, onClose }: StatusChangeDialogProps) {
  if (status === 'Rejected')
    return <RejectUserDialog user={user} busy={busy} onConfirm={onConfirm} onClose={onClose} />;
  return (
    <SimpleDialog
      title="Change status"
      description={statusChangeQuestion(user, status)}
      confirmLabel={`Set ${status}`}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
