import { jest } from '@jest/globals';
import { useNotification, useSession } from 'shared-ui';
import { LocationProbe, jsonResponse, renderWithProviders, restoreFetch, screen, signInAs, stubFetch, waitFor, within, type StubbedCall } from 'shared-ui/testing';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import { makeContract } from '../../../shared/testing/contract.ts';
import { EditContractPage } from './EditContractPage.tsx';

const unfunded = () => makeContract({
  contractStatus: [{ id: 1, contractsStatus: 'WaitingApproval', dateChange: '2026-08-01T14:00:00.000Z', userId: 2, statusValue: null }],
  amountApproved: null, checkSent: null, totalDue: null, amountPayments: [], paidOff: 0,
});
const posts = (calls: StubbedCall[], path: string) => calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/v1/Contract/42/${path}`);

function renderPage(contract = unfunded()) {
  const stub = stubFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname.startsWith('/api/v1/Autocomplete/')) return jsonResponse(200, [{ id: 8, firstName: 'Bea', lastName: 'Barrister' }]);
    return jsonResponse(200, contract);
  });
  signInAs('Administrator');
  return { ...renderWithProviders(<><EditContractPage /><LocationProbe /></>, { route: '/edit-contract?42' }), calls: stub.calls };
}

afterEach(() => {
  restoreFetch();
  useSession.getState().signOut();
  useNotification.getState().close();
});

describe('EditContractPage', () => {
  it('approves the amount only after the confirmation', async () => {
    const { user, calls } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Approved Amount' }));
    await user.click(form.getByRole('button', { name: 'Approve Amount' }));
    expect(form.getByText(CONTRACT_MESSAGES.amountMoreThanZero)).toBeInTheDocument();
    await user.type(form.getByLabelText('Approved Amount'), '7500');
    await user.click(form.getByRole('button', { name: 'Approve Amount' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve Amount' }));
    expect(dialog.getByText(CONTRACT_MESSAGES.approveConfirm)).toBeInTheDocument();
    expect(posts(calls, 'update')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.approvedAdded)).toBeInTheDocument();
    expect(posts(calls, 'update')[0].body).toEqual({ amountApproved: { amount: 7500 } });
  });

  it('CheckSent needs the amount and the check date; other statuses post at once', async () => {
    const { user, calls } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add status' }));
    await user.selectOptions(form.getByLabelText('New status'), 'CheckSent');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    expect(form.getByText(CONTRACT_MESSAGES.checkAmountRequired)).toBeInTheDocument();
    expect(form.getByText(CONTRACT_MESSAGES.checkDateRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Check amount/), '7500');
    await user.type(form.getByLabelText(/Check date/), '08/03/2026');
    await user.type(form.getByLabelText('Check number'), '1042');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.statusAdded)).toBeInTheDocument();
    expect(posts(calls, 'statusUpdate')[0].body).toEqual({ contractsStatus: 'CheckSent', statusValue: 7500, dateChange: '2026-08-03T12:00:00.000Z', checkNumber: '1042' });
    await user.selectOptions(form.getByLabelText('New status'), 'Declined');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    await waitFor(() => expect(posts(calls, 'statusUpdate')).toHaveLength(2));
    expect(posts(calls, 'statusUpdate')[1].body).toEqual({ contractsStatus: 'Declined' });
  });

  it('payments need an amount above 0; additional funding and the reduced amount post their SPEC bodies', async () => {
    const { user, calls } = renderPage(makeContract());
    const payment = within(await screen.findByRole('form', { name: 'Add payment' }));
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    expect(payment.getByText(CONTRACT_MESSAGES.amountMoreThanZero)).toBeInTheDocument();
    await user.type(payment.getByLabelText(/Amount/), '250.25');
    await user.clear(payment.getByLabelText(/Date/));
    await user.type(payment.getByLabelText(/Date/), '11/10/2026');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.paymentAdded)).toBeInTheDocument();
    expect(posts(calls, 'updateAmountPayment')[0].body).toEqual({ amount: 250.25, date: '2026-11-10T12:00:00.000Z' });

    const funding = within(screen.getByRole('form', { name: 'Add additional funding' }));
    await user.click(funding.getByRole('button', { name: 'Add Additional Funding' }));
    expect(funding.getByText(MESSAGES.required)).toBeInTheDocument();
    await user.type(funding.getByLabelText(/Amount/), '1000');
    await user.click(funding.getByRole('button', { name: 'Add Additional Funding' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.additionalFundingAdded)).toBeInTheDocument();

    const reduced = within(screen.getByRole('form', { name: 'Amount After Reduction' }));
    await user.type(reduced.getByLabelText('Amount After Reduction'), '9000');
    await user.click(reduced.getByRole('button', { name: 'Add Reduced Amount' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.reducedAdded)).toBeInTheDocument();
    expect(posts(calls, 'update')[0].body).toEqual({ amountReduced: { amount: 9000 } });
    // Once recorded, the approved amount is shown, not offered again.
    expect(screen.queryByRole('form', { name: 'Approved Amount' })).not.toBeInTheDocument();
  });

  it('adds an attorney picked by autocomplete (3+ characters)', async () => {
    const { user, calls } = renderPage();
    const box = await screen.findByRole('combobox', { name: 'Add attorney' });
    await user.type(box, 'Be');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/v1/Autocomplete/'))).toHaveLength(0);
    await user.type(box, 'a');
    await user.click(await screen.findByRole('option', { name: 'Bea Barrister' }, { timeout: 2000 }));
    expect(calls.find((c) => c.url.pathname === '/api/v1/Autocomplete/attorney')!.url.searchParams.get('userName')).toBe('Bea');
    await user.click(screen.getByRole('button', { name: 'Add Attorney' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.attorneyAdded)).toBeInTheDocument();
    expect(posts(calls, 'addAttorney')[0].body).toMatchObject({ userId: 8 });
  });

  it('Save posts the case fields and returns to the contract page; Delete only alerts', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(alert).toHaveBeenCalledWith(CONTRACT_MESSAGES.notDeleted);
    await user.clear(screen.getByLabelText('Case manager email'));
    await user.type(screen.getByLabelText('Case manager email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MESSAGES.caseManagerEmailInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Case manager email'));
    await user.type(screen.getByLabelText('Claim number'), '-B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.contractUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-page?42'));
    expect(posts(calls, 'update')[0].body).toMatchObject({ claimNumber: 'CL-1-B', caseManager: '', liability: true, dateAccident: '2026-04-02T12:00:00.000Z' });
    expect(posts(calls, 'update')).toHaveLength(1);
    alert.mockRestore();
  });

  it("says 'Are you not admin!' when the server refuses the session", async () => {
    stubFetch(() => jsonResponse(403, { message: 'You do not have access to this resource' }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs('Administrator');
    renderWithProviders(<EditContractPage />, { route: '/edit-contract?42' });
    expect(await screen.findByText(MESSAGES.notAdmin)).toBeInTheDocument();
    logged.mockRestore();
  });
});
