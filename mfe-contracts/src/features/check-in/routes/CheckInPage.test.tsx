import { answerRequests, jsonResponse, renderWithProviders, screen } from 'shared-ui/testing';
import { CHECK_IN_MESSAGES, MESSAGES } from '@litfund/domain';
import { CheckInPage } from './CheckInPage.tsx';

const VIEW = {
  contractIdentifier: 'LF-2026-000042',
  plaintiff: 'Carl Client',
  caseId: 'GA-42',
  attorney: 'Alice Attorney',
  sentOn: '2026-11-20',
};

describe('CheckInPage', () => {
  it('asks about the case from the link and sends a "settled" answer with its amount and payment day', async () => {
    const { calls } = answerRequests(({ url }) =>
      url.pathname.endsWith('/CheckIn/view')
        ? jsonResponse(200, VIEW)
        : jsonResponse(200, { message: CHECK_IN_MESSAGES.answered }),
    );
    const { user } = renderWithProviders(<CheckInPage />, { route: '/check-in?token=abc' });
    expect(await screen.findByText('LF-2026-000042')).toBeInTheDocument();
    expect(screen.getByText('Plaintiff: Carl Client')).toBeInTheDocument();
    expect(screen.getByText('Asked on 11-20-2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(CHECK_IN_MESSAGES.kindRequired)).toBeInTheDocument();

    await user.click(screen.getByText('Settled'));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(CHECK_IN_MESSAGES.amountRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Settlement amount/), '45,000.50');
    await user.type(screen.getByLabelText(/Expected payment date/), '12/15/2026');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(CHECK_IN_MESSAGES.answered)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname.endsWith('/CheckIn/answer'));
    expect(sent?.body).toEqual({
      token: 'abc',
      answer: { kind: 'Settled', amount: 45000.5, expectedPaymentDate: '2026-12-15', payoffRequested: true },
    });
    expect(calls.every((c) => !c.url.search.includes('abc'))).toBe(true);
  });

  it('asks new counsel for their name and a valid email', async () => {
    answerRequests(() => jsonResponse(200, VIEW));
    const { user } = renderWithProviders(<CheckInPage />, { route: '/check-in?token=abc' });
    await user.click(await screen.findByText('No longer representing the plaintiff'));
    await user.type(screen.getByLabelText(/New counsel's email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('says why a used, expired or unknown link does not work', async () => {
    answerRequests(() => jsonResponse(409, { message: CHECK_IN_MESSAGES.alreadyAnswered }));
    renderWithProviders(<CheckInPage />, { route: '/check-in?token=used' });
    expect(await screen.findByText(CHECK_IN_MESSAGES.alreadyAnswered)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('a link without its token is refused at once', () => {
    renderWithProviders(<CheckInPage />, { route: '/check-in' });
    expect(screen.getByText(CHECK_IN_MESSAGES.linkInvalid)).toBeInTheDocument();
  });
});
