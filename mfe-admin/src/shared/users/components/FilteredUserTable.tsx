import { Stack } from 'shared-ui';
import { useUserList } from '../api/get-users.ts';
import { useErrorMessage } from '../../use-error-message.ts';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { UserTable, type UserTableProps } from './UserTable.tsx';

type FilteredUserTableProps = Pick<UserTableProps, 'status' | 'action'>;

/** The user filters (kept in the address) over the user table; an empty answer under filters offers to clear them. */
export function FilteredUserTable({ status, action }: FilteredUserTableProps) {
  const { draft, change, clear, filtered, list } = useUserList();
  const error = useErrorMessage(list.error);
  return (
    <Stack gap="6">
      <UserFiltersBar filters={draft} onChange={change} />
      <UserTable
        list={list}
        error={error}
        status={status}
        action={action}
        onClearFilters={filtered ? clear : undefined}
      />
    </Stack>
  );
}
