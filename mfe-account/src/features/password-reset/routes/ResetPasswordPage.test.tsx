import { useInformationPage, useNotification } from 'shared-ui';
import { renderPageAt, jsonResponse, screen, answerRequests } from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

function renderPage(route = '/reset-password') {
  return renderPageAt('/reset-password', <ResetPasswordPage />, route);
}

afterEach(() => {
  useNotification.getState().close();
  useInformationPage.getState().reset();
});

describe('ResetPasswordPage (forgot password)', () => {
  it('keeps the button disabled while the email is empty', async () => {
    answerRequests(() => jsonResponse(204, null));
    const { user } = renderPage();
    const button = screen.getByRole('button', { name: /send reset link/i });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'a');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText(/^Email/));
    expect(button).toBeDisabled();
  });

  it('asks the server for a link and shows the information page', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, { message: MESSAGES.resetLinkSent }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /send reset link/i }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/v1/Account/reset-password');
    expect(calls[0]?.url.searchParams.get('email')).toBe('ada@example.com');
    expect(calls[0]?.body).toBeUndefined();
    expect(useInformationPage.getState().content.title).toBe('Check your email');
    expect(useInformationPage.getState().content.description).toContain('ada@example.com');
  });

  it('takes the address from the link it was opened with (the confirmation page sends the owner here)', () => {
    answerRequests(() => jsonResponse(200, { message: MESSAGES.resetLinkSent }));
    renderPage('/reset-password?email=ada%40example.com');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('tells the owner to use the newest link when reset links were sent several times just now', async () => {
    answerRequests(() => jsonResponse(200, { message: MESSAGES.resetLinkSentRecently }));
    const { user } = renderPage('/reset-password?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(useInformationPage.getState().content).toMatchObject({ title: 'Check your email' });
    expect(useInformationPage.getState().content.description).toBe(
      `For ada@example.com: r${MESSAGES.resetLinkSentRecently.slice(1)}`,
    );
  });

  it('shows No user found with this email on 404', async () => {
    answerRequests(() => jsonResponse(404, { message: 'Not found' }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(await screen.findByText(MESSAGES.noUserWithEmail)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's message for other errors", async () => {
    answerRequests(() => jsonResponse(429, { message: 'Slow down' }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: /send reset link/i }));
    expect(await screen.findByText('Slow down')).toBeInTheDocument();
  });
});
