import { readFile } from 'node:fs/promises';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, expectAccessible, linkFromOutbox, signIn, uniqueEmail } from '../support/portal.ts';

const LAW_FIRM = { email: 'lawfirm@litfund.test', password: 'LawFirm123!' };
const uniqueCase = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;

/** The visible text of an uncompressed PDF: every hex or literal string shown by its text operators, joined. */
function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const pieces = [...source.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)]
    .map((m) => (m[1] ? Buffer.from(m[1], 'hex').toString('latin1') : m[2]));
  return pieces.join('');
}

async function fillCase(page: Page, caseId: string) {
  await page.getByLabel(/Amount requested/).fill('5000');
  await page.getByLabel(/Funding recipient email/).fill('payments@lexpartners.example');
  await page.getByLabel(/Estimated settlement/).selectOption('26k-50k');
  await page.getByLabel(/Case ID/).fill(caseId);
  await page.getByLabel(/Settlement date/).fill('06/01/2027');
  await page.getByLabel(/Opposing insurance/).fill('Acme Mutual');
  await page.getByLabel(/Date of accident/).fill('04/02/2026');
  await page.getByLabel(/Accident description/).fill('Rear-ended at a red light');
}

async function pick(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

const contractIdOf = (page: Page) => Number(new URL(page.url()).search.slice(1));

test('an attorney requests funds for an existing client picked by autocomplete', async ({ page }) => {
  const caseId = uniqueCase('ATT');
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request Funds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Funds' })).toBeVisible();
  await expectAccessible(page);
  await fillCase(page, caseId);
  await pick(page, 'Plaintiff', 'Car', 'Carl Client');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Contract created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contract-page\?\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Case ${caseId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('WaitingApproval');
  await expectAccessible(page);
});

test('an administrator builds a request for a new plaintiff, funds it, and the parties see it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const caseId = uniqueCase('NEW');
  const plaintiffEmail = uniqueEmail('plaintiff');

  // The administrator builds the request with a new plaintiff and the demo attorney.
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto('/create-contract-attorney');
  await fillCase(page, caseId);
  await page.getByText('Create a new plaintiff').click();
  await page.getByLabel(/Plaintiff email/).fill(plaintiffEmail);
  await page.getByLabel(/Plaintiff first name/).fill('Nina');
  await page.getByLabel(/Plaintiff last name/).fill('Newcomer');
  await page.getByLabel(/Plaintiff state/).selectOption('GA');
  await pick(page, 'Attorney', 'Ali', 'Alice Attorney');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Contract created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contract-page\?\d+$/);
  const contractId = contractIdOf(page);

  // Approve (after the confirmation), CheckSent with amount and date, a payment and a reduced amount.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-contract\\?${contractId}$`));
  const approve = page.getByRole('form', { name: 'Approved Amount' });
  await approve.getByLabel('Approved Amount').fill('5000');
  await approve.getByRole('button', { name: 'Approve Amount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Amount' });
  await expect(dialog).toContainText('Are you sure you want to Approve the amount? This action cannot be undone.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Amproved Amount has been added!')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Approved Amount' })).toHaveCount(0);

  const status = page.getByRole('form', { name: 'Add status' });
  await status.getByLabel('New status').selectOption('CheckSent');
  await status.getByRole('button', { name: 'Add Status' }).click();
  await expect(status.getByText('You should specify the amount of the check!')).toBeVisible();
  await status.getByLabel(/Check amount/).fill('5000');
  await status.getByLabel(/Check date/).fill('10/01/2026');
  await status.getByRole('button', { name: 'Add Status' }).click();
  await expect(page.getByText('Status added')).toBeVisible();

  const payment = page.getByRole('form', { name: 'Add payment' });
  await payment.getByLabel(/Amount/).fill('400');
  await payment.getByRole('button', { name: 'Add Payment' }).click();
  await expect(page.getByText('Payment added')).toBeVisible();
  const reduced = page.getByRole('form', { name: 'Amount After Reduction' });
  await reduced.getByLabel('Amount After Reduction').fill('5500');
  await reduced.getByRole('button', { name: 'Add Reduced Amount' }).click();
  await expect(page.getByText('Reduced Amount added!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contract updated!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/contract-page\\?${contractId}$`));
  await signOut(page);

  // The attorney sees Total Due and downloads a payoff statement showing it.
  const attorneyToken = (await apiLogin(request, ATTORNEY)).accessToken;
  const owed = await request.get(`/api/v1/Contract/${contractId}/calculate`, { headers: { Authorization: `Bearer ${attorneyToken}` } });
  const { totalAmountOwed } = (await owed.json()) as { totalAmountOwed: number };
  expect(totalAmountOwed).toBe(5100); // the reduced 5,500 less the 400 paid
  const shown = `$${totalAmountOwed.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto(`/contract-page?${contractId}`);
  await expect(page.getByRole('region', { name: 'Funding' })).toContainText(`-${shown}`);
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Payoff Statement' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payoff-statement-LF-\d{4}-\d{6}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(shown);
  await signOut(page);

  // The new plaintiff sets a password from the invitation, signs in and asks for more on the case.
  await page.goto(await linkFromOutbox(request, plaintiffEmail, '/reset-password-success'));
  const password = 'Plaintiff2026A';
  await page.getByLabel(/^new password/i).fill(password);
  await page.getByLabel(/repeat/i).fill(password);
  await page.getByRole('button', { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/information-page/);
  await signIn(page, { email: plaintiffEmail, password });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await expect(page.getByRole('link', { name: caseId })).toBeVisible();
  await page.getByRole('link', { name: caseId }).click();
  await expect(page).toHaveURL(new RegExp(`/contract-page\\?${contractId}$`));
  await page.getByRole('button', { name: 'Request Additional Funds' }).click();
  const ask = page.getByRole('dialog', { name: 'Request Additional Funds' });
  await ask.getByLabel(/Amount/).fill('750');
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Your request has been sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Additional Funds Requests' })).toContainText('$750.00');
});

test("a law-firm user sees the firm's contracts; a long list pages with View more", async ({ page, request }) => {
  await signIn(page, LAW_FIRM);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "My Law Firm's Contracts" }).click();
  const table = page.getByRole('table', { name: "My Law Firm's Contracts" });
  await expect(table.getByRole('link', { name: 'GA-DEMO-01' })).toBeVisible();
  await expectAccessible(page);
  await signOut(page);

  // 11 contracts of one new client, built through the API; the administrator's list pages them.
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const lastName = `Paged${Date.now().toString(36)}`;
  for (let i = 0; i < 11; i += 1) {
    const created = await createCase(request, headers, i === 0 ? { user: { email: uniqueEmail('paged'), firstName: 'Pat', lastName, state: { key: 'GA' } } } : undefined, lastName);
    expect(created).toBeGreaterThan(0);
  }
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.goto('/all-contracts');
  await page.getByLabel('Client').fill(lastName);
  await page.getByRole('button', { name: 'Filter' }).click();
  const all = page.getByRole('table', { name: 'All Contracts' });
  await expect(all.getByRole('row')).toHaveCount(11);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'View more' }).click();
  await expect(all.getByRole('row')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
});

let pagedClientId = 0;

/** POST /Contract as an administrator: the first call creates the client, the next ones reuse it. */
async function createCase(request: APIRequestContext, headers: Record<string, string>, newClient: unknown, lastName: string): Promise<number> {
  const response = await request.post('/api/v1/Contract', {
    headers,
    data: {
      amountRequested: 1000, estimatedSettlement: '0-25k', recipientCheck: 'pay@example.com', caseId: uniqueCase(lastName), estimatedDuration: '2027-06-01T12:00:00.000Z',
      opposingInsurance: 'Acme', liability: true, propertyDamage: 'Slight', injuryLevel: 'Slight', dateAccident: '2026-04-02T12:00:00.000Z',
      accidentDescription: 'Paged case', contractClientDTO: newClient ?? { userId: pagedClientId },
    },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  if (newClient) {
    const read = await request.get(`/api/v1/Contract/${id}`, { headers });
    pagedClientId = ((await read.json()) as { contractClientDTO: { userId: number } }).contractClientDTO.userId;
  }
  return id;
}
