import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Button, HStack, PageCard, RouterLink, Stack, StateSelect, useNavigate, useNotification, useStates,
} from 'shared-ui';
import { US_STATES, type WireRateRange } from '@litfund/domain';
import {
  createInterestRateSet, getInterestRateSets, serverMessage, type SettlementKind,
} from '../api/interest-rates.ts';
import { INTEREST_MESSAGES } from '../api/messages.ts';
import { RangeForm } from '../components/RangeForm.tsx';
import { RangeSection, SECTION_TITLES } from '../components/RangeSection.tsx';
import { RangesTable, sortRows, type RangeRow } from '../components/RangesTable.tsx';

type LocalRanges = Record<SettlementKind, RangeRow[]>;

let nextLocalKey = 1;

/**
 * /create-new-interest-rate (docs/product.md): pick a state, add pre- and post-settlement ranges locally, Save
 * sends the whole set and goes to the list.
 */
export function CreateInterestRatePage() {
  const navigate = useNavigate();
  const notify = useNotification((s) => s.notify);
  const states = useStates((s) => s.states);
  const [stateKey, setStateKey] = useState('');
  const [ranges, setRanges] = useState<LocalRanges>({ pre: [], post: [] });
  const [saving, setSaving] = useState(false);
  const [takenKeys, setTakenKeys] = useState<ReadonlySet<string>>(new Set());

  // States that already have a set are refused here already (the server answers 409 anyway).
  useEffect(() => {
    const controller = new AbortController();
    getInterestRateSets(controller.signal).then(
      (sets) => setTakenKeys(new Set(sets.map((set) => set.state.key))),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Interest rate sets read failed', error);
      },
    );
    return () => controller.abort();
  }, []);

  const stateTaken = stateKey !== '' && takenKeys.has(stateKey);
  const stateName = useMemo(
    () => [...states, ...US_STATES].find((s) => s.key === stateKey)?.name ?? stateKey,
    [states, stateKey],
  );

  const add = useCallback((kind: SettlementKind, range: WireRateRange) => {
    setRanges((current) => ({
      ...current,
      [kind]: sortRows([...current[kind], { key: nextLocalKey++, range }]),
    }));
    return true;
  }, []);

  const remove = useCallback((kind: SettlementKind, key: RangeRow['key']) => {
    setRanges((current) => ({ ...current, [kind]: current[kind].filter((row) => row.key !== key) }));
  }, []);

  const save = async () => {
    if (!stateKey || stateTaken) return;
    setSaving(true);
    try {
      await createInterestRateSet({
        state: { key: stateKey, name: stateName },
        preSettlements: ranges.pre.map((row) => row.range),
        postSettlements: ranges.post.map((row) => row.range),
      });
      notify(INTEREST_MESSAGES.created, 'success');
      navigate('/interest-rates-list');
    } catch (error) {
      notify(await serverMessage(error), 'error');
      setSaving(false);
    }
  };

  const section = (kind: SettlementKind) => (
    <RangeSection
      kind={kind}
      table={
        <RangesTable
          caption={`${SECTION_TITLES[kind]} ranges`}
          rows={ranges[kind]}
          renderActions={(row) => (
            <Button
              size="xs" variant="outline" colorPalette="red"
              aria-label={`Remove ${SECTION_TITLES[kind]} range days ${row.range.daysFrom}-${row.range.daysTo}`}
              onClick={() => remove(kind, row.key)}
            >
              Remove
            </Button>
          )}
        />
      }
      form={<RangeForm label={`Add ${SECTION_TITLES[kind]} range`} submitLabel="Add range" onSubmit={(values) => add(kind, values)} />}
    />
  );

  return (
    <PageCard title="Create Interest Rate" maxW="3xl">
      <Stack gap="6">
        <StateSelect
          label="State" aria-required value={stateKey} onChange={(event) => setStateKey(event.target.value)}
          error={stateTaken ? INTEREST_MESSAGES.stateHasSet : undefined}
        />
        {stateKey ? (
          <>
            {section('pre')}
            {section('post')}
          </>
        ) : null}
        <HStack justify="space-between" wrap="wrap">
          <RouterLink to="/interest-rates-list">Back to Interest Rates</RouterLink>
          <Button colorPalette="blue" onClick={() => void save()} disabled={!stateKey || stateTaken} loading={saving}>
            Save
          </Button>
        </HStack>
      </Stack>
    </PageCard>
  );
}
