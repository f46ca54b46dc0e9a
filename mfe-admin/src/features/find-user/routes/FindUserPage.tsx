import { useState } from 'react';
import { Button, HStack, PageCard, RouterLink, Stack, Text, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { EMPTY_FILTERS, useUsers, type UserFilters } from '../../../shared/users/api/get-users.ts';
import { UserFiltersBar } from '../../../shared/users/components/UserFiltersBar.tsx';
import { UserTable, fullName } from '../../../shared/users/components/UserTable.tsx';
import { useErrorMessage } from '../../../shared/use-error-message.ts';

function FindUserList() {
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const list = useUsers(filters);
  const error = useErrorMessage(list.error);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <UserFiltersBar filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
        <Button asChild colorPalette="blue">
          <RouterLink to="/create-user" color="white">
            Create User
          </RouterLink>
        </Button>
      </HStack>
      <UserTable
        list={list}
        error={error}
        actionHeader="Edit"
        action={(user) => (
          <RouterLink to={`/edit-user?${user.id}`} aria-label={`Edit ${fullName(user)}`}>
            Edit
          </RouterLink>
        )}
      />
    </Stack>
  );
}

/** /find-user: the same filters with Edit links and a link to /create-user (docs/product.md). */
export function FindUserPage() {
  const token = useSession((s) => s.token);
  if (!token) {
    return (
      <PageCard title="Find User">
        <Text>{MESSAGES.pleaseLoginLower}</Text>
      </PageCard>
    );
  }
  return (
    <PageCard title="Find User" maxW="6xl">
      <FindUserList />
    </PageCard>
  );
}
