import { Box, Heading, Stack, Text } from 'shared-ui';
import type { AgreementContent } from '@litfund/domain';

/**
 * The whole agreement as text, in the order its PDF lays it out: a phone shows all of it, wrapped to the screen,
 * where a PDF viewer would show a page at a time or nothing. The PDF is a download beside it.
 */
export function AgreementText({ content }: { content: AgreementContent }) {
  return (
    <Stack
      as="article"
      aria-label="Funding agreement"
      gap="4"
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '5' }}
    >
      <Stack gap="1">
        <Heading as="h2" size="md">
          {content.kind} {content.reference}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {content.generatedLabel}
        </Text>
        {content.headline ? <Text fontWeight="semibold">{content.headline}</Text> : null}
      </Stack>
      {content.prominent ? (
        <Stack gap="1" borderWidth="2px" borderColor="fg" p="3">
          {content.prominent.lines.map((line) => (
            <Text key={line} fontWeight="bold">
              {line}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="3" rowGap="1">
        {content.facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted" textStyle="sm">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Box>
      {content.notes.map((note) => (
        <Stack key={note.heading} gap="1">
          <Heading as="h3" size="sm">
            {note.heading}
          </Heading>
          {note.lines.map((line, i) => (
            <Text key={i}>{line}</Text>
          ))}
        </Stack>
      ))}
      {content.tables.map((table) => (
        <Stack key={table.heading} gap="1">
          <Heading as="h3" size="sm">
            {table.heading}
          </Heading>
          {/* A row per line, its cells separated: a phone keeps every figure in view without scrolling sideways. */}
          <Stack as="ul" gap="1" listStyleType="none" ms="0">
            {table.rows.map((row, i) => (
              <Text as="li" key={i} textStyle="sm">
                {row.map((cell, c) => `${table.columns[c]?.header ?? ''}: ${cell}`).join(' · ')}
              </Text>
            ))}
            {table.total ? (
              <Text as="li" textStyle="sm" fontWeight="bold">
                {table.total.filter(Boolean).join(': ')}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
