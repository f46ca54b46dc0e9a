import { jest } from '@jest/globals';
import { useNotification } from 'shared-ui';
import {
  atPhoneWidth,
  jsonResponse,
  renderWithProviders,
  screen,
  answerRequests,
  waitFor,
  within,
  type ApiCall,
} from 'shared-ui/testing';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import { renderSignedIn, signOutAfterEach } from '../../../shared/testing/render-page.tsx';
import { NO_MATCHES } from '../components/ContractTable.tsx';
import { listRow, rows } from '../testing/rows.ts';
import { AllContractsPage } from './AllContractsPage.tsx';
import { ContractHistoryPage } from './ContractHistoryPage.tsx';
import { MyLawFirmContractsPage } from './MyLawFirmContractsPage.tsx';

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/v1/Contract/list');
const FIRST_PAGE = { pageNumber: 1, pageSize: 10, sortingType: 'desc' };
const pageOf = (body: unknown) => (body as { pagination: { pageNumber: number } }).pagination.pageNumber;

/** console.error silenced for a test whose failure is logged; returns the spy to check it was. */
const quietConsole = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

signOutAfterEach();
afterEach(() => jest.restoreAllMocks());

describe('Case History', () => {
  it('shows the list columns: linked case, created date, status over two lines, -$ due, days left, paid off, parties', async () => {
    answerRequests(() =>
      jsonResponse(200, [
        listRow(7, {
          status: 'ClosedNotPaidOff',
          totalDue: 10274.75,
          paidOff: 250.25,
          daysBeforePriceIncrease: 12,
          responsibleLawFirm: { userId: 4, userName: 'Lex & Partners LLP' },
        }),
        listRow(8, { responsibleAttorney: null }),
      ]),
    );
    renderSignedIn(<ContractHistoryPage />, { role: 'Attorney', id: 2, route: '/contract-history' });
    const link = await screen.findByRole('link', { name: 'CASE-7' });
    expect(link).toHaveAttribute('href', '/contract-page?7');
    const row = within(link.closest('tr')!);
    expect(row.getByText('11-02-2026')).toBeInTheDocument();
    expect(row.getByText('Closed Not Paid Off')).toHaveAttribute('data-status', 'ClosedNotPaidOff');
    expect(row.getByText('-$10,274.75')).toBeInTheDocument();
    expect(row.getByText('12 days left')).toBeInTheDocument();
    expect(row.getByText('$250.25')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Carl Client' })).toHaveAttribute('href', '/user-profile?3');
    expect(row.getByRole('link', { name: 'Lex & Partners LLP' })).toHaveAttribute('href', '/user-profile?4');
    const second = within(screen.getByRole('link', { name: 'CASE-8' }).closest('tr')!);
    expect(second.getByText(CONTRACT_MESSAGES.noResponsibleAttorney)).toBeInTheDocument();
    expect(second.getByText(CONTRACT_MESSAGES.noResponsibleLawFirm)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Request' })).toHaveAttribute(
      'href',
      '/create-contract-attorney',
    );
    expect(screen.queryByRole('columnheader', { name: 'Risk Rate' })).not.toBeInTheDocument();
  });

  it('on a phone, each contract is a card: its case and status on top, the amount due and paid off first', async () => {
    const viewport = atPhoneWidth();
    try {
      answerRequests(() =>
        jsonResponse(200, [
          listRow(7, { status: 'CheckSent', totalDue: 10274.75, paidOff: 250.25, daysBeforePriceIncrease: 12 }),
          listRow(8, { parentContractId: 7 }),
        ]),
      );
      renderSignedIn(<ContractHistoryPage />, { role: 'Attorney', id: 2, route: '/contract-history' });
      const list = await screen.findByRole('list', { name: 'Case History' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [funded, request] = within(list).getAllByRole('listitem');
      const card = within(funded!);
      expect(card.getByRole('link', { name: 'CASE-7' })).toHaveAttribute('href', '/contract-page?7');
      expect(card.getByText('Check Sent')).toHaveAttribute('data-status', 'CheckSent');
      expect(card.getAllByRole('term').map((t) => t.textContent)).toEqual([
        'Amount Due',
        'Paid Off',
        'Date Created',
        'Requested',
        'Days Until Rate Increase',
        'Client',
        'Attorney',
        'Law Firm',
      ]);
      expect(
        card
          .getAllByRole('definition')
          .slice(0, 2)
          .map((d) => d.textContent),
      ).toEqual(['-$10,274.75', '$250.25']);
      expect(card.getByRole('link', { name: 'Carl Client' })).toHaveAttribute('href', '/user-profile?3');
      expect(within(request!).getByText(CONTRACT_MESSAGES.additionalFundsRow)).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });

  it('marks an additional-funds request under its case id, so the case does not read as listed twice', async () => {
    answerRequests(() =>
      jsonResponse(200, [
        listRow(8, { caseId: 'GA-DEMO-07', parentContractId: 7 }),
        listRow(7, { caseId: 'GA-DEMO-07', status: 'CheckSent' }),
      ]),
    );
    renderSignedIn(<ContractHistoryPage />, { role: 'Client', id: 3, route: '/contract-history' });
    const [child, parent] = await screen.findAllByRole('link', { name: 'GA-DEMO-07' });
    expect(child).toHaveAttribute('href', '/contract-page?8');
    expect(within(child!.closest('td')!).getByText(CONTRACT_MESSAGES.additionalFundsRow)).toBeInTheDocument();
    expect(within(parent!.closest('td')!).queryByText(CONTRACT_MESSAGES.additionalFundsRow)).not.toBeInTheDocument();
  });

  it('shows a cancelled contract as cancelled, with its day, not as the green Check Sent', async () => {
    answerRequests(() =>
      jsonResponse(200, [
        listRow(9, { caseId: 'GA-CANCELLED', status: 'CheckSent', cancelledOn: '2026-09-04T12:00:00.000Z' }),
        listRow(7, { caseId: 'GA-FUNDED', status: 'CheckSent', cancelledOn: null }),
      ]),
    );
    renderSignedIn(<ContractHistoryPage />, { role: 'Client', id: 3, route: '/contract-history' });
    const cancelled = (await screen.findByRole('link', { name: 'GA-CANCELLED' })).closest('tr')!;
    expect(within(cancelled).getByText('Cancelled 09-04-2026')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Check Sent')).not.toBeInTheDocument();
    const funded = screen.getByRole('link', { name: 'GA-FUNDED' }).closest('tr')!;
    expect(within(funded).getByText('Check Sent')).toBeInTheDocument();
  });

  it('sends only non-empty filters; Reset clears them; no Create New Request for clients', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, []));
    const { user } = renderSignedIn(<ContractHistoryPage />, { role: 'Client', id: 3, route: '/contract-history' });
    expect(await screen.findByText(CONTRACT_MESSAGES.contractsNotFound)).toBeInTheDocument();
    expect(listCalls(calls)[0]?.body).toEqual({ userId: 3, pagination: FIRST_PAGE });
    await user.type(screen.getByLabelText('Case ID'), 'GA-1');
    await user.type(screen.getByLabelText('Attorney'), ' alice ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]?.body).toEqual({
      userId: 3,
      caseId: 'GA-1',
      attorneyFilter: 'alice',
      pagination: FIRST_PAGE,
    });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls)[2]?.body).toEqual({ userId: 3, pagination: FIRST_PAGE });
    expect(screen.getByLabelText('Case ID')).toHaveValue('');
    await user.type(screen.getByLabelText('Client'), 'Carl');
    await user.type(screen.getByLabelText('Law Firm'), 'Lex');
    await user.type(screen.getByLabelText('Attorney'), '   ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(4));
    expect(listCalls(calls)[3]?.body).toEqual({
      userId: 3,
      clientFilter: 'Carl',
      lawFirmFilter: 'Lex',
      pagination: FIRST_PAGE,
    });
    expect(screen.queryByRole('link', { name: 'Create New Request' })).not.toBeInTheDocument();
  });

  it('keeps to contracts that can still be cancelled when asked, in the request and the address', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, [listRow(7)]));
    const { user } = renderSignedIn(<AllContractsPage />, { role: 'Administrator', id: 1, route: '/all-contracts' });
    await screen.findByRole('link', { name: 'CASE-7' });
    await user.click(screen.getByRole('checkbox', { name: 'Only contracts that can still be cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1]?.body).toEqual({ inCancellationWindow: true, pagination: FIRST_PAGE });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all-contracts?window=open'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls)[2]?.body).toEqual({ pagination: FIRST_PAGE });
    expect(screen.getByRole('checkbox', { name: 'Only contracts that can still be cancelled' })).not.toBeChecked();
  });

  it('keeps the applied filters in the address, and opens with the ones it finds there', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, [listRow(7)]));
    const { user } = renderSignedIn(<ContractHistoryPage />, {
      role: 'Client',
      id: 3,
      route: '/contract-history?client=Carl&case=GA-1',
    });
    await screen.findByRole('link', { name: 'CASE-7' });
    expect(listCalls(calls)[0]?.body).toEqual({
      userId: 3,
      caseId: 'GA-1',
      clientFilter: 'Carl',
      pagination: FIRST_PAGE,
    });
    expect(screen.getByLabelText('Client')).toHaveValue('Carl');
    expect(screen.getByLabelText('Case ID')).toHaveValue('GA-1');
    await user.type(screen.getByLabelText('Law Firm'), ' Lex ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/contract-history?case=GA-1&client=Carl&lawFirm=Lex'),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/contract-history$/));
  });

  it('cuts an over-long filter in the address to its bound, says so, and lists with it (never a load error)', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, [listRow(7)]));
    const { user } = renderSignedIn(<ContractHistoryPage />, {
      role: 'Client',
      id: 3,
      route: `/contract-history?client=${'x'.repeat(10_000)}&case=GA-1`,
    });
    await screen.findByRole('link', { name: 'CASE-7' });
    expect(listCalls(calls)[0]?.body).toEqual({
      userId: 3,
      caseId: 'GA-1',
      clientFilter: 'x'.repeat(100),
      pagination: FIRST_PAGE,
    });
    const note = 'The Client filter was longer than 100 characters: the list uses its first 100.';
    expect(screen.getByText(note)).toHaveAttribute('role', 'status');
    const client = screen.getByLabelText('Client');
    expect(client).toHaveValue('x'.repeat(100));
    expect(client).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Case ID')).toHaveAttribute('maxLength', '60');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/contract-history?case=GA-1&client=${'x'.repeat(100)}`),
    );
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(listCalls(calls).every((c) => (c.body as { clientFilter: string }).clientFilter.length === 100)).toBe(true);
  });

  it('a link click scrolls to the top', async () => {
    answerRequests(() => jsonResponse(200, [listRow(7)]));
    const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderSignedIn(<ContractHistoryPage />, { role: 'Client', id: 3, route: '/contract-history' });
    await user.click(await screen.findByRole('link', { name: 'CASE-7' }));
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('a failed load is logged and shows the no-data state with the message, without a toast; Retry loads again', async () => {
    let fail = true;
    const { calls } = answerRequests(() =>
      fail ? jsonResponse(500, { message: 'Database is down' }) : jsonResponse(200, [listRow(7)]),
    );
    const logged = quietConsole();
    const { user } = renderSignedIn(<ContractHistoryPage />, { role: 'Client', id: 3, route: '/contract-history' });
    expect(await screen.findByRole('heading', { name: MESSAGES.noData })).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(useNotification.getState().isOpen).toBe(false);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'CASE-7' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });
});

describe('All Contracts', () => {
  it('page 1 replaces, later pages append; View more hides after a short page; risk as a rounded percent', async () => {
    const { calls } = answerRequests(({ body }) => {
      return jsonResponse(
        200,
        pageOf(body) === 1 ? rows(1, 10).map((r) => ({ ...r, currentContractRiskRatePercent: 0.2534 })) : rows(11, 1),
      );
    });
    const { user } = renderSignedIn(<AllContractsPage />, { role: 'Administrator', route: '/all-contracts' });
    expect(await screen.findAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByText('25%')).toHaveLength(10);
    expect(listCalls(calls)[0]?.body).toEqual({ pagination: FIRST_PAGE });
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(await screen.findByRole('link', { name: 'CASE-11' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
    expect(listCalls(calls).map((c) => pageOf(c.body))).toEqual([1, 2, 1]);
  });

  it('shows no value, not $0.00, for what an unfunded case has not got; dates and case ids stay whole', async () => {
    answerRequests(() =>
      jsonResponse(200, [
        listRow(1),
        listRow(2, { status: 'CheckSent', totalDue: 7500, paidOff: 0, daysBeforePriceIncrease: 30 }),
      ]),
    );
    renderSignedIn(<AllContractsPage />, { role: 'Administrator', route: '/all-contracts' });
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    const paidOff = headers.indexOf('Paid Off');
    const cellsOf = (caseId: string) =>
      within(screen.getByRole('link', { name: caseId }).closest('tr')!).getAllByRole('cell');
    // Nothing could be paid before the check went out; a funded case with no payment has paid a real $0.00.
    expect(cellsOf('CASE-1')[paidOff]).toHaveTextContent(/^—$/);
    expect(cellsOf('CASE-2')[paidOff]).toHaveTextContent(/^\$0\.00$/);
    expect(cellsOf('CASE-1')[headers.indexOf('Amount Due')]).toHaveTextContent(/^—$/);
    // What was asked shows from the start, right-aligned with the other amounts.
    expect(cellsOf('CASE-1')[headers.indexOf('Requested')]).toHaveTextContent(/^\$5,000\.00$/);
    expect(cellsOf('CASE-1')[headers.indexOf('Days Until Rate Increase')]).toHaveTextContent(/^—$/);
    expect(within(cellsOf('CASE-1')[1]!).getByText('11-02-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('CASE-1')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('a failed later page keeps the rows shown, says why, and View more asks for that page again', async () => {
    let failures = 1;
    const { calls } = answerRequests(({ body }) => {
      if (pageOf(body) === 1) return jsonResponse(200, rows(1, 10));
      if (failures-- > 0) return jsonResponse(503, { message: 'Database unavailable' });
      return jsonResponse(200, rows(11, 10));
    });
    quietConsole();
    const { user } = renderSignedIn(<AllContractsPage />, { role: 'Administrator', route: '/all-contracts' });
    await user.click(await screen.findByRole('button', { name: 'View more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(await screen.findByRole('link', { name: 'CASE-20' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listCalls(calls).map((c) => pageOf(c.body))).toEqual([1, 2, 2]);
    expect(screen.getByRole('button', { name: 'View more' })).toBeInTheDocument();
  });
});

describe("My Law Firm's Contracts", () => {
  it("lists the present firm's contracts", async () => {
    const { calls } = answerRequests(({ url }) =>
      url.pathname === '/api/v1/User/2'
        ? jsonResponse(200, {
            id: 2,
            lawFirms: [
              { lawFirmUserId: 9, present: false },
              { lawFirmUserId: 4, present: true },
            ],
          })
        : jsonResponse(200, [listRow(5)]),
    );
    renderSignedIn(<MyLawFirmContractsPage />, { role: 'Attorney', id: 2, route: '/my-law-firms-contracts' });
    expect(await screen.findByRole('link', { name: 'CASE-5' })).toBeInTheDocument();
    expect(listCalls(calls)[0]?.body).toMatchObject({ lawFirmId: 4 });
  });

  it('a law-firm user is their own firm; an empty firm says so', async () => {
    const { calls } = answerRequests(() => jsonResponse(200, []));
    renderSignedIn(<MyLawFirmContractsPage />, { role: 'LawFirm', id: 4, route: '/my-law-firms-contracts' });
    expect(await screen.findByText(CONTRACT_MESSAGES.lawFirmHasNoContracts)).toBeInTheDocument();
    expect(listCalls(calls)[0]?.body).toMatchObject({ lawFirmId: 4 });
  });

  it('a filter that matches nothing says so, not that the firm has no contracts, and Clear filters lists them all', async () => {
    const { calls } = answerRequests(({ body }) =>
      jsonResponse(200, (body as { clientFilter?: string }).clientFilter ? [] : [listRow(5)]),
    );
    const { user } = renderSignedIn(<MyLawFirmContractsPage />, {
      role: 'LawFirm',
      id: 4,
      route: '/my-law-firms-contracts?client=Nobody',
    });
    expect(await screen.findByText(NO_MATCHES)).toBeInTheDocument();
    expect(screen.queryByText(CONTRACT_MESSAGES.lawFirmHasNoContracts)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'CASE-5' })).toBeInTheDocument();
    expect(screen.getByLabelText('Client')).toHaveValue('');
    expect(listCalls(calls).at(-1)?.body).toEqual({ lawFirmId: 4, pagination: FIRST_PAGE });
  });

  it('a present firm the user only claimed is not their firm yet: no list is asked for', async () => {
    const claim = {
      id: 9,
      lawFirmUserId: 4,
      firstName: 'Lex',
      lawFirmName: 'Lex',
      startDate: null,
      endDate: null,
      present: true,
      userId: 2,
      state: 'pending',
    };
    const { calls } = answerRequests(() => jsonResponse(200, { id: 2, lawFirms: [claim] }));
    renderSignedIn(<MyLawFirmContractsPage />, { role: 'Attorney', id: 2, route: '/my-law-firms-contracts' });
    expect(await screen.findByText(CONTRACT_MESSAGES.noCurrentLawFirm)).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([]);
  });

  it('a user without a present firm, and a failed lookup', async () => {
    answerRequests(() => jsonResponse(200, { id: 2, lawFirms: [] }));
    const { unmount } = renderSignedIn(<MyLawFirmContractsPage />, {
      role: 'Attorney',
      id: 2,
      route: '/my-law-firms-contracts',
    });
    expect(await screen.findByText(CONTRACT_MESSAGES.noCurrentLawFirm)).toBeInTheDocument();
    unmount();
    answerRequests(() => jsonResponse(500, { message: 'Database is down' }));
    const logged = quietConsole();
    renderWithProviders(<MyLawFirmContractsPage />, { route: '/my-law-firms-contracts' });
    expect(await screen.findByRole('heading', { name: 'Database is down' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(useNotification.getState()).toMatchObject({ isOpen: true, message: 'Database is down', severity: 'error' });
  });

  it('shows a spinner while it looks for the firm', async () => {
    answerRequests(() => new Promise<Response>(() => undefined));
    renderSignedIn(<MyLawFirmContractsPage />, { role: 'Attorney', id: 2, route: '/my-law-firms-contracts' });
    expect(await screen.findByRole('status', { name: 'Loading your law firm' })).toBeInTheDocument();
  });

  it("a failed contract load of the firm's list is logged, toasted and shown as the heading", async () => {
    answerRequests(({ url }) =>
      url.pathname === '/api/v1/Contract/list' ? new Response('', { status: 500 }) : jsonResponse(200, {}),
    );
    const logged = quietConsole();
    renderSignedIn(<MyLawFirmContractsPage />, { role: 'LawFirm', id: 4, route: '/my-law-firms-contracts' });
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(logged).toHaveBeenCalled();
    const toast = useNotification.getState();
    expect(toast).toMatchObject({ isOpen: true, severity: 'error' });
    expect(toast.message).toMatch(/500/);
    expect(heading).toHaveTextContent(toast.message);
  });
});
