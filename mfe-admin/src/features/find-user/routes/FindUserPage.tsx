import { Button, PageCard, RouterLink, Text, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { FilteredUserTable } from '../../../shared/users/components/FilteredUserTable.tsx';
import { fullName } from '../../../shared/users/components/UserTable.tsx';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';

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
    <AdminPage
      title="Find User"
      description="Find a user to edit, or create one."
      actions={
        <Button asChild colorPalette="blue">
          <RouterLink to="/create-user" color="white">
            Create User
          </RouterLink>
        </Button>
      }
    >
      <FilteredUserTable
        action={{
          header: 'Edit',
          cell: (user) => (
            <ItemLink to={`/edit-user?${user.id}`} aria-label={`Edit ${fullName(user)}`}>
              Edit
            </ItemLink>
          ),
        }}
      />
    </AdminPage>
  );
}
