import { useCallback, useState } from 'react';
import { ErrorState, LoadingState, PageCard, Stack, Text, useSearchParams } from 'shared-ui';
import { CHECK_IN_MESSAGES, formatDisplayDate } from '@litfund/domain';
import type { CheckInAnswerInput } from '@litfund/domain';
import { useAnswerCheckIn, useCheckInView } from '../api/check-in.ts';
import { CheckInForm } from '../components/CheckInForm.tsx';

const TITLE = 'Case check-in';

/** /check-in?token=..: the attorney tells LitFund how a funded case stands, from the mailed link, without signing in. */
export function CheckInPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const view = useCheckInView(token);
  const { mutateAsync: answer } = useAnswerCheckIn();
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = useCallback(
    async (body: CheckInAnswerInput) => {
      try {
        setDone((await answer({ token, answer: body })).message);
      } catch {
        // announced by the query client; the form stays for another try
      }
    },
    [answer, token],
  );

  if (!token)
    return (
      <PageCard title={TITLE}>
        <ErrorState title={CHECK_IN_MESSAGES.linkInvalid} />
      </PageCard>
    );
  if (done)
    return (
      <PageCard title={TITLE}>
        <Text role="status">{done}</Text>
      </PageCard>
    );
  if (view.isPending)
    return (
      <PageCard title={TITLE}>
        <LoadingState label="Loading the check-in" />
      </PageCard>
    );
  if (view.isError)
    return (
      <PageCard title={TITLE}>
        <ErrorState title={view.error.message} />
      </PageCard>
    );
  const c = view.data;
  return (
    <PageCard title={TITLE}>
      <Stack gap="5">
        <Stack gap="1" aria-label="The case">
          <Text>
            Contract <strong>{c.contractIdentifier}</strong>
            {c.caseId ? `, case ${c.caseId}` : ''}
          </Text>
          <Text>Plaintiff: {c.plaintiff}</Text>
          {c.sentOn ? (
            <Text color="fg.muted" fontSize="sm">
              Asked on {formatDisplayDate(`${c.sentOn}T12:00:00.000Z`)}
            </Text>
          ) : null}
        </Stack>
        <CheckInForm onSubmit={onSubmit} />
      </Stack>
    </PageCard>
  );
}
