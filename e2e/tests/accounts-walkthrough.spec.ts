import { test, expect } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, expectAccessible, linkFromOutbox, signIn, uniqueEmail } from '../support/portal.ts';

// The accounts walkthrough (docs/decisions.md, ux-accounts), on the real server: a plaintiff an attorney entered is
// seen as unconfirmed, cannot be approved until they choose a password from a link they asked for again, then can;
// and a deep link survives signing in, but only to this site.

test("an attorney's new plaintiff asks for the link again, chooses a password, and is then approved", async ({
  page,
  request,
}) => {
  const lastName = `Relinked${Date.now() % 1_000_000}`;
  const email = uniqueEmail('entered');
  const attorney = await apiLogin(request, ATTORNEY);
  const filed = await request.post('/api/v1/Contract', {
    headers: { Authorization: `Bearer ${attorney.accessToken}` },
    data: {
      amountRequested: 2000,
      estimatedSettlement: '0-25k',
      recipientCheck: 'pay@example.com',
      caseId: `E2E-${lastName}`,
      estimatedDuration: '2027-06-01T12:00:00.000Z',
      opposingInsurance: 'Acme',
      liability: true,
      propertyDamage: 'Slight',
      injuryLevel: 'Slight',
      dateAccident: '2026-04-02T12:00:00.000Z',
      accidentDescription: 'Entered by the attorney',
      contractClientDTO: { user: { email, firstName: 'Nia', lastName, state: { key: 'GA' } } },
    },
  });
  expect(filed.status()).toBe(200);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/users-admin-page');
  await page.getByLabel('Search by name').fill(lastName);
  const menu = page.getByRole('combobox', { name: `Actions for Nia ${lastName}: registration status` });
  const row = page.getByRole('row').filter({ has: menu });
  await expect(row.getByText('Email not confirmed')).toBeVisible();
  await menu.selectOption('Approved');
  await page.getByRole('dialog', { name: 'Change status' }).getByRole('button', { name: 'Set Approved' }).click();
  await expect(page.getByTestId('save-refusal')).toContainText(
    `Nia ${lastName} was not saved as Approved: This user has not confirmed their email address yet`,
  );
  await expect(menu).toHaveValue('New');
  await expectAccessible(page);

  // The plaintiff, signed out in another browser context, asks for the link again from the sign-in page's flow.
  const plaintiff = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const mailbox = await plaintiff.newPage();
  await mailbox.goto('/resend-confirmation');
  await mailbox.getByLabel('Email', { exact: true }).fill(email);
  await mailbox.getByRole('button', { name: /send/i }).click();
  await expect(mailbox).toHaveURL(/\/information-page/);
  // The newest mail to the address: a new set-password link (the invitation's own link no longer works).
  await mailbox.goto(await linkFromOutbox(request, email, '/reset-password-success'));
  await mailbox.getByLabel(/^new password/i).fill('Relinked-2026');
  await mailbox.getByLabel(/repeat/i).fill('Relinked-2026');
  await mailbox.getByRole('button', { name: 'Save new password' }).click();
  await expect(mailbox).toHaveURL(/\/information-page/);
  await plaintiff.close();

  await page.reload();
  await page.getByLabel('Search by name').fill(lastName);
  await expect(row.getByText('Email not confirmed')).toHaveCount(0);
  await menu.selectOption('Approved');
  await page.getByRole('dialog', { name: 'Change status' }).getByRole('button', { name: 'Set Approved' }).click();
  await expect(page.getByText('Data changed successfully')).toBeVisible();
  await expect(menu).toHaveValue('Approved');
});

test('a deep link survives signing in; a next that leaves the site is ignored', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const listed = await request.post('/api/v1/Contract/list', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { caseId: 'GA-DEMO-07', pagination: { pageNumber: 1, pageSize: 10 } },
  });
  const id = Math.min(...((await listed.json()) as Array<{ id: number }>).map((c) => c.id));

  await page.goto(`/contract-page?${id}`);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/contract-page?${id}`)}`);
  await page.getByLabel('Email', { exact: true }).fill(ATTORNEY.email);
  await page.getByLabel('Password', { exact: true }).fill(ATTORNEY.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/contract-page?${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Case GA-DEMO-07' })).toBeVisible();

  for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email', { exact: true }).fill(ATTORNEY.email);
    await page.getByLabel('Password', { exact: true }).fill(ATTORNEY.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  }
});
