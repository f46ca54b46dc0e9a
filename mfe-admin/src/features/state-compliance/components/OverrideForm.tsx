import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from 'shared-ui';
import {
  calendarDateIn,
  overrideFromWire,
  overrideWireProblem,
  validateOverride,
  type ComplianceStateWire,
  type OverrideWire,
} from '@litfund/domain';
import { useErrorMessage } from '../../../shared/use-error-message.ts';
import { useSaveOverride } from '../api/save-override.ts';

type Values = Record<keyof OverrideWire, string>;

const FIELDS: ReadonlyArray<{ name: keyof OverrideWire; label: string; hint: string }> = [
  { name: 'capPercent', label: 'Cap on charges (%)', hint: 'Of the funded amount, per period' },
  { name: 'capPeriodMonths', label: 'Cap period (months)', hint: 'Only where the statute sets no cap' },
  { name: 'termMonths', label: 'No charges after (months)', hint: 'From each funding' },
  { name: 'cancellationBusinessDays', label: 'Cancellation window (business days)', hint: 'From funding' },
];

const valuesOf = (override: ComplianceStateWire['override']): Values => ({
  capPercent: override?.capPercent?.toString() ?? '',
  capPeriodMonths: override?.capPeriodMonths?.toString() ?? '',
  termMonths: override?.termMonths?.toString() ?? '',
  cancellationBusinessDays: override?.cancellationBusinessDays?.toString() ?? '',
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The funder's stricter setting for one state. The same domain rule as the server's (validateOverride) answers
 * first; the server checks again and its refusal is shown here too.
 */
export function OverrideForm({ state }: { state: ComplianceStateWire }) {
  const [values, setValues] = useState<Values>(() => valuesOf(state.override));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveOverride(state.key);
  const serverError = useErrorMessage(save.error);
  const hasStatuteCap = state.rules.some((rule) => rule.kind === 'chargeCap');
  const fields = FIELDS.filter((field) => field.name !== 'capPeriodMonths' || !hasStatuteCap);

  function submit(wire: OverrideWire) {
    const problem = overrideWireProblem(wire);
    const found = problem
      ? [problem.message]
      : validateOverride(state.key, calendarDateIn(new Date()), overrideFromWire(wire)!);
    setProblems(found);
    if (found.length > 0) return;
    save.mutate(wire, { onSuccess: (saved) => setValues(valuesOf(saved.override)) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wire = Object.fromEntries(FIELDS.map(({ name }) => [name, numberOrNull(values[name])])) as OverrideWire;
    if (Object.values(wire).some((value) => value !== null && !Number.isFinite(value))) {
      setProblems(['Enter numbers only']);
      return;
    }
    submit(wire);
  }

  const message = problems[0] ?? (save.isError ? serverError : undefined);
  return (
    <form onSubmit={onSubmit} aria-label={`Stricter setting for ${state.name}`} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">
          A setting may hold {state.name} to stricter terms than its statute, never looser ones. Leave a field empty to
          keep the statute&apos;s rule.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((field) => (
            <Field.Root key={field.name}>
              <Field.Label>{field.label}</Field.Label>
              <Input
                inputMode="decimal"
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
              <Field.HelperText>{field.hint}</Field.HelperText>
            </Field.Root>
          ))}
        </SimpleGrid>
        {message ? (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Description>{message}</Alert.Description>
          </Alert.Root>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="blue" loading={save.isPending}>
            Save setting
          </Button>
          {state.override ? (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() =>
                submit({ capPercent: null, capPeriodMonths: null, termMonths: null, cancellationBusinessDays: null })
              }
            >
              Use the statute only
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
