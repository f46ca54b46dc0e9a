import type { ReactNode } from 'react';
import { Box, Button, Center, EmptyState, ErrorState, HStack, LoadingState, Table } from 'shared-ui';
import { MESSAGES, formatDisplayDate, type User } from '@litfund/domain';
import type { UsersQuery } from '../api/get-users.ts';
import { USER_TYPE_LABELS } from '../user-options.ts';
import { ScrollTable } from '../../tables/ScrollTable.tsx';
import { ItemLink } from '../../layout/ItemLink.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { EmailConfirmationBadge } from './EmailConfirmationBadge.tsx';

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();

export const NO_MATCHES = 'No users match these filters';
/** No data at all (not SPEC's wording for another list): told apart from a search that matched nobody. */
export const NO_USERS = 'No users yet';

export interface UserTableProps {
  list: UsersQuery;
  /** The server's message when the list could not be read. */
  error?: string;
  /**
   * The Status column's content when it is the row's action (the user list's status menu), so the status shows once;
   * the status badge otherwise.
   */
  status?: (user: User) => ReactNode;
  /** A last column for another action (find user's Edit link). */
  action?: { header: string; cell: (user: User) => ReactNode };
  /** Set when filters narrow the list, to clear them from the 'no matches' state. */
  onClearFilters?: () => void;
}

function NoUsers({ onClearFilters }: Pick<UserTableProps, 'onClearFilters'>) {
  if (!onClearFilters) return <EmptyState title={NO_USERS} />;
  return (
    <EmptyState title={NO_MATCHES}>
      <Button variant="outline" onClick={onClearFilters}>
        Clear filters
      </Button>
    </EmptyState>
  );
}

/** On phones only what decides the row shows: who (the link to the profile), the status and the action. */
const WIDE_ONLY = { hideBelow: 'md' } as const;

export function UserTable({ list, status, action, error, onClearFilters }: UserTableProps) {
  if (list.isPending) return <LoadingState label="Loading users" />;
  if (list.isError) return <ErrorState heading={MESSAGES.noData} message={error} onRetry={() => void list.refetch()} />;
  const users = list.data.pages.flat();
  if (users.length === 0) return <NoUsers onClearFilters={onClearFilters} />;
  return (
    <Box>
      <ScrollTable
        label="Users"
        columns={[
          'Name',
          { label: 'Email', ...WIDE_ONLY },
          { label: 'Type', ...WIDE_ONLY },
          'Status',
          { label: 'Created', ...WIDE_ONLY },
          ...(action ? [action.header] : []),
        ]}
      >
        {users.map((user) => (
          <Table.Row key={user.id}>
            <Table.Cell>
              <ItemLink to={`/user-profile?${user.id}`} onClick={() => window.scrollTo?.(0, 0)}>
                {fullName(user) || `User ${user.id}`}
              </ItemLink>
            </Table.Cell>
            <Table.Cell {...WIDE_ONLY}>{user.email}</Table.Cell>
            <Table.Cell {...WIDE_ONLY}>{USER_TYPE_LABELS[user.userType] ?? user.userType}</Table.Cell>
            <Table.Cell>
              <HStack gap="2" wrap="wrap">
                {status ? status(user) : <UserStatusBadge status={user.userStatus?.userStatusesValue ?? 'New'} />}
                <EmailConfirmationBadge user={user} />
              </HStack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" {...WIDE_ONLY}>
              {formatDisplayDate(user.createDate)}
            </Table.Cell>
            {action ? <Table.Cell>{action.cell(user)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </ScrollTable>
      {list.hasNextPage ? (
        <Center pt="4">
          <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            View more
          </Button>
        </Center>
      ) : null}
    </Box>
  );
}
