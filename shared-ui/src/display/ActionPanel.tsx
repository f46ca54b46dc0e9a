import { useId, type ReactNode } from 'react';
import { Alert, Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';

export interface ActionOutcome {
  status: 'success' | 'error';
  message: string;
}

export interface ActionPanelProps {
  title: string;
  /** One line on what the action does or when it may be used. */
  description?: ReactNode;
  /** The action may be taken once for the contract: marked, and replaced by `done` once taken. */
  onceOnly?: boolean;
  /** What was recorded, once a once-only action has been taken (its form is then not shown). */
  done?: ReactNode;
  /** The last attempt's outcome, shown here, where the action was taken. */
  outcome?: ActionOutcome | null;
  children?: ReactNode;
}

/**
 * One administrator action in its own headed box: what it does, whether it can be taken only once, the form, and
 * the result of the last attempt right under it, so a long edit page never answers at its top or bottom.
 */
export function ActionPanel({ title, description, onceOnly = false, done, outcome, children }: ActionPanelProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Stack gap="3">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm" id={headingId}>
              {title}
            </Heading>
            {onceOnly ? (
              <Badge colorPalette={done ? 'gray' : 'blue'} variant="outline" size="sm">
                {done ? 'Done, once only' : 'Once only'}
              </Badge>
            ) : null}
          </HStack>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Stack>
        {done ?? children}
        {outcome ? (
          <Alert.Root
            status={outcome.status}
            variant="subtle"
            size="sm"
            role={outcome.status === 'error' ? 'alert' : 'status'}
          >
            <Alert.Indicator />
            <Alert.Description>{outcome.message}</Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
