import { StrictMode } from 'react';
import { useInformationPage } from 'shared-ui';
import { renderPageAt, jsonResponse, screen, answerRequests, waitFor } from 'shared-ui/testing';
import { MESSAGES } from '@litfund/domain';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';

const LINK = '/confirm-email?token=abc%2F1&email=ada%40example.com';

function renderPage(route: string) {
  return renderPageAt(
    '/confirm-email',
    <StrictMode>
      <ConfirmEmailPage />
    </StrictMode>,
    route,
  );
}

async function confirmWith(user: ReturnType<typeof renderPage>['user'], password: string) {
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
}

afterEach(() => {
  useInformationPage.getState().reset();
});

describe('ConfirmEmailPage', () => {
  it('confirms nothing on opening the link; the password confirms it, in one call, then Congratulations!', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, { message: 'Your email address is confirmed' }));
    const { user } = renderPage(LINK);

    expect(screen.getByRole('form', { name: 'Confirm your email address' })).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('button', { name: 'Confirm email address' })).toBeDisabled();
    expect(calls).toHaveLength(0);
    await confirmWith(user, 'Secret123');

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/v1/Account/confirm-email');
    expect(calls[0]?.url.searchParams.get('emailToken')).toBe('abc/1');
    expect(calls[0]?.url.searchParams.get('email')).toBe('ada@example.com');
    expect(calls[0]?.body).toEqual({ password: 'Secret123' });
    expect(useInformationPage.getState().content).toMatchObject({
      title: 'Congratulations!',
      description: 'Your email address ada@example.com is confirmed. You will now receive notifications.',
      buttonText: 'Sign In',
      btnLink: '/login',
    });
  });

  it('puts a wrong password under the field and keeps the form for another try', async () => {
    let wrong = true;
    const { calls } = answerRequests(() =>
      wrong
        ? jsonResponse(400, {
            message: MESSAGES.wrongPassword,
            errors: [{ path: 'password', message: MESSAGES.wrongPassword }],
          })
        : jsonResponse(200, { message: 'Your email address is confirmed' }),
    );
    const { user } = renderPage(LINK);
    await confirmWith(user, 'Guess1234');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleErrorMessage(MESSAGES.wrongPassword),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    wrong = false;
    await user.clear(screen.getByLabelText(/^Password/));
    await confirmWith(user, 'Secret123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(calls).toHaveLength(2);
    expect(useInformationPage.getState().content.title).toBe('Congratulations!');
  });

  it('offers a new password instead, to whoever did not register or does not know the password', () => {
    answerRequests(() => jsonResponse(200, {}));
    renderPage(LINK);
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/reset-password?email=ada%40example.com',
    );
  });

  it('shows Error! with Code was not found or expired! when the link is dead', async () => {
    answerRequests(() => jsonResponse(400, { message: MESSAGES.codeNotFound }));
    const { user } = renderPage('/confirm-email?token=stale&email=ada%40example.com');
    await confirmWith(user, 'Secret123');

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(useInformationPage.getState().content).toMatchObject({
      title: 'Error!',
      description: 'Code was not found or expired!',
      buttonText: 'Go To Homepage',
      btnLink: '/',
    });
  });

  it('says so on the form when there were too many attempts', async () => {
    answerRequests(() => jsonResponse(429, { message: MESSAGES.tooManyAttempts }));
    const { user } = renderPage(LINK);
    await confirmWith(user, 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyAttempts);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the error page without calling the server when the link lacks a token', async () => {
    const { requests } = answerRequests(() => jsonResponse(204, null));
    renderPage('/confirm-email?email=ada%40example.com');
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(requests).not.toHaveBeenCalled();
    expect(useInformationPage.getState().content.title).toBe('Error!');
  });
});
