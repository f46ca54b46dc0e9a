import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  HStack,
  Heading,
  Stack,
  StateSelect,
  Text,
  useNavigate,
  useNotification,
  useQuery,
  useStates,
} from 'shared-ui';
import { RANGE_MESSAGES, US_STATES, type WireRateRange } from '@litfund/domain';
import { useCreateInterestRate } from '../api/create-interest-rate.ts';
import { interestRatesQueryOptions } from '../api/get-interest-rates.ts';
import { INTEREST_MESSAGES } from '../api/messages.ts';
import { useAssignRange, useUpdateRange } from '../api/save-range.ts';
import type { InterestRateSet, SettlementKind } from '../api/schemas.ts';
import { serverMessage } from '../api/server-message.ts';
import { RowAction } from '../../../shared/tables/RowAction.tsx';
import { RangeForm } from './RangeForm.tsx';
import { RangeSection, SECTION_TITLES } from './RangeSection.tsx';
import { RangesTable, sortRows, type RangeRow } from './RangesTable.tsx';

/** A saved range, or one not saved yet (no id): kept locally for a new set, being assigned for a saved one. */
type Row = RangeRow<WireRateRange & { id?: number }> & { pending?: boolean };
type Rows = Record<SettlementKind, Row[]>;

const KINDS: SettlementKind[] = ['pre', 'post'];
const NO_ROWS: Rows = { pre: [], post: [] };
const ADDED_MESSAGES: Record<SettlementKind, string> = {
  pre: INTEREST_MESSAGES.preAdded,
  post: INTEREST_MESSAGES.postAdded,
};
const savedRanges = (set: InterestRateSet, kind: SettlementKind) =>
  kind === 'pre' ? set.preSettlements : set.postSettlements;
const describe = (kind: SettlementKind, range: WireRateRange) =>
  `${SECTION_TITLES[kind]} range days ${range.daysFrom}-${range.daysTo}`;

export const BACK_TO_INTEREST_RATES = { to: '/interest-rates-list', label: 'Back to Interest Rates' };

let nextLocalKey = 1;

/**
 * A state's interest-rate set, new or saved, as one form. A new set (docs/product.md): pick a state, add pre- and
 * post-settlement ranges locally (with Remove), Save sends the whole set and goes to the list. A saved set: each
 * added range is assigned at once and each saved range is edited inline; both show at once and are undone with the
 * server's message when it refuses them.
 */
export function InterestRateForm({ set }: { set?: InterestRateSet }) {
  const notify = useNotification((s) => s.notify);
  const navigate = useNavigate();
  const states = useStates((s) => s.states);
  const create = useCreateInterestRate();
  const assign = useAssignRange();
  const update = useUpdateRange();
  // A new set's state is refused here already when it has a set (the server answers 409 anyway); quietly, as the
  // page works without knowing.
  const existing = useQuery({ ...interestRatesQueryOptions('asc'), enabled: !set, meta: { errorNotice: false } });
  const [stateKey, setStateKey] = useState('');
  /** A new set's ranges, or a saved set's ranges being assigned. */
  const [local, setLocal] = useState<Rows>(NO_ROWS);
  /** A saved set's ranges whose edit the server has not answered yet, by kind and id. */
  const [edits, setEdits] = useState<Record<string, WireRateRange>>({});
  const [editing, setEditing] = useState<{ kind: SettlementKind; key: Row['key'] } | null>(null);
  /** A saved set's last refused range per schedule: said by the schedule's form, not in a banner far from it. */
  const [refusals, setRefusals] = useState<Record<SettlementKind, string | null>>({ pre: null, post: null });
  const refuse = (kind: SettlementKind, message: string | null) =>
    setRefusals((current) => ({ ...current, [kind]: message }));

  const takenKeys = useMemo(() => new Set(existing.data?.map((s) => s.state.key)), [existing.data]);
  const stateTaken = !set && stateKey !== '' && takenKeys.has(stateKey);
  const stateName = useMemo(
    () => [...states, ...US_STATES].find((s) => s.key === stateKey)?.name ?? stateKey,
    [states, stateKey],
  );

  const rows = (kind: SettlementKind): Row[] => {
    const saved = (set ? savedRanges(set, kind) : []).map((range): Row => {
      const edit = edits[`${kind}-${range.id}`];
      return edit ? { key: range.id, range: { ...edit, id: range.id }, pending: true } : { key: range.id, range };
    });
    return sortRows([...saved, ...local[kind]]);
  };

  const addLocal = (kind: SettlementKind, range: WireRateRange, pending: boolean) => {
    const key = `local-${nextLocalKey++}`;
    setLocal((current) => ({ ...current, [kind]: [...current[kind], { key, range, pending }] }));
    return key;
  };
  const removeLocal = (kind: SettlementKind, key: Row['key']) =>
    setLocal((current) => ({ ...current, [kind]: current[kind].filter((row) => row.key !== key) }));

  const add = async (kind: SettlementKind, range: WireRateRange): Promise<boolean> => {
    if (!set) {
      addLocal(kind, range, false);
      return true;
    }
    const key = addLocal(kind, range, true);
    refuse(kind, null);
    try {
      await assign.mutateAsync({ setId: set.id, kind, range });
      notify(ADDED_MESSAGES[kind], 'success');
      return true;
    } catch (error) {
      refuse(kind, await serverMessage(error));
      return false;
    } finally {
      removeLocal(kind, key);
    }
  };

  const saveEdit = async (kind: SettlementKind, id: number, values: WireRateRange): Promise<boolean> => {
    if (!set) return false;
    const editKey = `${kind}-${id}`;
    setEditing(null);
    setEdits((current) => ({ ...current, [editKey]: values }));
    refuse(kind, null);
    try {
      await update.mutateAsync({ setId: set.id, kind, range: { ...values, id } });
      notify(INTEREST_MESSAGES.edited, 'success');
    } catch (error) {
      refuse(kind, await serverMessage(error));
    } finally {
      setEdits(({ [editKey]: _done, ...others }) => others);
    }
    return true;
  };

  const hasRanges = local.pre.length + local.post.length > 0;
  const saveNewSet = async () => {
    if (!stateKey || stateTaken || !hasRanges) return;
    try {
      await create.mutateAsync({
        state: { key: stateKey, name: stateName },
        preSettlements: rows('pre').map((row) => row.range),
        postSettlements: rows('post').map((row) => row.range),
      });
      notify(INTEREST_MESSAGES.created, 'success');
      navigate('/interest-rates-list');
    } catch (error) {
      notify(await serverMessage(error), 'error');
    }
  };

  const actions = (kind: SettlementKind, row: Row) =>
    set ? (
      <RowAction
        name={`Edit ${describe(kind, row.range)}`}
        disabled={row.pending || row.range.id === undefined}
        onClick={() => setEditing({ kind, key: row.key })}
      >
        Edit
      </RowAction>
    ) : (
      <RowAction danger name={`Remove ${describe(kind, row.range)}`} onClick={() => removeLocal(kind, row.key)}>
        Remove
      </RowAction>
    );

  const editor = (kind: SettlementKind, row: Row) => {
    const { id } = row.range;
    if (editing?.kind !== kind || editing.key !== row.key || id === undefined) return null;
    return (
      <RangeForm
        label={`Edit ${describe(kind, row.range)}`}
        submitLabel="Save"
        defaultValues={{ daysFrom: row.range.daysFrom, daysTo: row.range.daysTo, rate: row.range.rate }}
        onSubmit={(values) => saveEdit(kind, id, values)}
        onCancel={() => setEditing(null)}
      />
    );
  };

  const sections = KINDS.map((kind) => (
    <RangeSection
      key={kind}
      kind={kind}
      refusal={refusals[kind]}
      table={
        <RangesTable
          caption={`${SECTION_TITLES[kind]} ranges`}
          rows={rows(kind)}
          renderActions={(row) => actions(kind, row)}
          renderEditor={(row) => editor(kind, row)}
        />
      }
      form={
        <RangeForm
          label={`Add ${SECTION_TITLES[kind]} range`}
          submitLabel="Add range"
          onSubmit={(values) => add(kind, values)}
        />
      }
    />
  ));
  if (set) {
    return (
      <Stack gap="6">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {set.state.name}
          </Heading>
          <Badge size="lg" aria-label={`State key ${set.state.key}`}>
            {set.state.key}
          </Badge>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          A range added here is saved at once; the server refuses overlapping or otherwise invalid ranges.
        </Text>
        {sections}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <StateSelect
        label="State"
        aria-required
        value={stateKey}
        onChange={(event) => setStateKey(event.target.value)}
        error={stateTaken ? INTEREST_MESSAGES.stateHasSet : undefined}
      />
      {stateKey ? sections : null}
      <HStack justify="end" gap="3" wrap="wrap">
        {stateKey && !stateTaken && !hasRanges ? (
          <Text id="new-set-needs-ranges" color="fg.muted" textStyle="sm">
            {RANGE_MESSAGES.noRanges}
          </Text>
        ) : null}
        <Button
          colorPalette="blue"
          onClick={() => void saveNewSet()}
          disabled={!stateKey || stateTaken || !hasRanges}
          aria-describedby={stateKey && !stateTaken && !hasRanges ? 'new-set-needs-ranges' : undefined}
          loading={create.isPending}
        >
          Save
        </Button>
      </HStack>
    </Stack>
  );
}
