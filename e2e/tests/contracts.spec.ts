import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, expectAccessible, linkFromOutbox, signIn, uniqueEmail } from '../support/portal.ts';
import {
  contractIdOf,
  createContractThroughApi,
  fillRequiredCaseFields,
  newPlaintiff,
  pdfText,
  pickSuggestion,
  signOut,
  submitRequest,
  uniqueCaseId,
  usd,
  uploadPaperAgreement,
} from '../support/contracts.ts';

const LAW_FIRM = { email: 'lawfirm@litfund.test', password: 'LawFirm123!' };

test('an attorney requests funds for an existing client picked by autocomplete', async ({ page }) => {
  const caseId = uniqueCaseId('ATT');
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request Funds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Funds' })).toBeVisible();
  await expectAccessible(page);
  await fillRequiredCaseFields(page, caseId);
  await pickSuggestion(page, 'Plaintiff', 'Car', 'Carl Client');
  await submitRequest(page, caseId);
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Waiting Approval');
  await expect(page.getByText('Carl Client').first()).toBeVisible();
  await expectAccessible(page);
});

test('an administrator builds a request for a new plaintiff, who sets a password from the invitation and asks for more', async ({
  page,
  request,
}) => {
  const caseId = uniqueCaseId('NEW');
  const plaintiffEmail = uniqueEmail('plaintiff');

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/create-contract-attorney');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Funds' })).toBeVisible();
  await fillRequiredCaseFields(page, caseId);
  // A user clicks the label: Chakra's box over the hidden input takes the pointer (Playwright's check() would wait on it).
  await page.getByText('Create a new plaintiff', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Create a new plaintiff' })).toBeChecked();
  await page.getByLabel(/Plaintiff email/).fill(plaintiffEmail);
  await page.getByLabel(/Plaintiff first name/).fill('Nina');
  await page.getByLabel(/Plaintiff last name/).fill('Newcomer');
  await page.getByLabel(/Plaintiff state/).selectOption('GA');
  await pickSuggestion(page, 'Attorney', 'Ali', 'Alice Attorney');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Contract created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contract-page\?\d+$/);
  const contractId = contractIdOf(page);
  await signOut(page);

  // The invitation's link lets the plaintiff choose a password; then they sign in and open the case from the profile.
  await page.goto(await linkFromOutbox(request, plaintiffEmail, '/reset-password-success'));
  const password = 'Plaintiff2026A';
  await page.getByLabel(/^new password/i).fill(password);
  await page.getByLabel(/repeat/i).fill(password);
  await page.getByRole('button', { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/information-page/);
  await signIn(page, { email: plaintiffEmail, password });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('link', { name: caseId }).click();
  await expect(page).toHaveURL(new RegExp(`/contract-page\\?${contractId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Case ${caseId}` })).toBeVisible();

  await page.getByRole('button', { name: 'Request Additional Funds' }).click();
  const ask = page.getByRole('dialog', { name: 'Request Additional Funds' });
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(ask.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  await ask.getByRole('textbox', { name: 'Amount' }).fill('750');
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Your request has been sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Additional Funds Requests' })).toContainText('$750.00');
});

test('an administrator approves, sends the check, records a payment and a reduction; the attorney downloads the payoff', async ({
  page,
  request,
}) => {
  const caseId = uniqueCaseId('FUND');
  const admin = await apiLogin(request, ADMIN);
  const attorney = await apiLogin(request, ATTORNEY);
  const { id: contractId } = await createContractThroughApi(
    request,
    { Authorization: `Bearer ${admin.accessToken}` },
    {
      caseId,
      client: newPlaintiff('Funded'),
      attorneyId: attorney.userId,
      amountRequested: 5000,
    },
  );
  // Funded on a signed paper agreement (CheckSent needs one).
  await uploadPaperAgreement(request, { Authorization: `Bearer ${admin.accessToken}` }, contractId);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/contract-page?${contractId}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-contract\\?${contractId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit Case ${caseId}` })).toBeVisible();

  // Approving asks for confirmation first, and is then recorded once (the field gives way to the amount).
  const approve = page.getByRole('form', { name: 'Approved Amount' });
  await approve.getByLabel('Approved Amount').fill('5000');
  await approve.getByRole('button', { name: 'Approve Amount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Amount' });
  await expect(dialog).toContainText('Are you sure you want to Approve the amount? This action cannot be undone.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Amproved Amount has been added!')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Approved Amount' })).toHaveCount(0);

  // CheckSent needs the check's amount and date.
  const status = page.getByRole('form', { name: 'Add status' });
  await status.getByLabel('New status').selectOption('CheckSent');
  await status.getByRole('button', { name: 'Add Status' }).click();
  await expect(status.getByText('You should specify the amount of the check!')).toBeVisible();
  await expect(status.getByText('You should specify the date when check was sent!')).toBeVisible();
  await status.getByLabel(/Check amount/).fill('5000');
  await status.getByLabel(/Check date/).fill('10/01/2026');
  await status.getByRole('button', { name: 'Add Status' }).click();
  // It asks first: the status, the contract and who is emailed, with Cancel focused.
  const ask = page.getByRole('dialog', { name: 'Add status' });
  await expect(ask).toContainText(
    /Add the status Check Sent to LF-\d{4}-\d{6}, with a check of \$5,000\.00 dated 10-01-2026\? The client, the responsible attorney/,
  );
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Add Status' }).dblclick();
  await expect(page.getByText('Status added')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Status History' }).getByRole('table').getByText('Check Sent'),
  ).toHaveCount(1);

  const payment = page.getByRole('form', { name: 'Add payment' });
  await payment.getByLabel(/Amount/).fill('400');
  await payment.getByRole('button', { name: 'Add Payment' }).click();
  // Money is recorded once the administrator confirms the amount and the day.
  const pay = page.getByRole('dialog', { name: 'Add a payment' });
  await expect(pay).toContainText(/Record a payment of \$400\.00 received on \d{2}-\d{2}-\d{4} on LF-\d{4}-\d{6}\?/);
  await pay.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.getByText('Payment added')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('$400.00');
  const reduced = page.getByRole('form', { name: 'Amount After Reduction' });
  await reduced.getByLabel('Amount After Reduction').fill('5500');
  await reduced.getByRole('button', { name: 'Add Reduced Amount' }).click();
  const reduce = page.getByRole('dialog', { name: 'Reduce the amount owed' });
  await expect(reduce).toContainText(/to \$5,500\.00\?.*Nobody is emailed/);
  await reduce.getByRole('button', { name: 'Add Reduced Amount' }).click();
  await expect(page.getByText('Reduced Amount added!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contract updated!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contract-page\\?${contractId}$`));
  await signOut(page);

  // What the attorney is shown and sent must be what the server computes.
  const owed = await request.get(`/api/v1/Contract/${contractId}/calculate`, {
    headers: { Authorization: `Bearer ${attorney.accessToken}` },
  });
  const { totalAmountOwed } = (await owed.json()) as { totalAmountOwed: number };
  expect(totalAmountOwed).toBe(5100); // the agreed (reduced) 5,500 less the 400 paid
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto(`/contract-page?${contractId}`);
  // The summary at the top says what is owed and what was paid; Funding does not repeat them.
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Total Due-${usd(totalAmountOwed)}`);
  await expect(summary).toContainText(`Paid Off${usd(400)}`);
  await expect(page.getByRole('region', { name: 'Funding', exact: true })).not.toContainText('Total Due');
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Check Sent');
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Payoff Statement' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payoff-statement-LF-\d{4}-\d{6}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toMatch(
    new RegExp(`Payoff as of \\d{2}-\\d{2}-\\d{4}: ${usd(totalAmountOwed).replace(/[$.]/g, '\\$&')} `),
  );
});

test("a law-firm user sees the firm's contracts", async ({ page, request }) => {
  const caseId = uniqueCaseId('FIRM');
  const admin = await apiLogin(request, ADMIN);
  const attorney = await apiLogin(request, ATTORNEY);
  // The demo attorney works at the demo firm, so the firm is responsible for the attorney's new case.
  await createContractThroughApi(
    request,
    { Authorization: `Bearer ${admin.accessToken}` },
    { caseId, client: newPlaintiff('Firmcase'), attorneyId: attorney.userId },
  );

  await signIn(page, LAW_FIRM);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "My Law Firm's Contracts" }).click();
  const table = page.getByRole('table', { name: "My Law Firm's Contracts" });
  await expect(table.getByRole('link', { name: caseId })).toBeVisible();
  await expectAccessible(page);
  await table.getByRole('link', { name: caseId }).click();
  await expect(page).toHaveURL(/\/contract-page\?\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Case ${caseId}` })).toBeVisible();
});

test('11 contracts show View more, and the next page completes the list', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const lastName = `Paged${Date.now().toString(36)}`;
  // One new client with 11 cases: the filter on the client's name keeps the list to exactly these.
  const first = await createContractThroughApi(request, headers, {
    caseId: uniqueCaseId(lastName),
    client: newPlaintiff(lastName),
  });
  for (let i = 1; i < 11; i += 1) {
    await createContractThroughApi(request, headers, {
      caseId: uniqueCaseId(lastName),
      client: { userId: first.clientId },
    });
  }

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/all-contracts');
  await page.getByLabel('Client').fill(lastName);
  await page.getByRole('button', { name: 'Filter' }).click();
  const all = page.getByRole('table', { name: 'All Contracts' });
  await expect(all.getByRole('row')).toHaveCount(11); // the header and the first page of 10
  await expectAccessible(page);
  await page.getByRole('button', { name: 'View more' }).click();
  await expect(all.getByRole('row')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
});

test('on a phone, each contract of a list is a card whose figures are all in view, nothing scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/all-contracts?case=GA-DEMO-07');
  const cards = page.getByRole('list', { name: 'All Contracts' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  const funded = cards.filter({ has: page.getByText('Check Sent') });
  // The money first, labelled, inside the screen.
  await expect(funded.getByRole('term').first()).toHaveText('Amount Due');
  const due = funded.getByRole('definition').first();
  await expect(due).toHaveText(/^-\$[\d,]+\.\d{2}$/);
  const box = (await due.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Neither the page nor any box inside the list scrolls sideways.
  const sideways = await page.evaluate(() => {
    const list = document.querySelector('ul[aria-label="All Contracts"]')!;
    return [document.documentElement, ...list.querySelectorAll('*')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.tagName);
  });
  expect(sideways).toEqual([]);
  await expectAccessible(page);
});

test("a party's comment attachment is listed by name and downloaded on click with its bytes", async ({
  page,
  request,
}) => {
  const caseId = uniqueCaseId('FILE');
  const admin = await apiLogin(request, ADMIN);
  const attorney = await apiLogin(request, ATTORNEY);
  const { id } = await createContractThroughApi(
    request,
    { Authorization: `Bearer ${admin.accessToken}` },
    { caseId, client: newPlaintiff('Filecase'), attorneyId: attorney.userId },
  );
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(`police report of ${caseId}\n`.repeat(2000))]);

  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto(`/contract-page?${id}`);
  await page.getByLabel('New comment').fill('Police report attached');
  await page.getByLabel('Attachment (optional)').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const comments = page.getByRole('region', { name: 'Comments' });
  const file = comments.getByRole('button', { name: /-comment-attachment\.pdf$/ });
  await expect(file).toBeVisible();
  await expectAccessible(page);

  // The contract read lists the file without its content; the click fetches it.
  const read = await request.get(`/api/v1/Contract/${id}`, {
    headers: { Authorization: `Bearer ${attorney.accessToken}` },
  });
  const listed = (
    (await read.json()) as { contractComments: Array<{ commentAttachments: object[] }> }
  ).contractComments.flatMap((c) => c.commentAttachments);
  expect(listed).toEqual([expect.objectContaining({ base64: null, size: bytes.length })]);
  const downloading = page.waitForEvent('download');
  await file.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^LF-\d{4}-\d{6}-comment-attachment\.pdf$/);
  expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);
});
