import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from 'shared-ui';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs (a description list). */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, lg: 3 }} gap="3">
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
            {fact.value === '' || fact.value === null || fact.value === undefined ? '—' : fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
