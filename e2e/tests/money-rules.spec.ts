import { test, expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, expectAccessible, signIn } from '../support/portal.ts';
import { createContractThroughApi, newPlaintiff, uniqueCaseId, uploadPaperAgreement } from '../support/contracts.ts';

async function setLoanLimit(
  request: APIRequestContext,
  headers: Record<string, string>,
  userId: number,
  loanLimit: number,
) {
  const response = await request.post(`/api/v1/AdminUser/${userId}`, { headers, data: { loanLimit } });
  expect(response.status(), await response.text()).toBe(200);
}

test('money rules on edit contract: a CheckSent above the loan limit is refused, an overpayment is confirmed first', async ({
  page,
  request,
}) => {
  const caseId = uniqueCaseId('RULES');
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const { id: contractId, clientId } = await createContractThroughApi(request, headers, {
    caseId,
    client: newPlaintiff('Limited'),
    amountRequested: 5000,
  });
  await setLoanLimit(request, headers, clientId, 3000);
  await uploadPaperAgreement(request, headers, contractId);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/edit-contract?${contractId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Case ${caseId}` })).toBeVisible();

  const status = page.getByRole('form', { name: 'Add status' });
  await status.getByLabel('New status').selectOption('CheckSent');
  await status.getByLabel(/Check amount/).fill('5000');
  await status.getByLabel(/Check date/).fill('10/01/2026');
  await status.getByRole('button', { name: 'Add Status' }).click();
  await page.getByRole('dialog', { name: 'Add status' }).getByRole('button', { name: 'Add Status' }).click();
  await expect(
    page.getByText(
      "This would take the plaintiff's open funded total to $5,000.00, above their loan limit of $3,000.00",
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status History' }).getByRole('table')).not.toContainText('Check Sent');

  // With the limit raised, the same check goes through.
  await setLoanLimit(request, headers, clientId, 10000);
  await status.getByRole('button', { name: 'Add Status' }).click();
  await page.getByRole('dialog', { name: 'Add status' }).getByRole('button', { name: 'Add Status' }).click();
  await expect(page.getByText('Status added')).toBeVisible();

  const payment = page.getByRole('form', { name: 'Add payment' });
  await payment.getByLabel(/Amount/).fill('100000');
  await payment.getByRole('button', { name: 'Add Payment' }).click();
  await page.getByRole('dialog', { name: 'Add a payment' }).getByRole('button', { name: 'Add Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment above the amount owed' });
  await expect(dialog).toContainText(
    /This payment of \$100,000\.00 is more than the \$[\d,]+\.\d{2} owed today\. Record it anyway\?/,
  );
  // The pointer rests where the first confirmation's button was: off it, the button is read as shown, not hovered.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment added')).toBeVisible();

  // The comment form says who will read the comment, and forgets the choice after posting.
  const comment = page.getByRole('form', { name: 'Add comment' });
  await expect(comment).toContainText('Only administrators will see this comment');
  await comment.getByText('Viewable by the attorney', { exact: true }).click();
  await expect(comment).toContainText('The attorney and the law firm will see this comment, not the plaintiff');
  await comment.getByLabel('New comment').fill('Overpayment refunded by check');
  await comment.getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByText('Comment has been added!')).toBeVisible();
  await expect(comment.getByRole('checkbox', { name: 'Viewable by the attorney' })).not.toBeChecked();
  await expect(comment).toContainText('Only administrators will see this comment');
});

test("administrators read a contract's audit trail on its page", async ({ page, request }) => {
  const caseId = uniqueCaseId('AUDIT');
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const { id: contractId } = await createContractThroughApi(request, headers, {
    caseId,
    client: newPlaintiff('Audited'),
    amountRequested: 2000,
  });
  const act = async (path: string, data: object) =>
    expect((await request.post(`/api/v1/Contract/${contractId}/${path}`, { headers, data })).status()).toBe(200);
  await act('update', { amountApproved: { amount: 2000 } });
  await uploadPaperAgreement(request, headers, contractId);
  await act('statusUpdate', {
    contractsStatus: 'CheckSent',
    statusValue: 2000,
    dateChange: '2026-10-01T12:00:00.000Z',
    checkNumber: '7001',
  });

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/contract-page?${contractId}`);
  const trail = page.getByRole('region', { name: 'Audit Trail' });
  const entries = trail.getByRole('list', { name: 'Audit trail' }).locator(':scope > li');
  // Approving generated the funding agreement; the paper one uploaded then lets the check go.
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(0)).toContainText('Added a status');
  await expect(entries.nth(0)).toContainText('Site Administrator');
  await expect(entries.nth(0)).toContainText('Status: Waiting Approval → Check Sent');
  await expect(entries.nth(0)).toContainText('Check: (none) → $2,000.00 on 10-01-2026, check 7001');
  await expect(entries.nth(1)).toContainText('Uploaded a document');
  await expect(entries.nth(2)).toContainText('Approved amount: (none) → $2,000.00');
  await expect(entries.nth(3)).toContainText('Generated the funding agreement');
  await expect(entries.nth(4)).toContainText('Created the contract');
  await expectAccessible(page);
});
