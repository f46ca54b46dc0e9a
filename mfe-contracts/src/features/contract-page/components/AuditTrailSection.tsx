import { Box, Button, DateText, ErrorState, LoadingState, Section, Stack, Text } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import type { AuditChange } from '@litfund/domain';
import { useContractAudit } from '../api/get-contract-audit.ts';

/** The time of day in the business time zone, beside the MM-DD-YYYY date. */
const timeOf = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
const shown = (value: string) => value || '(none)';

function Change({ change }: { change: AuditChange }) {
  return (
    <Box as="li">
      <Text as="span" fontWeight="semibold">
        {change.label}:{' '}
      </Text>
      <Text as="span">
        {shown(change.before)} → {shown(change.after)}
      </Text>
    </Box>
  );
}

/** Who changed what on the contract and when, newest first, ten at a time (Approved administrators). */
export function AuditTrailSection({ contractId }: { contractId: number }) {
  const trail = useContractAudit(contractId);
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  // A failed 'View more' fails the whole trail, as the first page's failure does: Try again reads it afresh.
  if (trail.isError && !trail.isFetching)
    body = <ErrorState heading="The audit trail could not be loaded" onRetry={() => void trail.refetch()} />;
  else if (!trail.data || (trail.isError && trail.isFetching)) body = <LoadingState label="Loading the audit trail" />;
  else if (entries.length === 0) body = <Text color="fg.muted">No changes recorded yet</Text>;
  else {
    body = (
      <Stack gap="3">
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Audit trail">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} borderWidth="1px" rounded="md" p="3">
              <Text fontSize="sm" color="fg.muted">
                <DateText>{`${formatDisplayDate(entry.at)} ${timeOf(entry.at)}`}</DateText>, {entry.actor.userName}
              </Text>
              <Text fontWeight="semibold">{entry.actionLabel}</Text>
              {entry.changes.length > 0 ? (
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
                  {entry.changes.map((change) => (
                    <Change key={change.label} change={change} />
                  ))}
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  No visible change
                </Text>
              )}
            </Box>
          ))}
        </Stack>
        {trail.hasNextPage ? (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            loading={trail.isFetchingNextPage}
            onClick={() => void trail.fetchNextPage()}
          >
            View more
          </Button>
        ) : null}
      </Stack>
    );
  }
  return <Section title="Audit Trail">{body}</Section>;
}
