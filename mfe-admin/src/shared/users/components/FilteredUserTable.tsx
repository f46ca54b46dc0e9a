import { useState, type ReactNode } from 'react';
import { Stack } from 'shared-ui';
import type { User } from '@litfund/domain';
import { EMPTY_FILTERS, isFiltered, useUsers, type UserFilters } from '../api/get-users.ts';
import { useErrorMessage } from '../../use-error-message.ts';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { UserTable } from './UserTable.tsx';

interface FilteredUserTableProps {
  actionHeader: string;
  action: (user: User) => ReactNode;
}

/** The user filters over the user table; an empty answer under filters offers to clear them. */
export function FilteredUserTable({ actionHeader, action }: FilteredUserTableProps) {
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const list = useUsers(filters);
  const error = useErrorMessage(list.error);
  return (
    <Stack gap="6">
      <UserFiltersBar filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
      <UserTable
        list={list}
        error={error}
        actionHeader={actionHeader}
        action={action}
        onClearFilters={isFiltered(filters) ? () => setFilters(EMPTY_FILTERS) : undefined}
      />
    </Stack>
  );
}
