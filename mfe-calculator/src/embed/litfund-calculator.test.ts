import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/dom';
import { HttpResponse, http, server } from 'shared-ui/testing';
import {
  CALCULATOR_FAILURE_MESSAGE,
  CALCULATOR_MESSAGES,
  POST_SETTLEMENT_NOTE,
} from '../features/calculator/model/calculator.ts';
import type { LitfundCalculatorElement } from './litfund-calculator.ts';
import { ELEMENT_NAME, defineLitfundCalculator } from './litfund-calculator.ts';

const STATES = [
  { id: 33, key: 'NY', name: 'New York' },
  { id: 11, key: 'GA', name: 'Georgia' },
];

interface Call {
  url: string;
  method: string;
  body: string;
}

/** The API on MSW: the states, and `calculate` for every other request; `calls` records each request. */
function stub(calculate: () => Response) {
  const calls: Call[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      calls.push({ url: request.url, method: request.method, body: await request.clone().text() });
      if (request.url.endsWith('/api/v1/AdminState')) return HttpResponse.json(STATES);
      return calculate();
    }),
  );
  return calls;
}
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

async function mount(apiBase = 'https://portal.example/') {
  defineLitfundCalculator();
  const el = document.createElement(ELEMENT_NAME) as LitfundCalculatorElement;
  el.setAttribute('api-base', apiBase);
  document.body.append(el);
  const root = el.shadowRoot!;
  const select = root.querySelector('select')!;
  await waitFor(() => expect(select.options.length).toBeGreaterThanOrEqual(3));
  return { el, root, select, amount: root.querySelector<HTMLInputElement>('#lf-amount')! };
}

function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function calculateNow(el: LitfundCalculatorElement, calls: Call[]) {
  const posts = () => calls.filter((c) => c.url.includes('calculate')).length;
  const before = posts();
  jest.useFakeTimers();
  const done = el.calculate();
  await flush();
  expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).toContain('Calculating');
  expect(el.shadowRoot!.querySelector('button')!.disabled).toBe(true);
  jest.advanceTimersByTime(999);
  await flush();
  expect(posts()).toBe(before);
  jest.advanceTimersByTime(1);
  jest.useRealTimers();
  await done;
}

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('<litfund-calculator>', () => {
  it('defines the element once and renders a labelled form in a shadow root', async () => {
    stub(() => HttpResponse.json({}));
    defineLitfundCalculator();
    expect(() => defineLitfundCalculator()).not.toThrow();
    const { root, select } = await mount();
    expect(root.querySelector('style')).not.toBeNull();
    expect(root.querySelector('h2')!.textContent).toMatch(/plaintiff's state to create a funding price estimate/);
    expect(root.querySelector('label[for="lf-state"]')!.textContent).toContain('State');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select state', 'Georgia', 'New York']);
    expect([...select.options].map((o) => o.value)).toEqual(['', '11', '33']);
    // contract type, amount and Calculate appear once a state is picked
    const more = root.querySelector<HTMLElement>('.more')!;
    expect(more.hidden).toBe(true);
    pick(select, '11');
    expect(more.hidden).toBe(false);
    const pre = root.querySelector<HTMLInputElement>('input[value="PreSettlement"]')!;
    const post = root.querySelector<HTMLInputElement>('input[value="PostSettlement"]')!;
    expect(pre.checked).toBe(true);
    expect(pre.closest('label')!.textContent).toBe('Pre-Settlement');
    const note = [...root.querySelectorAll<HTMLElement>('.note')].find((n) => n.textContent === POST_SETTLEMENT_NOTE)!;
    expect(note.hidden).toBe(true);
    post.click();
    expect(note.hidden).toBe(false);
  });

  it('validates state and amount with messages linked to the fields', async () => {
    const calls = stub(() => HttpResponse.json({}));
    const { el, root, select, amount } = await mount();
    await el.calculate();
    expect(root.querySelector('#lf-state-error')!.textContent).toBe(CALCULATOR_MESSAGES.stateRequired);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    pick(select, '33');
    await el.calculate();
    expect(root.querySelector('#lf-amount-error')!.textContent).toBe(CALCULATOR_MESSAGES.amountRequired);
    expect(amount.getAttribute('aria-describedby')).toBe('lf-amount-error');
    amount.value = '-3';
    await el.calculate();
    expect(root.querySelector('#lf-amount-error')!.textContent).toBe(CALCULATOR_MESSAGES.amountMin);
    expect(calls.filter((c) => c.url.includes('calculate'))).toHaveLength(0);
  });

  it('posts to api-base after the 1000 ms wait and shows the table and the chart', async () => {
    const calls = stub(() => HttpResponse.json({ dayValuePairs: { 30: 1150, 60: 1200, 120: 1300.5 } }));
    const { el, root, select, amount } = await mount();
    pick(select, '11');
    root.querySelector<HTMLInputElement>('input[value="PostSettlement"]')!.click();
    amount.value = '1000';
    await calculateNow(el, calls);
    const post = calls.find((c) => c.url.includes('calculate'))!;
    expect(post.url).toBe('https://portal.example/api/v1/PaymentCalculator/calculate');
    expect(post.method).toBe('POST');
    expect(JSON.parse(post.body)).toEqual({ stateId: 11, contractType: 'PostSettlement', amountRequested: 1000 });
    const table = root.querySelector('table')!;
    expect(table.querySelector('caption')!.textContent).toBe('Amount owed by contract period');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Contract period (days)',
      'Amount owed (USD)',
    ]);
    expect([...table.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '30',
      '$1,150.00',
      '60',
      '$1,200.00',
      '120',
      '$1,300.50',
    ]);
    const svg = root.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelector('title')!.textContent).toBe('Amount owed by contract period');
    expect(svg.querySelector('desc')!.textContent).toContain('$1,300.50 by day 120');
    expect(svg.querySelectorAll('circle')).toHaveLength(3);
    expect(root.querySelector<HTMLElement>('.results')!.hidden).toBe(false);
    expect(root.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('hides an estimate as soon as an input changes and recalculates after the pause', async () => {
    // Each estimate answers its own amount (x 1.5 on day 30), so a stale one shows; the stub records the body first.
    const calls = stub(() => {
      const body = JSON.parse(calls.at(-1)!.body) as { amountRequested: number };
      return HttpResponse.json({ dayValuePairs: { 30: body.amountRequested * 1.5 } });
    });
    const { el, root, select, amount } = await mount();
    pick(select, '11');
    amount.value = '500';
    await calculateNow(el, calls);
    const results = root.querySelector<HTMLElement>('.results')!;
    expect(results.hidden).toBe(false);
    expect(root.querySelector('td:last-child')!.textContent).toBe('$750.00');

    jest.useFakeTimers();
    amount.value = '80';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    expect(results.hidden).toBe(true);
    amount.value = '800';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    await waitFor(() => expect(results.hidden).toBe(false));
    expect(root.querySelector('td:last-child')!.textContent).toBe('$1,200.00');
    const amounts = calls
      .filter((c) => c.url.includes('calculate'))
      .map((c) => (JSON.parse(c.body) as { amountRequested: number }).amountRequested);
    expect(amounts).toEqual([500, 800]);
  });

  it('on failure hides the results and shows the message', async () => {
    let ok = true;
    const calls = stub(() =>
      ok
        ? HttpResponse.json({ dayValuePairs: { 30: 1150 } })
        : HttpResponse.json({ message: CALCULATOR_FAILURE_MESSAGE }, { status: 404 }),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { el, root, select, amount } = await mount('');
    pick(select, '33');
    amount.value = '250';
    await calculateNow(el, calls);
    expect(root.querySelector<HTMLElement>('.results')!.hidden).toBe(false);
    ok = false;
    await calculateNow(el, calls);
    const failure = root.querySelector<HTMLElement>('[role="alert"]')!;
    expect(failure.hidden).toBe(false);
    expect(failure.textContent).toBe(CALCULATOR_FAILURE_MESSAGE);
    expect(root.querySelector<HTMLElement>('.results')!.hidden).toBe(true);
    logged.mockRestore();
  });

  it('reloads the states when api-base changes', async () => {
    const calls = stub(() => HttpResponse.json({}));
    const { el } = await mount('https://one.example');
    el.setAttribute('api-base', 'https://two.example/');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual([
        'https://one.example/api/v1/AdminState',
        'https://two.example/api/v1/AdminState',
      ]),
    );
  });

  it('says when the states cannot be loaded', async () => {
    server.use(http.all('*', () => new HttpResponse('nope', { status: 500 })));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    defineLitfundCalculator();
    const el = document.createElement(ELEMENT_NAME);
    document.body.append(el);
    await waitFor(() =>
      expect(el.shadowRoot!.querySelector('#lf-state-error')!.textContent).toBe('States could not be loaded'),
    );
    logged.mockRestore();
  });
});
