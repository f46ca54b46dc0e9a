import { Checkbox, Fieldset, SimpleGrid } from 'shared-ui';

interface CheckboxListProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string;
  columns?: number;
}

/** A labelled group of checkboxes over a list of values (kept in the options' order). */
export function CheckboxList<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 1,
}: CheckboxListProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
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
