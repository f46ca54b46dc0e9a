import type { ReactNode } from 'react';
import { Stack } from 'shared-ui';
import type { User } from '@litfund/domain';
import { useUserList } from '../api/get-users.ts';
import { useErrorMessage } from '../../use-error-message.ts';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { UserTable } from './UserTable.tsx';

interface FilteredUserTableProps {
  actionHeader: string;
  action: (user: User) => ReactNode;
}

/** The user filters (kept in the address) over the user table; an empty answer under filters offers to clear them. */
export function FilteredUserTable({ actionHeader, action }: FilteredUserTableProps) {
  const { draft, change, clear, filtered, list } = useUserList();
  const error = useErrorMessage(list.error);
  return (
    <Stack gap="6">
      <UserFiltersBar filters={draft} onChange={change} />
      <UserTable
        list={list}
        error={error}
        actionHeader={actionHeader}
        action={action}
        onClearFilters={filtered ? clear : undefined}
      />
    </Stack>
  );
}
