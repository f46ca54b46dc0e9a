import { z } from 'zod';
import { renderWithProviders, screen } from '../testing/index.ts';
import { useZodForm } from './use-zod-form.ts';
import { EmailField, PasswordField } from './fields.tsx';

const schema = z.object({
  email: z.string().email('The email address is invalid'),
  password: z.string().min(1, 'This field is required'),
});

function Form() {
  const { register, formState } = useZodForm(schema);
  return (
    <form>
      <EmailField label="Email" required error={formState.errors.email?.message} {...register('email')} />
      <PasswordField label="Password" error={formState.errors.password?.message} {...register('password')} />
    </form>
  );
}

test('fields are labelled, validate on blur, show the error and set aria-invalid; the password toggles', async () => {
  const { user } = renderWithProviders(<Form />);
  const email = screen.getByLabelText(/Email/);
  await user.type(email, 'nope');
  await user.tab();
  expect(await screen.findByText('The email address is invalid')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
});
