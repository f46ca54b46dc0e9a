import { test, expect } from '@playwright/test';
import { ATTORNEY, expectAccessible, signIn, uniqueEmail } from '../support/portal.ts';
import { DEAD_REMOTE_PORT } from '../support/ports.ts';

test('a non-administrator opening /admin sees Limited Access! and lands on the information page', async ({ page }) => {
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto('/admin');
  const dialog = page.getByRole('dialog', { name: 'Limited Access!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You do not have access to this part of the platform.');
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/information-page/, { timeout: 15_000 });
});

test('a signed-out visitor on an admin page goes to /login, not to Limited Access', async ({ page }) => {
  await page.goto('/admin');
  // ...carrying where they were going, to return there once signed in
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed sign-in keeps its reason on the form until the next attempt', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  // An address nobody has: no demo account's failed sign-ins are counted.
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
  await form.getByLabel('Password', { exact: true }).fill('NotThePassword1');
  await form.getByRole('button', { name: 'Login' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(/\S/);
  const reason = (await alert.textContent()) ?? '';
  // Past the banner's 3 seconds, the form still says why.
  await page.waitForTimeout(3500);
  await expect(alert).toHaveText(reason);
  await expectAccessible(page);
});

for (const path of ['/no-such-page', '/no-such-page/xyz', '/user-profile/1']) {
  test(`an unknown path (${path}) shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("It looks like the page doesn't exist")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Homepage' })).toBeVisible();
    await expectAccessible(page);
  });
}

test('with the account remote down, /login shows the fallback while legal pages and the footer work', async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${DEAD_REMOTE_PORT}`;
  await page.goto(`${origin}/login`);
  await expect(page.getByText('This part of the portal is unavailable right now.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy/);
  await expect(page.getByRole('heading', { name: /privacy policy/i })).toBeVisible();
  await expect(page.getByText(/five \(5\) years/i)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectAccessible(page);
});

test('the terms of use cover Georgia law, Richmond County and the one-year limit', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByText(/February 23, 2023/).first()).toBeVisible();
  await expect(page.getByText(/State of Georgia/).first()).toBeVisible();
  await expect(page.getByText(/Richmond County/).first()).toBeVisible();
  await expect(page.getByText(/one \(1\) year|one year/i).first()).toBeVisible();
  await expectAccessible(page);
});
