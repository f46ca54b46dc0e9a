import { test, expect } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  confirmEmail,
  expectAccessible,
  linkFromOutbox,
  registerUser,
  registration,
  signIn,
  uniqueEmail,
} from '../support/portal.ts';

test('a new attorney registers, confirms the email, is approved by an administrator, signs in and out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('new.attorney');
  const password = 'Justice2026';

  await page.goto('/registration');
  await expectAccessible(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByLabel(/first name/i).fill('Ada');
  await page.getByLabel(/last name/i).fill('Lovelace');
  await page.getByLabel(/date of birth/i).fill('04/12/1985');
  await page.getByLabel(/street/i).fill('1 Main St');
  await page.getByLabel(/city/i).fill('Augusta');
  await page.getByLabel(/^state/i).selectOption('GA');
  await page.getByLabel(/zip/i).fill('30901');
  await page.getByRole('button', { name: /register|sign up/i }).click();

  await expect(page).toHaveURL(/\/information-page/);
  await expect(page.getByText('You successfully registered!')).toBeVisible();
  await expectAccessible(page);

  const confirmation = await linkFromOutbox(request, email, '/confirm-email');
  await page.goto(confirmation);
  await expectAccessible(page);
  await confirmEmail(page, confirmation, password);
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await expectAccessible(page);

  // Not yet approved: the login answers with the Limited Access page and no session.
  await page.goto('/login');
  await expectAccessible(page);
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/information-page/);
  await expect(page.getByRole('heading', { name: 'Limited Access' })).toBeVisible();
  await expectAccessible(page);

  const admin = await apiLogin(request, ADMIN);
  const found = await request.get(`/api/v1/User?Email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
  });
  const [user] = (await found.json()) as Array<{ id: number }>;
  if (!user) throw new Error(`${email} is not found after registering`);
  const approved = await request.post(`/api/v1/AdminUser/${user.id}`, {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { userStatus: { userStatusesValue: 'Approved' } },
  });
  expect(approved.status()).toBe(200);

  await signIn(page, { email, password });
  await expect(page).toHaveURL(new RegExp(`/user-profile\\?${user.id}$`));
  await expect(page.getByRole('heading', { name: /Ada Lovelace/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`/user-profile?${user.id}`);
  await expect(page.getByText('Please, Login!')).toBeVisible();
});

test('a user who forgot the password sets a new one from the emailed link and signs in with it', async ({
  page,
  request,
}) => {
  const { email } = await registerUser(request, 'Forgetful', { approve: true });
  const newPassword = `Renewed${Date.now() % 100000}A`;

  await page.goto('/reset-password');
  await expectAccessible(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: /reset|send/i }).click();
  await expect(page).toHaveURL(/\/information-page/);

  await page.goto(await linkFromOutbox(request, email, '/reset-password-success'));
  await expectAccessible(page);
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/repeat/i).fill(newPassword);
  await page.getByRole('button', { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/information-page/);
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await signIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
});

test("someone who registered another person's address cannot keep it: the owner chooses a new password instead", async ({
  page,
  request,
}) => {
  // The registrant typed the owner's address and a password of their own; the link reaches the owner.
  const email = uniqueEmail('squatted');
  const registered = await request.post('/api/v1/Account/register', {
    data: registration(email, 'Squatter2026', { firstName: 'Not', lastName: 'Owner' }),
  });
  expect(registered.status()).toBe(200);
  const link = await linkFromOutbox(request, email, '/confirm-email');

  // Opening the link confirms nothing; the owner does not know the password.
  await confirmEmail(page, link, 'Owner-Guess-1');
  await expect(page.getByText('Wrong password')).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-email/);
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/information-page/);

  await page.goto(await linkFromOutbox(request, email, '/reset-password-success'));
  await page.getByLabel(/^new password/i).fill('OwnerChose2026');
  await page.getByLabel(/repeat/i).fill('OwnerChose2026');
  await page.getByRole('button', { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/information-page/);

  // The registrant's password no longer signs in; the address is confirmed, so an administrator may approve it.
  expect((await request.post('/api/v1/Account/login', { data: { email, password: 'Squatter2026' } })).status()).toBe(
    403,
  );
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const [user] = (await (
    await request.get(`/api/v1/User?Email=${encodeURIComponent(email)}`, { headers })
  ).json()) as Array<{ id: number; emailConfirmed: boolean }>;
  expect(user?.emailConfirmed).toBe(true);
});
