import { jest } from '@jest/globals';
import { Button, Route, Routes, useNavigate, useNotification } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import {
  act,
  jsonResponse,
  LocationProbe,
  renderWithProviders,
  screen,
  type ApiCall,
  answerRequests,
  userEvent,
  waitFor,
  within,
} from 'shared-ui/testing';
import { makeUser, signInAsAdmin } from '../../../shared/users/testing/fixtures.ts';
import { UsersAdminPage } from './UsersAdminPage.tsx';
import { EMAIL_NOT_CONFIRMED } from '../../../shared/users/components/EmailConfirmationBadge.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeUser(from + i));
const listCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/AdminUser');
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

afterEach(resetAfterTest);

/** Any other page: where the list navigated, and the browser's Back. */
function OtherPage() {
  const navigate = useNavigate();
  return (
    <>
      <LocationProbe />
      <Button onClick={() => void navigate(-1)}>Back</Button>
    </>
  );
}

/** The list at `route` (with a probe of the address) among the portal's other pages. */
function openListAmongPages(route: string) {
  signInAsAdmin();
  return renderWithProviders(
    <Routes>
      <Route
        path="/users-admin-page"
        element={
          <>
            <UsersAdminPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<OtherPage />} />
    </Routes>,
    { route },
  );
}

/** The list with one New user, Pat Pending, whose status changes are answered with the user sent. */
async function openWithPendingUser() {
  const pending = makeUser(9, { firstName: 'Pat', lastName: 'Pending' });
  const { calls } = answerRequests(({ method, body }) =>
    method === 'POST' ? jsonResponse(200, body) : jsonResponse(200, [pending]),
  );
  signInAsAdmin();
  const { user } = renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
  const menu = await screen.findByRole('combobox', { name: 'Actions for Pat Pending: registration status' });
  return { calls, user, menu };
}

describe('UsersAdminPage', () => {
  it('lists page 1 newest first with name link, email, type, status and MM-DD-YYYY date', async () => {
    const { calls } = answerRequests(() =>
      jsonResponse(200, [makeUser(7, { firstName: 'Ada', lastName: 'Lovelace' })]),
    );
    signInAsAdmin();
    renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/user-profile?7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('user7@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Attorney')).toBeInTheDocument();
    expect(within(row).getByText('03-05-2026')).toBeInTheDocument();
    const [listed] = listCalls(calls);
    expect(Object.fromEntries(listed?.url.searchParams ?? [])).toEqual({
      PageNumber: '1',
      PageSize: '10',
      SortingType: 'desc',
    });
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('filters by type and status at once, and by name only from 3 characters after 500 ms', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, []));
    signInAsAdmin();
    const { user } = renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
    expect(await screen.findByText('No users yet')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('User type'), 'LawFirm');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('UserType')).toBe('LawFirm'));
    await user.selectOptions(screen.getByLabelText('Registered status'), 'New');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('UserStatus')).toBe('New'));

    // the debounce is timed on a fake clock
    jest.useFakeTimers();
    const typist = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const before = listCalls(calls).length;
    await typist.type(screen.getByLabelText('Search by name'), 'Ad');
    await advance(800);
    expect(listCalls(calls).length).toBe(before); // 2 characters: Name is not sent, nothing new to ask

    await typist.type(screen.getByLabelText('Search by name'), 'a');
    await advance(499);
    expect(listCalls(calls).length).toBe(before); // debounced: nothing before 500 ms
    await advance(1);
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    const query = listCalls(calls).at(-1)!.url.searchParams;
    expect(query.get('Name')).toBe('Ada');
    expect(query.get('UserType')).toBe('LawFirm');
    expect(query.get('PageNumber')).toBe('1');
  });

  it("'View more' appends the next page while the last page had 10 rows", async () => {
    const { calls } = answerRequests(({ url }) =>
      jsonResponse(200, url.searchParams.get('PageNumber') === '1' ? page(100, 10) : page(200, 3)),
    );
    signInAsAdmin();
    const { user } = renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
    await user.click(await screen.findByRole('button', { name: 'View more' }));
    expect(await screen.findByRole('link', { name: 'First202 Last202' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First100 Last100' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 13);
    expect(listCalls(calls).at(-1)!.url.searchParams.get('PageNumber')).toBe('2');
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('changes the registration status from the action menu, once confirmed, with the full user object', async () => {
    const { calls, user, menu } = await openWithPendingUser();
    await user.selectOptions(menu, 'Approved');
    // It asks first, naming the user, the status now and the new one; Cancel changes nothing.
    const dialog = screen.getByRole('dialog', { name: 'Change status' });
    expect(dialog).toHaveAccessibleDescription('Change the status of Pat Pending from New to Approved?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(menu).toHaveValue('New');
    await user.selectOptions(menu, 'Approved');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set Approved' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/AdminUser/9');
    expect(post.body).toMatchObject({
      id: 9,
      email: 'user9@example.com',
      firstName: 'Pat',
      userStatus: { userStatusesValue: 'Approved' },
    });
    const row = screen.getByRole('link', { name: 'Pat Pending' }).closest('tr')!;
    expect(within(row).getAllByText('Approved').length).toBeGreaterThan(0);
  });

  it('marks an unconfirmed address in the row, and says on the page why approving it was refused', async () => {
    const nia = makeUser(9, { firstName: 'Nia', lastName: 'New', emailConfirmed: false });
    answerRequests(({ method }) =>
      method === 'POST'
        ? jsonResponse(409, { message: MESSAGES.approveUnconfirmedEmail })
        : jsonResponse(200, [nia, makeUser(8, { firstName: 'Con', lastName: 'Firmed' })]),
    );
    signInAsAdmin();
    const { user } = renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
    const menu = await screen.findByRole('combobox', { name: 'Actions for Nia New: registration status' });
    const row = menu.closest('tr')!;
    expect(within(row).getByText(EMAIL_NOT_CONFIRMED)).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Con Firmed' }).closest('tr')!;
    expect(within(other).queryByText(EMAIL_NOT_CONFIRMED)).not.toBeInTheDocument();

    await user.selectOptions(menu, 'Approved');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Set Approved' }));
    expect(await screen.findByTestId('save-refusal')).toHaveTextContent(
      `Nia New was not saved as Approved: ${MESSAGES.approveUnconfirmedEmail}`,
    );
    expect(useNotification.getState().isOpen).toBe(false);
    expect(menu).toHaveValue('New');
  });

  it("shows each status as a badge and offers no status change on the administrator's own row", async () => {
    answerRequests(() =>
      jsonResponse(200, [
        makeUser(1, {
          firstName: 'Ada',
          lastName: 'Admin',
          userStatus: { userStatusesValue: 'Approved', date: null, approvedByUserId: null, approvedByUserName: null },
        }),
        makeUser(9, { firstName: 'Pat', lastName: 'Pending' }),
      ]),
    );
    signInAsAdmin();
    renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
    const own = (await screen.findByRole('link', { name: 'Ada Admin' })).closest('tr')!;
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).getByText('Your account')).toBeInTheDocument();
    expect(within(own).getByText('Approved')).toHaveAttribute('data-status', 'Approved');
    const other = screen.getByRole('link', { name: 'Pat Pending' }).closest('tr')!;
    expect(within(other).getByRole('combobox', { name: /^Actions for Pat Pending/ })).toBeInTheDocument();
    // The menu is the status: shown once, not also as a badge beside it.
    expect(within(other).getByRole('combobox', { name: /^Actions for Pat Pending/ })).toHaveValue('New');
    expect(within(other).queryByText('New', { selector: '[data-status]' })).not.toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Type', 'Status', 'Created']);
  });

  it("tells 'no matches' under filters from 'no users', and clears the filters", async () => {
    const { calls } = answerRequests(({ url }) =>
      jsonResponse(200, url.searchParams.get('UserStatus') ? [] : [makeUser(9)]),
    );
    signInAsAdmin();
    const { user } = renderWithProviders(<UsersAdminPage />, { route: '/users-admin-page' });
    await screen.findByRole('link', { name: 'First9 Last9' });
    await user.selectOptions(screen.getByLabelText('Registered status'), 'Rejected');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'First9 Last9' })).toBeInTheDocument();
    expect(screen.getByLabelText('Registered status')).toHaveValue('');
    expect(listCalls(calls).some((c) => c.url.searchParams.get('UserStatus') === 'Rejected')).toBe(true);
  });

  it('asks before rejecting, naming the user, and changes nothing on Cancel', async () => {
    const { calls, user, menu } = await openWithPendingUser();
    await user.selectOptions(menu, 'Rejected');
    const dialog = screen.getByRole('dialog', { name: 'Reject user' });
    expect(dialog).toHaveAccessibleDescription('Reject Pat Pending? Their status becomes Rejected.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(menu).toHaveValue('New');

    await user.selectOptions(menu, 'Rejected');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Data changed successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      userStatus: { userStatusesValue: 'Rejected' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its filters in the address, so a user and Back return to the filtered list', async () => {
    const { calls } = answerRequests(() =>
      jsonResponse(200, [makeUser(7, { firstName: 'Ada', lastName: 'Lovelace' })]),
    );
    const { user } = openListAmongPages('/users-admin-page');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.selectOptions(screen.getByLabelText('User type'), 'LawFirm');
    await user.selectOptions(screen.getByLabelText('Registered status'), 'New');
    await user.type(screen.getByLabelText('Search by name'), 'Ada');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/users-admin-page?type=LawFirm&status=New&name=Ada'),
    );

    await user.click(await screen.findByRole('link', { name: 'Ada Lovelace' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/user-profile?7');
    const before = listCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByLabelText('User type')).toHaveValue('LawFirm');
    expect(screen.getByLabelText('Registered status')).toHaveValue('New');
    expect(screen.getByLabelText('Search by name')).toHaveValue('Ada');
    // The filtered list is read again or from the cache, never the whole list.
    for (const call of listCalls(calls).slice(before - 1))
      expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
        UserType: 'LawFirm',
        UserStatus: 'New',
        Name: 'Ada',
      });
  });

  it('opens filtered from an address, ignores a type it does not offer, and clears back to a bare address', async () => {
    const { calls } = answerRequests(({ url }) =>
      jsonResponse(200, url.searchParams.get('UserStatus') ? [] : [makeUser(9)]),
    );
    const { user } = openListAmongPages('/users-admin-page?type=Nobody&status=Rejected');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('User type')).toHaveValue('');
    expect(screen.getByLabelText('Registered status')).toHaveValue('Rejected');
    const [first] = listCalls(calls);
    expect(first!.url.searchParams.has('UserType')).toBe(false);
    expect(first!.url.searchParams.get('UserStatus')).toBe('Rejected');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'First9 Last9' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/users-admin-page$/);
  });
});
