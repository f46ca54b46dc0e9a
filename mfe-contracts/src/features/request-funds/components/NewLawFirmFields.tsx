import { SimpleGrid, StateSelect, TextField } from 'shared-ui';
import type { RequestForm } from '../api/request-draft.ts';

/**
 * A law firm an administrator creates inside the request: {firstName, state.key} on the wire. Its own component, so the
 * fields register only while shown (a register call made during the page's render would bring the draft to life).
 */
export function NewLawFirmFields({ form }: { form: RequestForm }) {
  const { register, formState } = form;
  const errors = formState.errors.newLawFirm;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <TextField label="Law firm name" required error={errors?.name?.message} {...register('newLawFirm.name')} />
      <StateSelect
        label="Law firm state"
        required
        error={errors?.stateKey?.message}
        {...register('newLawFirm.stateKey')}
      />
    </SimpleGrid>
  );
}
