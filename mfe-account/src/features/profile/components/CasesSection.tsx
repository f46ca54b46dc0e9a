import { Box, EmptyState, Heading, Money, StatusBadge, Table } from 'shared-ui';
import { toCaseRows } from '../api/case-rows.ts';
import { TextLink } from '../../../shared/TextLink.tsx';

export const NO_CASES = 'Cases not found';

/** The profile's Cases table (shown to an Approved administrator or the profile owner). */
export function CasesSection({ contracts }: { contracts: readonly unknown[] }) {
  const rows = toCaseRows(contracts);
  return (
    <Box as="section" aria-labelledby="profile-cases">
      <Heading as="h2" size="md" id="profile-cases" mb="3">
        Cases
      </Heading>
      {rows.length === 0 ? (
        <EmptyState title={NO_CASES} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight="28rem">
          <Table.Root size="sm" stickyHeader interactive aria-labelledby="profile-cases">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Case ID</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Created date</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <TextLink to={`/contract-page?${row.id}`}>{row.caseId}</TextLink>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={row.statusKey} size="sm" />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Money>{row.amount}</Money>
                  </Table.Cell>
                  <Table.Cell>{row.createdDate}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
