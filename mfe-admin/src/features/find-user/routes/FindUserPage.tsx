import { Button, HStack, PageCard, RouterLink, Stack, Text, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useUserList } from '../../users/api/use-user-list.ts';
import { UserFiltersBar } from '../../users/components/UserFiltersBar.tsx';
import { UserTable, fullName } from '../../users/components/UserTable.tsx';

function FindUserList() {
  const list = useUserList();
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <UserFiltersBar filters={list.filters} onChange={list.setFilters} />
        <Button asChild colorPalette="blue">
          <RouterLink to="/create-user" color="white">Create User</RouterLink>
        </Button>
      </HStack>
      <UserTable
        list={list}
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
