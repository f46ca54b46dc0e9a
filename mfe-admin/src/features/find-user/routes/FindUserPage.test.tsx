import { jsonResponse, renderWithProviders, screen, answerRequests } from 'shared-ui/testing';
import { USER_NAME_SEARCH_MAX } from '@litfund/domain';
import { makeUser, signInAsAdmin } from '../../../shared/users/testing/fixtures.ts';
import { FindUserPage } from './FindUserPage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

afterEach(resetAfterTest);

describe('FindUserPage', () => {
  it("says 'Please, login!' without a token", () => {
    const { requests } = answerRequests(() => jsonResponse(200, []));
    renderWithProviders(<FindUserPage />, { route: '/find-user' });
    expect(screen.getByText('Please, login!')).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('lists users with Edit links, the same filters and a link to /create-user', async () => {
    answerRequests(() => jsonResponse(200, [makeUser(7, { firstName: 'Ada', lastName: 'Lovelace' })]));
    signInAsAdmin();
    renderWithProviders(<FindUserPage />, { route: '/find-user' });
    expect(await screen.findByRole('link', { name: 'Edit Ada Lovelace' })).toHaveAttribute('href', '/edit-user?7');
    expect(screen.getByRole('link', { name: 'Create User' })).toHaveAttribute('href', '/create-user');
    expect(screen.getByLabelText('User type')).toBeInTheDocument();
    expect(screen.getByLabelText('Registered status')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by name')).toBeInTheDocument();
  });

  it('keeps a long name search within the limit the server takes: never a load error for its length', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, []));
    signInAsAdmin();
    const long = 'a'.repeat(500);
    const { user } = renderWithProviders(<FindUserPage />, { route: `/find-user?name=${long}` });
    const search = screen.getByLabelText('Search by name');
    expect(search).toHaveAttribute('maxLength', String(USER_NAME_SEARCH_MAX));
    expect(search).toHaveValue('a'.repeat(USER_NAME_SEARCH_MAX));
    await user.type(search, 'bbb');
    expect(search).toHaveValue('a'.repeat(USER_NAME_SEARCH_MAX));
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    for (const call of calls) expect((call.url.searchParams.get('Name') ?? '').length).toBeLessThanOrEqual(100);
    expect(screen.queryByText('No data has been received, please refresh the page')).not.toBeInTheDocument();
  });

  it("says 'No users yet' when there are none, and 'no matches' when a name search finds none", async () => {
    answerRequests(() => jsonResponse(200, []));
    signInAsAdmin();
    const { user } = renderWithProviders(<FindUserPage />, { route: '/find-user' });
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name'), 'Zed');
    expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });
});
