import { jest } from '@jest/globals';
import {
  act,
  fireEvent,
  jsonResponse,
  screen,
  waitFor,
  within,
  type ApiCall,
  type ApiHandler,
  type userEvent,
} from 'shared-ui/testing';
import {
  CONTRACT_MESSAGES,
  MESSAGES,
  MONEY_RULE_MESSAGES,
  REQUEST_PARTIES_FROM_CASE,
  addStatusQuestion,
  checkSentQuestion,
  approveQuestion,
  fundingQuestion,
  paymentQuestion,
  reductionQuestion,
  loanLimitMessage,
  overpaymentMessage,
} from '@litfund/domain';
import { makeChildContract, makeContract, makeUnfundedContract } from '../../../shared/testing/contract.ts';
import { renderSignedIn, signOutAfterEach } from '../../../shared/testing/render-page.tsx';
import { EditContractPage } from './EditContractPage.tsx';

const unfunded = () => makeUnfundedContract();
const posts = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/v1/Contract/42/${path}`);

/** Types an amount and a day (MM/DD/YYYY, replacing the default today) into an amount-on-a-day form. */
async function fillAmountOnDay(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof within>,
  amount: string,
  day: string,
) {
  await user.type(form.getByLabelText(/Amount/), amount);
  await user.clear(form.getByLabelText(/Date/));
  await user.type(form.getByLabelText(/Date/), day);
}

/** Answers a money action's confirmation (it names the amount and the day): only then is the action sent. */
async function confirmMoney(user: ReturnType<typeof userEvent.setup>, title: string, confirmLabel: string) {
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await user.click(dialog.getByRole('button', { name: confirmLabel }));
}
const confirmPayment = (user: ReturnType<typeof userEvent.setup>) => confirmMoney(user, 'Add a payment', 'Add Payment');
const confirmFunding = (user: ReturnType<typeof userEvent.setup>) =>
  confirmMoney(user, 'Add additional funding', 'Add Additional Funding');

/** The edit page of contract 42 as an administrator sees it, the API answered by `answer`. */
const renderEditPage = (answer: ApiHandler, route = '/edit-contract?42') =>
  renderSignedIn(<EditContractPage />, { role: 'Administrator', route, answer });

function renderPage(contract = unfunded()) {
  return renderEditPage(({ method, url }) => {
    if (method === 'GET' && url.pathname.startsWith('/api/v1/Autocomplete/'))
      return jsonResponse(200, [{ id: 8, firstName: 'Bea', lastName: 'Barrister' }]);
    return jsonResponse(200, contract);
  });
}

/** The statuses a status menu offers (its placeholder, which has no value, left out). */
const offeredIn = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'))
    .filter(Boolean);

/** Answers Add Status's question: the status is recorded only after it. */
async function confirmStatus(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Add status' }));
  await user.click(dialog.getByRole('button', { name: 'Add Status' }));
}

signOutAfterEach();

describe('EditContractPage', () => {
  it('names each action, marks the once-only ones, and links back to the contract', async () => {
    renderPage(makeContract({ amountReduced: { amount: 9000, date: '2026-11-01T12:00:00.000Z' } }));
    const payment = await screen.findByRole('region', { name: 'Add a payment' });
    expect(within(payment).getByRole('form', { name: 'Add payment' })).toBeInTheDocument();
    const funding = screen.getByRole('region', { name: 'Add additional funding' });
    expect(within(funding).getByRole('form', { name: 'Add additional funding' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Add a payment' })).toBeInTheDocument();
    // Once recorded, a once-only action says so and offers no form.
    const reduction = screen.getByRole('region', { name: 'Reduce the amount owed' });
    expect(reduction).toHaveTextContent('Done, once only');
    expect(reduction).toHaveTextContent('$9,000.00');
    expect(within(reduction).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Approve the amount' })).toHaveTextContent('Done, once only');
    expect(screen.getByRole('link', { name: /Back to the contract/ })).toHaveAttribute('href', '/contract-page?42');
  });

  it("says each action's result in its own panel", async () => {
    const { user } = renderEditPage(({ url }) =>
      url.pathname.endsWith('/addAdditionalFundingRequest')
        ? jsonResponse(409, { message: 'The request is already funded' })
        : jsonResponse(200, makeContract()),
    );
    const payment = await screen.findByRole('region', { name: 'Add a payment' });
    await fillAmountOnDay(user, within(payment), '250', '11/02/2026');
    await user.click(within(payment).getByRole('button', { name: 'Add Payment' }));
    await confirmPayment(user);
    expect(await within(payment).findByRole('status')).toHaveTextContent(CONTRACT_MESSAGES.paymentAdded);
    const funding = screen.getByRole('region', { name: 'Add additional funding' });
    await fillAmountOnDay(user, within(funding), '100', '11/02/2026');
    await user.click(within(funding).getByRole('button', { name: 'Add Additional Funding' }));
    await confirmFunding(user);
    expect(await within(funding).findByRole('alert')).toHaveTextContent('The request is already funded');
    expect(within(payment).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('approves the amount only after the confirmation', async () => {
    const { user, calls } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Approved Amount' }));
    expect(screen.getByRole('region', { name: 'Approve the amount' })).toHaveTextContent('Once only');
    // Before CheckSent nothing is owed yet, so no reduction is offered.
    expect(screen.queryByRole('form', { name: 'Amount After Reduction' })).not.toBeInTheDocument();
    expect(screen.getByText(/can be added once the check is sent/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Approve Amount' }));
    expect(form.getByText(CONTRACT_MESSAGES.amountMoreThanZero)).toBeInTheDocument();
    await user.type(form.getByLabelText('Approved Amount'), '7500');
    await user.click(form.getByRole('button', { name: 'Approve Amount' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve Amount' }));
    // SPEC's question, after the amount and the contract it is about.
    expect(dialog.getByText(approveQuestion('LF-2026-000042', 750_000))).toBeInTheDocument();
    expect(posts(calls, 'update')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.approvedAdded)).toBeInTheDocument();
    expect(posts(calls, 'update')[0]?.body).toEqual({ amountApproved: { amount: 7500 } });
  });

  it('asks before adding a status, naming it, the contract and who is emailed, with Cancel focused', async () => {
    const { user, calls } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add status' }));
    await user.selectOptions(form.getByLabelText('New status'), 'Approved');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Add status' }));
    expect(dialog.getByText(addStatusQuestion('Approved', 'LF-2026-000042'))).toBeInTheDocument();
    expect(
      dialog.getByText(/The client, the responsible attorney and the responsible law firm are emailed/),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, 'statusUpdate')).toHaveLength(0);
    // A status that mails nobody says so.
    await user.selectOptions(form.getByLabelText('New status'), 'AwaitingFeedback');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    dialog = within(screen.getByRole('dialog', { name: 'Add status' }));
    expect(dialog.getByText('Add the status Awaiting Feedback to LF-2026-000042? Nobody is emailed.')).toBeVisible();
  });

  it('a double click on the confirmation adds the status once', async () => {
    const { user, calls } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add status' }));
    await user.selectOptions(form.getByLabelText('New status'), 'Declined');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Add status' })).getByRole('button', {
      name: 'Add Status',
    });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText(CONTRACT_MESSAGES.statusAdded)).toBeInTheDocument();
    expect(posts(calls, 'statusUpdate')).toHaveLength(1);
  });

  it('before the check, payments and additional funding are shown disabled with the reason', async () => {
    const { user, calls } = renderPage();
    for (const [panel, button] of [
      ['Add a payment', 'Add Payment'],
      ['Add additional funding', 'Add Additional Funding'],
    ] as const) {
      const region = within(await screen.findByRole('region', { name: panel }));
      expect(region.getByText(MONEY_RULE_MESSAGES.notFunded)).toBeVisible();
      expect(region.getByRole('button', { name: button })).toBeDisabled();
      expect(region.getByLabelText(/Amount/)).toBeDisabled();
      await user.click(region.getByRole('button', { name: button }));
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('CheckSent needs the amount and the check date; other statuses post once confirmed', async () => {
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
    expect(posts(calls, 'statusUpdate')).toHaveLength(0);
    // The question names the check's amount and date, as the other money questions do.
    const question = within(await screen.findByRole('dialog', { name: 'Add status' }));
    expect(
      question.getByText(checkSentQuestion('LF-2026-000042', { amount: 750_000, date: '2026-08-03' })),
    ).toBeInTheDocument();
    expect(question.getByText(/with a check of \$7,500\.00 dated 08-03-2026\?/)).toBeInTheDocument();
    await confirmStatus(user);
    expect(await screen.findByText(CONTRACT_MESSAGES.statusAdded)).toBeInTheDocument();
    expect(posts(calls, 'statusUpdate')[0]?.body).toEqual({
      contractsStatus: 'CheckSent',
      statusValue: 7500,
      dateChange: '2026-08-03T12:00:00.000Z',
      checkNumber: '1042',
    });
    await user.selectOptions(form.getByLabelText('New status'), 'Declined');
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    await confirmStatus(user);
    await waitFor(() => expect(posts(calls, 'statusUpdate')).toHaveLength(2));
    expect(posts(calls, 'statusUpdate')[1]?.body).toEqual({ contractsStatus: 'Declined' });
  });

  it('picks no status by default and offers only what the server takes and what changes something', async () => {
    const { user, calls } = renderPage(makeContract());
    const form = within(await screen.findByRole('form', { name: 'Add status' }));
    const select = form.getByLabelText('New status');
    // A Check Sent contract: nothing chosen, and only forward (no review status, no CheckSent again).
    expect(select).toHaveDisplayValue(CONTRACT_MESSAGES.chooseStatus);
    expect(offeredIn(select)).toEqual(['CheckCashed', 'PaidOff', 'ClosedNotPaidOff', 'ClosedCaseLost']);
    expect(screen.getByRole('region', { name: 'Add a status' })).toHaveTextContent(
      'The check is sent, so the contract moves forward only: to Check Cashed or a closing status.',
    );
    await user.click(form.getByRole('button', { name: 'Add Status' }));
    // The placeholder option and the field's error say it.
    expect(form.getAllByText(CONTRACT_MESSAGES.chooseStatus)).toHaveLength(2);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls, 'statusUpdate')).toHaveLength(0);
  });

  it('offers a closed contract only another closing status or the reopening, and says so', async () => {
    const history = makeContract().contractStatus;
    renderPage(
      makeContract({
        contractStatus: [
          ...history,
          { id: 3, contractsStatus: 'PaidOff', dateChange: '2026-11-12T14:00:00.000Z', userId: 1, statusValue: null },
        ],
      }),
    );
    const select = within(await screen.findByRole('form', { name: 'Add status' })).getByLabelText('New status');
    expect(offeredIn(select)).toEqual(['CheckCashed', 'ClosedNotPaidOff', 'ClosedCaseLost']);
    expect(screen.getByRole('region', { name: 'Add a status' })).toHaveTextContent(
      'The contract is closed: another closing status corrects how it ended, and Check Cashed reopens it',
    );
  });

  it('offers an unfunded case its review statuses and the check, nothing that needs money out', async () => {
    renderPage();
    const select = within(await screen.findByRole('form', { name: 'Add status' })).getByLabelText('New status');
    expect(offeredIn(select)).toEqual([
      'SignedPreApproval',
      'Approved',
      'Declined',
      'AwaitingFeedback',
      'ContractSigned',
      'CheckSent',
    ]);
  });

  it('never offers CheckSent on an additional-funds request, which is funded from its case', async () => {
    renderPage(makeUnfundedContract({ parentContractId: 41 }));
    const select = within(await screen.findByRole('form', { name: 'Add status' })).getByLabelText('New status');
    const options = offeredIn(select);
    expect(options).not.toContain('CheckSent');
    expect(options).not.toContain('WaitingApproval');
    expect(options).not.toContain('PaidOff');
    expect(options).toContain('Approved');
  });

  it('offers a request funded from its case (CheckSent in its own history) only forward statuses', async () => {
    renderPage(makeContract({ parentContractId: 41, checkSent: null }));
    const select = within(await screen.findByRole('form', { name: 'Add status' })).getByLabelText('New status');
    expect(offeredIn(select)).toEqual(['CheckCashed', 'PaidOff', 'ClosedNotPaidOff', 'ClosedCaseLost']);
  });

  it("right-aligns the status history's amounts, in tabular figures", async () => {
    renderPage(makeContract());
    const history = await screen.findByRole('table', { name: 'Status history' });
    const [, , amountHeader] = within(history).getAllByRole('columnheader');
    expect(amountHeader).toHaveTextContent('Amount');
    expect(amountHeader).toHaveStyle({ textAlign: 'end' });
    const amount = within(history).getByText('$7,500.00');
    expect(amount.closest('td')).toHaveStyle({ textAlign: 'end' });
    expect(amount).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
  });

  it('payments need an amount above 0; additional funding and the reduced amount post their wire bodies', async () => {
    const { user, calls } = renderPage(makeContract());
    const payment = within(await screen.findByRole('form', { name: 'Add payment' }));
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    expect(payment.getByText(CONTRACT_MESSAGES.amountMoreThanZero)).toBeInTheDocument();
    // A cent too many is said as such, not as an amount below 0.
    await fillAmountOnDay(user, payment, '10.999', '11/10/2026');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    expect(await payment.findByText(CONTRACT_MESSAGES.atMostTwoDecimals)).toBeInTheDocument();
    await user.clear(payment.getByLabelText(/Amount/));
    await user.clear(payment.getByLabelText(/Date/));
    await fillAmountOnDay(user, payment, '250.25', '11/10/2026');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    await confirmPayment(user);
    expect(await screen.findByText(CONTRACT_MESSAGES.paymentAdded)).toBeInTheDocument();
    expect(posts(calls, 'updateAmountPayment')[0]?.body).toEqual({ amount: 250.25, date: '2026-11-10T12:00:00.000Z' });

    const funding = within(screen.getByRole('form', { name: 'Add additional funding' }));
    await user.click(funding.getByRole('button', { name: 'Add Additional Funding' }));
    expect(funding.getByText(MESSAGES.required)).toBeInTheDocument();
    await fillAmountOnDay(user, funding, '0', '11/15/2026');
    await user.click(funding.getByRole('button', { name: 'Add Additional Funding' }));
    expect(await funding.findByText(CONTRACT_MESSAGES.amountMoreThanZero)).toBeInTheDocument();
    await user.clear(funding.getByLabelText(/Amount/));
    await user.clear(funding.getByLabelText(/Date/));
    await fillAmountOnDay(user, funding, '1000.5', '11/15/2026');
    await user.click(funding.getByRole('button', { name: 'Add Additional Funding' }));
    await confirmFunding(user);
    expect(await screen.findByText(CONTRACT_MESSAGES.additionalFundingAdded)).toBeInTheDocument();
    expect(posts(calls, 'addAdditionalFundingRequest')[0]?.body).toEqual({
      amount: 1000.5,
      date: '2026-11-15T12:00:00.000Z',
    });

    const reduced = within(screen.getByRole('form', { name: 'Amount After Reduction' }));
    await user.type(reduced.getByLabelText('Amount After Reduction'), '9000');
    await user.click(reduced.getByRole('button', { name: 'Add Reduced Amount' }));
    await confirmMoney(user, 'Reduce the amount owed', 'Add Reduced Amount');
    expect(await screen.findByText(CONTRACT_MESSAGES.reducedAdded)).toBeInTheDocument();
    expect(posts(calls, 'update')[0]?.body).toEqual({ amountReduced: { amount: 9000 } });
    // Once recorded, the approved amount is shown, not offered again.
    expect(screen.queryByRole('form', { name: 'Approved Amount' })).not.toBeInTheDocument();
  });

  it('reads a typed amount such as $1,234.5 to the cent; text that is no amount is refused and nothing is sent', async () => {
    const { user, calls, client } = renderPage(makeContract());
    const listKey = ['contracts', 'all', 'first page'];
    client.setQueryData(listKey, []);
    const payment = within(await screen.findByRole('form', { name: 'Add payment' }));
    await fillAmountOnDay(user, payment, '12,34.5', '11/10/2026');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    expect(await payment.findByText(CONTRACT_MESSAGES.amountMoreThanZero)).toBeInTheDocument();
    expect(payment.getByLabelText(/Amount/)).toHaveAccessibleErrorMessage(CONTRACT_MESSAGES.amountMoreThanZero);
    expect(posts(calls, 'updateAmountPayment')).toHaveLength(0);

    await user.clear(payment.getByLabelText(/Amount/));
    await user.type(payment.getByLabelText(/Amount/), '$1,234.5');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    await confirmPayment(user);
    expect(await screen.findByText(CONTRACT_MESSAGES.paymentAdded)).toBeInTheDocument();
    // 123450 cents, sent as the wire's dollars.
    expect(posts(calls, 'updateAmountPayment')[0]?.body).toEqual({ amount: 1234.5, date: '2026-11-10T12:00:00.000Z' });
    // The form starts afresh for the next payment, and the contract lists are read again when next shown.
    await waitFor(() => expect(payment.getByLabelText(/Amount/)).toHaveValue(''));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('says once when the plaintiff may change: before the check with the picker, after it without', async () => {
    const { unmount } = renderPage();
    let client = await screen.findByRole('region', { name: 'Associated Client' });
    expect(client).toHaveTextContent('The plaintiff can be changed until Check Sent.');
    expect(within(client).getByRole('combobox', { name: 'Change client' })).toBeInTheDocument();
    unmount();
    renderPage(makeContract());
    client = await screen.findByRole('region', { name: 'Associated Client' });
    expect(within(client).getAllByText(/plaintiff/i)).toHaveLength(1);
    expect(client).toHaveTextContent('The check is sent, so the plaintiff can no longer be changed.');
    expect(within(client).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("shows an additional-funds request's parties as its case's, with the way to the case, and no pickers", async () => {
    renderPage(makeUnfundedContract({ parentContractId: 41 }));
    const parties = await screen.findByRole('region', { name: 'Parties' });
    expect(within(parties).getByText(`${REQUEST_PARTIES_FROM_CASE}.`)).toBeInTheDocument();
    expect(within(parties).getByRole('link', { name: 'Edit the case' })).toHaveAttribute('href', '/edit-contract?41');
    expect(within(parties).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(parties).queryByRole('button')).not.toBeInTheDocument();
    expect(within(parties).getByRole('region', { name: 'Attorneys' })).toHaveTextContent('(responsible)');
  });

  it('adds an attorney picked by autocomplete (3+ characters)', async () => {
    const { user, calls } = renderPage();
    const box = await screen.findByRole('combobox', { name: 'Add attorney' });
    // Two characters, and the debounce long past on a fake clock: no look-up.
    jest.useFakeTimers();
    fireEvent.change(box, { target: { value: 'Be' } });
    act(() => jest.advanceTimersByTime(600));
    jest.useRealTimers();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/v1/Autocomplete/'))).toHaveLength(0);
    await user.type(box, 'a');
    await user.click(await screen.findByRole('option', { name: 'Bea Barrister' }, { timeout: 2000 }));
    expect(
      calls.find((c) => c.url.pathname === '/api/v1/Autocomplete/attorney')!.url.searchParams.get('userName'),
    ).toBe('Bea');
    await user.click(screen.getByRole('button', { name: 'Add Attorney' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.attorneyAdded)).toBeInTheDocument();
    expect(posts(calls, 'addAttorney')[0]?.body).toMatchObject({ userId: 8 });
  });

  it('Save refuses a blank Case ID, an accident after today and a settlement before the accident', async () => {
    const { user, calls } = renderPage();
    const caseId = await screen.findByLabelText(/^Case ID/);
    await user.clear(caseId);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(caseId).toHaveAccessibleErrorMessage(MESSAGES.required);
    await user.type(caseId, 'GA-9');

    const accident = screen.getByLabelText('Date of accident');
    await user.clear(accident);
    await user.type(accident, '12/31/2099');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(accident).toHaveAccessibleErrorMessage(CONTRACT_MESSAGES.accidentInFuture);

    await user.clear(accident);
    await user.type(accident, '09/01/2026');
    const settlement = screen.getByLabelText('Estimated settlement date');
    await user.clear(settlement);
    await user.type(settlement, '01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(settlement).toHaveAccessibleErrorMessage(CONTRACT_MESSAGES.settlementBeforeAccident);
    expect(posts(calls, 'update')).toHaveLength(0);
  });

  it("Save refuses an adjuster's phone that is no phone number, under the field", async () => {
    const { user, calls } = renderPage();
    const phone = await screen.findByLabelText('Adjuster phone');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(phone).toHaveAccessibleErrorMessage(MESSAGES.phoneInvalid);
    expect(posts(calls, 'update')).toHaveLength(0);
  });

  it('Save posts the case fields and returns to the contract page; Delete explains in a dialog', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: CONTRACT_MESSAGES.notDeleted }));
    expect(dialog.getByText(CONTRACT_MESSAGES.notDeletedReason)).toBeVisible();
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Case manager email'));
    await user.type(screen.getByLabelText('Case manager email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MESSAGES.caseManagerEmailInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Case manager email'));
    await user.type(screen.getByLabelText('Claim number'), '-B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.contractUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-page?42'));
    expect(posts(calls, 'update')[0]?.body).toMatchObject({
      claimNumber: 'CL-1-B',
      caseManager: '',
      liability: true,
      dateAccident: '2026-04-02T12:00:00.000Z',
    });
    expect(posts(calls, 'update')).toHaveLength(1);
    alert.mockRestore();
  });

  it('asks before a payment, naming the amount, the day and who is told; Cancel records nothing', async () => {
    const { user, calls } = renderPage(makeContract());
    const payment = within(await screen.findByRole('form', { name: 'Add payment' }));
    await fillAmountOnDay(user, payment, '250.25', '11/10/2026');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add a payment' }));
    expect(dialog.getByText(paymentQuestion('LF-2026-000042', { amount: 25_025, date: '2026-11-10' }))).toBeVisible();
    expect(dialog.getByText(/Record a payment of \$250\.25 received on 11-10-2026/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, 'updateAmountPayment')).toHaveLength(0);
    // Kept as typed for another try; a double click on the confirmation records once.
    expect(payment.getByLabelText(/Amount/)).toHaveValue('250.25');
    await user.click(payment.getByRole('button', { name: 'Add Payment' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add a payment' }));
    await user.dblClick(dialog.getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.paymentAdded)).toBeInTheDocument();
    expect(posts(calls, 'updateAmountPayment')).toHaveLength(1);
  });

  it('asks before the reduction, naming the new amount and who is told', async () => {
    const { user, calls } = renderPage(makeContract());
    const reduced = within(await screen.findByRole('form', { name: 'Amount After Reduction' }));
    await user.type(reduced.getByLabelText('Amount After Reduction'), '6000');
    await user.click(reduced.getByRole('button', { name: 'Add Reduced Amount' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reduce the amount owed' }));
    expect(dialog.getByText(reductionQuestion('LF-2026-000042', 600_000))).toBeVisible();
    expect(
      dialog.getByText(/to \$6,000\.00\?.*Nobody is emailed; the client, attorney and law firm see it/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(posts(calls, 'update')).toHaveLength(0);
    await user.click(reduced.getByRole('button', { name: 'Add Reduced Amount' }));
    await confirmMoney(user, 'Reduce the amount owed', 'Add Reduced Amount');
    expect(await screen.findByText(CONTRACT_MESSAGES.reducedAdded)).toBeInTheDocument();
    expect(posts(calls, 'update').map((c) => c.body)).toEqual([{ amountReduced: { amount: 6000 } }]);
  });

  it('shows Total Due, the payments and the additional funding in the money section', async () => {
    renderPage(
      makeContract({
        additionalFundingRequestsDto: [
          { id: 3, amount: 1000, date: '2026-10-01T12:00:00.000Z', childContractId: null },
        ],
      }),
    );
    const money = await screen.findByRole('region', { name: 'Money' });
    const amounts = within(money).getByLabelText('Amounts');
    expect(amounts).toHaveTextContent('Total Due-$9,124.75');
    expect(amounts).toHaveTextContent('Check Sent$7,500.00');
    expect(amounts).toHaveTextContent('Paid Off$250.25');
    const payments = within(money).getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row').at(-1)).toHaveTextContent('11-10-2026$250.25');
    const funding = within(money).getByRole('table', { name: 'Additional funding' });
    expect(within(funding).getAllByRole('row').at(-1)).toHaveTextContent('10-01-2026$1,000.00');
  });

  it('funds a chosen additional-funds request of the case: the tranche names it (childContractId)', async () => {
    const child = makeChildContract({
      amountRequested: 1500,
      createDate: '2026-11-25T12:00:00.000Z',
      status: 'Approved',
    });
    const declined = { ...child, id: 44, identifier: 'LF-2026-000044', status: 'Declined' as const };
    const waiting = { ...child, id: 45, identifier: 'LF-2026-000045', status: 'WaitingApproval' as const };
    const { user, calls } = renderPage(makeContract({ childContracts: [child, declined, waiting] }));
    const panel = within(await screen.findByRole('region', { name: 'Add additional funding' }));
    const choice = panel.getByLabelText('Funds the request');
    // None is chosen until the administrator picks one; a declined request and one still under review are not
    // offered (the server refuses them too), and the one under review is said to wait for its approval.
    expect(choice).toHaveValue('');
    expect(panel.getByText(/^Waiting for approval, so not offered yet: LF-2026-000045\./)).toBeInTheDocument();
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None: a tranche of the case only', 'LF-2026-000043, $1,500.00 requested 11-25-2026']);
    await user.selectOptions(choice, '43');
    const form = within(panel.getByRole('form', { name: 'Add additional funding' }));
    await fillAmountOnDay(user, form, '1500', '11/26/2026');
    await user.click(form.getByRole('button', { name: 'Add Additional Funding' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add additional funding' }));
    expect(
      dialog.getByText(fundingQuestion('LF-2026-000042', { amount: 150_000, date: '2026-11-26' }, 'LF-2026-000043')),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Add Additional Funding' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.additionalFundingAdded)).toBeInTheDocument();
    expect(posts(calls, 'addAdditionalFundingRequest').map((c) => c.body)).toEqual([
      { amount: 1500, date: '2026-11-26T12:00:00.000Z', childContractId: 43 },
    ]);
  });

  it('after a reduction, additional funding is shown disabled with the reason', async () => {
    renderPage(makeContract({ amountReduced: { amount: 9000, date: '2026-11-01T12:00:00.000Z' } }));
    const form = await screen.findByRole('form', { name: 'Add additional funding' });
    expect(form).toHaveAccessibleDescription(MONEY_RULE_MESSAGES.noFundingAfterReduction);
    expect(within(form).getByRole('button', { name: 'Add Additional Funding' })).toBeDisabled();
  });

  it('asks before recording a cancellation, naming the amount and who is mailed; keeping the contract sends nothing', async () => {
    const { user, calls } = renderPage(
      makeContract({ cancellableUntil: '2030-01-10T12:00:00.000Z', cancelledOn: null }),
    );
    const panel = within(await screen.findByRole('region', { name: 'Cancellation' }));
    await user.click(panel.getByRole('button', { name: 'Record Cancellation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record the cancellation' }));
    expect(dialog.getByText(/The plaintiff, attorney and law firm are e-mailed/)).toBeInTheDocument();
    // "Cancel" would read as the action itself here: the way out says what it does.
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep the Contract' }));
    expect(screen.queryByRole('dialog', { name: 'Record the cancellation' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/cancel'))).toHaveLength(0);
  });

  it('after a cancellation, additional funding is shown disabled with the reason', async () => {
    renderPage(makeContract({ cancelledOn: '2026-11-02T12:00:00.000Z', cancellableUntil: null }));
    const form = await screen.findByRole('form', { name: 'Add additional funding' });
    expect(form).toHaveAccessibleDescription(CONTRACT_MESSAGES.cancelledNoMoreMoney);
    expect(within(form).getByRole('button', { name: 'Add Additional Funding' })).toBeDisabled();
  });

  it("an additional-funds request's page offers its funding on its case, not payments, tranches or a reduction", async () => {
    renderPage(makeUnfundedContract({ id: 43, identifier: 'LF-2026-000043', parentContractId: 42 }));
    const funding = await screen.findByRole('region', { name: 'Fund this request' });
    expect(within(funding).getByRole('link', { name: 'Fund it on the case' })).toHaveAttribute(
      'href',
      '/edit-contract?42',
    );
    expect(screen.getByRole('form', { name: 'Approved Amount' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add additional funding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reduce the amount owed' })).not.toBeInTheDocument();
  });

  it('Cancel in the confirmation records nothing', async () => {
    const { user, calls } = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Approved Amount' }));
    await user.type(form.getByLabelText('Approved Amount'), '7500');
    await user.click(form.getByRole('button', { name: 'Approve Amount' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Approve Amount' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, 'update')).toHaveLength(0);
  });

  it('the reduced amount may be 0 but not negative', async () => {
    const { user, calls } = renderPage(makeContract());
    const reduced = within(await screen.findByRole('form', { name: 'Amount After Reduction' }));
    await user.type(reduced.getByLabelText('Amount After Reduction'), '-5');
    await user.click(reduced.getByRole('button', { name: 'Add Reduced Amount' }));
    expect(reduced.getByText('Enter an amount of 0 or more')).toBeInTheDocument();
    expect(posts(calls, 'update')).toHaveLength(0);
    await user.clear(reduced.getByLabelText('Amount After Reduction'));
    await user.type(reduced.getByLabelText('Amount After Reduction'), '0');
    await user.click(reduced.getByRole('button', { name: 'Add Reduced Amount' }));
    await confirmMoney(user, 'Reduce the amount owed', 'Add Reduced Amount');
    expect(await screen.findByText(CONTRACT_MESSAGES.reducedAdded)).toBeInTheDocument();
    expect(posts(calls, 'update')[0]?.body).toEqual({ amountReduced: { amount: 0 } });
  });

  it('once funded, the recorded amounts show as values and CheckSent is no longer offered', async () => {
    renderPage(makeContract({ amountReduced: { amount: 9000, date: '2026-11-01T12:00:00.000Z' } }));
    const status = within(await screen.findByRole('form', { name: 'Add status' }));
    expect(status.queryByRole('option', { name: 'Check Sent' })).not.toBeInTheDocument();
    expect(status.getByRole('option', { name: 'Check Cashed' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approved Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Amount After Reduction' })).not.toBeInTheDocument();
    expect(screen.getByText('$9,000.00')).toBeInTheDocument();
  });

  it('uploads the client contract (type 2) as base64; a refusal says Document not uploaded', async () => {
    let refuse = false;
    const { user, calls } = renderEditPage(({ method, url }) => {
      if (method === 'POST' && url.pathname.endsWith('/uploadDocument') && refuse)
        return jsonResponse(400, { message: 'The file is not a PDF' });
      return jsonResponse(200, unfunded());
    });
    const upload = await screen.findByRole('button', { name: 'Upload client contract' });
    expect(upload).toBeDisabled();
    await user.upload(
      screen.getByLabelText('Client contract file'),
      new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' }),
    );
    await user.click(upload);
    expect(await screen.findByText(CONTRACT_MESSAGES.documentUploaded)).toBeInTheDocument();
    expect(posts(calls, 'uploadDocument')[0]?.body).toEqual({
      type: 2,
      fileName: 'contract.pdf',
      mimeType: 'application/pdf',
      documentBase64String: btoa('%PDF-1.4'),
    });

    refuse = true;
    await user.upload(
      screen.getByLabelText('Attorney agreement file'),
      new File(['MZ'], 'agreement.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload attorney agreement' }));
    expect(
      await screen.findByText(`${CONTRACT_MESSAGES.documentNotUploaded}: The file is not a PDF`),
    ).toBeInTheDocument();
    expect(posts(calls, 'uploadDocument')[1]?.body).toMatchObject({ type: 3, fileName: 'agreement.pdf' });
  });

  it('adds a law firm picked by autocomplete with {userId, date}', async () => {
    const { user, calls } = renderPage();
    await user.type(await screen.findByRole('combobox', { name: 'Add law firm' }), 'Bar');
    await user.click(await screen.findByRole('option', { name: 'Bea Barrister' }, { timeout: 2000 }));
    expect(calls.find((c) => c.url.pathname === '/api/v1/Autocomplete/lawFirm')!.url.searchParams.get('userName')).toBe(
      'Bar',
    );
    await user.click(screen.getByRole('button', { name: 'Add Law Firm' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.lawFirmAdded)).toBeInTheDocument();
    expect(posts(calls, 'addLawFirm')[0]?.body).toEqual({
      userId: 8,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/),
    });
  });

  it.each([401, 403])(
    "says 'Are you not admin!' when the server answers %i to a session the cookies call an admin's",
    async (status) => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderEditPage(() => jsonResponse(status, { message: 'Refused' }));
      expect(await screen.findByText(MESSAGES.notAdmin)).toBeInTheDocument();
      logged.mockRestore();
    },
  );

  it.each(['/edit-contract?999', '/edit-contract?abc', '/edit-contract'])(
    'a missing contract (404, or no id at %s) is not found, with the way back and no Retry',
    async (route) => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderEditPage(() => jsonResponse(404, { message: 'Not found' }), route);
      expect(await screen.findByRole('heading', { name: CONTRACT_MESSAGES.contractNotFound })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to All Contracts' })).toHaveAttribute('href', '/all-contracts');
      // No contract to go back to: the page's way back is the list, never the missing contract's page.
      expect(screen.getByRole('link', { name: /Back to All Contracts/ })).toHaveAttribute('href', '/all-contracts');
      expect(screen.queryByRole('link', { name: /Back to the contract/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.notAdmin)).not.toBeInTheDocument();
      logged.mockRestore();
    },
  );

  it('a failed load (5xx) says so and offers Retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEditPage(() => jsonResponse(503, { message: 'Unavailable' }));
    expect(await screen.findByRole('heading', { name: MESSAGES.noData })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The contract may well exist: the way back is still its page.
    expect(screen.getByRole('link', { name: /Back to the contract/ })).toHaveAttribute('href', '/contract-page?42');
    logged.mockRestore();
  });

  describe('money rules', () => {
    const OVER = overpaymentMessage(912_476, 912_475);

    function renderWithRules(contract = unfunded()) {
      return renderEditPage(({ method, url, body }) => {
        const path = url.pathname;
        if (
          method === 'POST' &&
          path.endsWith('/updateAmountPayment') &&
          !(body as { confirmOverpayment?: boolean }).confirmOverpayment
        ) {
          return jsonResponse(409, {
            message: OVER,
            errors: [{ path: 'confirmOverpayment', message: MONEY_RULE_MESSAGES.confirmOverpayment }],
          });
        }
        if (method === 'POST' && path.endsWith('/statusUpdate'))
          return jsonResponse(409, { message: loanLimitMessage(600_000, 700_000) });
        return jsonResponse(200, method === 'POST' ? makeContract() : contract);
      });
    }

    it('a payment above the amount owed is recorded only after the administrator confirms it', async () => {
      const { user, calls } = renderWithRules(makeContract());
      const payment = within(await screen.findByRole('form', { name: 'Add payment' }));
      await fillAmountOnDay(user, payment, '9124.76', '11/10/2026');
      await user.click(payment.getByRole('button', { name: 'Add Payment' }));
      await confirmPayment(user);
      let dialog = within(await screen.findByRole('dialog', { name: 'Payment above the amount owed' }));
      expect(dialog.getByText(OVER)).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(posts(calls, 'updateAmountPayment')).toHaveLength(1);
      // Calling it off is not an error, and the typed payment stays for another try.
      expect(screen.queryByText(OVER)).not.toBeInTheDocument();
      expect(payment.getByLabelText(/Amount/)).toHaveValue('9124.76');

      await user.click(payment.getByRole('button', { name: 'Add Payment' }));
      await confirmPayment(user);
      dialog = within(await screen.findByRole('dialog', { name: 'Payment above the amount owed' }));
      await user.click(dialog.getByRole('button', { name: 'Record Payment' }));
      expect(await screen.findByText(CONTRACT_MESSAGES.paymentAdded)).toBeInTheDocument();
      expect(posts(calls, 'updateAmountPayment').map((c) => c.body)).toEqual([
        { amount: 9124.76, date: '2026-11-10T12:00:00.000Z' },
        { amount: 9124.76, date: '2026-11-10T12:00:00.000Z' },
        { amount: 9124.76, date: '2026-11-10T12:00:00.000Z', confirmOverpayment: true },
      ]);
    });

    it("a refused CheckSent shows the server's reason and keeps the check's details", async () => {
      const { user } = renderWithRules();
      const form = within(await screen.findByRole('form', { name: 'Add status' }));
      await user.selectOptions(form.getByLabelText('New status'), 'CheckSent');
      await user.type(form.getByLabelText(/Check amount/), '7500');
      await user.type(form.getByLabelText(/Check date/), '08/03/2026');
      await user.click(form.getByRole('button', { name: 'Add Status' }));
      await confirmStatus(user);
      expect(await screen.findByText(loanLimitMessage(600_000, 700_000))).toBeInTheDocument();
      expect(form.getByLabelText(/Check amount/)).toHaveValue('7500');
    });

    it('payments above the bound and days after today are refused before anything is sent', async () => {
      const { user, calls } = renderWithRules(makeContract());
      const payment = within(await screen.findByRole('form', { name: 'Add payment' }));
      await fillAmountOnDay(user, payment, '1000000000', '12/31/9999');
      await user.click(payment.getByRole('button', { name: 'Add Payment' }));
      expect(payment.getByText(MONEY_RULE_MESSAGES.tooLarge)).toBeInTheDocument();
      expect(payment.getByText(MONEY_RULE_MESSAGES.dateInFuture)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });

    it('checks above the bound and days after today are refused before anything is sent', async () => {
      const { user, calls } = renderWithRules();
      const status = within(await screen.findByRole('form', { name: 'Add status' }));
      await user.selectOptions(status.getByLabelText('New status'), 'CheckSent');
      await user.type(status.getByLabelText(/Check amount/), '10000000.01');
      await user.type(status.getByLabelText(/Check date/), '12/31/9999');
      await user.click(status.getByRole('button', { name: 'Add Status' }));
      expect(status.getByText(MONEY_RULE_MESSAGES.tooLarge)).toBeInTheDocument();
      expect(status.getByText(MONEY_RULE_MESSAGES.dateInFuture)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });
  });
});
