import { test, expect } from '@playwright/test';
import {
  ADMIN,
  confirmEmail,
  expectAccessible,
  linkFromOutbox,
  registration,
  signIn,
  uniqueEmail,
} from '../support/portal.ts';

const register = (email: string) => registration(email, 'Justice2026', { firstName: 'Mila', lastName: 'Mailbox' });

test('an administrator sees the confirmation mail of a user who registered elsewhere on Mail delivery', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('mail.delivery');
  // The registration comes from another browser, with nothing shared with the administrator's session.
  const elsewhere = await browser.newContext();
  expect((await elsewhere.request.post('/api/v1/Account/register', { data: register(email) })).status()).toBe(200);
  await elsewhere.close();

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Mail delivery' }).click();
  await expect(page).toHaveURL(/\/mail-delivery$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Confirm your LitFund email address');
  // This server has no SMTP_URL: the mail waits in the outbox, untried, and the page says why.
  await expect(row).toContainText('Waiting');
  await expect(page.getByText('No mail server is configured (SMTP_URL)')).toBeVisible();
  await expectAccessible(page);
});

test('a user asks for the confirmation again from the login page; only the new link works', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('resend');
  expect((await request.post('/api/v1/Account/register', { data: register(email) })).status()).toBe(200);
  const first = await linkFromOutbox(request, email, '/confirm-email');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Send the confirmation again' }).click();
  await expect(page).toHaveURL(/\/resend-confirmation$/);
  await expectAccessible(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  let second = first;
  await expect.poll(async () => (second = await linkFromOutbox(request, email, '/confirm-email'))).not.toBe(first);
  await confirmEmail(page, first, 'Justice2026');
  await expect(page.getByText('Code was not found or expired!')).toBeVisible();
  await confirmEmail(page, second, 'Justice2026');
  await expect(page.getByText('Congratulations!')).toBeVisible();
});

test('the Limited Access page after sign-in links to the confirmation again, with the address filled in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('limited');
  expect((await request.post('/api/v1/Account/register', { data: register(email) })).status()).toBe(200);
  await signIn(page, { email, password: 'Justice2026' });
  await expect(page.getByRole('heading', { name: 'Limited Access' })).toBeVisible();
  await page.getByRole('link', { name: 'Send the confirmation again' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
});
