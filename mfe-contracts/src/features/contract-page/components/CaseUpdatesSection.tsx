import { useState } from 'react';
import {
  Box,
  Button,
  DateText,
  ErrorState,
  Field,
  HStack,
  Input,
  LoadingState,
  Money,
  Section,
  Stack,
  Text,
  useNotification,
} from 'shared-ui';
import {
  CHECK_IN_ANSWER_LABELS,
  CHECK_IN_MESSAGES,
  MAX_CHECK_IN_EVERY_DAYS,
  dollarsLabel,
  formatDisplayDate,
} from '@litfund/domain';
import type { CheckInItem, CheckInTimeline } from '@litfund/domain';
import { useCheckIns, useRequestCheckIn, useSetCheckInSchedule } from '../api/check-ins.ts';

const shown = (day: string) => formatDisplayDate(`${day}T12:00:00.000Z`);

/** What the attorney answered, in a line or two. */
function Answer({ answer }: { answer: NonNullable<CheckInItem['answer']> }) {
  switch (answer.kind) {
    case 'Pending':
      return (
        <Text>
          Settlement expected by <DateText>{shown(answer.expectedSettlementDate)}</DateText>
        </Text>
      );
    case 'Settled':
      return (
        <Text>
          Settlement of <Money>{dollarsLabel(answer.amount)}</Money>, payment expected{' '}
          <DateText>{shown(answer.expectedPaymentDate)}</DateText>. Payoff requested:{' '}
          {answer.payoffRequested ? 'yes' : 'no'}
        </Text>
      );
    case 'Lost':
      return answer.note ? <Text whiteSpace="pre-wrap">{answer.note}</Text> : null;
    case 'NoLongerRepresenting':
      return (
        <Text>
          New counsel: {answer.newCounselName} ({answer.newCounselEmail})
        </Text>
      );
    case 'Other':
      return <Text whiteSpace="pre-wrap">{answer.text}</Text>;
  }
}

function headline(item: CheckInItem): string {
  if (item.answer) return CHECK_IN_ANSWER_LABELS[item.answer.kind];
  // Replaced by a newer one, or retired when the contract closed or its counsel changed.
  if (item.state === 'replaced') return 'Withdrawn without an answer';
  if (item.state === 'due') return 'Waiting to be sent';
  return item.remindedOn ? 'Not answered yet (reminded)' : 'Not answered yet';
}

function Entry({ item }: { item: CheckInItem }) {
  const asked = item.sentOn ? `Asked ${shown(item.sentOn)}` : `Due ${shown(item.dueOn)}`;
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        <DateText>{asked}</DateText>
        {item.sentTo ? `, ${item.sentTo}` : ''}
        {item.requestedBy ? ` (requested by ${item.requestedBy})` : ''}
        {item.answeredOn ? (
          <>
            {', answered '}
            <DateText>{shown(item.answeredOn)}</DateText>
          </>
        ) : null}
      </Text>
      <Text fontWeight="semibold">{headline(item)}</Text>
      {item.answer ? <Answer answer={item.answer} /> : null}
    </Box>
  );
}

/** The administrator's controls: the contract's period and "Request a check-in now". */
function Schedule({ contractId, timeline }: { contractId: number; timeline: CheckInTimeline }) {
  const notify = useNotification((s) => s.notify);
  const request = useRequestCheckIn(contractId);
  const schedule = useSetCheckInSchedule(contractId);
  const [days, setDays] = useState(String(timeline.everyDays ?? timeline.defaultEveryDays));
  const parsed = /^\d{1,3}$/.test(days.trim()) ? Number(days) : NaN;
  const valid = parsed >= 1 && parsed <= MAX_CHECK_IN_EVERY_DAYS;
  return (
    <Stack gap="3">
      <HStack gap="3" alignItems="flex-end" flexWrap="wrap">
        <Field.Root invalid={!valid} w="auto">
          <Field.Label>Check in every (days)</Field.Label>
          <Input w="24" inputMode="numeric" value={days} onChange={(e) => setDays(e.currentTarget.value)} />
          {!valid ? <Field.ErrorText>{CHECK_IN_MESSAGES.everyDaysRange}</Field.ErrorText> : null}
        </Field.Root>
        <Button
          variant="outline"
          disabled={!valid}
          loading={schedule.isPending}
          onClick={() =>
            schedule.mutate(parsed === timeline.defaultEveryDays ? null : parsed, {
              onSuccess: () => notify('Check-in period saved', 'success'),
            })
          }
        >
          Save period
        </Button>
        <Button
          colorPalette="blue"
          loading={request.isPending}
          onClick={() => request.mutate(undefined, { onSuccess: () => notify(CHECK_IN_MESSAGES.requested, 'success') })}
        >
          Request a check-in now
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {timeline.nextDueOn ? (
          <>
            Next check-in due <DateText>{shown(timeline.nextDueOn)}</DateText>
          </>
        ) : (
          'A check-in is open'
        )}
        {timeline.everyDays === null ? ` (every ${timeline.defaultEveryDays} days, the default)` : ''}
      </Text>
    </Stack>
  );
}

/** The case-update timeline: what the attorney answered at each check-in, newest first. */
export function CaseUpdatesSection({ contractId, admin }: { contractId: number; admin: boolean }) {
  const timeline = useCheckIns(contractId);
  let body;
  if (timeline.isError)
    body = <ErrorState heading="The case updates could not be loaded" onRetry={() => void timeline.refetch()} />;
  else if (!timeline.data) body = <LoadingState label="Loading the case updates" />;
  else
    body = (
      <Stack gap="4">
        {admin && timeline.data.asking ? <Schedule contractId={contractId} timeline={timeline.data} /> : null}
        {admin && !timeline.data.asking ? (
          <Text fontSize="sm" color="fg.muted">
            {CHECK_IN_MESSAGES.notOpenFunded}
          </Text>
        ) : null}
        {timeline.data.items.length === 0 ? (
          <Text color="fg.muted">No check-ins yet</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Case updates">
            {timeline.data.items.map((item) => (
              <Entry key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  return <Section title="Case Updates">{body}</Section>;
}
