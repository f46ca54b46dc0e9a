import { Button, Checkbox, Fieldset, HStack, SimpleGrid } from 'shared-ui';

interface CheckboxListProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  columns?: number;
  /** Select all and Clear all buttons, for a list too long to tick one by one. */
  bulk?: boolean;
}

/** A labelled group of checkboxes over a list of values (kept in the options' order). */
export function CheckboxList<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 1,
  bulk = false,
}: CheckboxListProps<T>) {
  const all = options.map((o) => o.value);
  const toggle = (option: T, checked: boolean) =>
    onChange(all.filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      {bulk ? (
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Select all ${legend.toLowerCase()}`}
            disabled={value.length === all.length}
            onClick={() => onChange(all)}
          >
            Select all
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Clear all ${legend.toLowerCase()}`}
            disabled={value.length === 0}
            onClick={() => onChange([])}
          >
            Clear all
          </Button>
        </HStack>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: columns }} gap="2">
        {options.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={value.includes(o.value)}
            onCheckedChange={(e) => toggle(o.value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
