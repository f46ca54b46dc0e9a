import {
  answerRequests,
  jsonResponse,
  renderWithProviders,
  screen,
  signInAs,
  userEvent,
  waitFor,
  within,
} from 'shared-ui/testing';
import type { Dashboard, DashboardGroup, WorkQueue } from '@litfund/domain';
import { AdminHomePage } from './AdminHomePage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

afterEach(resetAfterTest);

/** The first load renders through MSW and, for the charts, a lazy chunk: slow on a busy machine. */
const LOADED = { timeout: 15_000 };

const group = (key: string, label: string, funded: number): DashboardGroup => ({
  key,
  label,
  cases: 2,
  funded,
  collected: funded / 2,
  openPrincipal: funded / 2,
  totalDue: funded,
});

const DASHBOARD: Dashboard = {
  figuresOn: '2026-11-20',
  totals: {
    fundedCases: 12,
    openCases: 7,
    closedCases: 5,
    fundedPrincipal: 123456.78,
    openPrincipal: 60000,
    totalDue: 81234.5,
    collected: 45000.01,
    expectedPayoff: 99000,
    closedFunded: 50000,
    closedCollected: 55000,
    lostUnrecovered: 2500,
    realizedReturnPercent: 10,
    lossRatePercent: 5,
  },
  byMonth: [{ month: '2026-10', funded: 1000, collected: 200 }],
  byStatus: [group('CheckSent', 'Check Sent', 60000)],
  byState: [group('11', 'Georgia', 123456.78)],
  byAttorney: [group('3', 'Ann Attorney', 100000)],
  byLawFirm: [group('4', 'Firm LLP', 90000)],
  vintages: [{ quarter: '2026-Q3', funded: 1000, points: [{ month: 0, collected: 100, percent: 10 }] }],
};

const QUEUE: WorkQueue = {
  sections: [
    {
      kind: 'userWaiting',
      title: 'Users waiting for approval',
      count: 12,
      items: [
        {
          kind: 'userWaiting',
          subject: 'Pat Pending',
          detail: 'Attorney · pending@litfund.test',
          on: '2026-11-19',
          href: '/edit-user?5',
        },
      ],
    },
    { kind: 'caseQuiet', title: 'Cases with no update for 90 days', count: 0, items: [] },
  ],
};

function serveDesk() {
  return answerRequests((call) =>
    call.url.pathname.endsWith('/AdminDesk/workQueue') ? jsonResponse(200, QUEUE) : jsonResponse(200, DASHBOARD),
  );
}

test('shows the four admin tiles and mail delivery', () => {
  renderWithProviders(<AdminHomePage />, { route: '/admin' });
  expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users-admin-page');
  expect(screen.getByRole('link', { name: 'Contracts' })).toHaveAttribute('href', '/all-contracts');
  expect(screen.getByRole('link', { name: 'Interest Rate Controller' })).toHaveAttribute(
    'href',
    '/interest-rates-list',
  );
  expect(screen.getByRole('link', { name: 'State compliance' })).toHaveAttribute('href', '/state-compliance');
  expect(screen.getByRole('link', { name: 'User Rating Controller' })).toHaveAttribute('href', '/rating-controller');
  expect(screen.getByRole('link', { name: 'Mail delivery' })).toHaveAttribute('href', '/mail-delivery');
});

test('an Approved administrator sees the portfolio figures, its tables and the work queue above the tiles', async () => {
  signInAs('Administrator');
  serveDesk();
  renderWithProviders(<AdminHomePage />, { route: '/admin' });
  const figures = await screen.findByLabelText('Portfolio figures', {}, LOADED);
  expect(within(figures).getByText('$123,456.78')).toBeInTheDocument();
  expect(within(figures).getByText('$81,234.50')).toBeInTheDocument();
  expect(within(figures).getByText('10.00 %')).toBeInTheDocument();
  expect(screen.getByText('Funded cases; amounts due as of 11-20-2026.')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Top attorneys' })).getByText('Ann Attorney')).toBeInTheDocument();
  const queue = await screen.findByRole('region', { name: 'Users waiting for approval' }, LOADED);
  expect(within(queue).getByRole('link', { name: 'Pat Pending' })).toHaveAttribute('href', '/edit-user?5');
  expect(within(queue).getByText('and 11 more')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Cases with no update for 90 days' })).getByText('Nothing waiting.'),
  ).toBeInTheDocument();
});

test('the filter asks for the typed days and type, and refuses a reversed range without asking', async () => {
  signInAs('Administrator');
  const { calls } = serveDesk();
  renderWithProviders(<AdminHomePage />, { route: '/admin' });
  await screen.findByLabelText('Portfolio figures', {}, LOADED);
  const user = userEvent.setup();
  // Pasted rather than typed key by key: the same change events, in a fraction of the time.
  const enter = async (label: string, text: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await user.selectOptions(screen.getByLabelText('Contract type'), 'PostSettlement');
  await enter('Funded from', '03/01/2026');
  await enter('Funded to', '02/01/2026');
  const asked = () => calls.filter((c) => c.url.pathname.endsWith('/AdminDesk/dashboard')).map((c) => c.url.search);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
  expect(asked()).toEqual(['', '?contractType=PostSettlement']);
  await enter('Funded to', '04/30/2026');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(asked().at(-1)).toBe('?from=2026-03-01&to=2026-04-30&contractType=PostSettlement'));
});

test('an administrator waiting for approval sees only the tiles', () => {
  signInAs('Administrator', { status: 'New' });
  const { calls } = serveDesk();
  renderWithProviders(<AdminHomePage />, { route: '/admin' });
  expect(screen.queryByLabelText('Portfolio figures')).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});
