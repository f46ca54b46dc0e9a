import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';

export interface KeyFigureProps {
  label: string;
  value: ReactNode;
  /** A line under the value (a date, a condition). */
  hint?: ReactNode;
  /** The figure the page is about (Total Due): larger. */
  emphasis?: boolean;
}

/** A labelled figure of a summary: muted label, the value in tabular figures, an optional hint. */
export function KeyFigure({ label, value, hint, emphasis = false }: KeyFigureProps) {
  return (
    <Stack gap="0.5" minWidth="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize={emphasis ? '2xl' : 'lg'}
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        lineHeight="short"
        overflowWrap="anywhere"
      >
        {value}
      </Text>
      {hint ? (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
