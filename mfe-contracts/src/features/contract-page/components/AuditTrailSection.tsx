import { useCallback, useEffect, useState } from 'react';
import { Box, Button, ErrorState, LoadingState, Section, Stack, Text } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import type { AuditChange, ContractAuditEntry } from '@litfund/domain';
import { getContractAudit } from '../../../shared/api/contracts.ts';

const PAGE_SIZE = 10;

/** The time of day in the business time zone, beside the MM-DD-YYYY date. */
const timeOf = (at: string) => new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' });
const shown = (value: string) => value || '(none)';

function Change({ change }: { change: AuditChange }) {
  return (
    <Box as="li">
      <Text as="span" fontWeight="semibold">{change.label}: </Text>
      <Text as="span">{shown(change.before)} → {shown(change.after)}</Text>
    </Box>
  );
}

type Trail = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; entries: ContractAuditEntry[]; total: number; page: number };

/** Who changed what on the contract and when, newest first, ten at a time (Approved administrators). */
export function AuditTrailSection({ contractId, version }: { contractId: number; version: unknown }) {
  const [trail, setTrail] = useState<Trail>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState(false);

  // The first page again whenever the contract changes (an action on the page adds a row).
  useEffect(() => {
    const controller = new AbortController();
    getContractAudit(contractId, 1, PAGE_SIZE, controller.signal).then(
      (page) => setTrail(Array.isArray(page.entries) ? { state: 'loaded', entries: page.entries, total: page.total, page: 1 } : { state: 'error' }),
      () => {
        if (!controller.signal.aborted) setTrail({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [contractId, version, attempt]);

  const viewMore = useCallback(async () => {
    if (trail.state !== 'loaded') return;
    setMore(true);
    try {
      const next = await getContractAudit(contractId, trail.page + 1, PAGE_SIZE);
      setTrail({ state: 'loaded', entries: [...trail.entries, ...next.entries], total: next.total, page: trail.page + 1 });
    } catch {
      setTrail({ state: 'error' });
    } finally {
      setMore(false);
    }
  }, [contractId, trail]);

  let body;
  if (trail.state === 'loading') body = <LoadingState label="Loading the audit trail" />;
  else if (trail.state === 'error') body = <ErrorState heading="The audit trail could not be loaded" onRetry={() => setAttempt((n) => n + 1)} />;
  else if (trail.entries.length === 0) body = <Text color="fg.muted">No changes recorded yet</Text>;
  else {
    body = (
      <Stack gap="3">
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Audit trail">
          {trail.entries.map((entry) => (
            <Box as="li" key={entry.id} borderWidth="1px" rounded="md" p="3">
              <Text fontSize="sm" color="fg.muted">{formatDisplayDate(entry.at)} {timeOf(entry.at)}, {entry.actor.userName}</Text>
              <Text fontWeight="semibold">{entry.actionLabel}</Text>
              {entry.changes.length > 0 ? (
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
                  {entry.changes.map((change) => <Change key={change.label} change={change} />)}
                </Stack>
              ) : <Text fontSize="sm" color="fg.muted">No visible change</Text>}
            </Box>
          ))}
        </Stack>
        {trail.entries.length < trail.total ? (
          <Button size="sm" variant="outline" alignSelf="flex-start" loading={more} onClick={() => void viewMore()}>View more</Button>
        ) : null}
      </Stack>
    );
  }
  return <Section title="Audit Trail">{body}</Section>;
}
