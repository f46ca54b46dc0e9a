import { Badge, Box, Card, DateText, ErrorState, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import type { WorkQueue } from '@litfund/domain';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';
import { useWorkQueue } from '../api/get-work-queue.ts';
import { useErrorMessage } from '../../../shared/use-error-message.ts';

function QueueSection({ section }: { section: WorkQueue['sections'][number] }) {
  return (
    <Stack as="section" gap="2" aria-label={section.title}>
      <HStack justify="space-between" gap="2">
        <Heading as="h3" size="sm">
          {section.title}
        </Heading>
        <Badge colorPalette={section.count > 0 ? 'orange' : 'gray'} aria-label={`${section.count} waiting`}>
          {section.count}
        </Badge>
      </HStack>
      {section.items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing waiting.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
          {section.items.map((item) => (
            <Box as="li" key={item.href} fontSize="sm">
              <ItemLink to={item.href}>{item.subject}</ItemLink>
              <Text color="fg.muted">
                {item.detail} · <DateText>{formatDisplayDate(item.on)}</DateText>
              </Text>
            </Box>
          ))}
          {section.count > section.items.length ? (
            <Box as="li" fontSize="sm" color="fg.muted">
              and {section.count - section.items.length} more
            </Box>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/** What waits for an administrator, each item linking to where it is handled; handled items are gone on return. */
export function WorkQueuePanel() {
  const queue = useWorkQueue();
  const errorMessage = useErrorMessage(queue.error);
  return (
    <Card.Root as="aside" variant="outline" aria-labelledby="work-queue-title">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="work-queue-title">
          Work queue
        </Heading>
        {queue.isPending ? (
          <LoadingState label="Loading the work queue" />
        ) : queue.isError ? (
          <ErrorState message={errorMessage} onRetry={() => void queue.refetch()} />
        ) : (
          queue.data.sections.map((section) => <QueueSection key={section.kind} section={section} />)
        )}
      </Card.Body>
    </Card.Root>
  );
}
