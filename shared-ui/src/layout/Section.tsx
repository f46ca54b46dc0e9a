import { useId, type ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

/** A page section named by its h2 (a landmark region for screen readers). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
