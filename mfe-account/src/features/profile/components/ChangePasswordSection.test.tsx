import { useNotification, useSession } from 'shared-ui';
import { jsonResponse, renderWithProviders, screen, answerRequests } from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';

const session = {
  userId: 7,
  role: 'Attorney' as const,
  userFirtsName: 'Ada',
  userLastName: 'Lovelace',
  userStatus: { userStatusesValue: 'Approved' },
};

beforeEach(() => useSession.getState().signIn({ accessToken: 'old-token', ...session }));
afterEach(() => {
  useSession.getState().signOut();
  useNotification.getState().close();
});

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  current: string,
  next: string,
  repeat = next,
) {
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Repeat new password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordSection', () => {
  it('keeps the button disabled until all three fields are filled', async () => {
    answerRequests(() => jsonResponse(200, {}));
    const { user } = renderWithProviders(<ChangePasswordSection />);
    const button = screen.getByRole('button', { name: 'Change password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Current password/), 'Secret123');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh-Pass42');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Repeat new password/), 'F');
    expect(button).toBeEnabled();
  });

  it.each([
    ['short', 'short', MESSAGES.passwordRule],
    ['Fresh-Pass42', 'Fresh-Pass43', MESSAGES.passwordsDoNotMatch],
    ['Secret123', 'Secret123', MESSAGES.samePassword],
  ])('refuses %s / %s with the message and sends nothing', async (next, repeat, message) => {
    const { requests } = answerRequests(() => jsonResponse(200, {}));
    const { user } = renderWithProviders(<ChangePasswordSection />);
    await fill(user, 'Secret123', next, repeat);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it("shows the server's Wrong password under the current password and keeps the session", async () => {
    answerRequests(() =>
      jsonResponse(400, {
        message: MESSAGES.wrongPassword,
        errors: [{ path: 'currentPassword', message: MESSAGES.wrongPassword }],
      }),
    );
    const { user } = renderWithProviders(<ChangePasswordSection />);
    await fill(user, 'Not-It-123', 'Fresh-Pass42');
    expect(await screen.findByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(useNotification.getState()).toMatchObject({
      isOpen: true,
      message: MESSAGES.wrongPassword,
      severity: 'error',
    });
    expect(useSession.getState().token).toBe('old-token');
  });

  it('sends the current and new password, keeps this device signed in on the fresh token and says so', async () => {
    const { calls } = answerRequests(() =>
      jsonResponse(200, { message: MESSAGES.passwordChanged, accessToken: 'fresh-token', ...session }),
    );
    const { user } = renderWithProviders(<ChangePasswordSection />);
    await fill(user, 'Secret123', 'Fresh-Pass42');
    await screen.findByRole('button', { name: 'Change password' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/v1/Account/change-password');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer old-token');
    expect(calls[0]?.body).toEqual({ currentPassword: 'Secret123', newPassword: 'Fresh-Pass42' });
    expect(useSession.getState().token).toBe('fresh-token');
    expect(useNotification.getState()).toMatchObject({
      isOpen: true,
      message: MESSAGES.passwordChanged,
      severity: 'success',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });
});
