import { EmailField, SimpleGrid, StateSelect, TextField } from 'shared-ui';
import type { RequestForm } from '../api/request-draft.ts';

/** A plaintiff or attorney an administrator creates inside the request (invited by email once the request is saved). */
export function NewPersonFields({
  who,
  name,
  form,
}: {
  who: 'Plaintiff' | 'Attorney';
  name: 'newClient' | 'newAttorney';
  form: RequestForm;
}) {
  const { register, formState } = form;
  const errors = formState.errors[name];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <EmailField label={`${who} email`} required error={errors?.email?.message} {...register(`${name}.email`)} />
      <TextField
        label={`${who} first name`}
        required
        error={errors?.firstName?.message}
        {...register(`${name}.firstName`)}
      />
      <TextField
        label={`${who} last name`}
        required
        error={errors?.lastName?.message}
        {...register(`${name}.lastName`)}
      />
      <TextField
        label={`${who} phone`}
        type="tel"
        autoComplete="off"
        error={errors?.phoneNumber?.message}
        {...register(`${name}.phoneNumber`)}
      />
      <StateSelect label={`${who} state`} error={errors?.stateKey?.message} {...register(`${name}.stateKey`)} />
    </SimpleGrid>
  );
}
