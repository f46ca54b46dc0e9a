import {
  Box,
  Button,
  DateText,
  ErrorState,
  IdText,
  LoadingState,
  EmptyState,
  Money,
  RouterLink,
  Stack,
  StatusBadge,
  Table,
  Text,
} from 'shared-ui';
import {
  CONTRACT_MESSAGES,
  amountDueLabel,
  daysLeftLabel,
  formatDisplayDate,
  paidOffLabel,
  riskPercentLabel,
} from '@litfund/domain';
import type { ContractListItem } from '@litfund/domain';
import type { ContractList } from '../api/list-contracts.ts';

/** Said instead of the no-data text when filters are set: the contracts exist, these filters just find none. */
export const NO_MATCHES = 'No contracts match these filters';

const toTop = () => window.scrollTo?.(0, 0);

function PartyLink({ party, none }: { party: ContractListItem['responsibleAttorney']; none: string }) {
  if (!party) return <Text color="fg.muted">{none}</Text>;
  return (
    <RouterLink to={`/user-profile?${party.userId}`} onClick={toTop}>
      {party.userName}
    </RouterLink>
  );
}

interface ContractTableProps {
  list: ContractList;
  label: string;
  /** All Contracts also shows the risk rate. */
  showRisk?: boolean;
  /** The text when there are no rows. */
  emptyText?: string;
  /** A fixed heading when page 1 fails (the server's message then reads under it); else the message is the heading. */
  errorHeading?: string;
}

/** The contract columns, 'View more' while the last page was full. */
export function ContractTable({
  list,
  label,
  showRisk = false,
  emptyText = CONTRACT_MESSAGES.contractsNotFound,
  errorHeading,
}: ContractTableProps) {
  if (list.status === 'idle' || list.status === 'loading') return <LoadingState label="Loading contracts" />;
  if (list.status === 'error') {
    const heading = errorHeading ?? (list.error || CONTRACT_MESSAGES.listLoadFailed);
    return <ErrorState heading={heading} message={errorHeading ? list.error : undefined} onRetry={list.reload} />;
  }
  if (list.rows.length === 0 && list.filtered)
    return (
      <EmptyState title={NO_MATCHES}>
        <Button size="sm" variant="outline" onClick={list.reset}>
          Clear filters
        </Button>
      </EmptyState>
    );
  if (list.rows.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="70vh">
        <Table.Root size="sm" striped stickyHeader aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Case ID</Table.ColumnHeader>
              <Table.ColumnHeader>Date Created</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount Due</Table.ColumnHeader>
              {showRisk ? <Table.ColumnHeader textAlign="end">Risk Rate</Table.ColumnHeader> : null}
              <Table.ColumnHeader>Days Until Rate Increase</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Paid Off</Table.ColumnHeader>
              <Table.ColumnHeader>Client</Table.ColumnHeader>
              <Table.ColumnHeader>Attorney</Table.ColumnHeader>
              <Table.ColumnHeader>Law Firm</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  <RouterLink to={`/contract-page?${row.id}`} onClick={toTop} color="blue.700" fontWeight="medium">
                    <IdText>{row.caseId || row.identifier}</IdText>
                  </RouterLink>
                  {/* A request for more money on a case shares the case's id: said so, it does not read as a second case. */}
                  {row.parentContractId !== null ? (
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      {CONTRACT_MESSAGES.additionalFundsRow}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <DateText>{formatDisplayDate(row.createDate)}</DateText>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} size="sm" />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Money>{amountDueLabel(row.totalDue)}</Money>
                </Table.Cell>
                {showRisk ? (
                  <Table.Cell textAlign="end">
                    <Money>{riskPercentLabel(row.currentContractRiskRatePercent)}</Money>
                  </Table.Cell>
                ) : null}
                <Table.Cell>{daysLeftLabel(row.daysBeforePriceIncrease) || '—'}</Table.Cell>
                <Table.Cell textAlign="end">
                  {/* Nothing could be paid before the check went out: no value, not $0.00 (docs/ui-guide.md). */}
                  <Money>{paidOffLabel(row.paidOff, row.totalDue)}</Money>
                </Table.Cell>
                <Table.Cell>
                  <RouterLink to={`/user-profile?${row.contractClientDTO.userId}`} onClick={toTop}>
                    {`${row.contractClientDTO.user.firstName} ${row.contractClientDTO.user.lastName}`.trim()}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell>
                  <PartyLink party={row.responsibleAttorney} none={CONTRACT_MESSAGES.noResponsibleAttorney} />
                </Table.Cell>
                <Table.Cell>
                  <PartyLink party={row.responsibleLawFirm} none={CONTRACT_MESSAGES.noResponsibleLawFirm} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {list.hasMore ? (
        <Stack align="center" pt="4" gap="2">
          {list.moreError ? (
            <Text role="alert" color="fg.error">
              {list.moreError}
            </Text>
          ) : null}
          <Button variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
            View more
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
