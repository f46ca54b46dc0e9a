import type { ReactNode } from 'react';
import { Badge, HStack, Stack, Text } from 'shared-ui';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, formatDisplayDate, type LawFirmLinkState } from '@litfund/domain';

export interface LawFirmRowView {
  key: string | number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  present: boolean;
  /** Saved links only: a claim (pending) grants no access until confirmed. */
  state?: LawFirmLinkState;
}

export function periodText(row: Pick<LawFirmRowView, 'startDate' | 'endDate' | 'present'>): string {
  const start = formatDisplayDate(row.startDate) || 'unknown';
  return `${start} to ${row.present || !row.endDate ? 'present' : formatDisplayDate(row.endDate)}`;
}

/** The law-firm history rows with their actions (edit, remove). */
export function LawFirmRows({
  rows,
  actions,
}: {
  rows: LawFirmRowView[];
  actions?: (row: LawFirmRowView) => ReactNode;
}) {
  if (rows.length === 0) return <Text color="fg.muted">Firms not found</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" ms="0">
      {rows.map((row) => (
        <HStack
          as="li"
          key={row.key}
          aria-label={row.name}
          justify="space-between"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          wrap="wrap"
        >
          <HStack gap="2" wrap="wrap">
            <Text>
              <Text as="span" fontWeight="semibold">
                {row.name}
              </Text>{' '}
              {periodText(row)}
            </Text>
            {row.state === 'pending' && (
              <Badge colorPalette="orange" variant="subtle">
                {M.awaitingConfirmation}
              </Badge>
            )}
            {row.state === 'declined' && (
              <Badge colorPalette="red" variant="outline">
                {M.declined}
              </Badge>
            )}
          </HStack>
          {actions ? actions(row) : null}
        </HStack>
      ))}
    </Stack>
  );
}
