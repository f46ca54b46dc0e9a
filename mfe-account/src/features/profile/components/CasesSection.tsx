import { useState } from 'react';
import { Box, Button, DateText, EmptyState, Heading, IdText, Money, StatusBadge, Text } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-ui/tables';
import { toCaseRows, type CaseRow } from '../api/case-rows.ts';
import { TextLink } from '../../../shared/TextLink.tsx';

export const NO_CASES = 'Cases not found';

/**
 * Rows shown before "Show all": the table has no scroll box of its own (a fixed height cut its last row in half at
 * every width), so a long list is shortened instead, and opened in place on request.
 */
export const CASES_SHOWN_FIRST = 10;

const CASE_COLUMNS: ReadonlyArray<ResponsiveColumn<CaseRow>> = [
  {
    header: 'Case ID',
    card: 'heading',
    cell: (row) => (
      <>
        <TextLink to={`/contract-page?${row.id}`}>
          <IdText>{row.caseId}</IdText>
        </TextLink>
        {/* A request for more money shares its case's id: said so, it does not read as the case again. */}
        {row.additionalFunds ? (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {CONTRACT_MESSAGES.additionalFundsRow}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    header: 'Status',
    card: 'aside',
    cell: (row) => <StatusBadge status={row.statusKey} cancelledDay={row.cancelledDay} size="sm" />,
  },
  { header: 'Requested', numeric: true, card: 'key', cell: (row) => <Money>{row.amount}</Money> },
  { header: 'Created date', cell: (row) => <DateText>{row.createdDate}</DateText> },
];

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
          {/* A card per case on a phone: the amount is never cut off at the right edge. */}
          <ResponsiveTable label="Cases" rows={shown} rowKey={(row) => row.id} columns={CASE_COLUMNS} fitRows />
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
