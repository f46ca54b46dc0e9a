import { StrictMode } from 'react';
import { jest } from '@jest/globals';
import { useInformationPage } from 'shared-ui';
import { renderPageAt, jsonResponse, screen, answerRequests } from 'shared-ui/testing';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';

function renderPage(route: string) {
  return renderPageAt(
    '/confirm-email',
    <StrictMode>
      <ConfirmEmailPage />
    </StrictMode>,
    route,
  );
}

afterEach(() => {
  useInformationPage.getState().reset();
});

describe('ConfirmEmailPage', () => {
  it('shows a spinner, calls the server once (StrictMode) and shows Congratulations!', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = answerRequests(async () => {
      await answered;
      return jsonResponse(204, null);
    });
    renderPage('/confirm-email?token=abc%2F1&email=ada%40example.com');

    expect(screen.getByRole('status', { name: /confirming your email/i })).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/v1/Account/confirm-email');
    expect(calls[0]?.url.searchParams.get('emailToken')).toBe('abc/1');
    expect(calls[0]?.url.searchParams.get('email')).toBe('ada@example.com');
    expect(useInformationPage.getState().content).toMatchObject({
      title: 'Congratulations!',
      description: 'Your email address ada@example.com is confirmed. You will now receive notifications.',
      buttonText: 'Sign In',
      btnLink: '/login',
    });
  });

  it('shows Error! with Code was not found or expired! when the server refuses', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = answerRequests(() => jsonResponse(404, { message: 'Code was not found or expired!' }));
    renderPage('/confirm-email?token=stale&email=ada%40example.com');

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(calls).toHaveLength(1);
    expect(useInformationPage.getState().content).toMatchObject({
      title: 'Error!',
      description: 'Code was not found or expired!',
      buttonText: 'Go To Homepage',
      btnLink: '/',
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the error page without calling the server when the link lacks a token', async () => {
    const { requests } = answerRequests(() => jsonResponse(204, null));
    renderPage('/confirm-email?email=ada%40example.com');
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(requests).not.toHaveBeenCalled();
    expect(useInformationPage.getState().content.title).toBe('Error!');
  });
});
