import { useInformationPage, useNotification } from 'shared-ui';
import { renderPageAt, jsonResponse, screen, answerRequests } from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { INVALID_RESET_LINK, ResetPasswordSuccessPage } from './ResetPasswordSuccessPage.tsx';

function renderPage(route = '/reset-password-success?passwordToken=tok%2B1&email=ada%40example.com') {
  return renderPageAt('/reset-password-success', <ResetPasswordSuccessPage />, route);
}

afterEach(() => {
  useNotification.getState().close();
  useInformationPage.getState().reset();
});

describe('ResetPasswordSuccessPage', () => {
  it('keeps the button disabled while either field is empty', async () => {
    answerRequests(() => jsonResponse(204, null));
    const { user } = renderPage();
    const button = screen.getByRole('button', { name: /save new password/i });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^New password/), 'Renewed2026');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^Repeat password/), 'R');
    expect(button).toBeEnabled();
  });

  it('shows Password mismatch and sends nothing', async () => {
    const { requests } = answerRequests(() => jsonResponse(204, null));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^New password/), 'Renewed2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Renewed2027');
    await user.click(screen.getByRole('button', { name: /save new password/i }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Repeat password/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).not.toHaveBeenCalled();
  });

  it('enforces the password rule', async () => {
    const { requests } = answerRequests(() => jsonResponse(204, null));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Repeat password/), 'short');
    await user.click(screen.getByRole('button', { name: /save new password/i }));
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('sets the password and shows the information page with Go to Login', async () => {
    const { calls } = answerRequests(() => jsonResponse(204, null));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^New password/), 'Renewed2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Renewed2026');
    await user.click(screen.getByRole('button', { name: /save new password/i }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/v1/Account/reset-password-success');
    expect(calls[0]?.url.searchParams.get('passwordToken')).toBe('tok+1');
    expect(calls[0]?.body).toEqual({ password: 'Renewed2026', email: 'ada@example.com' });
    expect(useInformationPage.getState().content).toMatchObject({
      title: 'Password changed',
      buttonText: 'Go to Login',
      btnLink: '/login',
    });
  });

  it("shows the server's message when the token is refused", async () => {
    answerRequests(() => jsonResponse(400, { message: 'The link has expired' }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^New password/), 'Renewed2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Renewed2026');
    await user.click(screen.getByRole('button', { name: /save new password/i }));
    expect(await screen.findByText('The link has expired')).toBeInTheDocument();
  });

  it('explains an incomplete link', () => {
    answerRequests(() => jsonResponse(204, null));
    renderPage('/reset-password-success?email=ada%40example.com');
    expect(screen.getByText(INVALID_RESET_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /request a new link/i })).toHaveAttribute('href', '/reset-password');
  });
});
