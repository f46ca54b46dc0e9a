import type { ReactNode } from 'react';
import { Box, Button, Card, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';

export interface PageCardProps {
  title?: ReactNode;
  children?: ReactNode;
  /** Card width; defaults to a form-sized card. */
  maxW?: string;
}

/** A page's centred card with its title as the page heading (h1). */
export function PageCard({ title, children, maxW = 'lg' }: PageCardProps) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }} px={{ base: '3', md: '6' }}>
      <Card.Root variant="elevated">
        {title ? (
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
        ) : null}
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}

export interface EmptyStateProps {
  /** The main line (shown as a heading when a message is also given). */
  title?: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ title, message, children }: EmptyStateProps) {
  return (
    <Center py="10" flexDirection="column" gap="3" textAlign="center">
      {title && message ? (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      ) : null}
      <Text color="fg.muted" fontSize={message ? 'md' : 'lg'}>
        {message ?? title}
      </Text>
      {children}
    </Center>
  );
}

export interface ErrorStateProps {
  heading?: ReactNode;
  /** Same as heading. */
  title?: ReactNode;
  message?: ReactNode;
  /** Same as message. */
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra actions under the message. */
  children?: ReactNode;
}

export function ErrorState({
  heading,
  title,
  message,
  description,
  onRetry,
  retryLabel = 'Retry',
  children,
}: ErrorStateProps) {
  const shownHeading = heading ?? title ?? 'Something went wrong';
  const shownMessage = message ?? description;
  return (
    <Center py="10">
      <Stack align="center" gap="3" textAlign="center" role="alert">
        <Heading as="h2" size="lg">
          {shownHeading}
        </Heading>
        {shownMessage ? <Text color="fg.muted">{shownMessage}</Text> : null}
        {onRetry ? (
          <Button onClick={onRetry} colorPalette="blue">
            {retryLabel}
          </Button>
        ) : null}
        {children}
      </Stack>
    </Center>
  );
}

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="10" role="status" aria-label={label}>
      <Box aria-hidden="true">
        <Spinner size="lg" color="blue.600" />
      </Box>
    </Center>
  );
}
