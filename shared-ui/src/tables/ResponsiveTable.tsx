import { Fragment, useSyncExternalStore, type Key, type ReactNode } from 'react';
import { Box, Grid, HStack, Stack, Table, Text } from 'shared-ui';

/** Below Chakra's `md` (48em, 768 px): a phone, where a row of ten columns cannot be read without scrolling sideways. */
export const PHONE_QUERY = '(max-width: 47.99em)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the window is phone-wide now, followed as it changes. Read before the first paint (not measured after it),
 * so a phone gets its layout at once and nothing moves when it would have been measured (CLS).
 */
export const usePhoneWidth = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);

export interface ResponsiveColumn<Row> {
  /** The column's header; on a phone, the label over the value in the row's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned in the table, so amounts line up (docs/ui-guide.md, "Money"). */
  numeric?: boolean;
  /**
   * Its place in a phone's card: `heading` leads it (the link to the item), `aside` sits beside the heading (a status
   * badge), `key` comes first among the facts and stands out (the money that matters), the rest are plain facts.
   */
  card?: 'heading' | 'aside' | 'key';
}

export interface ResponsiveTableProps<Row> {
  /** The table's (and the card list's) accessible name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: ReadonlyArray<ResponsiveColumn<Row>>;
  /**
   * A short list (a profile's first cases, a contract's requests): the table grows with its rows, with no scroll box
   * of its own that would cut its last row; long lists keep the box, so their sticky header stays in view.
   */
  fitRows?: boolean;
}

function WideTable<Row>({ label, rows, rowKey, columns, fitRows = false }: ResponsiveTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH={fitRows ? undefined : '70vh'}>
      <Table.Root size="sm" striped stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              // A long header ('Days Until Rate Increase') wraps rather than pushing the last columns out of view.
              <Table.ColumnHeader
                key={column.header}
                textAlign={column.numeric ? 'end' : undefined}
                whiteSpace="normal"
                verticalAlign="bottom"
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One row as a card: its heading and badge, then its facts labelled two to a line, the key figures first. */
function RowCard<Row>({ row, columns }: { row: Row; columns: ReadonlyArray<ResponsiveColumn<Row>> }) {
  const heading = columns.filter((c) => c.card === 'heading');
  const aside = columns.filter((c) => c.card === 'aside');
  const facts = [...columns.filter((c) => c.card === 'key'), ...columns.filter((c) => c.card === undefined)];
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            {heading.map((c) => (
              <Fragment key={c.header}>{c.cell(row)}</Fragment>
            ))}
          </Box>
          {aside.length > 0 ? (
            <Box flexShrink={0}>
              {aside.map((c) => (
                <Fragment key={c.header}>{c.cell(row)}</Fragment>
              ))}
            </Box>
          ) : null}
        </HStack>
        <Grid as="dl" templateColumns="repeat(2, minmax(0, 1fr))" columnGap="4" rowGap="2" m="0">
          {facts.map((column) => (
            <Box key={column.header} minW="0">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {column.header}
              </Text>
              <Box
                as="dd"
                m="0"
                fontSize={column.card === 'key' ? 'lg' : 'md'}
                fontWeight={column.card === 'key' ? 'semibold' : undefined}
                overflowWrap="anywhere"
              >
                {column.cell(row)}
              </Box>
            </Box>
          ))}
        </Grid>
      </Stack>
    </Box>
  );
}

/**
 * A table on wide screens (sticky header, striped, figures right-aligned); on a phone a card per row, so every value,
 * the money first, is read without scrolling sideways (docs/ui-guide.md, "Tables and lists").
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const phone = usePhoneWidth();
  if (!phone) return <WideTable {...props} />;
  return (
    // role="list": Safari drops a list's semantics once its bullets are off.
    <Stack as="ul" role="list" aria-label={props.label} listStyleType="none" gap="3" m="0" p="0">
      {props.rows.map((row) => (
        <RowCard key={props.rowKey(row)} row={row} columns={props.columns} />
      ))}
    </Stack>
  );
}
