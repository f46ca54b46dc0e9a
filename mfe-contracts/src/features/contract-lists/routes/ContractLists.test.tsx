import { jest } from '@jest/globals';
import { useSession } from 'shared-ui';
import { jsonResponse, renderWithProviders, restoreFetch, screen, signInAs, stubFetch, waitFor, within, type StubbedCall } from 'shared-ui/testing';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import { listRow, rows } from '../testing/rows.ts';
import { AllContractsPage } from './AllContractsPage.tsx';
import { ContractHistoryPage } from './ContractHistoryPage.tsx';
import { MyLawFirmContractsPage } from './MyLawFirmContractsPage.tsx';

const listCalls = (calls: StubbedCall[]) => calls.filter((c) => c.url.pathname === '/api/v1/Contract/list');

afterEach(() => {
  restoreFetch();
  useSession.getState().signOut();
});

describe('Case History', () => {
  it('shows SPEC columns: linked case, created date, status over two lines, -$ due, days left, paid off, parties', async () => {
    stubFetch(() => jsonResponse(200, [listRow(7, {
      status: 'ClosedNotPaidOff', totalDue: 10274.75, paidOff: 250.25, daysBeforePriceIncrease: 12,
      responsibleLawFirm: { userId: 4, userName: 'Lex & Partners LLP' },
    }), listRow(8, { responsibleAttorney: null })]));
    signInAs('Attorney', { id: 2 });
    renderWithProviders(<ContractHistoryPage />, { route: '/contract-history' });
    const link = await screen.findByRole('link', { name: 'CASE-7' });
    expect(link).toHaveAttribute('href', '/contract-page?7');
    const row = within(link.closest('tr')!);
    expect(row.getByText('11-02-2026')).toBeInTheDocument();
    expect(row.getByText('Closed Not')).toBeInTheDocument();
    expect(row.getByText('Paid Off')).toBeInTheDocument();
    expect(row.getByText('-$10,274.75')).toBeInTheDocument();
    expect(row.getByText('12 days left')).toBeInTheDocument();
    expect(row.getByText('$250.25')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Carl Client' })).toHaveAttribute('href', '/user-profile?3');
    expect(row.getByRole('link', { name: 'Lex & Partners LLP' })).toHaveAttribute('href', '/user-profile?4');
    const second = within(screen.getByRole('link', { name: 'CASE-8' }).closest('tr')!);
    expect(second.getByText(CONTRACT_MESSAGES.noResponsibleAttorney)).toBeInTheDocument();
    expect(second.getByText(CONTRACT_MESSAGES.noResponsibleLawFirm)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Request' })).toHaveAttribute('href', '/create-contract-attorney');
    expect(screen.queryByRole('columnheader', { name: 'Risk Rate' })).not.toBeInTheDocument();
  });

  it('sends only non-empty filters; Reset clears them; no Create New Request for clients', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, []));
    signInAs('Client', { id: 3 });
    const { user } = renderWithProviders(<ContractHistoryPage />, { route: '/contract-history' });
    expect(await screen.findByText(CONTRACT_MESSAGES.contractsNotFound)).toBeInTheDocument();
    expect(listCalls(calls)[0].body).toEqual({ userId: 3, pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } });
    await user.type(screen.getByLabelText('Case ID'), 'GA-1');
    await user.type(screen.getByLabelText('Attorney'), ' alice ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1].body).toEqual({ userId: 3, caseId: 'GA-1', attorneyFilter: 'alice', pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls)[2].body).toEqual({ userId: 3, pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } });
    expect(screen.getByLabelText('Case ID')).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Create New Request' })).not.toBeInTheDocument();
  });
});

describe('All Contracts', () => {
  it('page 1 replaces, later pages append; View more hides after a short page; risk as a rounded percent', async () => {
    const { calls } = stubFetch(({ body }) => {
      const pageNumber = (body as { pagination: { pageNumber: number } }).pagination.pageNumber;
      return jsonResponse(200, pageNumber === 1 ? rows(1, 10).map((r) => ({ ...r, currentContractRiskRatePercent: 0.2534 })) : rows(11, 1));
    });
    signInAs('Administrator');
    const { user } = renderWithProviders(<AllContractsPage />, { route: '/all-contracts' });
    expect(await screen.findAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByText('25%')).toHaveLength(10);
    expect(listCalls(calls)[0].body).toEqual({ pagination: { pageNumber: 1, pageSize: 10, sortingType: 'desc' } });
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(await screen.findByRole('link', { name: 'CASE-11' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11));
  });
});

describe("My Law Firm's Contracts", () => {
  it("lists the present firm's contracts", async () => {
    const { calls } = stubFetch(({ url }) => (url.pathname === '/api/v1/User/2'
      ? jsonResponse(200, { id: 2, lawFirms: [{ lawFirmUserId: 9, present: false }, { lawFirmUserId: 4, present: true }] })
      : jsonResponse(200, [listRow(5)])));
    signInAs('Attorney', { id: 2 });
    renderWithProviders(<MyLawFirmContractsPage />, { route: '/my-law-firms-contracts' });
    expect(await screen.findByRole('link', { name: 'CASE-5' })).toBeInTheDocument();
    expect(listCalls(calls)[0].body).toMatchObject({ lawFirmId: 4 });
  });

  it('a law-firm user is their own firm; an empty firm says so', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, []));
    signInAs('LawFirm', { id: 4 });
    renderWithProviders(<MyLawFirmContractsPage />, { route: '/my-law-firms-contracts' });
    expect(await screen.findByText(CONTRACT_MESSAGES.lawFirmHasNoContracts)).toBeInTheDocument();
    expect(listCalls(calls)[0].body).toMatchObject({ lawFirmId: 4 });
  });

  it('a user without a present firm, and a failed lookup', async () => {
    stubFetch(() => jsonResponse(200, { id: 2, lawFirms: [] }));
    signInAs('Attorney', { id: 2 });
    const { unmount } = renderWithProviders(<MyLawFirmContractsPage />, { route: '/my-law-firms-contracts' });
    expect(await screen.findByText(CONTRACT_MESSAGES.noCurrentLawFirm)).toBeInTheDocument();
    unmount();
    restoreFetch();
    stubFetch(() => jsonResponse(500, { message: 'Database is down' }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<MyLawFirmContractsPage />, { route: '/my-law-firms-contracts' });
    expect(await screen.findByRole('heading', { name: 'Database is down' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
