import { useCallback, useEffect, useState } from 'react';
import {
  Badge, Button, ErrorState, HStack, Heading, LoadingState, PageCard, RouterLink, Stack, Text, useLocation, useNotification,
} from 'shared-ui';
import { MESSAGES, type WireRateRange } from '@litfund/domain';
import {
  assignRange, getInterestRateSet, serverMessage, updateRange, type InterestRange, type InterestRateSet, type SettlementKind,
} from '../api/interest-rates.ts';
import { INTEREST_MESSAGES } from '../api/messages.ts';
import { parseRouteId } from '@litfund/domain';
import { useQuery } from '../api/use-query.ts';
import { RangeForm } from '../components/RangeForm.tsx';
import { RangeSection, SECTION_TITLES } from '../components/RangeSection.tsx';
import { RangesTable, sortRows, type RangeRow } from '../components/RangesTable.tsx';

/** A saved range, or one being assigned (no id yet). */
type Row = RangeRow<WireRateRange & { id?: number }> & { pending?: boolean };
type Rows = Record<SettlementKind, Row[]>;

const ADDED_MESSAGES: Record<SettlementKind, string> = { pre: INTEREST_MESSAGES.preAdded, post: INTEREST_MESSAGES.postAdded };

const toRows = (ranges: readonly InterestRange[]): Row[] => sortRows(ranges.map((range) => ({ key: range.id, range })));

let nextPendingKey = 1;

interface RangesEditorProps {
  set: InterestRateSet;
}

/** The loaded set: each added range is assigned at once, each saved range is edited inline. */
function RangesEditor({ set }: RangesEditorProps) {
  const notify = useNotification((s) => s.notify);
  const [rows, setRows] = useState<Rows>(() => ({ pre: toRows(set.preSettlements), post: toRows(set.postSettlements) }));
  const [editing, setEditing] = useState<{ kind: SettlementKind; key: Row['key'] } | null>(null);

  useEffect(() => {
    setRows({ pre: toRows(set.preSettlements), post: toRows(set.postSettlements) });
  }, [set]);

  const replace = useCallback((kind: SettlementKind, key: Row['key'], next: Row | null) => {
    setRows((current) => {
      const others = current[kind].filter((row) => row.key !== key);
      return { ...current, [kind]: sortRows(next ? [...others, next] : others) };
    });
  }, []);

  const add = async (kind: SettlementKind, range: WireRateRange): Promise<boolean> => {
    const key = `pending-${nextPendingKey++}`;
    setRows((current) => ({ ...current, [kind]: sortRows([...current[kind], { key, range, pending: true }]) }));
    try {
      const created = await assignRange(set.id, kind, range);
      replace(kind, key, { key: created.id, range: created });
      notify(ADDED_MESSAGES[kind], 'success');
      return true;
    } catch (error) {
      replace(kind, key, null);
      notify(await serverMessage(error), 'error');
      return false;
    }
  };

  const save = async (kind: SettlementKind, row: Row, values: WireRateRange): Promise<boolean> => {
    const id = row.range.id;
    if (id === undefined) return false;
    const old = row.range;
    setEditing(null);
    replace(kind, row.key, { key: row.key, range: { ...values, id }, pending: true });
    try {
      const updated = await updateRange(kind, { ...values, id });
      replace(kind, row.key, { key: row.key, range: updated });
      notify(INTEREST_MESSAGES.edited, 'success');
    } catch (error) {
      replace(kind, row.key, { key: row.key, range: old });
      notify(await serverMessage(error), 'error');
    }
    return true;
  };

  const describe = (kind: SettlementKind, range: WireRateRange) =>
    `${SECTION_TITLES[kind]} range days ${range.daysFrom}-${range.daysTo}`;

  const section = (kind: SettlementKind) => (
    <RangeSection
      kind={kind}
      table={
        <RangesTable
          caption={`${SECTION_TITLES[kind]} ranges`}
          rows={rows[kind]}
          renderEditor={(row) =>
            editing?.kind === kind && editing.key === row.key ? (
              <RangeForm
                label={`Edit ${describe(kind, row.range)}`}
                submitLabel="Save"
                defaultValues={{ daysFrom: row.range.daysFrom, daysTo: row.range.daysTo, rate: row.range.rate }}
                onSubmit={(values) => save(kind, row, values)}
                onCancel={() => setEditing(null)}
              />
            ) : null
          }
          renderActions={(row) => (
            <Button
              size="xs" variant="outline" disabled={row.pending || row.range.id === undefined}
              aria-label={`Edit ${describe(kind, row.range)}`}
              onClick={() => setEditing({ kind, key: row.key })}
            >
              Edit
            </Button>
          )}
        />
      }
      form={<RangeForm label={`Add ${SECTION_TITLES[kind]} range`} submitLabel="Add range" onSubmit={(values) => add(kind, values)} />}
    />
  );

  return (
    <Stack gap="6">
      {section('pre')}
      {section('post')}
    </Stack>
  );
}

/** /update-interest-rate?{id} (also ?id=): the state's name and key, and its pre- and post-settlement ranges. */
export function UpdateInterestRatePage() {
  const { search } = useLocation();
  const id = parseRouteId(search);
  const { query, reload } = useQuery(id, (signal) => getInterestRateSet(id ?? 0, signal), 'Interest rate set');

  let content;
  if (id === null) content = <ErrorState title={MESSAGES.noData} description="No interest rate set was named in the address." />;
  else if (query.status === 'loading') content = <LoadingState label="Loading the interest rate" />;
  else if (query.status === 'error') content = <ErrorState title={MESSAGES.noData} description={query.message} onRetry={reload} />;
  else {
    const { state } = query.data;
    content = (
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {state.name}
          </Heading>
          <Badge size="lg" aria-label={`State key ${state.key}`}>
            {state.key}
          </Badge>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          A range added here is saved at once; the server refuses overlapping or otherwise invalid ranges.
        </Text>
        <RangesEditor set={query.data} />
      </Stack>
    );
  }

  return (
    <PageCard title="Update Interest Rate" maxW="3xl">
      <Stack gap="6">
        {content}
        <RouterLink to="/interest-rates-list">Back to Interest Rates</RouterLink>
      </Stack>
    </PageCard>
  );
}
