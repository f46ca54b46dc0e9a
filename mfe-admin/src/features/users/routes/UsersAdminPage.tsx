import { useState } from 'react';
import { HStack, Stack, Text, useNotification } from 'shared-ui';
import { MESSAGES, type User, type UserStatus } from '@litfund/domain';
import { useUpdateUser, withStatus } from '../../../shared/users/api/update-user.ts';
import { FilteredUserTable } from '../../../shared/users/components/FilteredUserTable.tsx';
import { StatusChangeDialog } from '../components/StatusChangeDialog.tsx';
import { useIsOwnAccount } from '../../../shared/users/own-account.ts';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { StatusMenu } from '../components/StatusMenu.tsx';
import { UserStatusBadge } from '../../../shared/users/components/UserStatusBadge.tsx';
import { SaveRefusal } from '../../../shared/users/components/SaveRefusal.tsx';
import { fullName } from '../../../shared/users/components/UserTable.tsx';

const statusOf = (user: User) => user.userStatus?.userStatusesValue ?? 'New';

/** /users-admin-page: the user list with the registration-status action menu (docs/product.md). */
export function UsersAdminPage() {
  const notify = useNotification((s) => s.notify);
  const update = useUpdateUser();
  const isOwnAccount = useIsOwnAccount();
  // Every change from the menu asks first (docs/ui-guide.md, consequential actions).
  const [asking, setAsking] = useState<{ user: User; status: UserStatus } | null>(null);

  const changeStatus = (user: User, status: UserStatus) =>
    update.mutate(withStatus(user, status), {
      onSuccess: () => notify(MESSAGES.dataChanged, 'success'),
      onSettled: () => setAsking(null),
    });

  // The refused change names its user: the list may have scrolled on since the menu was used.
  const refused = update.isError ? update.variables : undefined;
  return (
    <AdminPage title="Users" description="Approve or reject registrations; newest first.">
      <Stack gap="6">
        <SaveRefusal
          error={update.error}
          subject={refused ? `${fullName(refused) || refused.email} was not saved as ${statusOf(refused)}` : undefined}
        />
        <FilteredUserTable
          // The status menu is the status: shown once, in the Status column, which a phone keeps in view.
          status={(user) =>
            isOwnAccount(user.id) ? (
              <HStack gap="2" wrap="wrap">
                <UserStatusBadge status={user.userStatus?.userStatusesValue ?? 'New'} />
                <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  Your account
                </Text>
              </HStack>
            ) : (
              <StatusMenu
                user={user}
                busy={update.isPending && update.variables?.id === user.id}
                onChange={(u, status) => setAsking({ user: u, status })}
              />
            )
          }
        />
      </Stack>
      {asking ? (
        <StatusChangeDialog
          user={asking.user}
          status={asking.status}
          busy={update.isPending}
          onConfirm={() => changeStatus(asking.user, asking.status)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </AdminPage>
  );
}
