import { useInformationPage, useNotification } from 'shared-ui';
import {
  renderPageAt,
  withStates,
  jsonResponse,
  screen,
  type ApiCall,
  answerRequests,
  waitFor,
} from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { RegistrationPage } from './RegistrationPage.tsx';

function stubServer(register: (call: ApiCall) => Response) {
  return answerRequests(withStates(register));
}

function renderRegistration() {
  return renderPageAt('/registration', <RegistrationPage />);
}

const VALID = {
  email: 'ada@example.com',
  password: 'Justice2026',
  confirmPassword: 'Justice2026',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '04/12/1985',
  street: '1 Main St',
  city: 'Augusta',
  state: 'GA',
  zip: '30901',
};

type User = ReturnType<typeof renderRegistration>['user'];

async function fill(user: User, overrides: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...overrides };
  const type = async (label: RegExp, value: string) => {
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await type(/^Email/, v.email);
  await type(/^Password/, v.password);
  await type(/^Confirm password/, v.confirmPassword);
  await type(/^First name/, v.firstName);
  await type(/^Last name/, v.lastName);
  await type(/^Date of birth/, v.dateOfBirth);
  await type(/^Street/, v.street);
  await type(/^City/, v.city);
  const state = screen.getByLabelText(/^State/);
  await waitFor(() => expect(state).toBeEnabled());
  await screen.findByRole('option', { name: 'Georgia' });
  await user.selectOptions(state, v.state);
  await type(/^Zip/, v.zip);
}

async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

async function expectFieldError(label: RegExp, message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
}

afterEach(() => {
  useNotification.getState().close();
  useInformationPage.getState().reset();
});

describe('RegistrationPage', () => {
  it('registers an Attorney by default with the wire payload and shows the information page', async () => {
    const { calls } = stubServer(() => jsonResponse(200, { id: 41 }));
    const { user } = renderRegistration();
    await fill(user);
    await submit(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    const register = calls.find((c) => c.url.pathname === '/api/v1/Account/register');
    expect(register?.method).toBe('POST');
    expect(register?.body).toEqual({
      email: 'ada@example.com',
      password: 'Justice2026',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1985-04-12T12:00:00.000Z',
      streetAddress: '1 Main St',
      city: 'Augusta',
      state: { key: 'GA', name: 'Georgia' },
      zipCode: '30901',
      phoneNumber: '',
      website: '',
      textLawFirm: '',
      userType: 'Attorney',
    });
    expect(useInformationPage.getState().content).toMatchObject({
      title: 'You successfully registered!',
      buttonText: 'Go to Login',
      btnLink: '/login',
    });
    expect(useInformationPage.getState().content.description).toMatch(/administrator will review.*confirm your email/i);
  });

  it('sends the chosen user type', async () => {
    const { calls } = stubServer(() => jsonResponse(200, { id: 42 }));
    const { user } = renderRegistration();
    await user.selectOptions(screen.getByLabelText(/registering as/i), 'Client');
    await fill(user);
    await submit(user);
    await screen.findByTestId('location');
    expect(calls.find((c) => c.url.pathname.endsWith('/Account/register'))?.body).toMatchObject({ userType: 'Client' });
  });

  it('shows User already exists, please login on 400', async () => {
    stubServer(() => jsonResponse(400, { message: 'Email taken' }));
    const { user } = renderRegistration();
    await fill(user);
    await submit(user);
    expect(await screen.findByText(MESSAGES.userAlreadyExists)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("closes the failed attempt's red banner when the next attempt succeeds within its 3 s", async () => {
    let answer = () => jsonResponse(400, { message: 'Email taken' });
    stubServer(() => answer());
    const { user } = renderRegistration();
    await fill(user);
    await submit(user);
    expect(await screen.findByTestId('notification-banner')).toHaveTextContent(MESSAGES.userAlreadyExists);

    answer = () => jsonResponse(200, { id: 41 });
    await submit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(useInformationPage.getState().content.title).toBe(MESSAGES.registered);
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
  });

  it("shows the server's message for other errors", async () => {
    stubServer(() => jsonResponse(503, { message: MESSAGES.databaseUnavailable }));
    const { user } = renderRegistration();
    await fill(user);
    await submit(user);
    expect(await screen.findByText(MESSAGES.databaseUnavailable)).toBeInTheDocument();
  });

  describe('validation (nothing is sent)', () => {
    let sent: ApiCall[];
    beforeEach(() => {
      sent = stubServer(() => jsonResponse(200, { id: 1 })).calls;
    });
    afterEach(() => {
      expect(sent.filter((c) => c.url.pathname.endsWith('/Account/register'))).toHaveLength(0);
    });

    it('rejects an invalid email', async () => {
      const { user } = renderRegistration();
      await fill(user, { email: 'ada@example' });
      await submit(user);
      await expectFieldError(/^Email/, 'The email address is invalid');
    });

    it('rejects a password without an uppercase letter', async () => {
      const { user } = renderRegistration();
      await fill(user, { password: 'justice2026', confirmPassword: 'justice2026' });
      await submit(user);
      await expectFieldError(/^Password/, MESSAGES.passwordRule);
    });

    it('rejects a script for a website and words for a phone number', async () => {
      const { user } = renderRegistration();
      await fill(user);
      await user.type(screen.getByLabelText(/^Website/), 'javascript:alert(1)');
      await user.type(screen.getByLabelText(/^Phone number/), 'call me maybe');
      await submit(user);
      await expectFieldError(/^Website/, MESSAGES.websiteInvalid);
      await expectFieldError(/^Phone number/, MESSAGES.phoneInvalid);
    });

    it('rejects a confirmation that does not match', async () => {
      const { user } = renderRegistration();
      await fill(user, { confirmPassword: 'Justice2027' });
      await submit(user);
      await expectFieldError(/^Confirm password/, 'Passwords do not match');
    });

    it('rejects a bad zipcode', async () => {
      const { user } = renderRegistration();
      await fill(user, { zip: '3090' });
      await submit(user);
      await expectFieldError(/^Zip/, 'Zipcode is invalid');
    });

    it('rejects someone under 18', async () => {
      const { user } = renderRegistration();
      const year = new Date().getFullYear() - 10;
      await fill(user, { dateOfBirth: `01/15/${year}` });
      await submit(user);
      await expectFieldError(/^Date of birth/, 'You must be 18 or older');
    });

    it('rejects a date that is not MM/DD/YYYY', async () => {
      const { user } = renderRegistration();
      await fill(user, { dateOfBirth: '13/45/1985' });
      await submit(user);
      await expectFieldError(/^Date of birth/, 'Enter the date of birth as MM/DD/YYYY');
    });

    it('requires the names', async () => {
      const { user } = renderRegistration();
      await fill(user, { firstName: '', lastName: '' });
      await submit(user);
      expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
      expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
