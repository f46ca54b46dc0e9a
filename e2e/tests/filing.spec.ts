// Who files for which plaintiff, in the browser against the real server: an attorney among the plaintiffs of their own
// cases or for a new plaintiff (created awaiting approval and invited), and a law-firm user naming its attorney.
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, expectAccessible, linkFromOutbox, signIn, uniqueEmail } from '../support/portal.ts';
import {
  contractIdOf,
  createContractThroughApi,
  fillRequiredCaseFields,
  newPlaintiff,
  pickSuggestion,
  submitRequest,
  uniqueCaseId,
} from '../support/contracts.ts';

const LAW_FIRM = { email: 'lawfirm@litfund.test', password: 'LawFirm123!' };

async function openRequestFunds(page: Page, who: { email: string; password: string }) {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request Funds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Funds' })).toBeVisible();
}

test("an attorney files for a plaintiff of their own cases; another attorney's plaintiff is not offered", async ({
  page,
  request,
}) => {
  // A plaintiff whose only case is with another attorney (the site administrator opens it without the demo attorney).
  const admin = await apiLogin(request, ADMIN);
  const stranger = newPlaintiff('Strangerplaintiff');
  await createContractThroughApi(
    request,
    { Authorization: `Bearer ${admin.accessToken}` },
    { caseId: uniqueCaseId('OTHER'), client: stranger },
  );

  const caseId = uniqueCaseId('OWN');
  await openRequestFunds(page, ATTORNEY);
  await expect(page.getByText('Choose among the plaintiffs of your cases, or enter a new plaintiff.')).toBeVisible();
  const lookup = page.waitForResponse((r) => r.url().includes('/Autocomplete/client?userName=Strangerplaintiff'));
  await page.getByRole('combobox', { name: 'Plaintiff' }).fill('Strangerplaintiff');
  expect(await (await lookup).json()).toEqual([]);
  await expect(page.getByRole('listbox', { name: 'Plaintiff suggestions' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Plaintiff' }).fill('');
  await fillRequiredCaseFields(page, caseId);
  await pickSuggestion(page, 'Plaintiff', 'Car', 'Carl Client');
  await submitRequest(page, caseId);
  await expect(page.getByText('Carl Client').first()).toBeVisible();
});

test('an attorney enters a new plaintiff, who is invited by mail and waits for approval', async ({ page, request }) => {
  const caseId = uniqueCaseId('NEWP');
  const email = uniqueEmail('filed');
  await openRequestFunds(page, ATTORNEY);
  await fillRequiredCaseFields(page, caseId);
  // A user clicks the label: Chakra's box over the hidden input takes the pointer.
  await page.getByText('Enter a new plaintiff', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Enter a new plaintiff' })).toBeChecked();
  await expect(page.getByText(/We email the plaintiff an invitation/)).toBeVisible();
  await page.getByLabel(/Plaintiff email/).fill(email);
  await page.getByLabel(/Plaintiff first name/).fill('Nora');
  await page.getByLabel(/Plaintiff last name/).fill('Filed');
  await page.getByLabel(/Plaintiff state/).selectOption('GA');
  await expectAccessible(page);
  await submitRequest(page, caseId);
  await expect(page.getByText('Nora Filed').first()).toBeVisible();

  // The invitation works; the plaintiff's account then waits for an administrator's approval.
  await page.goto(await linkFromOutbox(request, email, '/reset-password-success'));
  const password = 'Plaintiff2026A';
  await page.getByLabel(/^new password/i).fill(password);
  await page.getByLabel(/repeat/i).fill(password);
  await page.getByRole('button', { name: /save|reset|change/i }).click();
  await expect(page).toHaveURL(/\/information-page/);
  const login = await request.post('/api/v1/Account/login', { data: { email, password } });
  expect(await login.json()).toMatchObject({ accessToken: '', userStatus: { userStatusesValue: 'New' } });
});

test('a law-firm user finishes a request for its plaintiff, naming one of its attorneys', async ({ page, request }) => {
  const caseId = uniqueCaseId('FIRMREQ');
  await openRequestFunds(page, LAW_FIRM);
  await fillRequiredCaseFields(page, caseId);
  await pickSuggestion(page, 'Plaintiff', 'Car', 'Carl Client');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('combobox', { name: 'Responsible attorney' })).toHaveAttribute('aria-invalid', 'true');
  await pickSuggestion(page, 'Responsible attorney', 'Ali', 'Alice Attorney');
  await expectAccessible(page);
  await submitRequest(page, caseId);
  await expect(
    page.getByRole('region', { name: 'General Information' }).getByRole('link', { name: 'Carl Client' }),
  ).toBeVisible();
  // The page shows responsible users to administrators only; the firm's read of the contract names them.
  const firm = await apiLogin(request, LAW_FIRM);
  const read = await request.get(`/api/v1/Contract/${contractIdOf(page)}`, {
    headers: { Authorization: `Bearer ${firm.accessToken}` },
  });
  const contract = (await read.json()) as {
    contractAttorneyDTO: Array<{ userName: string; responsible: boolean }>;
    contractLawFirmDTO: Array<{ userId: number }>;
  };
  expect(contract.contractAttorneyDTO.map((a) => [a.userName, a.responsible])).toEqual([['Alice Attorney', true]]);
  expect(contract.contractLawFirmDTO.map((f) => f.userId)).toEqual([firm.userId]);
});
