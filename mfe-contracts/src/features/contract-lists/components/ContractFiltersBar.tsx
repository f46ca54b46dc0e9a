import { Button, Field, HStack, Input, SimpleGrid } from 'shared-ui';
import type { ContractList } from '../api/list-contracts.ts';
import type { ContractFilters } from '../api/list-contracts.ts';

const FIELDS: Array<{ key: keyof ContractFilters; label: string }> = [
  { key: 'caseId', label: 'Case ID' },
  { key: 'clientFilter', label: 'Client' },
  { key: 'attorneyFilter', label: 'Attorney' },
  { key: 'lawFirmFilter', label: 'Law Firm' },
];

/** The four text filters with Filter and Reset (docs/product.md). */
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
        {FIELDS.map(({ key, label }) => (
          <Field.Root key={key}>
            <Field.Label>{label}</Field.Label>
            <Input
              size="sm"
              value={list.draft[key]}
              onChange={(e) => list.setDraft({ [key]: e.currentTarget.value })}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="3" mt="3">
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={list.reset}>
          Reset
        </Button>
      </HStack>
    </form>
  );
}
