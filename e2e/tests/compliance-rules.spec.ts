import { test, expect } from '@playwright/test';
import { ADMIN, expectAccessible, signIn } from '../support/portal.ts';

test("an administrator reads Illinois' cap with its citation, and Interest Rates refuses a set above it", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'State compliance' }).click();
  await expect(page).toHaveURL(/\/state-compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'State compliance' })).toBeVisible();
  // The demo sets (GA, NY, CA, TX, FL) keep to every rule that bears on a rate set.
  await expect(page.getByText('Every rate set keeps to the rules in force today')).toBeVisible();

  await page.getByLabel('State').selectOption('IL');
  await expect(page).toHaveURL(/\/state-compliance\?state=IL$/);
  const rules = page.getByRole('list', { name: 'Illinois rules' });
  const cap = rules.getByRole('listitem').filter({ hasText: 'At most 18% of the funded amount per 6 months' });
  await expect(cap).toContainText('815 ILCS 121/25');
  await expect(cap).toContainText('version 1');
  await expect(rules.getByText('No charges after 42 months')).toBeVisible();
  await expectAccessible(page);

  // Interest Rates: an Illinois set charging 25 % in the first 6 months is refused, naming the statute.
  await page.goto('/create-new-interest-rate');
  await page.getByLabel('State').selectOption('IL');
  const form = page.getByRole('form', { name: 'Add Pre-Settlement range' });
  await form.getByLabel('From day').fill('0');
  await form.getByLabel('To day').fill('180');
  await form.getByLabel('Rate %').fill('25');
  await form.getByRole('button', { name: 'Add range' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/Illinois law \(815 ILCS 121\/25\) allows at most 18% of the funded amount per 6 months/).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/create-new-interest-rate$/);
  await page.goto('/interest-rates-list');
  await expect(page.getByRole('link', { name: 'Georgia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Illinois' })).toHaveCount(0);
});
