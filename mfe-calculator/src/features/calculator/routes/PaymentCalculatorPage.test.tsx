import { jest } from '@jest/globals';
import { useNotification } from 'shared-ui';
import {
  act,
  fireEvent,
  jsonResponse,
  renderWithProviders,
  screen,
  answerRequests,
  type ApiHandler,
  waitFor,
  withStates,
  within,
} from 'shared-ui/testing';
import { CALCULATOR_FAILURE_MESSAGE, CALCULATOR_MESSAGES, POST_SETTLEMENT_NOTE } from '../model/calculator.ts';
import { PaymentCalculatorPage } from './PaymentCalculatorPage.tsx';

function api(calculateAnswer: () => Response): ApiHandler {
  return withStates(({ url }) =>
    url.pathname === '/api/v1/PaymentCalculator/calculate'
      ? calculateAnswer()
      : jsonResponse(404, { message: 'Not found' }),
  );
}

const ok = () => jsonResponse(200, { dayValuePairs: { 60: 1200, 30: 1150, 180: 1500.5 } });

async function pickState(user: ReturnType<typeof renderWithProviders>['user'], key = 'GA') {
  const select = await screen.findByLabelText(/^State/);
  await waitFor(() => expect(within(select).getByRole('option', { name: 'Georgia' })).toBeInTheDocument());
  await user.selectOptions(select, key);
}

/** Submits, checks the spinner during the 1000 ms wait (no call yet), then lets the wait pass. */
async function calculateWithWait(calls: { url: URL }[]) {
  const posts = () => calls.filter((c) => c.url.pathname.endsWith('/calculate')).length;
  const before = posts();
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByText(/Calculating the estimate/)).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(999);
  });
  expect(posts()).toBe(before);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  jest.useRealTimers();
}

afterEach(() => {
  jest.useRealTimers();
  useNotification.getState().close();
});

describe('PaymentCalculatorPage', () => {
  it('asks for the state first; picking one reveals contract type (Pre-Settlement default), amount and Calculate', async () => {
    answerRequests(api(ok));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: /plaintiff's state to create a funding price estimate/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await pickState(user);
    expect(screen.getByRole('radio', { name: 'Pre-Settlement' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Post-Settlement' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Amount/)).toBeInTheDocument();
    expect(screen.queryByText(POST_SETTLEMENT_NOTE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Post-Settlement' }));
    expect(screen.getByText(POST_SETTLEMENT_NOTE)).toBeInTheDocument();
  });

  it('validates the amount: required, numeric, min 0', async () => {
    const { calls } = answerRequests(api(ok));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText(CALCULATOR_MESSAGES.amountRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '-5');
    expect(await screen.findByText(CALCULATOR_MESSAGES.amountMin)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), 'ten');
    expect(await screen.findByText(CALCULATOR_MESSAGES.amountNumeric)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url.pathname.endsWith('/calculate'))).toHaveLength(0);
  });

  it('waits 1000 ms with a spinner, posts the numeric state id, then shows the table and chart', async () => {
    const { calls } = answerRequests(api(ok));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.click(screen.getByRole('radio', { name: 'Post-Settlement' }));
    await user.type(screen.getByLabelText(/^Amount/), '1000');
    await calculateWithWait(calls);

    const table = await screen.findByRole('table', { name: /amount owed by contract period/i });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Contract period (days)', 'Amount owed (USD)']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['30', '$1,150.00', '60', '$1,200.00', '180', '$1,500.50']);
    expect(screen.queryByText(/Calculating the estimate/)).not.toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /amount owed by contract period/i });
    expect(chart.querySelector('desc')?.textContent).toContain('$1,500.50 by day 180');
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    // The chart keeps to the column of the form card and the table (Chakra's xl, 576 px), not wider.
    const column = screen.getByTestId('estimate-column');
    expect(column).toContainElement(table);
    expect(column).toContainElement(chart);
    expect(Number(chart.getAttribute('width'))).toBeLessThanOrEqual(576);
    const posts = calls.filter((c) => c.url.pathname === '/api/v1/PaymentCalculator/calculate');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      method: 'POST',
      body: { stateId: 11, contractType: 'PostSettlement', amountRequested: 1000 },
    });
  });

  it("shows the state's 6-month amounts with the APR of each under the estimate", async () => {
    const answer = () =>
      jsonResponse(200, {
        dayValuePairs: { 90: 1150, 180: 1250, 365: 1400 },
        intervals: [
          { months: 6, amountDue: 1400, apr: 80 },
          { months: 12, amountDue: 1400, apr: 36.64 },
          { months: 18, amountDue: 1600.5, apr: 33.92 },
        ],
        maximumTotal: 1600.5,
      });
    const { calls } = answerRequests(api(answer));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.type(screen.getByLabelText(/^Amount/), '1000');
    await calculateWithWait(calls);

    const table = await screen.findByRole('table', { name: /amount due every 6 months, with the apr/i });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Months', 'Amount due (USD)', 'APR']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '$1,400.00', '80.00%', '12', '$1,400.00', '36.64%', '18', '$1,600.50', '33.92%']);
  });

  it('shows no interval table when an older server sends only dayValuePairs', async () => {
    const { calls } = answerRequests(api(ok));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.type(screen.getByLabelText(/^Amount/), '1000');
    await calculateWithWait(calls);
    await screen.findByRole('table', { name: /amount owed by contract period/i });
    expect(screen.queryByRole('table', { name: /amount due every 6 months/i })).not.toBeInTheDocument();
  });

  it('on failure hides the results and shows the message once, inline', async () => {
    let answer = ok;
    const { calls } = answerRequests(api(() => answer()));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await calculateWithWait(calls);
    expect(await screen.findByRole('table')).toBeInTheDocument();

    answer = () => jsonResponse(404, { message: CALCULATOR_FAILURE_MESSAGE });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await calculateWithWait(calls);
    expect(await screen.findByTestId('calculator-error')).toHaveTextContent(CALCULATOR_FAILURE_MESSAGE);
    expect(screen.getAllByText(CALCULATOR_FAILURE_MESSAGE)).toHaveLength(1);
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('calculator-chart')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('hides the old estimate as soon as the amount turns invalid', async () => {
    const { calls } = answerRequests(api(ok));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await calculateWithWait(calls);
    expect(await screen.findByRole('table')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, 'ten');
    await user.tab();
    expect(await screen.findByText(CALCULATOR_MESSAGES.amountNumeric)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('calculator-chart')).not.toBeInTheDocument();
  });

  it('never shows an estimate for other inputs: a change hides it and recalculates after the pause', async () => {
    // Each estimate answers its own amount (x 1.5 on day 30), so a stale one shows.
    const { calls } = answerRequests(
      withStates(({ url, body }) =>
        url.pathname === '/api/v1/PaymentCalculator/calculate'
          ? jsonResponse(200, { dayValuePairs: { 30: 1.5 * (body as { amountRequested: number }).amountRequested } })
          : jsonResponse(404, { message: 'Not found' }),
      ),
    );
    const posts = () => calls.filter((c) => c.url.pathname.endsWith('/calculate'));
    const { user } = renderWithProviders(<PaymentCalculatorPage />);
    await pickState(user);
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await calculateWithWait(calls);
    expect(await screen.findByRole('cell', { name: '$750.00' })).toBeInTheDocument();

    // On the real clock: the pause is the page's own 1000 ms.
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    fireEvent.change(amount, { target: { value: '80' } });
    // The 500 estimate is gone at once.
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    // Typing on restarts the pause: 80 is never asked for.
    fireEvent.change(amount, { target: { value: '800' } });
    expect(await screen.findByRole('cell', { name: '$1,200.00' }, { timeout: 3000 })).toBeInTheDocument();
    expect(posts().map((c) => (c.body as { amountRequested: number }).amountRequested)).toEqual([500, 800]);
    expect(screen.queryByRole('cell', { name: '$750.00' })).not.toBeInTheDocument();

    // The contract type is an input too.
    await user.click(screen.getByRole('radio', { name: 'Post-Settlement' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(posts()).toHaveLength(3), { timeout: 3000 });
    expect(posts()[2]?.body).toMatchObject({ contractType: 'PostSettlement', amountRequested: 800 });
  });

  describe('on a 390 px phone', () => {
    const PHONE_CHART_WIDTH = 342; // 390 px less the page's padding
    const realObserver = globalThis.ResizeObserver;
    let rect: jest.SpiedFunction<typeof HTMLElement.prototype.getBoundingClientRect>;
    beforeEach(() => {
      globalThis.ResizeObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver;
      rect = jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockReturnValue({ width: PHONE_CHART_WIDTH } as DOMRect);
    });
    afterEach(() => {
      globalThis.ResizeObserver = realObserver;
      rect.mockRestore();
    });

    it("draws the post-settlement chart at the measured width with 12 px labels that never overlap ('0 306090')", async () => {
      const days = [10, 20, 30, 40, 50, 60, 90, 180, 270, 360, 540, 720, 900, 1080];
      const pairs = Object.fromEntries(days.map((day, i) => [day, 100_000 + i * 7_500]));
      const { calls } = answerRequests(api(() => jsonResponse(200, { dayValuePairs: pairs })));
      const { user } = renderWithProviders(<PaymentCalculatorPage />);
      await pickState(user);
      await user.click(screen.getByRole('radio', { name: 'Post-Settlement' }));
      await user.type(screen.getByLabelText(/^Amount/), '100000');
      await calculateWithWait(calls);

      const chart = await screen.findByTestId('calculator-chart');
      expect(chart).toHaveAttribute('width', String(PHONE_CHART_WIDTH));
      expect(chart.querySelector('text[data-axis="x"]')?.parentElement).toHaveStyle({ fontSize: '12px' });
      const xLabels = [...chart.querySelectorAll('text[data-axis="x"]')];
      expect(xLabels[0]?.textContent).toBe('0');
      expect(xLabels.at(-1)?.textContent).toBe('1080');
      // 12 px digits are under 7.5 px wide: each label's span must clear the next one's
      const spans = xLabels.map((t) => {
        const at = Number(t.getAttribute('x'));
        const half = (t.textContent!.length * 7.5) / 2;
        return [at - half, at + half] as const;
      });
      spans.slice(1).forEach(([from], i) => expect(from).toBeGreaterThan(spans[i]![1]));
      expect(spans.at(-1)![1]).toBeLessThanOrEqual(PHONE_CHART_WIDTH);
      const yLabels = [...chart.querySelectorAll('g[data-axis="y"] text')].map((t) => t.textContent);
      expect(yLabels).toEqual(['$0', '$50K', '$100K', '$150K', '$200K']);
    });
  });
});
