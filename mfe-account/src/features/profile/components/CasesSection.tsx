import { useState } from 'react';
import { Box, Button, DateText, EmptyState, Heading, IdText, Money, StatusBadge, Table } from 'shared-ui';
import { toCaseRows } from '../api/case-rows.ts';
import { TextLink } from '../../../shared/TextLink.tsx';

export const NO_CASES = 'Cases not found';

/**
 * Rows shown before "Show all": the table has no scroll box of its own (a fixed height cut its last row in half at
 * every width), so a long list is shortened instead, and opened in place on request.
 */
export const CASES_SHOWN_FIRST = 10;

/** The profile's Cases table (shown to an Approved administrator or the profile owner). */
export function CasesSection({ contracts }: { contracts: readonly unknown[] }) {
  const rows = toCaseRows(contracts);
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, CASES_SHOWN_FIRST);
  return (
    <Box as="section" aria-labelledby="profile-cases">
      <Heading as="h2" size="md" id="profile-cases" mb="3">
        Cases
      </Heading>
      {rows.length === 0 ? (
        <EmptyState title={NO_CASES} />
      ) : (
        <>
          {/* Sideways scrolling only, on a phone; the rows themselves are never cut. */}
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" interactive aria-labelledby="profile-cases">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Case ID</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Created date</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>
                      <TextLink to={`/contract-page?${row.id}`}>
                        <IdText>{row.caseId}</IdText>
                      </TextLink>
                    </Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={row.statusKey} size="sm" />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Money>{row.amount}</Money>
                    </Table.Cell>
                    <Table.Cell>
                      <DateText>{row.createdDate}</DateText>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {rows.length > CASES_SHOWN_FIRST ? (
            <Button size="sm" variant="outline" mt="3" onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? 'Show fewer' : `Show all ${rows.length} cases`}
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
