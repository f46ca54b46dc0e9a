import { jest } from '@jest/globals';
import {
  act,
  jsonResponse,
  LocationProbe,
  renderWithProviders,
  screen,
  answerRequests,
  userEvent,
  waitFor,
  within,
} from 'shared-ui/testing';
import { STATES, makeUser, signInAsAdmin } from '../../../shared/users/testing/fixtures.ts';
import { CreateUserPage } from './CreateUserPage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

const firm = makeUser(30, { firstName: 'Babbage LLP', lastName: '', userType: 'LawFirm' });

const listRow = {
  id: 42,
  identifier: 'LF-2026-000042',
  caseId: 'GA-77',
  status: 'WaitingApproval',
  contractClientDTO: { userId: 3, user: { firstName: 'Carl', lastName: 'Client' } },
};

function backend(createAnswer: () => Response, cases: unknown[] = []) {
  return answerRequests((call) => {
    if (call.url.pathname === '/api/v1/AdminState') return jsonResponse(200, STATES);
    if (call.url.pathname === '/api/v1/Contract/list') return jsonResponse(200, cases);
    if (call.url.pathname.startsWith('/api/v1/Contract/')) return jsonResponse(200, {});
    if (call.method === 'GET') return jsonResponse(200, [firm]);
    return createAnswer();
  });
}

/** Signs an administrator in and opens the page, with a probe that shows where it navigates. */
function openPageAsAdmin() {
  signInAsAdmin();
  return renderWithProviders(
    <>
      <CreateUserPage />
      <LocationProbe />
    </>,
    { route: '/create-user' },
  );
}

afterEach(resetAfterTest);

describe('CreateUserPage', () => {
  it('starts with the form defaults; the birth date starts empty and is required', async () => {
    const { calls } = backend(() => jsonResponse(200, { id: 55 }));
    const { user } = openPageAsAdmin();
    const form = screen.getByRole('form', { name: 'Create user' });
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('');
    expect(within(form).getByLabelText('Banned from receiving credit')).not.toBeChecked();
    // One case picker, in the cases section: a new user has no comments yet.
    expect(screen.getAllByRole('button', { name: 'Add to Existing Case' })).toHaveLength(1);
    const cases = within(screen.getByRole('region', { name: 'Associated Cases and Clients' }));
    expect(cases.getByRole('button', { name: 'Add to Existing Case' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Email'), 'New.Person@Example.com');
    await user.type(within(form).getByLabelText('First name'), 'New');
    await user.type(within(form).getByLabelText('Last name'), 'Person');
    await screen.findByRole('option', { name: 'Georgia' });
    await user.selectOptions(within(form).getByLabelText('State'), 'GA');
    await user.type(within(form).getByLabelText('Zip code'), '30901');
    // Only an attorney may belong to a firm (the server refuses the rest): a plaintiff is offered none, and told why.
    const firms = within(screen.getByRole('region', { name: 'Law Firms' }));
    expect(firms.queryByRole('button', { name: 'Add Law Firm' })).not.toBeInTheDocument();
    expect(firms.getByText('Only attorneys can be members of a law firm')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('User type'), 'Attorney');
    expect(firms.queryByText('Only attorneys can be members of a law firm')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByText('You must be 18 or older')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Date of birth'), '01/01/2021');
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
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      dateOfBirth: '1985-04-12T12:00:00.000Z',
      streetAddress: '',
      city: '',
      state: { key: 'GA', name: 'Georgia' },
      zipCode: '30901',
      phoneNumber: '',
      website: '',
      loanLimit: null,
      banned: false,
      userType: 'Attorney',
      lawFirms: [
        { firmId: 30, lawFirmName: 'Babbage LLP', startDate: '2021-01-01T12:00:00.000Z', endDate: null, present: true },
      ],
    });
  });

  it("shows the server's 409 message; the picker says 'Cases not found'", async () => {
    const { calls } = backend(() => jsonResponse(409, { message: 'A user with this email is already registered' }));
    const { user } = openPageAsAdmin();
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
    // in the banner and under the email field
    await waitFor(() => expect(screen.getAllByText('A user with this email is already registered')).toHaveLength(2));
    expect(within(form).getByText('A user with this email is already registered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Existing Case' }));
    const picker = within(screen.getByRole('dialog', { name: 'Add to Existing Case' }));
    await user.type(picker.getByLabelText('Case ID'), 'GA-');
    expect(await picker.findByText('Cases not found', undefined, { timeout: 2000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/v1/Contract/list')!.body).toMatchObject({ caseId: 'GA-' });
  });

  it('links the new user to the case picked with Add to Existing Case, by user type', async () => {
    const { calls } = backend(() => jsonResponse(200, { id: 56 }), [listRow]);
    const { user } = openPageAsAdmin();
    const form = screen.getByRole('form', { name: 'Create user' });
    await user.click(screen.getByRole('button', { name: 'Add to Existing Case' }));
    const picker = within(screen.getByRole('dialog', { name: 'Add to Existing Case' }));
    // the search's debounce is timed on a fake clock
    jest.useFakeTimers();
    const typist = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await typist.type(picker.getByLabelText('Case ID'), 'GA-7');
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/Contract/list')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    const choice = await picker.findByRole('button', { name: 'GA-77: Carl Client (WaitingApproval)' });
    jest.useRealTimers();
    await user.click(choice);
    expect(calls.find((c) => c.url.pathname === '/api/v1/Contract/list')!.body).toMatchObject({ caseId: 'GA-7' });
    expect(screen.getByText('To be linked to case GA-77 (Carl Client) once created')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Email'), 'lawyer@example.com');
    await user.type(within(form).getByLabelText('First name'), 'Lou');
    await user.type(within(form).getByLabelText('Last name'), 'Lawyer');
    await user.clear(within(form).getByLabelText('Date of birth'));
    await user.type(within(form).getByLabelText('Date of birth'), '04/12/1985');
    await screen.findByRole('option', { name: 'Georgia' });
    await user.selectOptions(within(form).getByLabelText('State'), 'GA');
    await user.type(within(form).getByLabelText('Zip code'), '30901');
    await user.selectOptions(within(form).getByLabelText('User type'), 'Attorney');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    const link = calls.find((c) => c.url.pathname === '/api/v1/Contract/42/addAttorney')!;
    expect(link.body).toMatchObject({ userId: 56 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-profile?56'));
  });

  it('checks email and zip with the portal messages', async () => {
    backend(() => jsonResponse(200, { id: 1 }));
    const { user } = openPageAsAdmin();
    const form = screen.getByRole('form', { name: 'Create user' });
    await user.type(within(form).getByLabelText('Email'), 'nope');
    await user.type(within(form).getByLabelText('Zip code'), '123');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('The email address is invalid')).toBeInTheDocument();
    expect(screen.getByText('Zipcode is invalid')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
  });
});
