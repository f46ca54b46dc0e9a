import { useNotification, useSession } from 'shared-ui';
import {
  fireEvent,
  jsonResponse,
  renderWithProviders,
  screen,
  signInAs,
  type ApiCall,
  answerRequests,
  waitFor,
  within,
} from 'shared-ui/testing';
import type { User } from '@litfund/domain';
import { attorney, publicCardOf } from '../../../shared/testing/users.ts';
import { UserProfilePage } from './UserProfilePage.tsx';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** GET User/7 answers `user`; the avatar calls answer what `onAvatar` gives (the updated user by default). */
function stubProfile(user: User, onAvatar?: (call: ApiCall) => Response) {
  let current = user;
  return answerRequests((call) => {
    if (call.method === 'GET') return jsonResponse(200, current);
    if (onAvatar) return onAvatar(call);
    const body = call.body as { documentBase64String?: string; mimeType?: string } | undefined;
    current = call.url.pathname.endsWith('/uploadAvatar')
      ? { ...current, avatar: `data:${body?.mimeType};base64,${body?.documentBase64String}` }
      : { ...current, avatar: null };
    return jsonResponse(200, current);
  });
}

function pngFile(name = 'me.png', type = 'image/png') {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type });
}

afterEach(() => {
  useSession.getState().signOut();
  useNotification.getState().close();
});

describe('UserProfilePage avatar', () => {
  it('lets the owner upload a png: sends its base64 without the data: prefix and shows it', async () => {
    const { calls } = stubProfile(attorney);
    signInAs('Attorney', { id: 7 });
    const { user } = renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.queryByRole('button', { name: 'Remove avatar' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Avatar file'), pngFile());

    expect(await screen.findByText('Avatar uploaded successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/User/7/uploadAvatar');
    expect(post?.body).toEqual({ mimeType: 'image/png', documentBase64String: PNG_BASE64 });
    expect(screen.getByRole('img', { name: 'Avatar of Ada Lovelace' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG_BASE64}`,
    );
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeInTheDocument();
  });

  it("refuses other file types with 'Available formats: png, jpg' and sends nothing", async () => {
    const { calls } = stubProfile(attorney);
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    const input = screen.getByLabelText('Avatar file');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });

    expect(await screen.findByText('Available formats: png, jpg')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message when it refuses the file (415)", async () => {
    stubProfile(attorney, () => jsonResponse(415, { message: 'Available formats: png, jpg' }));
    signInAs('Attorney', { id: 7 });
    const { user } = renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    await user.upload(screen.getByLabelText('Avatar file'), pngFile('fake.png'));
    expect(await screen.findByText('Available formats: png, jpg')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No avatar for Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows a 413 message too', async () => {
    stubProfile(attorney, () => jsonResponse(413, { message: 'The avatar must be at most 2 MiB' }));
    signInAs('Attorney', { id: 7 });
    const { user } = renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    await user.upload(screen.getByLabelText('Avatar file'), pngFile('big.jpg', 'image/jpeg'));
    expect(await screen.findByText('The avatar must be at most 2 MiB')).toBeInTheDocument();
  });

  it('lets the owner remove the avatar', async () => {
    const { calls } = stubProfile({ ...attorney, avatar: `data:image/png;base64,${PNG_BASE64}` });
    signInAs('Attorney', { id: 7 });
    const { user } = renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('img', { name: 'Avatar of Ada Lovelace' });

    await user.click(screen.getByRole('button', { name: 'Remove avatar' }));

    expect(await screen.findByText('Avatar deleted successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/v1/User/7/removeAvatar');
    expect(screen.getByRole('img', { name: 'No avatar for Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove avatar' })).not.toBeInTheDocument();
  });
});

describe('UserProfilePage by role', () => {
  it('gives an Approved administrator the Edit link, the banned marker, the avatar control and the cases', async () => {
    stubProfile({ ...attorney, banned: true });
    signInAs('Administrator', { id: 1 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-user?7');
    expect(screen.getByText('User is banned from receiving credit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload avatar' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cases' })).getByText('Cases not found')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Law firms' })).getByText('Firms not found')).toBeInTheDocument();
  });

  it("shows no Active/Inactive badge on an administrator's own profile (it is about funding, not the account)", async () => {
    stubProfile({ ...attorney, id: 1, firstName: 'Site', lastName: 'Administrator', userType: 'Administrator' });
    signInAs('Administrator', { id: 1 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?1' });
    await screen.findByRole('heading', { level: 1, name: 'Site Administrator' });
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows no banned marker for a user who is not banned', async () => {
    stubProfile(attorney);
    signInAs('Administrator', { id: 1 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText('User is banned from receiving credit')).not.toBeInTheDocument();
  });

  it('gives an administrator who is not Approved neither the Edit link nor the banned marker', async () => {
    stubProfile({ ...attorney, banned: true });
    signInAs('Administrator', { id: 1, status: 'New' });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText('User is banned from receiving credit')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload avatar' })).not.toBeInTheDocument();
  });

  it('shows the owner their cases but no Edit link or banned marker', async () => {
    stubProfile({ ...attorney, banned: true });
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.getByText('Cases not found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText('User is banned from receiving credit')).not.toBeInTheDocument();
  });

  it("shows another user's public card without the edit controls or cases", async () => {
    const card = publicCardOf(attorney);
    answerRequests(() => jsonResponse(200, card));
    signInAs('Client', { id: 9 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });

    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload avatar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Avatar file')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cases' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cases not found')).not.toBeInTheDocument();
    expect(screen.getByText('Firms not found')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toHaveAttribute('title', 'No funding sent in the last 180 days');
  });

  it("lists the user's cases with Case ID, status, requested amount and created date", async () => {
    const contract = {
      id: 42,
      identifier: 'LF-2026-000042',
      caseId: 'LF-42',
      contractType: 'PreSettlement',
      status: 'CheckSent',
      parentContractId: null,
      createDate: '2026-02-03T12:00:00.000Z',
      amountRequested: 2000,
      amountApproved: 1500.5,
    };
    stubProfile({
      ...attorney,
      associatedContracts: [contract],
      active: true,
      dateFirstContract: '2026-02-03T12:00:00.000Z',
    });
    signInAs('Attorney', { id: 7 });
    renderWithProviders(<UserProfilePage />, { route: '/user-profile?7' });
    const cases = await screen.findByRole('region', { name: 'Cases' });

    const headers = within(cases)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Case ID', 'Status', 'Requested', 'Created date']);
    const [, row] = within(cases).getAllByRole('row');
    if (!row) throw new Error('The cases table has no data row');
    expect(within(row).getByRole('link', { name: 'LF-42' })).toHaveAttribute('href', '/contract-page?42');
    expect(within(row).getByText('Check Sent')).toHaveAttribute('data-status', 'CheckSent');
    // What was asked, as All Contracts' "Requested" column shows it.
    expect(within(row).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(row).getByText('02-03-2026')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cases not found')).not.toBeInTheDocument());
  });
});
