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
  Text,
} from 'shared-ui';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-ui/tables';
import {
  CONTRACT_MESSAGES,
  amountDueLabel,
  daysLeftLabel,
  dollarsLabel,
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

/**
 * The list's columns; on a phone each contract is a card (shared-ui/tables) led by its case id and status, with the
 * amount due and the paid off first among its facts.
 */
function columnsOf(showRisk: boolean): Array<ResponsiveColumn<ContractListItem>> {
  return [
    {
      header: 'Case ID',
      card: 'heading',
      cell: (row) => (
        <>
          <RouterLink to={`/contract-page?${row.id}`} onClick={toTop} color="blue.700" fontWeight="medium">
            <IdText>{row.caseId || row.identifier}</IdText>
          </RouterLink>
          {/* A request for more money on a case shares the case's id: said so, it does not read as a second case. */}
          {row.parentContractId !== null ? (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {CONTRACT_MESSAGES.additionalFundsRow}
            </Text>
          ) : null}
        </>
      ),
    },
    { header: 'Date Created', cell: (row) => <DateText>{formatDisplayDate(row.createDate)}</DateText> },
    {
      header: 'Status',
      card: 'aside',
      cell: (row) => <StatusBadge status={row.status} cancelledDay={formatDisplayDate(row.cancelledOn)} size="sm" />,
    },
    // What was asked: the only money a request under review has, and what an additional-funds row is about.
    { header: 'Requested', numeric: true, cell: (row) => <Money>{dollarsLabel(row.amountRequested)}</Money> },
    {
      header: 'Amount Due',
      numeric: true,
      card: 'key',
      cell: (row) => <Money>{amountDueLabel(row.totalDue)}</Money>,
    },
    ...(showRisk
      ? [
          {
            header: 'Risk Rate',
            numeric: true,
            cell: (row: ContractListItem) => <Money>{riskPercentLabel(row.currentContractRiskRatePercent)}</Money>,
          },
        ]
      : []),
    { header: 'Days Until Rate Increase', cell: (row) => daysLeftLabel(row.daysBeforePriceIncrease) || '—' },
    {
      header: 'Paid Off',
      numeric: true,
      card: 'key',
      // Nothing could be paid before the check went out: no value, not $0.00 (docs/ui-guide.md).
      cell: (row) => <Money>{paidOffLabel(row.paidOff, row.totalDue)}</Money>,
    },
    {
      header: 'Client',
      cell: (row) => (
        <RouterLink to={`/user-profile?${row.contractClientDTO.userId}`} onClick={toTop}>
          {`${row.contractClientDTO.user.firstName} ${row.contractClientDTO.user.lastName}`.trim()}
        </RouterLink>
      ),
    },
    {
      header: 'Attorney',
      cell: (row) => <PartyLink party={row.responsibleAttorney} none={CONTRACT_MESSAGES.noResponsibleAttorney} />,
    },
    {
      header: 'Law Firm',
      cell: (row) => <PartyLink party={row.responsibleLawFirm} none={CONTRACT_MESSAGES.noResponsibleLawFirm} />,
    },
  ];
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
      <ResponsiveTable label={label} rows={list.rows} rowKey={(row) => row.id} columns={columnsOf(showRisk)} />
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
