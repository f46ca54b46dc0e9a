import { Text, useNotification } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { useUpdateUser, withStatus } from '../../../shared/users/api/update-user.ts';
import { FilteredUserTable } from '../../../shared/users/components/FilteredUserTable.tsx';
import { useIsOwnAccount } from '../../../shared/users/own-account.ts';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { StatusMenu } from '../components/StatusMenu.tsx';

/** /users-admin-page: the user list with the registration-status action menu (docs/product.md). */
export function UsersAdminPage() {
  const notify = useNotification((s) => s.notify);
  const update = useUpdateUser();
  const isOwnAccount = useIsOwnAccount();

  return (
    <AdminPage title="Users" description="Approve or reject registrations; newest first.">
      <FilteredUserTable
        actionHeader="Actions"
        action={(user) =>
          isOwnAccount(user.id) ? (
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              Your account
            </Text>
          ) : (
            <StatusMenu
              user={user}
              busy={update.isPending && update.variables?.id === user.id}
              onChange={(u, status) =>
                update.mutate(withStatus(u, status), { onSuccess: () => notify(MESSAGES.dataChanged, 'success') })
              }
            />
          )
        }
      />
    </AdminPage>
  );
}
