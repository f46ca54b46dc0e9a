import { Button, Checkbox, Field, HStack, Input, SimpleGrid, Text } from 'shared-ui';
import { CONTRACT_FILTERS } from '@litfund/domain';
import type { ContractList } from '../api/list-contracts.ts';
import type { TextFilter } from '../api/list-contracts.ts';

const FIELDS: TextFilter[] = ['caseId', 'clientFilter', 'attorneyFilter', 'lawFirmFilter'];

const shortenedNote = (key: TextFilter) => {
  const { label, max } = CONTRACT_FILTERS[key];
  return `The ${label} filter was longer than ${max} characters: the list uses its first ${max}.`;
};

/**
 * The four text filters with Filter and Reset (docs/product.md). Each takes at most what the server accepts (the
 * bounds are the domain's), and a longer one from a link is cut and said so, rather than sent to be refused.
 */
export function ContractFiltersBar({ list }: { list: ContractList }) {
  return (
    <form
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        // Applying navigates (the filters live in the address), and a navigation started inside a submit handler
        // turns the submit into a React form action; started right after the event, it stays a plain navigation.
        queueMicrotask(list.apply);
      }}
    >
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
        {FIELDS.map((key) => (
          <Field.Root key={key}>
            <Field.Label>{CONTRACT_FILTERS[key].label}</Field.Label>
            <Input
              size="sm"
              maxLength={CONTRACT_FILTERS[key].max}
              value={list.draft[key]}
              onChange={(e) => list.setDraft({ [key]: e.currentTarget.value })}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <Checkbox.Root
        mt="3"
        size="sm"
        checked={list.draft.inCancellationWindow}
        onCheckedChange={(e) => list.setDraft({ inCancellationWindow: e.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Only contracts that can still be cancelled</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="3" mt="3">
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={list.reset}>
          Reset
        </Button>
      </HStack>
      {list.shortened.length > 0 && (
        <Text role="status" mt="2" fontSize="sm" color="fg.muted">
          {list.shortened.map(shortenedNote).join(' ')}
        </Text>
      )}
    </form>
  );
}
