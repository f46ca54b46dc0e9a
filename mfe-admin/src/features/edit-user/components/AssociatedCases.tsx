import { useState } from 'react';
import { RouterLink, Stack, Table, Text, getErrorMessage, useNotification, fireAndForget } from 'shared-ui';
import { MESSAGES, statusLabel, type User } from '@litfund/domain';
import { getAdminUser } from '../../users/api/admin-users.ts';
import { canLinkToCase, linkUserToCase } from '../../users/api/cases.ts';
import { AddToExistingCase } from '../../users/components/AddToExistingCase.tsx';

interface AssociatedCase { id: number; caseId: string; identifier: string; status: string }

const casesOf = (user: User): AssociatedCase[] =>
  (user.associatedContracts as AssociatedCase[]).filter((c) => typeof c?.id === 'number');

/** The user's cases, and 'Add to Existing Case' linking them at once by user type. */
export function AssociatedCases({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const notify = useNotification((s) => s.notify);
  const [busy, setBusy] = useState(false);
  const cases = casesOf(user);
  return (
    <Stack gap="3">
      {cases.length === 0 ? <Text color="fg.muted">Cases not found</Text> : (
        <Table.Root size="sm" aria-label="Associated cases">
          <Table.Header><Table.Row><Table.ColumnHeader>Case ID</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader></Table.Row></Table.Header>
          <Table.Body>
            {cases.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell><RouterLink to={`/contract-page?${c.id}`}>{c.caseId || c.identifier}</RouterLink></Table.Cell>
                <Table.Cell>{statusLabel(c.status)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {canLinkToCase(user.userType) ? (
        <AddToExistingCase onPick={fireAndForget(async (choice) => {
          if (busy) return;
          setBusy(true);
          try {
            await linkUserToCase(choice.id, user.id, user.userType);
            onChange(await getAdminUser(user.id));
            notify(MESSAGES.dataChanged, 'success');
          } catch (failure) {
            notify(await getErrorMessage(failure), 'error');
          } finally {
            setBusy(false);
          }
        })} />
      ) : null}
    </Stack>
  );
}
