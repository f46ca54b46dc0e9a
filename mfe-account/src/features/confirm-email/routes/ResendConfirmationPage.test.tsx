import { useInformationPage, useNotification } from 'shared-ui';
import { renderPageAt, jsonResponse, screen, answerRequests } from 'shared-ui/testing';
import { MAIL_MESSAGES, MESSAGES } from '@litfund/domain';
import { CONFIRMATION_SENT_TITLE, ResendConfirmationPage } from './ResendConfirmationPage.tsx';

function renderPage(route = '/resend-confirmation') {
  return renderPageAt('/resend-confirmation', <ResendConfirmationPage />, route);
}

afterEach(() => {
  useNotification.getState().close();
  useInformationPage.getState().reset();
});

describe('ResendConfirmationPage', () => {
  it('asks for a new link with the address from the link it was opened with, then shows the information page', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, { message: MAIL_MESSAGES.confirmationResent }));
    const { user } = renderPage('/resend-confirmation?email=ada%40example.com');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]!.url.pathname).toBe('/api/v1/Account/resend-confirmation');
    expect(calls[0]!.url.searchParams.get('email')).toBe('ada@example.com');
    expect(useInformationPage.getState().content).toMatchObject({ title: CONFIRMATION_SENT_TITLE, btnLink: '/login' });
    expect(useInformationPage.getState().content.description).toContain(MAIL_MESSAGES.confirmationResent);
  });

  it('tells the owner to use the link already sent when the address had its confirmations for the hour', async () => {
    answerRequests(() => jsonResponse(200, { message: MAIL_MESSAGES.confirmationSentRecently }));
    const { user } = renderPage('/resend-confirmation?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/information-page');
    const { description } = useInformationPage.getState().content;
    expect(description).toBe(`For ada@example.com: i${MAIL_MESSAGES.confirmationSentRecently.slice(1)}.`);
    expect(description).not.toContain('earlier links no longer work');
  });

  it('refuses a malformed address without calling the server', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, { message: 'x' }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's answer when asked too often", async () => {
    answerRequests(() => jsonResponse(429, { message: MAIL_MESSAGES.tooManyConfirmationMails }));
    const { user } = renderPage('/resend-confirmation?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MAIL_MESSAGES.tooManyConfirmationMails)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
