import { useState } from 'react';
import { PageCard, Stack, getErrorMessage, useNotification } from 'shared-ui';
import { MESSAGES, type User, type UserStatus } from '@litfund/domain';
import { changeUserStatus } from '../api/admin-users.ts';
import { useUserList } from '../api/use-user-list.ts';
import { UserFiltersBar } from '../components/UserFiltersBar.tsx';
import { StatusMenu, UserTable } from '../components/UserTable.tsx';

/** /users-admin-page: the user list with the registration-status action menu (docs/product.md). */
export function UsersAdminPage() {
  const list = useUserList();
  const notify = useNotification((s) => s.notify);
  const [busyId, setBusyId] = useState<number | null>(null);

  const onStatus = async (user: User, status: UserStatus) => {
    setBusyId(user.id);
    try {
      const saved = await changeUserStatus(user, status);
      list.replaceUser(saved);
      notify(MESSAGES.dataChanged, 'success');
    } catch (error) {
      console.error('Status change failed', error);
      notify(await getErrorMessage(error), 'error');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <PageCard title="Users" maxW="6xl">
      <Stack gap="6">
        <UserFiltersBar filters={list.filters} onChange={list.setFilters} />
        <UserTable
          list={list}
          actionHeader="Actions"
          action={(user) => <StatusMenu user={user} busy={busyId === user.id} onChange={(u, s) => void onStatus(u, s)} />}
        />
      </Stack>
    </PageCard>
  );
}
