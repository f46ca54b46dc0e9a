import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { calculatorDayValuePairs, formatUsd, scheduleFromWire, type ContractType } from '@litfund/domain';
import { ADMIN, apiLogin } from './portal.ts';

export const NO_RATE = 'It seems that this state does not have its own Interest Rate';
const AMOUNT = '2500.50';
const AMOUNT_CENTS = 250050;

interface WireRange {
  id: number;
  daysFrom: number;
  daysTo: number;
  rate: number;
}
interface WireSet {
  id: number;
  state: { id: number; key: string; name: string };
  preSettlements: WireRange[];
  postSettlements: WireRange[];
}

/** The expected table cells ([day, $amount, ...]) from the rates an admin reads, priced by the domain's engine. */
export async function expectedCells(
  request: APIRequestContext,
  stateKey: string,
  contractType: ContractType,
): Promise<string[]> {
  const { accessToken } = await apiLogin(request, ADMIN);
  const response = await request.get('/api/v1/Interest/all', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(200);
  const set = ((await response.json()) as WireSet[]).find((s) => s.state.key === stateKey);
  expect(set, `a seeded rate set for ${stateKey}`).toBeTruthy();
  const parsed = scheduleFromWire(set!.preSettlements, set!.postSettlements);
  if (!parsed.ok) throw new Error(`Invalid seeded schedule for ${stateKey}`);
  const pairs = calculatorDayValuePairs(parsed.schedule, contractType, AMOUNT_CENTS);
  expect(pairs.length).toBeGreaterThan(1);
  return pairs.flatMap(([day, cents]) => [String(day), formatUsd(cents)]);
}

/** Fills the calculator (the portal page or the embed: same labels) and returns its results table. */
export async function calculate(
  scope: Page | Locator,
  state: string,
  contractType: 'Pre-Settlement' | 'Post-Settlement',
): Promise<Locator> {
  await scope.getByRole('combobox', { name: /^State/ }).selectOption({ label: state });
  await scope.locator('label', { hasText: contractType }).click();
  await expect(scope.getByRole('radio', { name: contractType })).toBeChecked();
  await scope.getByRole('textbox', { name: /^Amount/ }).fill(AMOUNT);
  await scope.getByRole('button', { name: 'Calculate' }).click();
  return scope.getByRole('table', { name: 'Amount owed by contract period' });
}

export async function expectTable(table: Locator, cells: string[]) {
  await expect(table.getByRole('columnheader')).toHaveText(['Contract period (days)', 'Amount owed (USD)']);
  await expect(table.getByRole('cell')).toHaveText(cells);
}
