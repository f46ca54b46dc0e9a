import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, linkFromOutbox, signIn } from '../support/portal.ts';
import { createContractThroughApi, newPlaintiff, signOut, uniqueCaseId } from '../support/contracts.ts';

// The funding agreement end to end on the real server: an administrator approves the amount (the agreement is
// generated and the plaintiff mailed a single-use link), the plaintiff signs on a phone through the link, the attorney
// acknowledges signed in, an administrator countersigns; the check then goes, and the signed agreement the contract
// keeps passes poppler's pdfsig.

const SCREENSHOTS = process.env.SIGNING_SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function signOnPage(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Sign the agreement' });
  await form.getByLabel('Your full name').fill(name);
  await form.getByLabel(/Signature \(type your name/).fill(name);
  await form.getByRole('button', { name: 'Sign the agreement' }).click();
}

test('plaintiff signs at 390 px, the attorney acknowledges, an administrator countersigns, the check goes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const caseId = uniqueCaseId('SIGN');
  const admin = await apiLogin(request, ADMIN);
  const attorney = await apiLogin(request, ATTORNEY);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const plaintiff = newPlaintiff('Signer');
  const { id } = await createContractThroughApi(request, headers, {
    caseId,
    client: plaintiff,
    attorneyId: attorney.userId,
    amountRequested: 4000,
  });
  const approve = await request.post(`/api/v1/Contract/${id}/update`, {
    headers,
    data: { amountApproved: { amount: 4000 } },
  });
  expect(approve.status()).toBe(200);
  // No check before the agreement is signed.
  const check = { contractsStatus: 'CheckSent', statusValue: 4000, dateChange: new Date().toISOString() };
  const early = await request.post(`/api/v1/Contract/${id}/statusUpdate`, { headers, data: check });
  expect(early.status()).toBe(409);

  // The plaintiff, on a phone, through the emailed link: the whole agreement, then the signature.
  const email = 'user' in plaintiff ? plaintiff.user.email : '';
  const link = await linkFromOutbox(request, email, '/agreement-sign?token=');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Funding agreement' })).toBeVisible();
  const agreement = page.getByRole('article', { name: 'Funding agreement' });
  await expect(agreement).toContainText('$4,000.00');
  await expect(agreement).toContainText("The consumer's right to cancel");
  await shot(page, 'signing-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await signOnPage(page, 'Pat Signer');
  const steps = page.getByRole('list', { name: 'Signing steps' });
  await expect(steps.getByRole('listitem').nth(0)).toContainText('Signed');
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Invited');

  // The attorney acknowledges, signed in, from the contract page.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ATTORNEY);
  await page.goto(`/contract-page?${id}`);
  const section = page.getByRole('region', { name: 'Funding agreement' });
  await expect(section).toContainText('awaiting signature');
  await shot(page, 'contract-page-1366');
  await section.getByRole('link', { name: 'Read and sign the agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/agreement-sign\\?contract=${id}$`));
  await signOnPage(page, 'Alex Attorney');
  await expect(page.getByRole('list', { name: 'Signing steps' }).getByRole('listitem').nth(1)).toContainText('Signed');
  await signOut(page);

  // An administrator countersigns.
  await signIn(page, ADMIN);
  await page.goto(`/agreement-sign?contract=${id}`);
  await shot(page, 'signing-admin-1366');
  await signOnPage(page, 'Site Administrator');
  await expect(page.getByText('Every party has signed.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/contract-page?${id}`);
  await expect(page.getByRole('region', { name: 'Funding agreement' })).toContainText('completed');
  await shot(page, 'contract-page-390');

  // The check goes now, and the signed agreement (the client contract) passes pdfsig.
  const sent = await request.post(`/api/v1/Contract/${id}/statusUpdate`, { headers, data: check });
  expect(sent.status(), await sent.text()).toBe(200);
  const contract = (await (await request.get(`/api/v1/Contract/${id}`, { headers })).json()) as {
    attachments: Array<{ id: number; type: number }>;
  };
  const signed = contract.attachments.find((a) => a.type === 2)!;
  const file = (await (await request.get(`/api/v1/Contract/${id}/attachment/${signed.id}`, { headers })).json()) as {
    base64Content: string;
  };
  const where = path.join(SCREENSHOTS ?? mkdtempSync(path.join(os.tmpdir(), 'e2e-signed-')), 'signed-agreement.pdf');
  writeFileSync(where, Buffer.from(file.base64Content, 'base64'));
  const verdict = spawnSync('pdfsig', [where], { encoding: 'utf8' });
  expect(verdict.stdout).toContain('Signature is Valid');
  expect(verdict.stdout).toContain('Total document signed');
});
