import { NativeSelect } from 'shared-ui';
import type { User, UserStatus } from '@litfund/domain';
import { SelectOptions } from '../../../shared/forms/SelectField.tsx';
import { USER_STATUS_OPTIONS } from '../../../shared/users/user-options.ts';
import { fullName } from '../../../shared/users/components/UserTable.tsx';

interface StatusMenuProps {
  user: User;
  busy: boolean;
  onChange: (user: User, status: UserStatus) => void;
}

/** The row's action menu: a native select, so it is keyboard and screen-reader friendly as is. */
export function StatusMenu({ user, busy, onChange }: StatusMenuProps) {
  const current = user.userStatus?.userStatusesValue ?? 'New';
  return (
    <NativeSelect.Root size="sm" disabled={busy} minW="32">
      <NativeSelect.Field
        aria-label={`Actions for ${fullName(user)}: registration status`}
        value={current}
        onChange={(e) => {
          const next = e.currentTarget.value as UserStatus;
          if (next !== current) onChange(user, next);
        }}
      >
        <SelectOptions options={USER_STATUS_OPTIONS} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
