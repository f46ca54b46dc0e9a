import { test, expect, type Page } from '@playwright/test';
import {
  ADMIN,
  ATTORNEY,
  REGISTERED_PASSWORD as PASSWORD,
  apiLogin,
  expectAccessible,
  linkFromOutbox,
  registerUser,
  signIn,
  uniqueEmail,
} from '../support/portal.ts';
import { PORT } from '../support/ports.ts';

const uniqueName = () => `Zed${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAdmin(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
}

test('an administrator approves a freshly registered user from the user list, who can then sign in', async ({
  page,
  request,
}) => {
  const lastName = uniqueName();
  const fresh = await registerUser(request, lastName, { confirm: true });

  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Interest Rate Controller' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users-admin-page$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search by name').fill(lastName);
  const link = page.getByRole('link', { name: `Fresh ${lastName}` });
  await expect(link).toHaveAttribute('href', `/user-profile?${fresh.id}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  // On a phone the row keeps the name and the status menu (the action) in view, without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('combobox', { name: `Actions for Fresh ${lastName}: registration status` });
  await expect(menu).toBeInViewport();
  await expect(link).toBeInViewport();
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByRole('combobox', { name: `Actions for Fresh ${lastName}: registration status` })
    .selectOption('Approved');
  // The menu asks first, naming the user and the new status.
  const ask = page.getByRole('dialog', { name: 'Change status' });
  await expect(ask).toContainText(`Change the status of Fresh ${lastName} from New to Approved?`);
  await ask.getByRole('button', { name: 'Set Approved' }).click();
  await expect(page.getByText('Data changed successfully')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, { email: fresh.email, password: PASSWORD });
  await expect(page).toHaveURL(new RegExp(`/user-profile\\?${fresh.id}$`));
});

test('an administrator creates a user with a law firm; the new user sets a password from the invitation and signs in', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN);
  const firms = (await (
    await request.get('/api/v1/AdminUser?UserType=LawFirm', {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    })
  ).json()) as Array<{ id: number; firstName: string }>;
  expect(firms.length).toBeGreaterThan(0);
  const firm = firms[0]!;
  const email = uniqueEmail('created.user');
  const lastName = uniqueName();
  // A case of the demo client for 'Add to Existing Case' to link the new attorney to.
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const [client] = (await (await request.get('/api/v1/User?Email=client@litfund.test', { headers })).json()) as Array<{
    id: number;
  }>;
  if (!client) throw new Error('The demo client is missing');
  const caseId = `LINK-${lastName}`;
  const created = await request.post('/api/v1/Contract', {
    headers,
    data: {
      amountRequested: 1000,
      estimatedSettlement: '0-25k',
      recipientCheck: 'pay@example.com',
      caseId,
      estimatedDuration: '2027-06-01T12:00:00.000Z',
      opposingInsurance: 'Acme',
      liability: true,
      propertyDamage: 'Slight',
      injuryLevel: 'Slight',
      dateAccident: '2026-04-02T12:00:00.000Z',
      accidentDescription: 'A case to link',
      contractClientDTO: { userId: client.id },
    },
  });
  expect(created.status()).toBe(200);

  await signInAdmin(page);
  await page.goto('/find-user');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create User' }).first().click();
  await expect(page).toHaveURL(/\/create-user$/);
  const form = page.getByRole('form', { name: 'Create user' });
  await expect(form.getByLabel('Date of birth')).toHaveValue('');
  await expectAccessible(page);

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Invited');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Date of birth').fill('04/12/1985');
  await form.getByLabel('State').selectOption('GA');
  await form.getByLabel('Zip code').fill('30901');
  await form.getByLabel('User type').selectOption('Attorney');
  await page.getByRole('button', { name: 'Add Law Firm' }).click();
  const lawFirm = page.getByRole('form', { name: 'Add law firm' });
  await lawFirm.getByLabel('Law firm').selectOption(String(firm.id));
  await lawFirm.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('01-01-2021 to present')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Existing Case' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to Existing Case' });
  await picker.getByLabel('Case ID').fill('NO-SUCH-CASE');
  await expect(picker.getByText('Cases not found')).toBeVisible();
  await picker.getByLabel('Case ID').fill(caseId);
  await expectAccessible(page);
  await picker.getByRole('button', { name: new RegExp(`^${caseId}: Carl Client`) }).click();
  await expect(page.getByText(`To be linked to case ${caseId} (Carl Client) once created`)).toBeVisible();

  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`Invited ${lastName}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Law firms' }).getByText(firm.firstName)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cases' }).getByRole('link', { name: caseId })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(await linkFromOutbox(request, email, '/reset-password-success'));
  await expectAccessible(page);
  const password = 'Invited2026A';
  await page.getByLabel(/^new password/i).fill(password);
  await page.getByLabel(/repeat/i).fill(password);
  await page.getByRole('button', { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/information-page/);
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
});

test('Block User signs the blocked user out on their next request', async ({ page, browser, request }) => {
  const lastName = uniqueName();
  const fresh = await registerUser(request, lastName, { approve: true });

  const userContext = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const userPage = await userContext.newPage();
  await signIn(userPage, { email: fresh.email, password: PASSWORD });
  await expect(userPage).toHaveURL(new RegExp(`/user-profile\\?${fresh.id}$`));

  await signInAdmin(page);
  await page.goto(`/edit-user?${fresh.id}`);
  const info = page.getByRole('form', { name: 'User info' });
  await expect(info.getByLabel('Last name')).toHaveValue(lastName);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Block User' }).click();
  const dialog = page.getByRole('dialog', { name: /^Block .+\?$/ });
  await expect(dialog).toContainText('Are you sure you want to block this user?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('Data changed successfully')).toBeVisible();
  await expect(info.getByLabel('Status')).toHaveValue('Rejected');
  await expect(info.getByLabel('Banned from receiving credit')).toBeChecked();

  await userPage.goto(`/user-profile?${fresh.id}`);
  await expect(
    userPage.getByText('Please, Login!').or(userPage.getByRole('button', { name: /log ?in|sign in/i })),
  ).toBeVisible();
  await userContext.close();
});

test('an attorney opening /edit-user sees the Limited Access dialog', async ({ page }) => {
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto('/edit-user?1');
  await expect(page.getByRole('dialog', { name: 'Limited Access!' })).toBeVisible();
  await expectAccessible(page);
});
