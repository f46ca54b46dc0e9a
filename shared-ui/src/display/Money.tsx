import { Text, type TextProps } from '@chakra-ui/react';

/**
 * An amount as text with tabular figures, so columns of amounts line up digit under digit; `align="end"` in tables.
 * Takes the text already formatted by the domain's helpers (formatUsd, amountDueLabel): one rule for how money reads.
 */
export function Money({ children, ...props }: { children: string } & Omit<TextProps, 'children'>) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...props}>
      {children || '—'}
    </Text>
  );
}
