import { useEffect, useState } from 'react';
import { Box, Button, EmptyState, Field, Input, SimpleDialog, Spinner, Stack, Text } from 'shared-ui';
import { CASE_SEARCH_MIN_CHARS, searchCases, type CaseChoice } from '../api/cases.ts';
import { SEARCH_DEBOUNCE_MS } from '../api/admin-users.ts';

type Search = { state: 'idle' } | { state: 'loading' } | { state: 'done'; cases: CaseChoice[] } | { state: 'error' };

/** The case picker: a Case ID search (3+ characters, 500 ms debounce) over the contracts list. */
function CasePicker({ onPick }: { onPick: (choice: CaseChoice) => void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const query = text.trim();
  useEffect(() => {
    if (query.length < CASE_SEARCH_MIN_CHARS) {
      setSearch({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ state: 'loading' });
      searchCases(query, controller.signal).then(
        (cases) => setSearch({ state: 'done', cases }),
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Case search failed', failure);
          setSearch({ state: 'error' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Case ID</Field.Label>
        <Input value={text} placeholder="Type 3 or more characters" onChange={(e) => setText(e.currentTarget.value)} />
      </Field.Root>
      {search.state === 'loading' ? <Spinner size="sm" aria-label="Searching cases" /> : null}
      {search.state === 'error' ? <Text color="fg.error">Cases could not be loaded</Text> : null}
      {search.state === 'done' && search.cases.length === 0 ? <EmptyState title="Cases not found" /> : null}
      {search.state === 'done' && search.cases.length > 0 ? (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Cases">
          {search.cases.map((choice) => (
            <Box as="li" key={choice.id} py="1">
              <Button size="sm" variant="outline" w="full" justifyContent="flex-start" onClick={() => onPick(choice)}>
                {`${choice.caseId}: ${choice.clientName} (${choice.status})`}
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

/** 'Add to Existing Case': opens the case picker; the page decides what picking does. */
export function AddToExistingCase({ onPick }: { onPick: (choice: CaseChoice) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Add to Existing Case
      </Button>
      {open ? (
        <SimpleDialog title="Add to Existing Case" onClose={() => setOpen(false)}>
          <CasePicker onPick={(choice) => {
            setOpen(false);
            onPick(choice);
          }} />
        </SimpleDialog>
      ) : null}
    </>
  );
}
