import { registrationFormSchema, registrationSchema, resetPasswordFormSchema } from './schemas.ts';
import { MESSAGES } from '../messages.ts';

const form = {
  email: 'jane@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '1990-05-20',
  streetAddress: '',
  city: '',
  stateKey: 'GA',
  zipCode: '30901',
  phoneNumber: '',
  website: '',
  textLawFirm: '',
};

describe('passwords match', () => {
  it('registration form: confirmation must match', () => {
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
    const result = registrationFormSchema.safeParse({ ...form, confirmPassword: 'Secret124' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch }),
    ]);
  });
  it('reset form: repeat must match', () => {
    expect(resetPasswordFormSchema.safeParse({ password: 'Secret123', repeatPassword: 'Secret123' }).success).toBe(
      true,
    );
    const result = resetPasswordFormSchema.safeParse({ password: 'Secret123', repeatPassword: 'x' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['repeatPassword'], message: MESSAGES.passwordMismatch }),
    ]);
  });
});

describe('registration payload', () => {
  const payload = {
    email: 'Jane@Example.com',
    password: 'Secret123',
    firstName: 'Jane',
    lastName: 'Doe',
    dateOfBirth: '1990-05-20T12:00:00.000Z',
    state: { key: 'ga', name: 'Georgia' },
    zipCode: '30901-1234',
  };
  it('normalizes and defaults, dropping unknown fields', () => {
    const parsed = registrationSchema.parse({ ...payload, confirmPassword: 'Secret123', banned: true });
    expect(parsed).toMatchObject({
      email: 'jane@example.com',
      dateOfBirth: '1990-05-20',
      state: { key: 'GA' },
      zipCode: '309011234',
      userType: 'Attorney',
      city: '',
    });
    expect(parsed).not.toHaveProperty('confirmPassword');
    expect(parsed).not.toHaveProperty('banned');
  });
  it('refuses anyone under 18 and an Administrator user type', () => {
    const young = registrationSchema.safeParse({
      ...payload,
      dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01`,
    });
    expect(young.error?.issues[0]?.message).toBe(MESSAGES.mustBeAdult);
    expect(registrationSchema.safeParse({ ...payload, userType: 'Administrator' }).success).toBe(false);
  });
});
