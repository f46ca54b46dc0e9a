import type { ReactNode } from 'react';
import { Box, EmailText, SimpleGrid, Text } from 'shared-ui';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Free text that is an e-mail address (a case manager's, say) breaks at its '@' and dots, not inside a word. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function shown(value: ReactNode): ReactNode {
  if (value === '' || value === null || value === undefined) return '—';
  if (typeof value === 'string' && EMAIL.test(value)) return <EmailText>{value}</EmailText>;
  return value;
}

/** Read-only label/value pairs (a description list). */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, lg: 3 }} gap="3">
      {facts.map((fact) => (
        <Box key={fact.label} minWidth="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {fact.label}
          </Text>
          {/* A long word of free text may still be cut rather than overflow; dates and ids are kept whole by theirs. */}
          <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
            {shown(fact.value)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
