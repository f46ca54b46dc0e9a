import type { ReactNode } from 'react';
import { Box, Button, Center, EmptyState, ErrorState, LoadingState, NativeSelect, RouterLink, Table } from 'shared-ui';
import { USER_STATUSES, formatDisplayDate, type User, type UserStatus } from '@litfund/domain';
import type { UserList } from '../api/use-user-list.ts';
import { USER_TYPE_LABELS } from './UserFiltersBar.tsx';

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

interface UserTableProps {
  list: UserList;
  /** The last column: the status action menu (user list) or an Edit link (find user). */
  action: (user: User) => ReactNode;
  actionHeader: string;
}

export function UserTable({ list, action, actionHeader }: UserTableProps) {
  if (list.status === 'loading') return <LoadingState label="Loading users" />;
  if (list.status === 'error') return <ErrorState heading="No data has been received, please refresh the page" message={list.error} onRetry={list.reload} />;
  if (list.users.length === 0) return <EmptyState title="Users not found" />;
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped aria-label="Users">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>{actionHeader}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.users.map((user) => (
              <Table.Row key={user.id}>
                <Table.Cell>
                  <RouterLink to={`/user-profile?${user.id}`} onClick={() => window.scrollTo?.(0, 0)}>
                    {fullName(user) || `User ${user.id}`}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell>{user.email}</Table.Cell>
                <Table.Cell>{USER_TYPE_LABELS[user.userType] ?? user.userType}</Table.Cell>
                <Table.Cell>{user.userStatus?.userStatusesValue ?? 'New'}</Table.Cell>
                <Table.Cell>{formatDisplayDate(user.createDate)}</Table.Cell>
                <Table.Cell>{action(user)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {list.hasMore ? (
        <Center pt="4">
          <Button variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
            View more
          </Button>
        </Center>
      ) : null}
    </Box>
  );
}

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
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>{status}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
