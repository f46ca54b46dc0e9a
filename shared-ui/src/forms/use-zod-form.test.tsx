import { jest } from '@jest/globals';
import { z } from 'zod';
import { renderWithProviders, screen } from '../testing/index.ts';
import { useZodForm, type SchemaLoader } from './use-zod-form.ts';
import { EmailField } from './fields.tsx';
import { fireAndForget } from '../fire-and-forget.ts';

const schema = z.object({ email: z.string().trim().email('The email address is invalid') });

function LazyForm({
  loadSchema,
  onValid,
}: {
  loadSchema: SchemaLoader<typeof schema>;
  onValid: (values: z.output<typeof schema>) => void;
}) {
  const { register, handleSubmit, formState } = useZodForm(loadSchema);
  return (
    <form onSubmit={fireAndForget(handleSubmit(onValid))}>
      <EmailField label="Email" error={formState.errors.email?.message} {...register('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

test('a lazily loaded schema loads once, at the first focus, then validates like a given one', async () => {
  const loadSchema = jest.fn(() => Promise.resolve(schema));
  const onValid = jest.fn();
  const { user } = renderWithProviders(<LazyForm loadSchema={loadSchema} onValid={onValid} />);
  expect(loadSchema).not.toHaveBeenCalled();
  await user.click(screen.getByLabelText(/Email/));
  expect(loadSchema).toHaveBeenCalledTimes(1);
  await user.type(screen.getByLabelText(/Email/), 'nope');
  await user.tab();
  expect(await screen.findByText('The email address is invalid')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(/Email/));
  await user.type(screen.getByLabelText(/Email/), ' ann@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onValid).toHaveBeenCalledWith({ email: 'ann@example.com' }, expect.anything());
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

test('a schema that failed to load is loaded again at the next validation', async () => {
  const loadSchema = jest
    .fn<SchemaLoader<typeof schema>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(schema);
  const onValid = jest.fn();
  const { user } = renderWithProviders(<LazyForm loadSchema={loadSchema} onValid={onValid} />);
  await user.type(screen.getByLabelText(/Email/), 'ann@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByLabelText(/Email/)).toBeInTheDocument();
  expect(loadSchema).toHaveBeenCalledTimes(2);
  expect(onValid).toHaveBeenCalledWith({ email: 'ann@example.com' }, expect.anything());
});
