import { test, expect, type Page } from '@playwright/test';
import { ADMIN, ATTORNEY, expectAccessible, signIn } from '../support/portal.ts';

async function addRange(
  page: Page,
  section: 'Pre-Settlement' | 'Post-Settlement',
  from: string,
  to: string,
  rate: string,
) {
  const form = page.getByRole('form', { name: `Add ${section} range` });
  await form.getByLabel('From day').fill(from);
  await form.getByLabel('To day').fill(to);
  await form.getByLabel('Rate %').fill(rate);
  await form.getByRole('button', { name: 'Add range' }).click();
  await expect(form.getByLabel('From day')).toHaveValue('');
}

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).getByRole('row');

test('an administrator creates a rate set for Vermont, edits a range, and the calculator prices with it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);

  // The demo database seeds sets for GA, NY, CA, TX and FL; Vermont has none.
  await page.goto('/interest-rates-list');
  await expect(page.getByRole('link', { name: 'Georgia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vermont' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create Interest Rate' }).click();
  await expect(page).toHaveURL(/\/create-new-interest-rate$/);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByLabel('State').selectOption('VT');
  // A set needs a range before it can be saved.
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await addRange(page, 'Pre-Settlement', '181', '365', '35');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await addRange(page, 'Pre-Settlement', '0', '180', '20');
  await addRange(page, 'Post-Settlement', '0', '60', '10');
  await expect(rows(page, 'Pre-Settlement ranges')).toHaveCount(3);
  await expect(rows(page, 'Post-Settlement ranges')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/interest-rates-list$/);
  await expect(page.getByText('Interest Rate created successfully')).toBeVisible();
  await page.getByRole('link', { name: 'Vermont' }).click();

  await expect(page).toHaveURL(/\/update-interest-rate\?\d+$/);
  await expect(page.getByRole('heading', { name: 'Vermont' })).toBeVisible();
  await expect(page.getByText('VT', { exact: true })).toBeVisible();
  await expect(rows(page, 'Pre-Settlement ranges').nth(1)).toContainText('20%');
  await expect(rows(page, 'Pre-Settlement ranges').nth(2)).toContainText('35%');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit Pre-Settlement range days 181-365' }).click();
  const edit = page.getByRole('form', { name: 'Edit Pre-Settlement range days 181-365' });
  await expect(edit.getByLabel('Rate %')).toHaveValue('35');
  await edit.getByLabel('Rate %').fill('40');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Interest Rate successfuly edited')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vermont' })).toBeVisible();
  await expect(rows(page, 'Pre-Settlement ranges').nth(2)).toContainText('40%');
  await expect(rows(page, 'Post-Settlement ranges').nth(1)).toContainText('10%');

  // A range the server refuses (post-settlement past day 60) is added at once, then taken back with its message.
  await addRangeExpectingFailure(page);

  // The public calculator (no token) prices with the edited set: 1000 at 20% to day 180, 40% to day 365, 10% post to day 60.
  const states = (await (await request.get('/api/v1/AdminState')).json()) as Array<{ id: number; key: string }>;
  const vermont = states.find((s) => s.key === 'VT')!;
  const pre = await request.post('/api/v1/PaymentCalculator/calculate', {
    data: { stateId: vermont.id, contractType: 'PreSettlement', amountRequested: 1000 },
  });
  expect(pre.status()).toBe(200);
  expect((await pre.json()).dayValuePairs).toEqual({ 180: 1200, 365: 1400 });
  const post = await request.post('/api/v1/PaymentCalculator/calculate', {
    data: { stateId: vermont.id, contractType: 'PostSettlement', amountRequested: 1000 },
  });
  expect(post.status()).toBe(200);
  expect((await post.json()).dayValuePairs).toEqual({ 60: 1100, 180: 1200, 365: 1400 });

  // The same amounts on the public calculator page, signed out (a fresh browser context without the session).
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const calculator = await visitor.newPage();
  await calculator.goto('/payment-calculator');
  await calculator.getByLabel('State').selectOption('VT');
  await calculator.getByLabel('Amount').fill('1000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const results = calculator.getByRole('table', { name: /amount owed by contract period/i });
  await expect(results.getByRole('cell')).toHaveText(['180', '$1,200.00', '365', '$1,400.00']);
  await expect(calculator.getByRole('img', { name: /Amount owed by contract period/ })).toBeVisible();
  // the pointer leaves the Calculate button, so axe sees the page at rest (not a hover shade)
  await calculator.mouse.move(0, 0);
  await expectAccessible(calculator);
  await calculator.getByRole('radio', { name: 'Post-Settlement' }).check({ force: true });
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(results.getByRole('cell')).toHaveText(['60', '$1,100.00', '180', '$1,200.00', '365', '$1,400.00']);
  await expect(calculator.getByRole('img', { name: /Amount owed by contract period/ })).toBeVisible();
  // the pointer leaves the Calculate button, so axe sees the page at rest (not a hover shade)
  await calculator.mouse.move(0, 0);
  await expectAccessible(calculator);
  await visitor.close();
});

async function addRangeExpectingFailure(page: Page) {
  const form = page.getByRole('form', { name: 'Add Post-Settlement range' });
  await form.getByLabel('From day').fill('61');
  await form.getByLabel('To day').fill('90');
  await form.getByLabel('Rate %').fill('15');
  await form.getByRole('button', { name: 'Add range' }).click();
  await expect(page.getByText(/day 60/).first()).toBeVisible();
  await expect(rows(page, 'Post-Settlement ranges')).toHaveCount(2);
}

test('a non-administrator gets Limited Access on the interest-rate screens', async ({ page }) => {
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto('/interest-rates-list');
  await expect(page.getByText('Limited Access!').first()).toBeVisible();
  await expectAccessible(page);
});
