import { Fragment } from 'react';
import { Text, type TextProps } from '@chakra-ui/react';

type TextOnly = { children: string } & Omit<TextProps, 'children'>;

/**
 * A day as text ('06-12-2026'): never broken across lines (its hyphens are line-break opportunities, so a narrow cell
 * would otherwise show '06-12-' over '2026'), in tabular figures; '—' when there is none, as for Money.
 */
export function DateText({ children, ...props }: TextOnly) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...props}>
      {children || '—'}
    </Text>
  );
}

/** An identifier ('LF-2026-000008', a case id, a check number): one piece, never broken across lines. */
export function IdText({ children, ...props }: TextOnly) {
  return (
    <Text as="span" whiteSpace="nowrap" {...props}>
      {children || '—'}
    </Text>
  );
}

/**
 * An e-mail address that breaks where a reader expects it rather than inside a word ('manager@lexpartners.e' over
 * 'xample'): first after the '@', the domain kept whole on the next line; only a domain longer than the whole line
 * breaks again, before one of its dots.
 */
export function EmailText({ children, ...props }: TextOnly) {
  if (!children) return <Text as="span">—</Text>;
  const at = children.lastIndexOf('@');
  if (at < 0)
    return (
      <Text as="span" overflowWrap="anywhere" {...props}>
        {children}
      </Text>
    );
  const domainParts = children.slice(at + 1).split(/(?=\.)/);
  return (
    <Text as="span" overflowWrap="anywhere" {...props}>
      {children.slice(0, at + 1)}
      <wbr />
      {/* An inline block moves to the next line whole when it does not fit after the '@'. */}
      <Text as="span" display="inline-block" maxWidth="100%">
        {domainParts.map((part, i) => (
          <Fragment key={i}>
            {i > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </Text>
    </Text>
  );
}
