import { useState } from 'react';
import { Box, Button, EmptyState, Field, Input, SimpleDialog, Spinner, Stack, Text } from 'shared-ui';
import { useCaseSearch, type CaseChoice } from '../api/search-cases.ts';

/** The case picker: a Case ID search (3+ characters, 500 ms debounce) over the contracts list. */
function CasePicker({ onPick }: { onPick: (choice: CaseChoice) => void }) {
  const [text, setText] = useState('');
  const search = useCaseSearch(text);
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Case ID</Field.Label>
        <Input value={text} placeholder="Type 3 or more characters" onChange={(e) => setText(e.currentTarget.value)} />
      </Field.Root>
      {search.isFetching ? <Spinner size="sm" aria-label="Searching cases" /> : null}
      {search.isError ? <Text color="fg.error">Cases could not be loaded</Text> : null}
      {search.isSuccess && !search.isFetching && search.data.length === 0 ? (
        <EmptyState title="Cases not found" />
      ) : null}
      {search.isSuccess && search.data.length > 0 ? (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Cases">
          {search.data.map((choice) => (
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
          <CasePicker
            onPick={(choice) => {
              setOpen(false);
              onPick(choice);
            }}
          />
        </SimpleDialog>
      ) : null}
    </>
  );
}
