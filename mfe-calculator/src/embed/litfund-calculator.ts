// <litfund-calculator api-base="https://portal.example"> : the payment calculator as a standalone custom element
// for the marketing site (ARCHITECTURE.md: embed.js). Plain DOM, shadow root, no React or Chakra; the rules,
// messages, formatting and chart geometry are the page's own (features/calculator/model).
import { CONTRACT_TYPES, formatUsd, type ContractType } from '@litfund/domain';
import {
  AMOUNT_COLUMN,
  CALCULATE_DELAY_MS,
  CALCULATE_PATH,
  CALCULATOR_FAILURE_MESSAGE,
  CALCULATOR_MESSAGES,
  CALCULATOR_TITLE,
  CONTRACT_TYPE_OPTIONS,
  DAYS_COLUMN,
  DEFAULT_CONTRACT_TYPE,
  POST_SETTLEMENT_NOTE,
  STATES_PATH,
  TABLE_CAPTION,
  amountError,
  amountToDollars,
  parseDayValuePairs,
  parseStates,
  wait,
  type CalculatorRow,
} from '../features/calculator/model/calculator.ts';
import { chartGeometry } from '../features/calculator/model/chart-geometry.ts';
import { EMBED_CSS } from './styles.ts';

export const ELEMENT_NAME = 'litfund-calculator';
const SVG = 'http://www.w3.org/2000/svg';

type Attrs = Record<string, string | boolean>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false) continue;
    el.setAttribute(name, value === true ? '' : value);
  }
  el.append(...children);
  return el;
}

function s(tag: string, attrs: Record<string, string | number> = {}, ...children: Array<Node | string>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  el.append(...children);
  return el;
}

/** The same step chart as the page's ResultsChart, built with DOM calls. */
export function buildChart(rows: readonly CalculatorRow[]): SVGElement {
  const g = chartGeometry(rows);
  const grid = g.yTicks.flatMap((t) => [
    s('line', { x1: g.left, x2: g.right, y1: t.at, y2: t.at, stroke: 'currentColor', 'stroke-opacity': 0.15 }),
    s('text', { x: g.left - 6, y: t.at, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, t.label),
  ]);
  const xLabels = g.xTicks.map((t) => s('text', { x: t.at, y: g.bottom + 16, 'text-anchor': 'middle' }, t.label));
  return s(
    'svg',
    {
      role: 'img',
      'aria-labelledby': 'lf-chart-title lf-chart-desc',
      viewBox: `0 0 ${g.width} ${g.height}`,
      width: g.width,
      height: g.height,
    },
    s('title', { id: 'lf-chart-title' }, g.title),
    s('desc', { id: 'lf-chart-desc' }, g.description),
    s(
      'g',
      { 'font-size': 11, fill: 'currentColor' },
      ...grid,
      ...xLabels,
      s('text', { x: (g.left + g.right) / 2, y: g.height - 6, 'text-anchor': 'middle' }, DAYS_COLUMN),
    ),
    s('line', { x1: g.left, x2: g.right, y1: g.bottom, y2: g.bottom, stroke: 'currentColor' }),
    s('line', { x1: g.left, x2: g.left, y1: g.top, y2: g.bottom, stroke: 'currentColor' }),
    s('path', { d: g.path, fill: 'none', stroke: '#1d4ed8', 'stroke-width': 2.5 }),
    ...g.points.map((p) => s('circle', { cx: p.x, cy: p.y, r: 4, fill: '#1d4ed8' }, s('title', {}, p.label))),
  );
}

export function buildTable(rows: readonly CalculatorRow[]): HTMLTableElement {
  return h(
    'table',
    {},
    h('caption', {}, TABLE_CAPTION),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, DAYS_COLUMN), h('th', { scope: 'col' }, AMOUNT_COLUMN))),
    h('tbody', {}, ...rows.map((r) => h('tr', {}, h('td', {}, String(r.day)), h('td', {}, formatUsd(r.cents))))),
  );
}

function fieldError(id: string) {
  return h('p', { id, class: 'error', hidden: true });
}

export class LitfundCalculatorElement extends HTMLElement {
  readonly #root: ShadowRoot;
  readonly #state = h(
    'select',
    { id: 'lf-state', name: 'state', 'aria-required': 'true', 'aria-describedby': 'lf-state-error' },
    h('option', { value: '' }, 'Loading states…'),
  );
  readonly #stateError = fieldError('lf-state-error');
  readonly #more = h('div', { class: 'more', hidden: true });
  readonly #note = h('p', { class: 'note', hidden: true }, POST_SETTLEMENT_NOTE);
  readonly #amount = h('input', {
    id: 'lf-amount',
    name: 'amount',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    'aria-required': 'true',
    'aria-describedby': 'lf-amount-error',
  });
  readonly #amountError = fieldError('lf-amount-error');
  readonly #button = h('button', { type: 'submit' }, 'Calculate');
  readonly #status = h('div', { class: 'status', role: 'status', 'aria-live': 'polite' });
  readonly #failure = h('div', { class: 'failure', role: 'alert', hidden: true });
  readonly #results = h('section', { class: 'results', 'aria-label': 'Estimate', hidden: true });
  #run = 0;
  /** Once an estimate was asked for, every change of an input asks again (the page's rule, docs/product.md). */
  #asked = false;
  #started = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
  }

  static get observedAttributes() {
    return ['api-base'];
  }

  /** A changed api-base (after the element started) reloads the states from the new portal. */
  attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null) {
    if (this.#started && oldValue !== newValue) {
      this.#more.hidden = true;
      void this.#loadStates();
    }
  }

  get apiBase(): string {
    return (this.getAttribute('api-base') ?? '').replace(/\/+$/, '');
  }

  get contractType(): ContractType {
    const checked = this.#root.querySelector<HTMLInputElement>('input[name="contractType"]:checked');
    return (CONTRACT_TYPES as readonly string[]).includes(checked?.value ?? '')
      ? (checked!.value as ContractType)
      : DEFAULT_CONTRACT_TYPE;
  }

  connectedCallback() {
    if (this.#started) return;
    this.#started = true;
    const radios = CONTRACT_TYPE_OPTIONS.map((o) =>
      h(
        'label',
        {},
        h('input', { type: 'radio', name: 'contractType', value: o.value, checked: o.value === DEFAULT_CONTRACT_TYPE }),
        o.label,
      ),
    );
    this.#more.append(
      h('fieldset', {}, h('legend', {}, 'Contract type'), h('div', { class: 'choices' }, ...radios), this.#note),
      h(
        'div',
        {},
        h('label', { for: 'lf-amount' }, 'Amount', h('span', { class: 'req', 'aria-hidden': 'true' }, '*')),
        h('div', { class: 'money' }, h('span', { 'aria-hidden': 'true' }, '$'), this.#amount),
        this.#amountError,
      ),
      this.#button,
    );
    const form = h(
      'form',
      { novalidate: true, 'aria-label': 'Payment calculator' },
      h('h2', { id: 'lf-title' }, CALCULATOR_TITLE),
      h(
        'div',
        {},
        h('label', { for: 'lf-state' }, 'State', h('span', { class: 'req', 'aria-hidden': 'true' }, '*')),
        this.#state,
        this.#stateError,
      ),
      this.#more,
    );
    this.#root.append(h('style', {}, EMBED_CSS), form, this.#status, this.#failure, this.#results);

    this.#state.addEventListener('change', () => {
      this.#more.hidden = this.#state.value === '';
      if (this.#state.value) this.#setError(this.#state, this.#stateError, null);
    });
    this.#more.addEventListener('change', (event) => {
      if ((event.target as HTMLInputElement).name === 'contractType')
        this.#note.hidden = this.contractType !== 'PostSettlement';
    });
    this.#amount.addEventListener('blur', () =>
      this.#setError(this.#amount, this.#amountError, amountError(this.#amount.value)),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.calculate();
    });
    // An estimate never stays beside inputs it does not answer: it goes at once, and the pause restarts per change.
    const recalculate = () => {
      if (this.#asked) void this.calculate({ focusError: false });
    };
    form.addEventListener('input', recalculate);
    form.addEventListener('change', recalculate);
    void this.#loadStates();
  }

  async #loadStates() {
    try {
      const response = await fetch(`${this.apiBase}${STATES_PATH}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const states = parseStates(await response.json());
      this.#state.replaceChildren(
        h('option', { value: '' }, 'Select state'),
        ...states.map((st) => h('option', { value: String(st.id) }, st.name)),
      );
    } catch (error) {
      console.error('litfund-calculator: states could not be loaded', error);
      this.#state.replaceChildren(h('option', { value: '' }, 'States could not be loaded'));
      this.#setError(this.#state, this.#stateError, 'States could not be loaded');
    }
  }

  #setError(input: HTMLElement, slot: HTMLElement, message: string | null) {
    slot.textContent = message ?? '';
    slot.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /**
   * Validates, waits 1000 ms with a spinner, posts, then shows the table and chart or the failure message. A faulty
   * field takes the focus on Calculate, not while the visitor is changing another input.
   */
  async calculate({ focusError = true }: { focusError?: boolean } = {}): Promise<void> {
    const stateMissing = this.#state.value === '' ? CALCULATOR_MESSAGES.stateRequired : null;
    const amountMessage = stateMissing ? null : amountError(this.#amount.value);
    this.#setError(this.#state, this.#stateError, stateMissing);
    this.#setError(this.#amount, this.#amountError, amountMessage);
    this.#asked = true;
    const run = ++this.#run;
    this.#results.hidden = true;
    if (stateMissing || amountMessage) {
      this.#status.replaceChildren();
      this.#button.disabled = false;
      if (focusError) (stateMissing ? this.#state : this.#amount).focus();
      return;
    }

    const request = {
      stateId: Number(this.#state.value),
      contractType: this.contractType,
      amountRequested: amountToDollars(this.#amount.value),
    };
    this.#failure.hidden = true;
    this.#button.disabled = true;
    this.#status.replaceChildren(
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      h('span', {}, 'Calculating the estimate…'),
    );
    try {
      await wait(CALCULATE_DELAY_MS);
      if (run !== this.#run) return;
      const response = await fetch(`${this.apiBase}${CALCULATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const rows = parseDayValuePairs(await response.json());
      if (run !== this.#run) return;
      this.#results.replaceChildren(buildTable(rows), buildChart(rows));
      this.#results.hidden = false;
    } catch (error) {
      if (run !== this.#run) return;
      console.error('litfund-calculator: calculation failed', error);
      this.#failure.textContent = CALCULATOR_FAILURE_MESSAGE;
      this.#failure.hidden = false;
    } finally {
      if (run === this.#run) {
        this.#status.replaceChildren();
        this.#button.disabled = false;
      }
    }
  }
}

/** Defines <litfund-calculator> once (a second embed.js on the page is harmless). */
export function defineLitfundCalculator(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(ELEMENT_NAME)) registry.define(ELEMENT_NAME, LitfundCalculatorElement);
}
