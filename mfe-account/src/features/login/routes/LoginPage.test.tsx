import { useInformationPage, useNotification, useSession } from 'shared-ui';
import { renderPageAt, jsonResponse, screen, answerRequests, waitFor, within } from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { LoginPage } from './LoginPage.tsx';

const approved = {
  accessToken: 'token-123',
  userId: 7,
  role: 'Attorney',
  userFirtsName: 'Ada',
  userLastName: 'Lovelace',
  userStatus: { userStatusesValue: 'Approved' },
};

function renderLogin() {
  return renderPageAt('/login', <LoginPage />);
}

async function submit(user: ReturnType<typeof renderLogin>['user'], email = 'ada@example.com', password = 'Secret123') {
  await user.type(screen.getByLabelText('Email', { exact: false }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  useSession.getState().signOut();
  useNotification.getState().close();
  useInformationPage.getState().reset();
});

describe('LoginPage', () => {
  it('offers links to password reset, registration and the confirmation mail again', () => {
    answerRequests(() => jsonResponse(500, {}));
    renderLogin();
    expect(screen.getByRole('link', { name: /forgot password/i })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: /create an account/i })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Send the confirmation again' })).toHaveAttribute(
      'href',
      '/resend-confirmation',
    );
  });

  it('signs in, says so and goes to the profile', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, approved));
    const { user } = renderLogin();
    await submit(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/user-profile?7');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'ada@example.com', password: 'Secret123' } });
    expect(calls[0]?.url.pathname).toBe('/api/v1/Account/login');
    expect(useSession.getState()).toMatchObject({
      token: 'token-123',
      currentUserId: 7,
      currentUserRole: 'Attorney',
      currentUserName: 'Ada Lovelace',
    });
    expect(document.cookie).toContain('token=token-123');
    expect(screen.getByText(MESSAGES.loginSuccess)).toBeInTheDocument();
  });

  it('takes an Approved administrator to the administration page, where the desk is', async () => {
    answerRequests(() => jsonResponse(200, { ...approved, role: 'Administrator' }));
    const { user } = renderLogin();
    await submit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
  });

  it('returns to the page that sent the visitor to sign in', async () => {
    answerRequests(() => jsonResponse(200, approved));
    const { user } = renderPageAt('/login', <LoginPage />, `/login?next=${encodeURIComponent('/contract-page?8')}`);
    await submit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/contract-page?8');
  });

  it.each(['https://evil.test/', '//evil.test', '/\\evil.test'])(
    'ignores next=%s (no open redirect) and goes to the profile',
    async (next) => {
      answerRequests(() => jsonResponse(200, approved));
      const { user } = renderPageAt('/login', <LoginPage />, `/login?next=${encodeURIComponent(next)}`);
      await submit(user);
      expect(await screen.findByTestId('location')).toHaveTextContent('/user-profile?7');
    },
  );

  it('shows Wrong password on 403, on the form until the next attempt', async () => {
    answerRequests((call) =>
      call.body && (call.body as { password: string }).password === 'Secret123'
        ? jsonResponse(403, { message: 'Forbidden' })
        : jsonResponse(404, { message: 'Not found' }),
    );
    const { user } = renderLogin();
    await submit(user);
    const form = screen.getByRole('form', { name: 'Login' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.wrongPassword);
    expect(form).toHaveAccessibleDescription(MESSAGES.wrongPassword);
    // Said once, on the form: no banner repeats it.
    expect(screen.getAllByText(MESSAGES.wrongPassword)).toHaveLength(1);
    expect(useNotification.getState().isOpen).toBe(false);
    expect(useSession.getState().token).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // The next attempt replaces it with its own outcome.
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Other1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.userDoesNotExist));
    expect(within(form).queryByText(MESSAGES.wrongPassword)).not.toBeInTheDocument();
  });

  it("shows It looks like the user doesn't exist on 404", async () => {
    answerRequests(() => jsonResponse(404, { message: 'Not found' }));
    const { user } = renderLogin();
    await submit(user);
    expect(
      await within(screen.getByRole('form')).findByText("It looks like the user doesn't exist"),
    ).toBeInTheDocument();
  });

  it("shows the server's message for other errors (429)", async () => {
    answerRequests(() => jsonResponse(429, { message: MESSAGES.tooManyAttempts }));
    const { user } = renderLogin();
    await submit(user);
    expect(await within(screen.getByRole('form')).findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it.each(['New', 'Rejected', 'Denied'])('a %s user is not signed in and sees Limited Access', async (status) => {
    answerRequests(() =>
      jsonResponse(200, { ...approved, accessToken: '', userStatus: { userStatusesValue: status } }),
    );
    const { user } = renderLogin();
    await submit(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(useInformationPage.getState().content).toMatchObject({
      title: MESSAGES.notApprovedTitle,
      description: MESSAGES.notApprovedText,
      contractSupportBtn: true,
      buttonText: 'Send the confirmation again',
      btnLink: '/resend-confirmation?email=ada%40example.com',
    });
    expect(useSession.getState().token).toBeNull();
    expect(document.cookie).not.toContain('token=');
  });

  it('validates the email before calling the server', async () => {
    const { requests } = answerRequests(() => jsonResponse(200, approved));
    const { user } = renderLogin();
    await submit(user, 'not-an-email');
    const email = screen.getByLabelText('Email', { exact: false });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });
});
