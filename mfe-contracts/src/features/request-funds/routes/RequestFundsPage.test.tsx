import { jest } from '@jest/globals';
import {
  HttpResponse,
  act,
  fireEvent,
  jsonResponse,
  screen,
  answerRequests,
  waitFor,
  within,
  type ApiHandler,
  type ApiCall,
} from 'shared-ui/testing';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import { RequestFundsPage } from './RequestFundsPage.tsx';
import { renderSignedIn, signOutAfterEach } from '../../../shared/testing/render-page.tsx';

type User = ReturnType<typeof renderSignedIn>['user'];

const STATES = [{ id: 11, key: 'GA', name: 'Georgia' }];
const PEOPLE: Record<string, Array<{ id: number; firstName: string; lastName: string }>> = {
  client: [{ id: 3, firstName: 'Carl', lastName: 'Client' }],
  attorney: [
    { id: 2, firstName: 'Alice', lastName: 'Attorney' },
    { id: 6, firstName: 'Alan', lastName: 'Solo' },
  ],
  lawFirm: [{ id: 4, firstName: 'Lex & Partners', lastName: 'LLP' }],
  firmAttorney: [{ id: 2, firstName: 'Alice', lastName: 'Attorney' }],
};
/** Attorney 2 works at firm 4; attorney 6 has no present firm. */
const FIRMS: Record<string, unknown[]> = {
  2: [{ lawFirmUserId: 4, present: true }],
  6: [{ lawFirmUserId: 4, present: false }],
};

const pass = null as unknown as Response;

/** The API as the form sees it; `override` answers first (return `pass` to fall through). */
function api(override: ApiHandler = () => pass): ApiHandler {
  return async (call) => {
    const answer = await override(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url.pathname === '/api/v1/AdminState') return jsonResponse(200, STATES);
    if (url.pathname.startsWith('/api/v1/Autocomplete/'))
      return jsonResponse(200, PEOPLE[url.pathname.split('/').at(-1)!] ?? []);
    if (url.pathname.startsWith('/api/v1/User/'))
      return jsonResponse(200, { id: 0, lawFirms: FIRMS[url.pathname.split('/').at(-1)!] ?? [] });
    if (url.pathname === '/api/v1/User') return jsonResponse(200, []);
    if (method === 'POST' && url.pathname === '/api/v1/Contract') return jsonResponse(200, { id: 77 });
    return jsonResponse(404, { message: 'Not found' });
  };
}

const posted = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/v1/Contract');
const region = (name: string) => screen.queryByRole('region', { name });

signOutAfterEach();

async function pick(user: User, label: string, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

/** Every required field except the plaintiff; `settlementAmount` for a post-settlement request. */
async function fillCase(user: User, settlementAmount?: string) {
  await user.type(screen.getByLabelText(/Amount requested/), '5000');
  await user.type(screen.getByLabelText(/Funding recipient email/), 'pay@lex.test');
  if (settlementAmount) await user.type(screen.getByLabelText(/Settlement amount/), settlementAmount);
  else await user.selectOptions(screen.getByLabelText(/Estimated settlement/), '26k-50k');
  await user.type(screen.getByLabelText(/Case ID/), 'GA-77');
  await user.type(screen.getByLabelText(/Settlement date/), '06/01/2027');
  await user.type(screen.getByLabelText(/Opposing insurance/), 'Acme Mutual');
  await user.type(screen.getByLabelText(/Date of accident/), '04/02/2026');
  await user.type(screen.getByLabelText(/Accident description/), 'Rear-ended');
  await user.selectOptions(screen.getByLabelText(/Liability/), 'Yes');
  await user.selectOptions(screen.getByLabelText(/Property damage/), 'Slight');
  await user.selectOptions(screen.getByLabelText(/Injury level/), 'Slight');
}

describe('RequestFundsPage', () => {
  it('an attorney requests funds for a client picked by autocomplete: the wire payload, success text, the contract page', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    expect(screen.getByText(CONTRACT_MESSAGES.existingCaseWarning)).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Contract type' })).getByRole('radio', { name: 'Pre-Settlement' }),
    ).toBeChecked();
    for (const name of [
      'Financial Information',
      'Plaintiff Background',
      'Case Information',
      'Attorney Information',
      'Comments',
    ])
      expect(region(name)).toBeInTheDocument();
    await fillCase(user);
    await user.selectOptions(screen.getByLabelText(/Liability/), 'No');
    await user.selectOptions(screen.getByLabelText(/Injury level/), 'Moderate');
    await user.type(screen.getByLabelText(/Case manager email/), 'cm@lex.test');
    await user.type(screen.getByLabelText('Comment'), 'Urgent');
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-page?77'));
    expect(posted(calls)).toHaveLength(1);
    expect(posted(calls)[0]?.body).toEqual({
      contractType: 'PreSettlement',
      amountRequested: 5000,
      recipientCheck: 'pay@lex.test',
      estimatedSettlement: '26k-50k',
      estimatedAdditional: 'None',
      caseId: 'GA-77',
      estimatedDuration: '2027-06-01T12:00:00.000Z',
      opposingInsurance: 'Acme Mutual',
      insuranceAdjuster: '',
      adjusterPhone: '',
      claimNumber: '',
      liability: false,
      propertyDamage: 'Slight',
      injuryLevel: 'Moderate',
      dateAccident: '2026-04-02T12:00:00.000Z',
      accidentDescription: 'Rear-ended',
      caseManager: 'cm@lex.test',
      comment: 'Urgent',
      contractClientDTO: { userId: 3 },
      contractAttorneyDTO: [],
      contractLawFirmDTO: [],
    });
  });

  it("takes the adjuster's phone under the portal's phone rule: text is refused under the field, and nothing is sent", async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await fillCase(user);
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    const phone = screen.getByLabelText('Adjuster phone');
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(phone).toHaveAccessibleErrorMessage(MESSAGES.phoneInvalid));
    expect(posted(calls)).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '+1 (404) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({ adjusterPhone: '+1 (404) 555-0199' });
  });

  it('shows the required message under each required field, and sends nothing', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const label of [
      /Amount requested/,
      /Funding recipient email/,
      /Estimated settlement/,
      /Case ID/,
      /Settlement date/,
      /Opposing insurance/,
      /Date of accident/,
      /Accident description/,
    ]) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleErrorMessage(MESSAGES.required));
    }
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Plaintiff' })).toHaveAccessibleErrorMessage(MESSAGES.required),
    );
    // Liability, damage and injury start at Choose: the filer states them, nothing is picked for them.
    for (const label of [/Liability/, /Property damage/, /Injury level/]) {
      expect(screen.getByLabelText(label)).toHaveDisplayValue('Choose');
      expect(screen.getByLabelText(label)).toHaveAccessibleErrorMessage(MESSAGES.required);
    }
    expect(posted(calls)).toHaveLength(0);
  });

  it('editing the plaintiff box after a pick drops the pick', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await fillCase(user);
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await user.type(screen.getByRole('combobox', { name: 'Plaintiff' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Plaintiff' })).toHaveAccessibleErrorMessage(MESSAGES.required),
    );
    expect(posted(calls)).toHaveLength(0);
  });

  it('checks the emails, the typed dates and that the amount is whole dollars', async () => {
    answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await user.type(screen.getByLabelText(/Amount requested/), '5000.50');
    await user.type(screen.getByLabelText(/Funding recipient email/), 'nope');
    await user.type(screen.getByLabelText(/Case manager email/), 'nope');
    await user.type(screen.getByLabelText(/Settlement date/), '02/30/2027');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Amount requested/)).toHaveAccessibleErrorMessage(
        CONTRACT_MESSAGES.wholeDollarsAboveZero,
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Funding recipient email/)).toHaveAccessibleErrorMessage(
        MESSAGES.recipientEmailInvalid,
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Case manager email/)).toHaveAccessibleErrorMessage(
        MESSAGES.caseManagerEmailInvalid,
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Settlement date/)).toHaveAccessibleErrorMessage('Enter the date as MM/DD/YYYY'),
    );
  });

  it('refuses an accident after today, then a settlement before the accident, and sends nothing', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await fillCase(user);
    const accident = screen.getByLabelText(/Date of accident/);
    await user.clear(accident);
    await user.type(accident, '12/31/2099');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(accident).toHaveAccessibleErrorMessage(CONTRACT_MESSAGES.accidentInFuture));

    await user.clear(accident);
    await user.type(accident, '09/01/2026');
    const settlement = screen.getByLabelText(/Settlement date/);
    await user.clear(settlement);
    await user.type(settlement, '01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(settlement).toHaveAccessibleErrorMessage(CONTRACT_MESSAGES.settlementBeforeAccident));
    expect(accident).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted(calls)).toHaveLength(0);
  });

  it('pre-settlement requires the estimated settlement; post-settlement the settlement amount, with the notice', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    expect(screen.queryByLabelText(/Settlement amount/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Post-settlement notice' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Post-Settlement' }));
    const notice = screen.getByRole('note', { name: 'Post-settlement notice' });
    expect(notice).toHaveTextContent(CONTRACT_MESSAGES.postSettlementNotice);
    expect(notice).toHaveTextContent(CONTRACT_MESSAGES.interestNote);
    expect(screen.queryByLabelText(/Estimated settlement/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Settlement amount/)).toHaveAccessibleErrorMessage(MESSAGES.required),
    );
    await fillCase(user, '80,000');
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({ contractType: 'PostSettlement', amountSettlement: 80000 });
    expect(posted(calls)[0]?.body).not.toHaveProperty('estimatedSettlement');
  });

  it('scrolls to the first faulty section and puts the keyboard on its first faulty field', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back on the prototype, never called alone
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      answerRequests(api());
      const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
      await fillCase(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // Financial Information and Case Information are complete: the plaintiff is the first fault.
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]).toContainElement(region('Plaintiff Background'));
      expect(screen.getByRole('combobox', { name: 'Plaintiff' })).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('autocompletes ask the server only from 3 characters, 500 ms after the last keystroke', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    const lookups = () =>
      calls
        .filter((c) => c.url.pathname === '/api/v1/Autocomplete/client')
        .map((c) => c.url.searchParams.get('userName'));
    // Two characters, and the debounce long past on a fake clock: no look-up.
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('combobox', { name: 'Plaintiff' }), { target: { value: 'Ca' } });
    act(() => jest.advanceTimersByTime(700));
    jest.useRealTimers();
    expect(lookups()).toEqual([]);
    await user.type(screen.getByRole('combobox', { name: 'Plaintiff' }), 'rl');
    expect(lookups()).toEqual([]);
    await waitFor(() => expect(lookups()).toEqual(['Carl']));
    expect(await screen.findByRole('option', { name: 'Carl Client' })).toBeInTheDocument();
  });

  it('a client has no plaintiff section and is the contract client; no law firm is offered beside an attorney with a firm', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Client', id: 3, route: '/request-funds' });
    expect(region('Plaintiff Background')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Create a new/ })).not.toBeInTheDocument();
    expect(region('Law Firms')).toBeInTheDocument();
    await pick(user, 'Attorney', 'Ali', 'Alice Attorney');
    await waitFor(() => expect(region('Law Firms')).not.toBeInTheDocument());
    await fillCase(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({
      contractClientDTO: null,
      contractAttorneyDTO: [{ userId: 2 }],
      contractLawFirmDTO: [],
    });
  });

  it('shows Law Firms while the attorney has no present firm: an attorney without one, an admin, never a law-firm user', async () => {
    const { calls } = answerRequests(api());
    const solo = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 6, route: '/request-funds' });
    expect(await screen.findByRole('region', { name: 'Law Firms' })).toBeInTheDocument();
    solo.unmount();

    const employed = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await waitFor(() => expect(region('Law Firms')).not.toBeInTheDocument());
    employed.unmount();

    const firm = renderSignedIn(<RequestFundsPage />, { role: 'LawFirm', id: 4, route: '/request-funds' });
    expect(region('Law Firms')).not.toBeInTheDocument();
    firm.unmount();

    const { user } = renderSignedIn(<RequestFundsPage />, {
      role: 'Administrator',
      route: '/create-contract-attorney',
    });
    expect(region('Law Firms')).toBeInTheDocument();
    await pick(user, 'Attorney', 'Ala', 'Alan Solo');
    // The picked attorney's firm has been asked about and answered: Law Firms stays (Alan has none).
    await waitFor(() => expect(calls.some((c) => /^\/api\/v1\/User\/\d+$/.test(c.url.pathname))).toBe(true));
    await act(async () => undefined);
    expect(region('Law Firms')).toBeInTheDocument();
  });

  it('an administrator creates a new plaintiff inline; a registered email is refused before the request is sent', async () => {
    const { calls } = answerRequests(
      api(({ url }) => (url.pathname === '/api/v1/User' ? jsonResponse(200, [{ id: 9 }]) : pass)),
    );
    const { user } = renderSignedIn(<RequestFundsPage />, {
      role: 'Administrator',
      route: '/create-contract-attorney',
    });
    await fillCase(user);
    await user.click(screen.getByRole('checkbox', { name: 'Create a new plaintiff' }));
    expect(screen.queryByRole('combobox', { name: 'Plaintiff' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Plaintiff email/), 'bad');
    await user.type(screen.getByLabelText(/Plaintiff first name/), 'Nina');
    await user.type(screen.getByLabelText(/Plaintiff last name/), 'New');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Plaintiff email/)).toHaveAccessibleErrorMessage(MESSAGES.plaintiffEmailInvalid),
    );
    await user.clear(screen.getByLabelText(/Plaintiff email/));
    await user.type(screen.getByLabelText(/Plaintiff email/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Plaintiff email/)).toHaveAccessibleErrorMessage(MESSAGES.emailAlreadyRegistered),
    );
    expect(calls.find((c) => c.url.pathname === '/api/v1/User')!.url.searchParams.get('Email')).toBe(
      'taken@example.com',
    );
    expect(posted(calls)).toHaveLength(0);
  });

  it('an administrator sends a new plaintiff, a new attorney and a new law firm in the wire shape', async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, {
      role: 'Administrator',
      route: '/create-contract-attorney',
    });
    await fillCase(user);
    await user.click(screen.getByRole('checkbox', { name: 'Create a new plaintiff' }));
    await user.type(screen.getByLabelText(/Plaintiff email/), 'Nina@Example.com');
    await user.type(screen.getByLabelText(/Plaintiff first name/), 'Nina');
    await user.type(screen.getByLabelText(/Plaintiff last name/), 'New');
    await user.click(screen.getByRole('checkbox', { name: 'Create a new attorney' }));
    await user.type(screen.getByLabelText(/Attorney email/), 'ann@firm.test');
    await user.type(screen.getByLabelText(/Attorney first name/), 'Ann');
    await user.type(screen.getByLabelText(/Attorney last name/), 'Lawyer');
    await user.selectOptions(screen.getByLabelText(/Attorney state/), 'GA');
    await user.click(screen.getByRole('checkbox', { name: 'Create a new law firm' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const lawFirms = within(region('Law Firms')!);
    await waitFor(() =>
      expect(lawFirms.getByLabelText(/Law firm name/)).toHaveAccessibleErrorMessage(MESSAGES.required),
    );
    await user.type(lawFirms.getByLabelText(/Law firm name/), 'New Firm LLC');
    await user.selectOptions(lawFirms.getByLabelText(/Law firm state/), 'GA');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/User').map((c) => c.url.searchParams.get('Email'))).toEqual([
      'Nina@Example.com',
      'ann@firm.test',
    ]);
    expect(posted(calls)[0]?.body).toMatchObject({
      contractClientDTO: { user: { email: 'Nina@Example.com', firstName: 'Nina', lastName: 'New' } },
      contractAttorneyDTO: [
        { user: { email: 'ann@firm.test', firstName: 'Ann', lastName: 'Lawyer', state: { key: 'GA' } } },
      ],
      contractLawFirmDTO: [{ lawFirm: { firstName: 'New Firm LLC', state: { key: 'GA' } } }],
    });
  });

  it("shows the server's refusal as 'some error from BE' + its message, and a browser-side failure as the FE text", async () => {
    let refuse = true;
    answerRequests(
      api(({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/api/v1/Contract') return pass;
        if (refuse) return jsonResponse(403, { message: MESSAGES.banned });
        return HttpResponse.error();
      }),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    await fillCase(user);
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`${CONTRACT_MESSAGES.beError}: ${MESSAGES.banned}`)).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.feError)).toBeInTheDocument();
    // The form keeps what was typed, so nothing is lost.
    expect(screen.getByLabelText(/Case ID/)).toHaveValue('GA-77');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("an attorney enters a new plaintiff, who is invited: no admin-only email search, the server's 409 lands on the email", async () => {
    let registered = true;
    const { calls } = answerRequests(
      api(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/v1/Contract' && registered
          ? jsonResponse(409, { message: CONTRACT_MESSAGES.plaintiffEmailTaken })
          : pass,
      ),
    );
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'Attorney', id: 2, route: '/request-funds' });
    expect(screen.getByText(/Choose among the plaintiffs of your cases/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Create a new attorney' })).not.toBeInTheDocument();
    await fillCase(user);
    await user.click(screen.getByRole('checkbox', { name: 'Enter a new plaintiff' }));
    expect(screen.getByText(CONTRACT_MESSAGES.newPlaintiffInvited)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Plaintiff email/), 'nina@example.com');
    await user.type(screen.getByLabelText(/Plaintiff first name/), 'Nina');
    await user.type(screen.getByLabelText(/Plaintiff last name/), 'New');
    await user.selectOptions(screen.getByLabelText(/Plaintiff state/), 'GA');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Plaintiff email/)).toHaveAccessibleErrorMessage(
        CONTRACT_MESSAGES.plaintiffEmailTaken,
      ),
    );
    expect(calls.filter((c) => c.url.pathname === '/api/v1/User')).toEqual([]);
    registered = false;
    await user.clear(screen.getByLabelText(/Plaintiff email/));
    await user.type(screen.getByLabelText(/Plaintiff email/), 'nina2@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-page?77'));
    expect(posted(calls).at(-1)!.body).toMatchObject({
      contractClientDTO: {
        user: { email: 'nina2@example.com', firstName: 'Nina', lastName: 'New', state: { key: 'GA' } },
      },
      contractAttorneyDTO: [],
    });
  });

  it("a law-firm user picks one of its plaintiffs and names the responsible attorney among the firm's", async () => {
    const { calls } = answerRequests(api());
    const { user } = renderSignedIn(<RequestFundsPage />, { role: 'LawFirm', id: 4, route: '/request-funds' });
    expect(screen.queryByRole('combobox', { name: 'Attorney' })).not.toBeInTheDocument();
    await fillCase(user);
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Responsible attorney' })).toHaveAccessibleErrorMessage(
        MESSAGES.required,
      ),
    );
    expect(posted(calls)).toHaveLength(0);
    await pick(user, 'Responsible attorney', 'Ali', 'Alice Attorney');
    expect(
      calls.some(
        (c) => c.url.pathname === '/api/v1/Autocomplete/firmAttorney' && c.url.searchParams.get('userName') === 'Ali',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-page?77'));
    expect(posted(calls)[0]?.body).toMatchObject({
      contractClientDTO: { userId: 3 },
      contractAttorneyDTO: [{ userId: 2 }],
      contractLawFirmDTO: [],
    });
  });
});
