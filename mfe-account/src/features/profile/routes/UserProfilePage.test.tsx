import { jest } from '@jest/globals';
import { useNotification, useSession } from 'shared-ui';
import { jsonResponse, renderWithProviders, screen, signInAs, answerRequests, within } from 'shared-ui/testing';
import type { User } from '@litfund/domain';
import { attorney, pendingClaim, publicCardOf } from '../../../shared/testing/users.ts';
import { UserProfilePage } from './UserProfilePage.tsx';

const publicCard = {
  ...publicCardOf(attorney),
  id: 9,
  firstName: 'Grace',
  lastName: 'Hopper',
  website: 'hopper.law',
};

const fullUser: User = {
  ...attorney,
  website: 'hopper.law',
  active: true,
  dateFirstContract: '2026-03-05T12:00:00.000Z',
  lawFirms: [
    {
      id: 1,
      lawFirmUserId: 30,
      firstName: 'Babbage LLP',
      lawFirmName: 'Babbage LLP',
      startDate: '2024-01-10T12:00:00.000Z',
      endDate: null,
      present: true,
      userId: 7,
    },
  ],
};

afterEach(() => {
  useSession.getState().signOut();
  useNotification.getState().close();
});

describe('UserProfilePage', () => {
  it('shows Please, Login! without a session token and calls nothing', () => {
    const { requests } = answerRequests(() => jsonResponse(200, fullUser));
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Please, Login!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(requests).not.toHaveBeenCalled();
  });

  it("renders the owner's full card from /user-profile?{id} with the bearer token", async () => {
    const { requests, calls } = answerRequests(() => jsonResponse(200, fullUser));
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });

    expect(screen.getByRole('status', { name: /loading the profile/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/v1/User/7');
    const request = requests.mock.calls[0]?.[0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer token-7');

    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Attorney')).toBeInTheDocument();
    expect(screen.getByText('1 Main St, Augusta, Georgia 30901')).toBeInTheDocument();
    expect(screen.getByText('555-0100')).toBeInTheDocument();
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('link', { name: 'hopper.law' })).toHaveAttribute('href', 'https://hopper.law');
    expect(screen.getByText('03-05-2026')).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: /no avatar for ada lovelace/i });
    expect(avatar).toHaveAttribute('width', '270');
    expect(avatar).toHaveAttribute('height', '270');

    const firms = screen.getByRole('region', { name: 'Law firms' });
    expect(within(firms).getByRole('link', { name: 'Babbage LLP' })).toHaveAttribute('href', '/user-profile?30');
    expect(within(firms).getByText('01-10-2024 to present')).toBeInTheDocument();
  });

  it("renders another user's public card from ?id= without private fields", async () => {
    const { calls } = answerRequests(() => jsonResponse(200, { ...publicCard, avatar: 'iVBORw0KGgo=' }));
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?id=9' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/v1/User/9');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Augusta, Georgia')).toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Avatar of Grace Hopper' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('Firms not found')).toBeInTheDocument();
  });

  it('shows a website saved before the rule as text, never as a link', async () => {
    answerRequests(() => jsonResponse(200, { ...publicCard, website: 'javascript:alert(1)' }));
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?id=9' });
    expect(await screen.findByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
  });

  it("opens the signed-in user's own profile when the route has no id", async () => {
    const { calls } = answerRequests(() => jsonResponse(200, fullUser));
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/v1/User/7');
  });

  it('says a profile that is not there for the caller is not available, with nothing to retry (404)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    answerRequests(() => jsonResponse(404, { message: 'Not found' }));
    signInAs('Client', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?99' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not available' })).toBeInTheDocument();
    expect(
      screen.getByText('This user does not exist, or their profile is not shown to other users.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('No data has been received, please refresh the page')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows the error state and the server message when the read fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let answer = jsonResponse(403, { message: 'Access denied' });
    answerRequests(() => answer);
    signInAs('Attorney', { id: 7 });
    const { user } = renderWithProviders(<UserProfilePage />, { route: '/user-profile?99' });

    expect(
      await screen.findByRole('heading', { name: 'No data has been received, please refresh the page' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Access denied').length).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();

    answer = jsonResponse(200, fullUser);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});

describe('UserProfilePage law-firm membership', () => {
  const firm: User = {
    ...fullUser,
    id: 30,
    firstName: 'Babbage LLP',
    lastName: '',
    userType: 'LawFirm',
    roleName: 'LawFirm',
    lawFirms: [],
  };

  it("shows the firm's own account its members, with the claims awaiting confirmation", async () => {
    const { calls } = answerRequests((call) =>
      jsonResponse(200, call.url.pathname.endsWith('/lawFirmMembers') ? [pendingClaim] : firm),
    );
    signInAs('LawFirm', { id: 30, firstName: 'Babbage LLP' });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?30' });
    const members = await screen.findByRole('region', { name: 'Members' });
    const row = await within(members).findByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(row).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Confirm Ada Lovelace' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toContain('/api/v1/User/30/lawFirmMembers');
  });

  it("shows another user a firm's public card without its members", async () => {
    const { calls } = answerRequests(() =>
      jsonResponse(200, { ...publicCard, id: 30, firstName: 'Babbage LLP', userType: 'LawFirm', roleName: 'LawFirm' }),
    );
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?30' });
    expect(await screen.findByRole('heading', { level: 1, name: /Babbage LLP/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/User/30']);
  });

  it('shows the owner their own claim as awaiting confirmation', async () => {
    answerRequests(() =>
      jsonResponse(200, { ...fullUser, lawFirms: [{ ...fullUser.lawFirms[0]!, state: 'pending' }] }),
    );
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    const firms = await screen.findByRole('region', { name: 'Law firms' });
    expect(within(firms).getByText('Awaiting confirmation')).toBeInTheDocument();
  });
});
