import { test, expect } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, expectAccessible, signIn } from '../support/portal.ts';
import {
  createContractThroughApi,
  newPlaintiff,
  uniqueCaseId,
  uploadPaperAgreement,
  usd,
} from '../support/contracts.ts';

interface Mail {
  to: string;
  subject: string;
  links: string[];
  attachments: Array<{ fileName: string; mimeType: string; bytes: number }>;
}

/** Where the form's screenshots go when asked (CHECK_IN_SHOTS=<folder>), to look at them by eye. */
const shots = process.env.CHECK_IN_SHOTS;

/** A day `days` from now as the form takes it (MM/DD/YYYY) and as the answer stores it. */
const dayFromNow = (days: number) => {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const [y, m, dd] = d.toISOString().slice(0, 10).split('-');
  return { typed: `${m}/${dd}/${y}`, shown: `${m}-${dd}-${y}` };
};

test('an attorney answers "settled" from the check-in mail; the admin sees it and the payoff statement is mailed', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const attorney = await apiLogin(request, ATTORNEY);
  const caseId = uniqueCaseId('CHECKIN');
  const { id } = await createContractThroughApi(request, headers, {
    caseId,
    client: newPlaintiff('Checked'),
    attorneyId: attorney.userId,
    amountRequested: 3000,
  });
  const act = async (path: string, data: object) =>
    expect((await request.post(`/api/v1/Contract/${id}/${path}`, { headers, data })).status()).toBe(200);
  await act('update', { amountApproved: { amount: 3000 } });
  await uploadPaperAgreement(request, headers, id);
  await act('statusUpdate', {
    contractsStatus: 'CheckSent',
    statusValue: 3000,
    dateChange: '2026-10-01T12:00:00.000Z',
    checkNumber: '7020',
  });
  const { identifier } = (await (await request.get(`/api/v1/Contract/${id}`, { headers })).json()) as {
    identifier: string;
  };
  const outbox = async () => (await (await request.get('/api/v1/dev/outbox', { headers })).json()) as Mail[];

  // The administrator asks the attorney now, from the contract page.
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/contract-page?${id}`);
  const updates = page.getByRole('region', { name: 'Case Updates' });
  await updates.getByRole('button', { name: 'Request a check-in now' }).click();
  await expect(page.getByText('A check-in was sent to the attorney')).toBeVisible();
  await expect(updates).toContainText('Not answered yet');

  // The attorney's mail about this contract carries the link; it opens the form with no password.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox()).find((m) => m.to === ATTORNEY.email && m.subject.includes(`(${identifier})`));
      link = mail?.links.find((l) => l.includes('/check-in?token=')) ?? '';
      return link;
    })
    .toBeTruthy();
  const url = new URL(link);
  const attorneyContext = await browser.newContext();
  const form = await attorneyContext.newPage();
  await form.goto(`${url.pathname}${url.search}`);
  await expect(form.getByRole('heading', { name: 'Case check-in' })).toBeVisible();
  await expect(form.getByText(identifier)).toBeVisible();
  const paid = dayFromNow(20);
  await form.getByText('Settled', { exact: true }).click();
  await form.getByLabel(/Settlement amount/).fill('45,000');
  await form.getByLabel(/Expected payment date/).fill(paid.typed);
  await form.mouse.move(0, 0);
  await expectAccessible(form);
  if (shots) {
    for (const width of [390, 1366]) {
      await form.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: `${shots}/check-in-form-${width}.png`, fullPage: true });
    }
  }
  await form.getByRole('button', { name: 'Send answer' }).click();
  await expect(form.getByText('Thank you. Your answer was sent to LitFund.')).toBeVisible();

  // The link works once.
  await form.goto(`${url.pathname}${url.search}`);
  await expect(form.getByText('This check-in has already been answered. Thank you.')).toBeVisible();
  await attorneyContext.close();

  // The administrator sees the answer on the contract's timeline.
  await page.reload();
  await expect(updates).toContainText('Settled');
  await expect(updates).toContainText(`Settlement of ${usd(45000)}, payment expected ${paid.shown}`);
  await expectAccessible(page);
  if (shots) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await updates.screenshot({ path: `${shots}/case-updates-${width}.png` });
    }
  }

  // The payoff statement went to the attorney through the outbox, as a PDF; the administrators were told.
  const mails = await outbox();
  const statement = mails.find((m) => m.to === ATTORNEY.email && m.subject === `Payoff statement (${identifier})`);
  expect(statement?.attachments).toHaveLength(1);
  expect(statement!.attachments[0]!.mimeType).toBe('application/pdf');
  expect(statement!.attachments[0]!.fileName).toContain(identifier);
  expect(statement!.attachments[0]!.bytes).toBeGreaterThan(1000);
  expect(mails.some((m) => m.to === ADMIN.email && m.subject === `Check-in answered: Settled (${identifier})`)).toBe(
    true,
  );
});
