import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  EmptyState,
  ErrorState,
  LoadingState,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  useNotification,
} from 'shared-ui';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  MAIL_MESSAGES,
  MESSAGES,
  formatDisplayDate,
  type AdminMail,
  type MailStatus,
} from '@litfund/domain';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useMail } from '../api/get-mail.ts';
import { useRetryMail } from '../api/retry-mail.ts';
import { ScrollTable } from '../../../shared/tables/ScrollTable.tsx';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';

const STATUS_LABELS: Record<MailStatus, { label: string; palette: string }> = {
  pending: { label: 'Waiting', palette: 'orange' },
  sent: { label: 'Sent', palette: 'green' },
  failed: { label: 'Given up', palette: 'red' },
};

const timeOfDay = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
});

const MAIL_COLUMNS = [
  'To',
  'Subject',
  'Status',
  { label: 'Attempts', end: true },
  'Last error',
  'Queued',
  'Sent',
  { label: <VisuallyHidden>Actions</VisuallyHidden> },
];

/** MM-DD-YYYY hh:mm in the business time zone: a mail's time of day matters when it is late. */
const when = (value: string | null) =>
  value ? `${formatDisplayDate(value)} ${timeOfDay.format(new Date(value))}` : '';

function MailState({ mail }: { mail: AdminMail }) {
  const { label, palette } = STATUS_LABELS[mail.status];
  return (
    <Box>
      <Badge colorPalette={palette}>{label}</Badge>
      {mail.nextAttemptAt && mail.attempts > 0 ? (
        <Text textStyle="xs" color="fg.muted">
          next try {when(mail.nextAttemptAt)}
        </Text>
      ) : null}
    </Box>
  );
}

/** The date over the time, so two time columns fit beside the rest. */
function Stamp({ value }: { value: string | null }) {
  if (!value) return null;
  return (
    <Box whiteSpace="nowrap">
      <Text>{formatDisplayDate(value)}</Text>
      <Text textStyle="xs" color="fg.muted">
        {timeOfDay.format(new Date(value))}
      </Text>
    </Box>
  );
}

/** /mail-delivery: every mail the portal queued, newest first, with what became of it. */
export function MailDeliveryPage() {
  const notify = useNotification((s) => s.notify);
  const outbox = useMail();
  const error = useErrorMessage(outbox.error);
  const retry = useRetryMail();

  function sendAgain(message: AdminMail) {
    retry.mutate(message.id, { onSuccess: (answer) => notify(answer, 'success') });
  }

  let content;
  const items = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  // Every message Waiting with 0 attempts reads as stuck unless the screen says nothing is being sent at all.
  const undelivered = outbox.data?.pages[0]?.delivering === false;
  if (outbox.isPending) content = <LoadingState label="Loading mail" />;
  else if (outbox.isError) {
    content = <ErrorState heading={MESSAGES.noData} message={error} onRetry={() => void outbox.refetch()} />;
  } else if (items.length === 0) content = <EmptyState title="No mail yet" />;
  else {
    const action = (mail: AdminMail) =>
      mail.status === 'failed' ? (
        <Button
          size="xs"
          variant="outline"
          loading={retry.isPending && retry.variables === mail.id}
          onClick={() => sendAgain(mail)}
          aria-label={`Send again to ${mail.to}`}
        >
          Send again
        </Button>
      ) : null;
    content = (
      <Box>
        {/* Phones get one card per message; a table of eight columns would scroll sideways. */}
        <Stack as="ul" listStyleType="none" gap="3" hideFrom="md" aria-label="Mail messages">
          {items.map((mail) => (
            <Box as="li" key={mail.id} borderWidth="1px" rounded="md" p="3">
              <Stack gap="1">
                <Text fontWeight="medium" wordBreak="break-all">
                  {mail.to}
                </Text>
                <Text>{mail.subject}</Text>
                <MailState mail={mail} />
                <Text textStyle="xs" color="fg.muted">
                  Queued {when(mail.createdAt)}
                  {mail.sentAt ? `, sent ${when(mail.sentAt)}` : ''}
                  {mail.attempts ? `, ${mail.attempts} attempts` : ''}
                </Text>
                {mail.lastError ? <Text textStyle="xs">{mail.lastError}</Text> : null}
                <Box>{action(mail)}</Box>
              </Stack>
            </Box>
          ))}
        </Stack>
        <ScrollTable label="Mail" columns={MAIL_COLUMNS} hideBelow="md">
          {items.map((mail) => (
            <Table.Row key={mail.id}>
              <Table.Cell wordBreak="break-all" minW="40">
                {mail.to}
              </Table.Cell>
              <Table.Cell>{mail.subject}</Table.Cell>
              <Table.Cell>
                <MailState mail={mail} />
              </Table.Cell>
              <Table.Cell textAlign="end">{mail.attempts}</Table.Cell>
              <Table.Cell maxW="56" textStyle="xs">
                {mail.lastError ?? ''}
              </Table.Cell>
              <Table.Cell>
                <Stamp value={mail.createdAt} />
              </Table.Cell>
              <Table.Cell>
                <Stamp value={mail.sentAt} />
              </Table.Cell>
              <Table.Cell>{action(mail)}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
        {outbox.hasNextPage ? (
          <Center pt="4">
            <Button variant="outline" loading={outbox.isFetchingNextPage} onClick={() => void outbox.fetchNextPage()}>
              View more
            </Button>
          </Center>
        ) : null}
      </Box>
    );
  }

  return (
    <AdminPage
      title="Mail delivery"
      width="wide"
      description="Every mail the portal sends is queued with the change that causes it and tried until the mail server accepts it, with growing pauses between attempts for two days. A message given up can be sent again."
    >
      <Stack gap="4">
        {undelivered ? (
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{MAIL_MESSAGES.noMailServer}</Alert.Description>
          </Alert.Root>
        ) : null}
        {content}
      </Stack>
    </AdminPage>
  );
}
