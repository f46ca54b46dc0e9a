import { test, expect } from '@playwright/test';
import {
  REGISTERED_PASSWORD,
  apiLogin,
  expectAccessible,
  readOutbox,
  registerUser,
  signIn,
} from '../support/portal.ts';

test('a signed-in user changes the password on the profile: other devices are signed out, this one stays', async ({
  page,
  request,
}) => {
  const { email, id } = await registerUser(request, 'Changer', { approve: true });
  const newPassword = `Changed${Date.now() % 100000}B`;
  const otherDevice = await apiLogin(request, { email, password: REGISTERED_PASSWORD });

  await signIn(page, { email, password: REGISTERED_PASSWORD });
  await expect(page).toHaveURL(new RegExp(`/user-profile\\?${id}$`));
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(/^current password/i).fill('Not-The-Password1');
  await form.getByLabel(/^new password/i).fill(newPassword);
  await form.getByLabel(/^repeat new password/i).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Wrong password').first()).toBeVisible();

  await form.getByLabel(/^current password/i).fill(REGISTERED_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(form.getByLabel(/^current password/i)).toHaveValue('');

  // This device carries on with its fresh token, also after a reload; the other device's token is dead.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Fresh Changer/ })).toBeVisible();
  const stale = await request.get(`/api/v1/User/${id}`, {
    headers: { Authorization: `Bearer ${otherDevice.accessToken}` },
  });
  expect(stale.status()).toBe(401);

  const outbox = await readOutbox(request);
  expect(
    outbox.filter((mail) => mail.to === email && mail.subject === 'Your LitFund password was changed'),
  ).toHaveLength(1);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await signIn(page, { email, password: REGISTERED_PASSWORD });
  await expect(page.getByText('Wrong password').first()).toBeVisible();
  await signIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(new RegExp(`/user-profile\\?${id}$`));
});
