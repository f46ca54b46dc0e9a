import type { ReactNode } from 'react';
import { Alert, Box, Heading, Stack, Text } from 'shared-ui';
import type { SettlementKind } from '../api/schemas.ts';

export const SECTION_TITLES: Record<SettlementKind, string> = { pre: 'Pre-Settlement', post: 'Post-Settlement' };

interface RangeSectionProps {
  kind: SettlementKind;
  table: ReactNode;
  form: ReactNode;
  /** Why the server refused the last range added or changed here, shown under the form that sent it. */
  refusal?: string | null;
}

/** One schedule of a set: its heading, its ranges and the add-range form. */
export function RangeSection({ kind, table, form, refusal }: RangeSectionProps) {
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
        {refusal ? (
          <Alert.Root status="error" variant="subtle" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
