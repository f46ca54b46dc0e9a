import {
  HttpResponse,
  http,
  jsonResponse,
  renderWithProviders,
  screen,
  server,
  answerRequests,
  within,
} from 'shared-ui/testing';
import { MAIL_MESSAGES, type AdminMail } from '@litfund/domain';
import { bodyRows } from '../../../shared/testing/tables-and-forms.ts';
import { MailDeliveryPage } from './MailDeliveryPage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

const mail = (id: number, status: AdminMail['status'], extra: Partial<AdminMail> = {}): AdminMail => ({
  id,
  to: `user${id}@example.com`,
  subject: `Subject ${id}`,
  status,
  attempts: status === 'pending' ? 0 : 1,
  lastError: null,
  createdAt: '2026-11-20T15:04:00.000Z',
  sentAt: status === 'sent' ? '2026-11-20T15:05:00.000Z' : null,
  nextAttemptAt: status === 'pending' ? '2026-11-20T15:04:00.000Z' : null,
  ...extra,
});

const rows = () => bodyRows('Mail');

afterEach(resetAfterTest);

describe('MailDeliveryPage', () => {
  it('lists mail newest first with its delivery state, and pages with View more', async () => {
    // A server that delivers: no note about a missing mail server.
    const first = [
      mail(30, 'sent'),
      mail(29, 'failed', { attempts: 7, lastError: 'EENVELOPE: 550 Mailbox unavailable' }),
    ];
    const { calls } = answerRequests((call) => {
      const page = call.url.searchParams.get('pageNumber');
      if (page === '1')
        return jsonResponse(200, { items: first, totalCount: 3, pageNumber: 1, pageSize: 20, delivering: true });
      return jsonResponse(200, {
        items: [mail(28, 'pending', { attempts: 2, lastError: 'ECONNECTION: connect ECONNREFUSED' })],
        totalCount: 3,
        pageNumber: 2,
        pageSize: 20,
        delivering: true,
      });
    });
    const { user } = renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });
    expect(await screen.findByRole('table', { name: 'Mail' })).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      'user30@example.comSubject 30Sent111-20-202610:04 AM11-20-202610:05 AM',
      'user29@example.comSubject 29Given up7EENVELOPE: 550 Mailbox unavailable11-20-202610:04 AMSend again',
    ]);
    expect(calls[0]!.url.pathname).toBe('/api/v1/AdminMail');
    expect(calls[0]!.url.searchParams.get('pageSize')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findAllByText('user28@example.com');
    expect(within(rows()[2]!).getByText('Waiting')).toBeInTheDocument();
    expect(within(rows()[2]!).getByText(/^next try 11-20-2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    expect(screen.queryByText(MAIL_MESSAGES.noMailServer)).not.toBeInTheDocument();
  });

  it('says when no mail server is configured, so Waiting messages do not look stuck', async () => {
    answerRequests(() =>
      jsonResponse(200, { items: [mail(3, 'pending')], totalCount: 1, pageNumber: 1, pageSize: 20, delivering: false }),
    );
    renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });
    expect(await screen.findByText(MAIL_MESSAGES.noMailServer)).toBeInTheDocument();
  });

  it('shows each message as a card on narrow screens, with the same action', async () => {
    answerRequests(() =>
      jsonResponse(200, {
        items: [mail(9, 'failed', { attempts: 3, lastError: 'EENVELOPE: 550' })],
        totalCount: 1,
        pageNumber: 1,
        pageSize: 20,
        delivering: true,
      }),
    );
    renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });
    const cards = within(await screen.findByRole('list', { name: 'Mail messages' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'user9@example.comSubject 9Given upQueued 11-20-2026 10:04 AM, 3 attemptsEENVELOPE: 550Send again',
    ]);
  });

  it('sends a given-up message again and shows its new state', async () => {
    let retried = false;
    const { calls } = answerRequests((call) => {
      if (call.method === 'POST') {
        retried = true;
        return jsonResponse(200, { message: 'The message will be sent again' });
      }
      const item = retried ? mail(5, 'pending') : mail(5, 'failed', { lastError: 'EENVELOPE: 550' });
      return jsonResponse(200, { items: [item], totalCount: 1, pageNumber: 1, pageSize: 20, delivering: true });
    });
    const { user } = renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });
    await screen.findByRole('table', { name: 'Mail' });
    await user.click(
      within(screen.getByRole('table', { name: 'Mail' })).getByRole('button', {
        name: 'Send again to user5@example.com',
      }),
    );
    expect(await screen.findByText('The message will be sent again')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Mail' })).findByText('Waiting')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/v1/AdminMail/5/retry']);
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  });

  it("shows the error state with the server's message when the list cannot be read, and reads again on Retry", async () => {
    let refused = true;
    server.use(
      http.get('/api/v1/AdminMail', () =>
        refused
          ? HttpResponse.json({ message: 'Are you not admin!' }, { status: 403 })
          : HttpResponse.json({
              items: [mail(4, 'sent')],
              totalCount: 1,
              pageNumber: 1,
              pageSize: 20,
              delivering: true,
            }),
      ),
    );
    const { user } = renderWithProviders(<MailDeliveryPage />, { route: '/mail-delivery' });
    const heading = await screen.findByRole('heading', { name: 'No data has been received, please refresh the page' });
    const state = heading.closest<HTMLElement>('[role="alert"]')!;
    // the page's error state says why, as the banner does
    expect(await within(state).findByText('Are you not admin!')).toBeInTheDocument();
    refused = false;
    await user.click(within(state).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Mail' })).toHaveTextContent('user4@example.com');
  });
});
