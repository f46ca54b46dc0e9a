import { useNotification, useSession } from 'shared-ui';
import { LocationProbe, jsonResponse, renderWithProviders, restoreFetch, screen, signInAs, stubFetch, waitFor, within, type StubHandler } from 'shared-ui/testing';
import { CONTRACT_MESSAGES, MESSAGES } from '@litfund/domain';
import { RequestFundsPage } from './RequestFundsPage.tsx';

const STATES = [{ id: 11, key: 'GA', name: 'Georgia' }];
const people: Record<string, Array<{ id: number; firstName: string; lastName: string }>> = {
  client: [{ id: 3, firstName: 'Carl', lastName: 'Client' }],
  attorney: [{ id: 2, firstName: 'Alice', lastName: 'Attorney' }],
  lawFirm: [{ id: 4, firstName: 'Lex & Partners', lastName: 'LLP' }],
};

function api(overrides: StubHandler = () => null as unknown as Response): StubHandler {
  return async (call) => {
    const answer = await overrides(call);
    if (answer) return answer;
    const { method, url } = call;
    if (url.pathname === '/api/v1/AdminState') return jsonResponse(200, STATES);
    if (url.pathname.startsWith('/api/v1/Autocomplete/')) return jsonResponse(200, people[url.pathname.split('/').at(-1)!] ?? []);
    if (url.pathname.startsWith('/api/v1/User/')) return jsonResponse(200, { id: 2, lawFirms: [{ lawFirmUserId: 4, present: true }] });
    if (url.pathname === '/api/v1/User') return jsonResponse(200, []);
    if (method === 'POST' && url.pathname === '/api/v1/Contract') return jsonResponse(200, { id: 77 });
    return jsonResponse(404, { message: 'Not found' });
  };
}

afterEach(() => {
  restoreFetch();
  useSession.getState().signOut();
  useNotification.getState().close();
});

async function pick(user: ReturnType<typeof renderWithProviders>['user'], label: string, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 2000 }));
}

async function fillCase(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText(/Amount requested/), '5000');
  await user.type(screen.getByLabelText(/Funding recipient email/), 'pay@lex.test');
  await user.selectOptions(screen.getByLabelText(/Estimated settlement/), '26k-50k');
  await user.type(screen.getByLabelText(/Case ID/), 'GA-77');
  await user.type(screen.getByLabelText(/Settlement date/), '06/01/2027');
  await user.type(screen.getByLabelText(/Opposing insurance/), 'Acme Mutual');
  await user.type(screen.getByLabelText(/Date of accident/), '04/02/2026');
  await user.type(screen.getByLabelText(/Accident description/), 'Rear-ended');
}

describe('RequestFundsPage', () => {
  it('an attorney requests funds for a client picked by autocomplete; the payload is SPEC-shaped; then the contract page', async () => {
    const { calls } = stubFetch(api());
    signInAs('Attorney', { id: 2 });
    const { user } = renderWithProviders(<><RequestFundsPage /><LocationProbe /></>, { route: '/request-funds' });
    expect(screen.getByText(CONTRACT_MESSAGES.existingCaseWarning)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pre-Settlement' })).toBeChecked();
    await fillCase(user);
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    // The attorney works at a firm: no Law Firms section.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Law Firms' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(CONTRACT_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-page?77'));
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/v1/Contract')!;
    expect(post.body).toMatchObject({
      contractType: 'PreSettlement', amountRequested: 5000, recipientCheck: 'pay@lex.test', estimatedSettlement: '26k-50k', caseId: 'GA-77',
      estimatedDuration: '2027-06-01T12:00:00.000Z', dateAccident: '2026-04-02T12:00:00.000Z', liability: true, propertyDamage: 'Slight',
      injuryLevel: 'Slight', contractClientDTO: { userId: 3 }, contractAttorneyDTO: [], contractLawFirmDTO: [],
    });
  });

  it('reports every required field and the section it is in', async () => {
    const { calls } = stubFetch(api());
    signInAs('Attorney', { id: 2 });
    const { user } = renderWithProviders(<RequestFundsPage />, { route: '/request-funds' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const financial = within(screen.getByRole('region', { name: 'Financial Information' }));
    expect(financial.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByRole('region', { name: 'Plaintiff Background' })).getByText(MESSAGES.required)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Case Information' })).getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(5);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/Funding recipient email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(financial.getByText(MESSAGES.recipientEmailInvalid)).toBeInTheDocument();
  });

  it('post-settlement asks for the settlement amount and shows the notice', async () => {
    stubFetch(api());
    signInAs('Attorney', { id: 2 });
    const { user } = renderWithProviders(<RequestFundsPage />, { route: '/request-funds' });
    await user.click(screen.getByRole('radio', { name: 'Post-Settlement' }));
    expect(screen.getByText(new RegExp(CONTRACT_MESSAGES.postSettlementNotice.slice(0, 30)))).toBeInTheDocument();
    expect(screen.queryByLabelText(/Estimated settlement$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const amount = screen.getByLabelText(/Settlement amount/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('a client has no plaintiff section; the attorney without a firm brings the Law Firms section', async () => {
    stubFetch(api(({ url }) => (url.pathname.startsWith('/api/v1/User/') ? jsonResponse(200, { id: 2, lawFirms: [] }) : (null as unknown as Response))));
    signInAs('Client', { id: 3 });
    const { user } = renderWithProviders(<RequestFundsPage />, { route: '/request-funds' });
    expect(screen.queryByRole('region', { name: 'Plaintiff Background' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Create a new plaintiff' })).not.toBeInTheDocument();
    await pick(user, 'Attorney', 'Ali', 'Alice Attorney');
    expect(await screen.findByRole('region', { name: 'Law Firms' })).toBeInTheDocument();
  });

  it('an administrator creates a new plaintiff inline; a registered email is refused before submitting', async () => {
    const { calls } = stubFetch(api(({ url }) => (url.pathname === '/api/v1/User' ? jsonResponse(200, [{ id: 9 }]) : (null as unknown as Response))));
    signInAs('Administrator');
    const { user } = renderWithProviders(<RequestFundsPage />, { route: '/create-contract-attorney' });
    await fillCase(user);
    await user.click(screen.getByRole('checkbox', { name: 'Create a new plaintiff' }));
    await user.type(screen.getByLabelText(/Plaintiff email/), 'bad');
    await user.type(screen.getByLabelText(/Plaintiff first name/), 'Nina');
    await user.type(screen.getByLabelText(/Plaintiff last name/), 'New');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MESSAGES.plaintiffEmailInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Plaintiff email/));
    await user.type(screen.getByLabelText(/Plaintiff email/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.emailAlreadyRegistered)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/v1/User')!.url.searchParams.get('Email')).toBe('taken@example.com');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal as 'some error from BE'", async () => {
    stubFetch(api(({ method, url }) => (method === 'POST' && url.pathname === '/api/v1/Contract'
      ? jsonResponse(403, { message: MESSAGES.banned }) : (null as unknown as Response))));
    signInAs('Attorney', { id: 2 });
    const { user } = renderWithProviders(<RequestFundsPage />, { route: '/request-funds' });
    await fillCase(user);
    await pick(user, 'Plaintiff', 'Car', 'Carl Client');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`${CONTRACT_MESSAGES.beError}: ${MESSAGES.banned}`)).toBeInTheDocument();
  });
});
