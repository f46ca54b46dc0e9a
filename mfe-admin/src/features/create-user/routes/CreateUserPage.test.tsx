import { useNotification, useSession } from 'shared-ui';
import { jest } from '@jest/globals';
import { jsonResponse, LocationProbe, renderWithProviders, restoreFetch, screen, stubFetch, waitFor, within } from 'shared-ui/testing';
import { STATES, makeUser, signInAsAdmin } from '../../users/testing/fixtures.ts';
import { CreateUserPage } from './CreateUserPage.tsx';

const firm = makeUser(30, { firstName: 'Babbage LLP', lastName: '', userType: 'LawFirm' });

function backend(createAnswer: () => Response) {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/v1/AdminState') return jsonResponse(200, STATES);
    if (call.method === 'GET') return jsonResponse(200, [firm]);
    return createAnswer();
  });
}

afterEach(() => {
  restoreFetch();
  useSession.getState().signOut();
  useNotification.getState().close();
});

describe('CreateUserPage', () => {
  it('starts with SPEC defaults; the default birth date fails the 18+ check until changed', async () => {
    const { calls } = backend(() => jsonResponse(200, { id: 55 }));
    signInAsAdmin();
    const { user } = renderWithProviders(<><CreateUserPage /><LocationProbe /></>, { route: '/create-user' });
    const form = screen.getByRole('form', { name: 'Create user' });
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('01/01/2021');
    expect(within(form).getByLabelText('Banned from receiving credit')).not.toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Add to Existing Case' })).toHaveLength(2);

    await user.type(within(form).getByLabelText('Email'), 'New.Person@Example.com');
    await user.type(within(form).getByLabelText('First name'), 'New');
    await user.type(within(form).getByLabelText('Last name'), 'Person');
    await screen.findByRole('option', { name: 'Georgia' });
    await user.selectOptions(within(form).getByLabelText('State'), 'GA');
    await user.type(within(form).getByLabelText('Zip code'), '30901');
    await user.selectOptions(within(form).getByLabelText('User type'), 'Attorney');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('You must be 18 or older')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Add Law Firm' }));
    const lawFirm = screen.getByRole('form', { name: 'Add law firm' });
    await screen.findByRole('option', { name: 'Babbage LLP' });
    await user.selectOptions(within(lawFirm).getByLabelText('Law firm'), '30');
    await user.click(within(lawFirm).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('01-01-2021 to present')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Date of birth'));
    await user.type(within(form).getByLabelText('Date of birth'), '04/12/1985');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-profile?55'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/AdminUser');
    expect(post.body).toEqual({
      email: 'new.person@example.com', firstName: 'New', lastName: 'Person', dateOfBirth: '1985-04-12T12:00:00.000Z', streetAddress: '',
      city: '', state: { key: 'GA', name: 'Georgia' }, zipCode: '30901', phoneNumber: '', website: '', loanLimit: null, banned: false,
      userType: 'Attorney',
      lawFirms: [{ firmId: 30, lawFirmName: 'Babbage LLP', startDate: '2021-01-01T12:00:00.000Z', endDate: null, present: true }],
    });
  });

  it("shows the server's 409 message; the picker says 'Cases not found'", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    backend(() => jsonResponse(409, { message: 'A user with this email is already registered' }));
    signInAsAdmin();
    const { user } = renderWithProviders(<CreateUserPage />, { route: '/create-user' });
    const form = screen.getByRole('form', { name: 'Create user' });
    await user.type(within(form).getByLabelText('Email'), 'taken@example.com');
    await user.type(within(form).getByLabelText('First name'), 'Tak');
    await user.type(within(form).getByLabelText('Last name'), 'En');
    await user.clear(within(form).getByLabelText('Date of birth'));
    await user.type(within(form).getByLabelText('Date of birth'), '04/12/1985');
    await screen.findByRole('option', { name: 'Georgia' });
    await user.selectOptions(within(form).getByLabelText('State'), 'GA');
    await user.type(within(form).getByLabelText('Zip code'), '30901');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect((await screen.findAllByText('A user with this email is already registered')).length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();

    await user.click(screen.getAllByRole('button', { name: 'Add to Existing Case' })[0]);
    expect(within(screen.getByRole('dialog', { name: 'Add to Existing Case' })).getByText('Cases not found')).toBeInTheDocument();
  });

  it('checks email and zip with SPEC messages', async () => {
    backend(() => jsonResponse(200, { id: 1 }));
    signInAsAdmin();
    const { user } = renderWithProviders(<CreateUserPage />, { route: '/create-user' });
    const form = screen.getByRole('form', { name: 'Create user' });
    await user.type(within(form).getByLabelText('Email'), 'nope');
    await user.type(within(form).getByLabelText('Zip code'), '123');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('The email address is invalid')).toBeInTheDocument();
    expect(screen.getByText('Zipcode is invalid')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
  });
});
