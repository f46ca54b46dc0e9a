import { useState } from 'react';
import { PageCard, Stack, useNotification } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { EMPTY_FILTERS, useUsers, type UserFilters } from '../../../shared/users/api/get-users.ts';
import { useUpdateUser, withStatus } from '../../../shared/users/api/update-user.ts';
import { UserFiltersBar } from '../../../shared/users/components/UserFiltersBar.tsx';
import { UserTable } from '../../../shared/users/components/UserTable.tsx';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { StatusMenu } from '../components/StatusMenu.tsx';

/** /users-admin-page: the user list with the registration-status action menu (docs/product.md). */
export function UsersAdminPage() {
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const list = useUsers(filters);
  const error = useErrorMessage(list.error);
  const notify = useNotification((s) => s.notify);
  const update = useUpdateUser();

  return (
    <PageCard title="Users" maxW="6xl">
      <Stack gap="6">
        <UserFiltersBar filters={filters} onChange={(change) => setFilters((f) => ({ ...f, ...change }))} />
        <UserTable
          list={list}
          error={error}
          actionHeader="Actions"
          action={(user) => (
            <StatusMenu
              user={user}
              busy={update.isPending && update.variables?.id === user.id}
              onChange={(u, status) =>
                update.mutate(withStatus(u, status), { onSuccess: () => notify(MESSAGES.dataChanged, 'success') })
              }
            />
          )}
        />
      </Stack>
    </PageCard>
  );
}
