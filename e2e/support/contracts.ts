import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './portal.ts';

/** A case ID no other test (or earlier run on the same server) uses. */
export const uniqueCaseId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;

/** The id in `/contract-page?{id}` or `/edit-contract?{id}`. */
export const contractIdOf = (page: Page) => Number(new URL(page.url()).search.slice(1));

/** Dollars as the portal and the payoff statement print them ('$5,100.00'). */
export const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Types into an autocomplete (3+ characters start the search) and clicks the suggestion. */
export async function pickSuggestion(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** The Request Funds form's required Financial Information and Case Information fields. */
export async function fillRequiredCaseFields(page: Page, caseId: string) {
  await page.getByLabel(/Amount requested/).fill('5000');
  await page.getByLabel(/Funding recipient email/).fill('payments@lexpartners.example');
  await page.getByLabel(/Estimated settlement/).selectOption('26k-50k');
  await page.getByLabel(/Case ID/).fill(caseId);
  await page.getByLabel(/Settlement date/).fill('06/01/2027');
  await page.getByLabel(/Opposing insurance/).fill('Acme Mutual');
  await page.getByLabel(/Date of accident/).fill('04/02/2026');
  await page.getByLabel(/Accident description/).fill('Rear-ended at a red light');
  // The injury facts start at "Choose": the filer states them.
  await page.getByLabel(/Liability/).selectOption('Yes');
  await page.getByLabel(/Property damage/).selectOption('Slight');
  await page.getByLabel(/Injury level/).selectOption('Moderate');
}

/** Submits the Request Funds form and expects the success text and the new case's page. */
export async function submitRequest(page: Page, caseId: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Contract created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contract-page\?\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Case ${caseId}` })).toBeVisible();
}

/** Either an existing client's id or a new plaintiff (administrators only), as POST /Contract takes them. */
export type ClientRef =
  { userId: number } | { user: { email: string; firstName: string; lastName: string; state?: { key: string } } };

/** A new plaintiff for `ClientRef`, with an address nobody else has. */
export const newPlaintiff = (lastName: string): ClientRef => ({
  user: { email: uniqueEmail('plaintiff'), firstName: 'Pat', lastName, state: { key: 'GA' } },
});

/**
 * POST /Contract with every required case field, as test setup (the UI path has its own tests). With `attorneyId`
 * that attorney (and so their present law firm) is responsible. Returns the contract's and its client's ids.
 */
export async function createContractThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  {
    caseId,
    client,
    attorneyId,
    amountRequested = 1000,
  }: { caseId: string; client: ClientRef; attorneyId?: number; amountRequested?: number },
): Promise<{ id: number; clientId: number }> {
  const response = await request.post('/api/v1/Contract', {
    headers,
    data: {
      amountRequested,
      estimatedSettlement: '0-25k',
      recipientCheck: 'pay@example.com',
      caseId,
      estimatedDuration: '2027-06-01T12:00:00.000Z',
      opposingInsurance: 'Acme',
      liability: true,
      propertyDamage: 'Slight',
      injuryLevel: 'Slight',
      dateAccident: '2026-04-02T12:00:00.000Z',
      accidentDescription: 'Created by the end-to-end setup',
      contractClientDTO: client,
      ...(attorneyId ? { contractAttorneyDTO: [{ userId: attorneyId, date: '2026-11-01T12:00:00.000Z' }] } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  const read = await request.get(`/api/v1/Contract/${id}`, { headers });
  const { contractClientDTO } = (await read.json()) as { contractClientDTO: { userId: number } };
  return { id, clientId: contractClientDTO.userId };
}

/**
 * The text a PDF shows, as a reader's text extraction sees it (poppler's pdftotext, as the API's document tests use),
 * runs of spaces and line breaks as one space. The statements embed a font subset, so their content streams hold glyph
 * ids, which only the font's Unicode map turns back into text.
 */
export function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-pdf-')), 'document.pdf');
  writeFileSync(file, bytes);
  const result = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(`pdftotext failed (apt-get install -y poppler-utils): ${result.error?.message ?? result.stderr}`);
  return result.stdout.replace(/\s+/g, ' ');
}

/**
 * A signed paper agreement uploaded as the contract's client contract (document type 2), as an administrator does for
 * an agreement signed outside the portal: CheckSent on a case needs it or the portal's fully signed agreement.
 */
export async function uploadPaperAgreement(request: APIRequestContext, headers: Record<string, string>, id: number) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const response = await request.post(`/api/v1/Contract/${id}/uploadDocument`, {
    headers,
    data: {
      type: 2,
      mimeType: 'application/pdf',
      fileName: 'paper-agreement.pdf',
      documentBase64String: pdf.toString('base64'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
