import type { ComponentProps, FormEvent } from 'react';
import { SimpleGrid, Stack, TextField, fireAndForget } from 'shared-ui';
import { FormActions, type FormActionsProps } from './FormActions.tsx';

/** One number input of the row: all are required and at least 0. */
export interface NumberFieldSpec<K extends string> {
  name: K;
  label: string;
  inputMode: 'numeric' | 'decimal';
  step: number;
  max?: number;
}

const numberOptions = { valueAsNumber: true } as const;

interface NumberRowFormProps<K extends string> extends Omit<FormActionsProps, 'isSubmitting'> {
  /** The form's accessible name. */
  label: string;
  fields: readonly NumberFieldSpec<K>[];
  /** The form's state from useZodForm. */
  form: {
    register: (name: K, options: typeof numberOptions) => Omit<ComponentProps<typeof TextField>, 'label'>;
    formState: { errors: Partial<Record<K, { message?: string }>>; isSubmitting: boolean };
  };
  /** handleSubmit's handler: it reads the submit event. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>;
}

/** A form of three number inputs in a row, read as numbers, with its buttons (add a row, or edit one inline). */
export function NumberRowForm<K extends string>({
  label,
  fields,
  form: { register, formState },
  onSubmit,
  ...actions
}: NumberRowFormProps<K>) {
  return (
    <form noValidate aria-label={label} onSubmit={fireAndForget(onSubmit)}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {fields.map(({ name, label: fieldLabel, ...input }) => (
            <TextField
              key={name}
              label={fieldLabel}
              type="number"
              min={0}
              aria-required
              error={formState.errors[name]?.message}
              {...input}
              {...register(name, numberOptions)}
            />
          ))}
        </SimpleGrid>
        <FormActions isSubmitting={formState.isSubmitting} {...actions} />
      </Stack>
    </form>
  );
}
