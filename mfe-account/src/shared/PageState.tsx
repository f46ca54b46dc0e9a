import type { ReactNode } from 'react';
import { Center, Heading, Stack, Text } from 'shared-ui';

/**
 * A page that is only a state (signed out, not found): its title is the page's one h1, a muted sentence says what is
 * missing, and the next step (a link) follows. No Retry: nothing a reload would change.
 */
export function PageState({
  title,
  message,
  children,
}: {
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Center py="10" px="4">
      <Stack align="center" gap="3" textAlign="center" maxW="lg">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {message ? <Text color="fg.muted">{message}</Text> : null}
        {children}
      </Stack>
    </Center>
  );
}
