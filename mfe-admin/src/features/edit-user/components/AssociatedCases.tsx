import { StatusBadge, Stack, Table, Text, getErrorMessage, useNotification, fireAndForget } from 'shared-ui';
import { CONTRACT_MESSAGES, MESSAGES, formatDisplayDate, type User } from '@litfund/domain';
import { canLinkToCase, useLinkUserToCase } from '../../../shared/users/api/link-user-to-case.ts';
import { AddToExistingCase } from '../../../shared/users/components/AddToExistingCase.tsx';
import { HeaderRow } from '../../../shared/tables/HeaderRow.tsx';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';

interface AssociatedCase {
  id: number;
  caseId: string;
  identifier: string;
  status: string;
  /** The day the plaintiff cancelled it, if they did (api/src/users/read.ts). */
  cancelledOn?: string | null;
  parentContractId?: number | null;
}

const casesOf = (user: User): AssociatedCase[] =>
  (user.associatedContracts as AssociatedCase[]).filter((c) => typeof c?.id === 'number');

/** The user's cases, and 'Add to Existing Case' linking them at once by user type. */
export function AssociatedCases({ user }: { user: User }) {
  const notify = useNotification((s) => s.notify);
  const link = useLinkUserToCase();
  const cases = casesOf(user);
  return (
    <Stack gap="3">
      {cases.length === 0 ? (
        <Text color="fg.muted">Cases not found</Text>
      ) : (
        <Table.Root size="sm" aria-label="Associated cases">
          <HeaderRow columns={['Case ID', 'Status']} />
          <Table.Body>
            {cases.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>
                  <ItemLink to={`/contract-page?${c.id}`}>{c.caseId || c.identifier}</ItemLink>
                  {/* A request for more money shares its case's id: said so, it does not read as the case again. */}
                  {c.parentContractId != null ? (
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      {CONTRACT_MESSAGES.additionalFundsRow}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={c.status} cancelledDay={formatDisplayDate(c.cancelledOn)} size="sm" />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {canLinkToCase(user.userType) ? (
        <AddToExistingCase
          onPick={(choice) => {
            if (link.isPending) return;
            link.mutate(
              { contractId: choice.id, userId: user.id, userType: user.userType },
              {
                onSuccess: () => notify(MESSAGES.dataChanged, 'success'),
                onError: fireAndForget(async (failure: unknown) => notify(await getErrorMessage(failure), 'error')),
              },
            );
          }}
        />
      ) : null}
    </Stack>
  );
}
