import { test, expect } from '@playwright/test';
import { ADMIN, apiLogin, expectAccessible, signIn } from '../support/portal.ts';
import { createContractThroughApi, newPlaintiff, uniqueCaseId, uploadPaperAgreement } from '../support/contracts.ts';
import { CANCELLATION_NOW } from '../support/cancellation.ts';
import { CANCELLATION_PORT } from '../support/ports.ts';

// The consumer's cancellation window on a server whose business day is Friday 2026-09-04: a Georgia contract funded
// that day may be cancelled for 5 business days, and Labor Day (Monday 09-07) is not one of them, so the last day is
// Monday 09-14. Cancelled, the plaintiff owes exactly the funded amount.
test.use({ baseURL: `http://127.0.0.1:${CANCELLATION_PORT}`, timezoneId: 'America/New_York' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(CANCELLATION_NOW));
});

test('an administrator funds a Georgia contract on the Friday before Labor Day and records its cancellation', async ({
  page,
  request,
}) => {
  const caseId = uniqueCaseId('GA-CANCEL');
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const { id } = await createContractThroughApi(request, headers, {
    caseId,
    client: newPlaintiff('Canceller'),
    amountRequested: 5000,
  });
  // Funded on a signed paper agreement (CheckSent needs one).
  await uploadPaperAgreement(request, headers, id);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/edit-contract?${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Case ${caseId}` })).toBeVisible();
  // Before funding there is no window, so nothing to cancel is offered.
  await expect(page.getByRole('region', { name: 'Cancellation', exact: true })).toHaveCount(0);
  const status = page.getByRole('form', { name: 'Add status' });
  await status.getByLabel('New status').selectOption('CheckSent');
  await status.getByLabel(/Check amount/).fill('5000');
  await status.getByLabel(/Check date/).fill('09/04/2026');
  await status.getByRole('button', { name: 'Add Status' }).click();
  await page.getByRole('dialog', { name: 'Add status' }).getByRole('button', { name: 'Add Status' }).click();
  await expect(page.getByText('Status added')).toBeVisible();

  await page.goto(`/contract-page?${id}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Can be cancelled until 09-14-2026');
  await expect(page.getByRole('button', { name: 'Disclosure' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  const cancellation = page.getByRole('region', { name: 'Cancellation', exact: true });
  await expect(cancellation).toContainText('Can be cancelled until 09-14-2026');
  await cancellation.getByRole('button', { name: 'Record Cancellation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the cancellation' });
  await expect(dialog).toContainText('the funded amount, $5,000.00, less what was already paid, and nothing more');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Record Cancellation' }).click();
  await expect(page.getByText('Contract cancelled')).toBeVisible();
  await expect(cancellation).toContainText('Cancelled on 09-04-2026');
  await expect(cancellation.getByRole('button', { name: 'Record Cancellation' })).toHaveCount(0);

  // The amount due is the funded amount: no charges, and the window line is gone.
  await page.goto(`/contract-page?${id}`);
  await expect(summary.getByText('Total Due').locator('..')).toContainText('$5,000.00');
  await expect(summary).toContainText('Cancelled on 09-04-2026');
  await expect(summary).not.toContainText('Can be cancelled until');
  // Its badge says it was cancelled, not the green Check Sent: on its page and in the list.
  const heading = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(heading.locator('[data-status="Cancelled"]')).toHaveText('Cancelled 09-04-2026');
  await expect(heading).not.toContainText('Check Sent');
  await page.goto(`/all-contracts?case=${encodeURIComponent(caseId)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: caseId }) });
  await expect(row.locator('[data-status="Cancelled"]')).toHaveText('Cancelled 09-04-2026');
  await expectAccessible(page);
  const read = await request.get(`/api/v1/Contract/${id}`, { headers });
  expect(((await read.json()) as { totalDue: number }).totalDue).toBe(5000);
});
