import { Route, Routes } from 'shared-ui';
import { RANGE_MESSAGES } from '@litfund/domain';
import {
  jsonResponse,
  LocationProbe,
  renderWithProviders,
  screen,
  type ApiCall,
  answerRequests,
  waitFor,
  within,
} from 'shared-ui/testing';
import { fillFields } from '../../../shared/testing/tables-and-forms.ts';
import { GEORGIA_SET, statesResponse } from '../testing/fixtures.ts';
import { CreateInterestRatePage } from './CreateInterestRatePage.tsx';
import { resetAfterTest } from '../../../shared/testing/reset.ts';

type Handler = (call: ApiCall) => Response;

function stubServer(onCreate: Handler = () => jsonResponse(200, { ...GEORGIA_SET, id: 12 })) {
  return answerRequests((call) => {
    const states = statesResponse(call);
    if (states) return states;
    if (call.method === 'GET' && call.url.pathname === '/api/v1/Interest/all') return jsonResponse(200, [GEORGIA_SET]);
    if (call.method === 'POST' && call.url.pathname === '/api/v1/Interest') return onCreate(call);
    return jsonResponse(404, { message: 'Not found' });
  });
}

function renderCreate() {
  return renderWithProviders(
    <Routes>
      <Route path="/create-new-interest-rate" element={<CreateInterestRatePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/create-new-interest-rate' },
  );
}

type User = ReturnType<typeof renderCreate>['user'];

async function pickState(user: User, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), name);
}

async function addRange(
  user: User,
  section: 'Pre-Settlement' | 'Post-Settlement',
  from: string,
  to: string,
  rate: string,
) {
  const form = screen.getByRole('form', { name: `Add ${section} range` });
  await fillFields(user, form, [
    [/From day/, from],
    [/To day/, to],
    [/Rate %/, rate],
  ]);
  await user.click(within(form).getByRole('button', { name: 'Add range' }));
  // an added range clears the form
  await waitFor(() => expect(within(form).getByLabelText(/From day/)).toHaveValue(null));
}

afterEach(resetAfterTest);

describe('CreateInterestRatePage', () => {
  it('keeps Save disabled and hides the range sections until a state is picked', async () => {
    stubServer();
    const { user } = renderCreate();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Pre-Settlement' })).not.toBeInTheDocument();
    await pickState(user, 'Vermont');
    expect(screen.getByRole('heading', { name: 'Pre-Settlement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post-Settlement' })).toBeInTheDocument();
    // A set needs a range: Save waits for one and says so.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(RANGE_MESSAGES.noRanges);
    await addRange(user, 'Post-Settlement', '0', '60', '12');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText(RANGE_MESSAGES.noRanges)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Post-Settlement range days 0-60' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('requires From day, To day and Rate, and refuses negative numbers', async () => {
    const { calls } = stubServer();
    const { user } = renderCreate();
    await pickState(user, 'Vermont');
    const form = screen.getByRole('form', { name: 'Add Pre-Settlement range' });
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    expect(await within(form).findByText('"From" day is required')).toBeInTheDocument();
    expect(within(form).getByText('"To" day is required')).toBeInTheDocument();
    expect(within(form).getByText('Rate is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/From day/), '-1');
    await user.type(within(form).getByLabelText(/To day/), '-5');
    await user.type(within(form).getByLabelText(/Rate %/), '-2');
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    expect(await within(form).findByText('"From" day must not be negative')).toBeInTheDocument();
    expect(within(form).getByText('"To" day must not be negative')).toBeInTheDocument();
    expect(within(form).getByText('Rate must not be negative')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pre-Settlement ranges' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("says the server's limit first for a huge rate or day, and sends nothing", async () => {
    const { calls } = stubServer();
    const { user } = renderCreate();
    await pickState(user, 'Vermont');
    const form = screen.getByRole('form', { name: 'Add Pre-Settlement range' });
    await fillFields(user, form, [
      [/From day/, '1e20'],
      [/To day/, '30'],
      [/Rate %/, '99999999999'],
    ]);
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    expect(await within(form).findByText('Rate must be at most 100000%')).toBeInTheDocument();
    expect(within(form).getByText('"From" day must be at most 100000')).toBeInTheDocument();
    expect(within(form).queryByText(/whole number|at most 2 decimals/)).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Rate %/));
    await user.type(within(form).getByLabelText(/Rate %/), '1e20');
    await user.click(within(form).getByRole('button', { name: 'Add range' }));
    expect(await within(form).findByText('Rate must be at most 100000%')).toBeInTheDocument();
    expect(within(form).queryByText('Rate may have at most 2 decimals')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps ranges locally (with remove) and sends them on Save, then goes to the list', async () => {
    const { calls } = stubServer();
    const { user } = renderCreate();
    await pickState(user, 'Vermont');
    await addRange(user, 'Pre-Settlement', '181', '365', '40');
    await addRange(user, 'Pre-Settlement', '0', '180', '20.5');
    await addRange(user, 'Post-Settlement', '0', '60', '12');
    await addRange(user, 'Post-Settlement', '61', '90', '15');

    const pre = screen.getByRole('table', { name: 'Pre-Settlement ranges' });
    const preRows = within(pre).getAllByRole('row').slice(1);
    expect(preRows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('018020.5%'),
      expect.stringContaining('18136540%'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Post-Settlement range days 61-90' }));
    expect(within(screen.getByRole('table', { name: 'Post-Settlement ranges' })).getAllByRole('row')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/interest-rates-list');
    const create = calls.find((c) => c.method === 'POST')!;
    expect(create.url.pathname).toBe('/api/v1/Interest');
    expect(create.body).toEqual({
      state: { key: 'VT', name: 'Vermont' },
      preSettlements: [
        { daysFrom: 0, daysTo: 180, rate: 20.5 },
        { daysFrom: 181, daysTo: 365, rate: 40 },
      ],
      postSettlements: [{ daysFrom: 0, daysTo: 60, rate: 12 }],
    });
    expect(screen.getByText('Interest Rate created successfully')).toBeInTheDocument();
  });

  it("shows the server's 400 message and stays on the page", async () => {
    stubServer(() =>
      jsonResponse(400, {
        message: 'Invalid interest rate set',
        errors: [{ path: 'preSettlements.1', message: 'Days 10-20 overlap another pre-settlement range (days 0-180)' }],
      }),
    );
    const { user } = renderCreate();
    await pickState(user, 'Vermont');
    await addRange(user, 'Pre-Settlement', '0', '180', '20');
    await addRange(user, 'Pre-Settlement', '10', '20', '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Each of the server's reasons is a sentence of its own, not run together after a colon.
    expect(
      await screen.findByText(
        'Invalid interest rate set. Days 10-20 overlap another pre-settlement range (days 0-180).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pre-Settlement ranges' })).getAllByRole('row')).toHaveLength(3);
  });

  it('refuses a state that already has a set', async () => {
    const { calls } = stubServer();
    const { user } = renderCreate();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/Interest/all')).toBe(true));
    await pickState(user, 'Georgia');
    expect(await screen.findByText('This state already has an interest rate set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's 409 message", async () => {
    stubServer(() => jsonResponse(409, { message: 'This state already has an interest rate set' }));
    const { user } = renderCreate();
    await pickState(user, 'New York');
    await addRange(user, 'Pre-Settlement', '0', '180', '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This state already has an interest rate set')).toBeInTheDocument();
  });
});
