import { inflateSync } from 'node:zlib';
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
 * The text a PDF shows: every hex or literal string of its content streams, joined (kerning splits words into
 * several strings). Streams are inflated when FlateDecode-compressed, so the check holds whatever pdfkit's setting.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const contents: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(source); match; match = streamStart.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = source.slice(source.lastIndexOf('<<', match.index), match.index);
    const raw = bytes.subarray(start, end);
    if (!dictionary.includes('/FlateDecode')) contents.push(raw.toString('latin1'));
    else {
      try {
        contents.push(inflateSync(raw).toString('latin1'));
      } catch {
        // Not a content stream we can read (fonts, images); their bytes hold no shown text.
      }
    }
    streamStart.lastIndex = end;
  }
  return contents
    .join('\n')
    .split('\n')
    .filter((line) => /T[Jj]\s*$/.test(line))
    .flatMap((line) => [...line.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)])
    .map((m) => (m[1] ? Buffer.from(m[1], 'hex').toString('latin1') : m[2]))
    .join('');
}
