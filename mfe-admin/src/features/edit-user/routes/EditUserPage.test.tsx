import {
  jsonResponse,
  lineBreaks,
  renderWithProviders,
  screen,
  type ApiCall,
  answerRequests,
  waitFor,
  within,
} from 'shared-ui/testing';
import { LAW_FIRM_MEMBERSHIP_MESSAGES, MESSAGES, type User } from '@litfund/domain';
import { EMAIL_NOT_CONFIRMED } from '../../../shared/users/components/EmailConfirmationBadge.tsx';
import { STATES, makeUser, signInAsAdmin } from '../../../shared/users/testing/fixtures.ts';
import { useNotification } from 'shared-ui';
import { EditUserPage, OWN_STATUS_HINT, USER_NOT_FOUND } from './EditUserPage.tsx';
import { OWN_TYPE_HINT } from '../../../shared/users/components/PersonalFields.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

const firm = makeUser(30, { firstName: 'Babbage LLP', lastName: '', userType: 'LawFirm' });

function backend(user: User, onPost?: (call: ApiCall) => unknown) {
  return answerRequests((call) => {
    const path = call.url.pathname;
    if (path === '/api/v1/AdminState') return jsonResponse(200, STATES);
    if (path === '/api/v1/AdminUser' && call.method === 'GET') return jsonResponse(200, [firm]);
    if (path.endsWith('/comments'))
      return jsonResponse(
        200,
        call.method === 'POST'
          ? [
              {
                id: 1,
                commentText: (call.body as { commentText: string }).commentText,
                dateComment: '2026-03-05T15:00:00.000Z',
                userId: 1,
                userName: 'Ada Admin',
              },
            ]
          : [],
      );
    if (call.method === 'GET') return jsonResponse(200, user);
    return jsonResponse(200, onPost ? onPost(call) : user);
  });
}

afterEach(resetAfterTest);

describe('EditUserPage', () => {
  it('says a missing user is not found, with a way to find one and no Retry or pop-up (404)', async () => {
    answerRequests((call) =>
      call.url.pathname === '/api/v1/AdminState'
        ? jsonResponse(200, STATES)
        : jsonResponse(404, { message: 'Not found' }),
    );
    signInAsAdmin();
    renderWithProviders(<EditUserPage />, { route: '/edit-user?999' });
    expect(await screen.findByRole('heading', { name: USER_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a user' })).toHaveAttribute('href', '/find-user');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('No data has been received, please refresh the page')).not.toBeInTheDocument();
    expect(useNotification.getState().isOpen).toBe(false);
  });

  it('offers Retry when the user could not be loaded (500)', async () => {
    answerRequests((call) =>
      call.url.pathname === '/api/v1/AdminState'
        ? jsonResponse(200, STATES)
        : jsonResponse(500, { message: 'The database is unavailable. Please try again shortly.' }),
    );
    signInAsAdmin();
    renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('No data has been received, please refresh the page')).toBeInTheDocument();
  });

  it('says Please, Login! without a token and calls nothing', () => {
    const { requests } = backend(makeUser(7));
    renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    expect(screen.getByText('Please, Login!')).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('saves a status change and shows the update date and the updater (also from ?id=)', async () => {
    const user = makeUser(7, { firstName: 'Pat', lastName: 'Pending' });
    const { calls } = backend(user, (call) => ({
      ...(call.body as User),
      userStatus: {
        userStatusesValue: 'Approved',
        date: '2026-03-05T15:00:00.000Z',
        approvedByUserId: 1,
        approvedByUserName: 'Ada Admin',
      },
    }));
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?id=7' });
    const info = await screen.findByRole('form', { name: 'User info' });
    expect(calls.some((c) => c.url.pathname === '/api/v1/AdminUser/7')).toBe(true);
    expect(within(info).getByLabelText('First name')).toHaveValue('Pat');
    expect(within(info).getByLabelText('Date of birth')).toHaveValue('04/12/1985');
    expect(within(info).getByLabelText('State')).toHaveValue('GA');
    expect(await screen.findByText('Comments not found')).toBeInTheDocument();
    expect(screen.getByText('Cases not found')).toBeInTheDocument();

    await person.selectOptions(within(info).getByLabelText('Status'), 'Approved');
    await person.clear(within(info).getByLabelText(/loan limit/i));
    await person.type(within(info).getByLabelText(/loan limit/i), '2500.50');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    expect(screen.getByText('Status updated 03-05-2026 by Ada Admin')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/AdminUser/7');
    expect(post.body).toMatchObject({
      id: 7,
      userStatus: { userStatusesValue: 'Approved' },
      loanLimit: 2500.5,
      dateOfBirth: '1985-04-12T12:00:00.000Z',
    });
    expect(within(info).getByLabelText('Status')).toHaveValue('Approved');
  });

  it.each(['Client', 'LawFirm'] as const)(
    'offers no law firm to add for a %s: only attorneys are members',
    async (type) => {
      backend(makeUser(7, { userType: type, roleName: type }));
      signInAsAdmin();
      renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
      expect(await screen.findByText(LAW_FIRM_MEMBERSHIP_MESSAGES.attorneysOnly)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Law Firm' })).not.toBeInTheDocument();
    },
  );

  it('shows an unconfirmed address, and the refusal to approve it beside Save, not in a banner', async () => {
    const user = makeUser(7, { firstName: 'Nia', lastName: 'New', emailConfirmed: false });
    answerRequests((call) => {
      if (call.url.pathname === '/api/v1/AdminState') return jsonResponse(200, STATES);
      if (call.url.pathname.endsWith('/comments') || call.url.pathname === '/api/v1/AdminUser')
        return jsonResponse(200, []);
      if (call.method === 'POST') return jsonResponse(409, { message: MESSAGES.approveUnconfirmedEmail });
      return jsonResponse(200, user);
    });
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    const info = await screen.findByRole('form', { name: 'User info' });
    expect(screen.getByText(EMAIL_NOT_CONFIRMED)).toBeInTheDocument();
    // The address in the heading line wraps after its @ (and in the domain only before a dot), never inside a word.
    const who = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Nia New (user7@example.com)');
    expect(lineBreaks(who)).toBe('Nia New (user7@|example|.com)');
    await person.selectOptions(within(info).getByLabelText('Status'), 'Approved');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('save-refusal')).toHaveTextContent(MESSAGES.approveUnconfirmedEmail);
    expect(useNotification.getState().isOpen).toBe(false);
    expect(screen.getByText(EMAIL_NOT_CONFIRMED)).toBeInTheDocument();
  });

  it('keeps what the administrator typed when the user is read again', async () => {
    let served = makeUser(7, { firstName: 'Pat', lastName: 'Pending' });
    answerRequests((call) => {
      if (call.url.pathname === '/api/v1/AdminState') return jsonResponse(200, STATES);
      if (call.url.pathname.endsWith('/comments') || call.url.pathname === '/api/v1/AdminUser')
        return jsonResponse(200, []);
      return jsonResponse(200, served);
    });
    signInAsAdmin();
    const { user: person, client } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    const info = await screen.findByRole('form', { name: 'User info' });
    await person.clear(within(info).getByLabelText('First name'));
    await person.type(within(info).getByLabelText('First name'), 'Patricia');
    served = { ...served, lastName: 'Approved-Elsewhere' };
    await client.refetchQueries();
    await waitFor(() => expect(within(info).getByLabelText('Last name')).toHaveValue('Approved-Elsewhere'));
    expect(within(info).getByLabelText('First name')).toHaveValue('Patricia');
  });

  it('law-firm form: end date required unless present; dates sent at 12:00Z', async () => {
    const user = makeUser(7);
    const { calls } = backend(user, (call) =>
      call.url.pathname.endsWith('/addLawFirms')
        ? {
            ...user,
            lawFirms: [
              {
                id: 5,
                lawFirmUserId: 30,
                firstName: 'Babbage LLP',
                lawFirmName: 'Babbage LLP',
                startDate: '2021-01-01T12:00:00.000Z',
                endDate: '2023-06-30T12:00:00.000Z',
                present: false,
                userId: 7,
              },
            ],
          }
        : user,
    );
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    await person.click(await screen.findByRole('button', { name: 'Add Law Firm' }));
    const form = screen.getByRole('form', { name: 'Add law firm' });
    expect(within(form).getByLabelText('Date joined')).toHaveValue('01/01/2021');
    await person.click(within(form).getByRole('checkbox', { name: /present/i }));
    await person.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('End date is required')).toBeInTheDocument();
    expect(within(form).getByText('This field is required')).toBeInTheDocument(); // no firm chosen
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    await person.selectOptions(within(form).getByLabelText('Law firm'), '30');
    await person.type(within(form).getByLabelText('End date'), '06/30/2023');
    await person.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('01-01-2021 to 06-30-2023')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/User/7/addLawFirms');
    expect(post.body).toEqual({
      lawFirmUserId: 30,
      firstName: 'Babbage LLP',
      startDate: '2021-01-01T12:00:00.000Z',
      endDate: '2023-06-30T12:00:00.000Z',
      present: false,
      userId: 7,
    });

    await person.click(screen.getByRole('button', { name: 'Edit Babbage LLP' }));
    const edit = screen.getByRole('form', { name: 'Edit law firm Babbage LLP' });
    expect(within(edit).getByLabelText('End date')).toHaveValue('06/30/2023');
    await person.click(within(edit).getByRole('checkbox', { name: /present/i }));
    await person.click(within(edit).getByRole('button', { name: 'Save Law Firm' }));
    expect(await screen.findByText('LawFirm successfuly edited')).toBeInTheDocument();
    const update = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(update.url.pathname).toBe('/api/v1/updateLawFirm/5');
    expect(update.body).toMatchObject({ id: 5, lawFirmUserId: 30, present: true, endDate: null, userId: 7 });
  });

  it('Block User asks first, then sends Rejected + banned', async () => {
    const user = makeUser(7, {
      firstName: 'Pat',
      lastName: 'Pending',
      userStatus: { userStatusesValue: 'Approved', date: null, approvedByUserId: null },
    });
    const { calls } = backend(user, (call) => call.body);
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    await person.click(await screen.findByRole('button', { name: 'Block User' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Pat Pending?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Are you sure you want to block this user?');
    await person.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      banned: true,
      userStatus: { userStatusesValue: 'Rejected' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before saving the status Rejected, naming the user; Cancel saves nothing', async () => {
    const user = makeUser(7, { firstName: 'Pat', lastName: 'Pending' });
    const { calls } = backend(user, (call) => call.body);
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    const info = await screen.findByRole('form', { name: 'User info' });
    await person.selectOptions(within(info).getByLabelText('Status'), 'Rejected');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject user' });
    expect(dialog).toHaveAccessibleDescription('Reject Pat Pending? Their status becomes Rejected.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await person.click(screen.getByRole('button', { name: 'Save' }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      id: 7,
      banned: false,
      userStatus: { userStatusesValue: 'Rejected' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves an already Rejected user without asking again', async () => {
    const rejected = makeUser(7, {
      userStatus: { userStatusesValue: 'Rejected', date: null, approvedByUserId: null, approvedByUserName: null },
    });
    const { calls } = backend(rejected, (call) => call.body);
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    await screen.findByRole('form', { name: 'User info' });
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      userStatus: { userStatusesValue: 'Rejected' },
    });
  });

  it('shows a 9-digit zip with its hyphen and saves it as typed', async () => {
    const { calls } = backend(makeUser(7, { zipCode: '309011234' }), (call) => call.body);
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    const info = await screen.findByRole('form', { name: 'User info' });
    expect(within(info).getByLabelText('Zip code')).toHaveValue('30901-1234');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    // sent as shown: the server's zip rule takes the hyphen out before storing it
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ zipCode: '30901-1234' });
  });

  it('does not offer the administrator their own status or Block User, and saves the rest', async () => {
    const self = makeUser(1, {
      firstName: 'Ada',
      lastName: 'Admin',
      userType: 'Administrator',
      userStatus: { userStatusesValue: 'Approved', date: null, approvedByUserId: null, approvedByUserName: null },
    });
    const { calls } = backend(self, (call) => call.body);
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?1' });
    const info = await screen.findByRole('form', { name: 'User info' });
    expect(within(info).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(within(info).getByText('Approved')).toBeInTheDocument();
    expect(within(info).getByText(OWN_STATUS_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block User' })).not.toBeInTheDocument();
    // a new address would sign them out until confirmed: their own is shown, not editable
    expect(within(info).getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(within(info).getByText('Your own address cannot be changed here.')).toBeInTheDocument();
    // nor their own user type (the server refuses an administrator removing their own access)
    expect(within(info).queryByRole('combobox', { name: 'User type' })).not.toBeInTheDocument();
    expect(within(info).getByText('Administrator')).toBeInTheDocument();
    expect(within(info).getByText(OWN_TYPE_HINT)).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      banned: false,
      userType: 'Administrator',
      userStatus: { userStatusesValue: 'Approved' },
    });
  });

  it("lists the user's cases with a link each and the status as a badge in its words", async () => {
    backend(makeUser(7, { associatedContracts: [{ id: 3, caseId: 'GA-1', identifier: 'x', status: 'CheckSent' }] }));
    signInAsAdmin();
    renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    const table = await screen.findByRole('table', { name: 'Associated cases' });
    expect(within(table).getByRole('link', { name: 'GA-1' })).toHaveAttribute('href', '/contract-page?3');
    expect(within(table).getByText('Check Sent')).toHaveAttribute('data-status', 'CheckSent');
  });

  it('adds an admin comment', async () => {
    backend(makeUser(7));
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    await person.type(await screen.findByLabelText('New comment'), 'Called the firm');
    await person.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Called the firm', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('Comments not found')).not.toBeInTheDocument();
  });
});

describe('EditUserPage law-firm claims', () => {
  const link = {
    id: 5,
    lawFirmUserId: 30,
    firstName: 'Babbage LLP',
    lawFirmName: 'Babbage LLP',
    startDate: '2021-01-01T12:00:00.000Z',
    endDate: null,
    present: true,
    userId: 7,
  };

  it('shows a claim as awaiting confirmation and confirms it', async () => {
    let current = makeUser(7, { lawFirms: [{ ...link, state: 'pending' }] });
    const { calls } = answerRequests((call) => {
      const path = call.url.pathname;
      if (path === '/api/v1/AdminState') return jsonResponse(200, STATES);
      if (path === '/api/v1/AdminUser' && call.method === 'GET') return jsonResponse(200, [firm]);
      if (path.endsWith('/comments')) return jsonResponse(200, []);
      if (path === '/api/v1/User/lawFirmMembers/5/confirm') {
        current = { ...current, lawFirms: [{ ...link, state: 'confirmed' }] };
        return jsonResponse(200, []);
      }
      return jsonResponse(200, current);
    });
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    const row = await screen.findByRole('listitem', { name: 'Babbage LLP' });
    expect(within(row).getByText('Awaiting confirmation')).toBeInTheDocument();

    await person.click(within(row).getByRole('button', { name: 'Confirm Babbage LLP' }));

    expect(await screen.findByText('Membership confirmed')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/v1/User/lawFirmMembers/5/confirm')).toBe(
      true,
    );
    const confirmed = screen.getByRole('listitem', { name: 'Babbage LLP' });
    expect(within(confirmed).queryByText('Awaiting confirmation')).not.toBeInTheDocument();
    expect(within(confirmed).queryByRole('button', { name: 'Confirm Babbage LLP' })).not.toBeInTheDocument();
  });

  it('declines a claim', async () => {
    let current = makeUser(7, { lawFirms: [{ ...link, state: 'pending' }] });
    answerRequests((call) => {
      const path = call.url.pathname;
      if (path === '/api/v1/AdminState') return jsonResponse(200, STATES);
      if (path === '/api/v1/AdminUser' && call.method === 'GET') return jsonResponse(200, [firm]);
      if (path.endsWith('/comments')) return jsonResponse(200, []);
      if (path.endsWith('/decline')) {
        current = { ...current, lawFirms: [{ ...link, state: 'declined' }] };
        return jsonResponse(200, []);
      }
      return jsonResponse(200, current);
    });
    signInAsAdmin();
    const { user: person } = renderWithProviders(<EditUserPage />, { route: '/edit-user?7' });
    await person.click(await screen.findByRole('button', { name: 'Decline Babbage LLP' }));
    expect(await screen.findByText('Claim declined')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Babbage LLP' })).getByText('Declined, not a membership'),
    ).toBeInTheDocument();
  });
});
