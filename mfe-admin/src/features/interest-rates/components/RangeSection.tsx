import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from 'shared-ui';
import type { SettlementKind } from '../api/schemas.ts';

export const SECTION_TITLES: Record<SettlementKind, string> = { pre: 'Pre-Settlement', post: 'Post-Settlement' };

interface RangeSectionProps {
  kind: SettlementKind;
  table: ReactNode;
  form: ReactNode;
}

/** One schedule of a set: its heading, its ranges and the add-range form. */
export function RangeSection({ kind, table, form }: RangeSectionProps) {
  const id = `interest-${kind}-heading`;
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="4">
        <Heading as="h2" size="md" id={id}>
          {SECTION_TITLES[kind]}
        </Heading>
        {kind === 'post' ? (
          <Text textStyle="sm" color="fg.muted">
            Post-settlement rates apply up to day 60 after funding; from day 61 the pre-settlement rates apply.
          </Text>
        ) : null}
        {table}
        {form}
      </Stack>
    </Box>
  );
}
