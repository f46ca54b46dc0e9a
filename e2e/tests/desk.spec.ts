// The funder's desk: an administrator lands on /admin, sees the portfolio of the demo data with its charts and
// tables, and a user waiting for approval leaves the work queue once approved from the link.
import { expect, test } from '@playwright/test';
import { ADMIN, expectAccessible, registerUser, signIn } from '../support/portal.ts';

const uniqueName = () => `Desk${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an administrator lands on the desk, reads the portfolio and clears a queue item by handling it', async ({
  page,
  request,
}) => {
  const lastName = uniqueName();
  const fresh = await registerUser(request, lastName, { confirm: true });

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const figures = page.getByLabel('Portfolio figures');
  await expect(figures).toContainText('Funded principal');
  await expect(figures).toContainText(/Outstanding total due\$[\d,]+\.\d\d/);
  await expect(page.getByText(/^Funded cases; amounts due as of \d\d-\d\d-\d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'By status' })).toContainText('Check Sent');
  // The charts come in their own chunk, after the figures.
  await expect(page.getByRole('img', { name: /^Funded and collected by month/ })).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /^Funded and collected by month/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  // SPEC's tiles stay, below the desk.
  await expect(page.getByRole('link', { name: 'Interest Rate Controller' })).toBeVisible();
  await expectAccessible(page);

  // A filter that keeps nothing says so in the figures.
  await page.getByLabel('Funded from').fill('01/01/2999');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(figures).toContainText('Funded principal$0.00');

  const waiting = page.getByRole('region', { name: 'Users waiting for approval' });
  const item = waiting.getByRole('link', { name: `Fresh ${lastName}` });
  await expect(item).toHaveAttribute('href', `/edit-user?${fresh.id}`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/edit-user\\?${fresh.id}$`));
  await page.getByLabel('Status', { exact: true }).selectOption('Approved');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data changed successfully')).toBeVisible();

  await page.goto('/admin');
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('link', { name: `Fresh ${lastName}` })).toHaveCount(0);
});
