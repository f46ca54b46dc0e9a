import { test, expect, type Page } from '@playwright/test';
import { ADMIN, REGISTERED_PASSWORD, apiLogin, expectAccessible, registerUser, signIn } from '../support/portal.ts';
import { signOut } from '../support/contracts.ts';

const LAW_FIRM = { email: 'lawfirm@litfund.test', password: 'LawFirm123!' };
const FIRM_NAME = 'Lex & Partners';

async function expectNoFirmContracts(page: Page, demoContractId: number) {
  await page.goto('/my-law-firms-contracts');
  await expect(page.getByText('User does not have a current law firm')).toBeVisible();
  const read = await page.request.get(`/api/v1/Contract/${demoContractId}`, { headers: await bearerOf(page) });
  expect(read.status()).toBe(404);
}

/** The firm lands on its own profile after signing in. */
async function signInAsFirm(page: Page, firmId: number) {
  await signIn(page, LAW_FIRM);
  await expect(page).toHaveURL(new RegExp(`/user-profile\\?${firmId}$`));
}

async function bearerOf(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  return { Authorization: `Bearer ${token}` };
}

test('an attorney claims the demo firm: nothing opens until the firm confirms, and closes when the firm ends it', async ({
  page,
  request,
}) => {
  const attorney = await registerUser(request, 'Claimant', { approve: true });
  const firmId = (await apiLogin(request, LAW_FIRM)).userId;
  const admin = await apiLogin(request, ADMIN);
  const demo = await request.post('/api/v1/Contract/list', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { lawFirmId: firmId, caseId: 'GA-DEMO-01', pagination: { pageNumber: 1, pageSize: 10 } },
  });
  const demoContractId = ((await demo.json()) as Array<{ id: number }>)[0]!.id;

  // The claim: the attorney adds the firm to their own history (a claim, as the addLawFirms makes it).
  const own = await apiLogin(request, { email: attorney.email, password: REGISTERED_PASSWORD });
  const claim = await request.post(`/api/v1/User/${own.userId}/addLawFirms`, {
    headers: { Authorization: `Bearer ${own.accessToken}` },
    data: { lawFirmUserId: firmId, startDate: '2025-02-03T12:00:00.000Z', endDate: null, present: true },
  });
  expect(claim.status()).toBe(200);

  await signIn(page, { email: attorney.email, password: REGISTERED_PASSWORD });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  const firms = page.getByRole('region', { name: 'Law firms' });
  await expect(firms.getByRole('link', { name: FIRM_NAME })).toBeVisible();
  await expect(firms.getByText('Awaiting confirmation')).toBeVisible();
  await expectNoFirmContracts(page, demoContractId);
  await signOut(page);

  // The firm sees the claim on its own profile and confirms it.
  await signInAsFirm(page, firmId);
  const members = page.getByRole('region', { name: 'Members' });
  const row = members.getByRole('listitem', { name: 'Fresh Claimant' });
  await expect(row.getByText('Awaiting confirmation')).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Confirm Fresh Claimant' }).click();
  await expect(page.getByText('Membership confirmed')).toBeVisible();
  await expect(row.getByText('Awaiting confirmation')).toHaveCount(0);
  await signOut(page);

  // Now the attorney sees the firm's contracts.
  await signIn(page, { email: attorney.email, password: REGISTERED_PASSWORD });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await expect(page.getByRole('region', { name: 'Law firms' }).getByText('Awaiting confirmation')).toHaveCount(0);
  await page.goto('/my-law-firms-contracts');
  // Other tests add the firm's contracts before this one runs: find the demo case with the list's filter.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Case ID').fill('GA-DEMO-01');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('link', { name: 'GA-DEMO-01' }).first()).toBeVisible();
  await page.goto(`/contract-page?${demoContractId}`);
  await expect(page.getByText('GA-DEMO-01').first()).toBeVisible();
  await signOut(page);

  // The firm ends the membership: the access is gone.
  await signInAsFirm(page, firmId);
  await page
    .getByRole('region', { name: 'Members' })
    .getByRole('button', { name: 'End membership of Fresh Claimant' })
    .click();
  await page
    .getByRole('dialog', { name: 'End the membership of Fresh Claimant?' })
    .getByRole('button', { name: 'End membership' })
    .click();
  await expect(page.getByText('Membership ended')).toBeVisible();
  await signOut(page);

  await signIn(page, { email: attorney.email, password: REGISTERED_PASSWORD });
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await expectNoFirmContracts(page, demoContractId);
});
