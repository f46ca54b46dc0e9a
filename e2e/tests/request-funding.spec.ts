// An additional-funds request funded from the screens: the administrator opens the demo's pending request, is sent to
// its case's Edit Contract, funds it there as a tranche that names it, and both pages then agree on the money.
// (Named to run after the specs that read the demo's figures as seeded.)
import { test, expect } from '@playwright/test';
import { ADMIN, apiLogin, expectAccessible, signIn } from '../support/portal.ts';
import { usd } from '../support/contracts.ts';

interface Listed {
  id: number;
  identifier: string;
  parentContractId: number | null;
}

test("the administrator funds the demo's pending additional-funds request from the screens", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin.accessToken}` };
  const listed = await request.post('/api/v1/Contract/list', {
    headers,
    data: { caseId: 'GA-DEMO-07', pagination: { pageNumber: 1, pageSize: 10 } },
  });
  const rows = (await listed.json()) as Listed[];
  const caseRow = rows.find((r) => r.parentContractId === null)!;
  const requestRow = rows.find((r) => r.parentContractId === caseRow.id)!;
  const read = async (id: number) =>
    (await (await request.get(`/api/v1/Contract/${id}`, { headers })).json()) as {
      totalDue: number;
      additionalFundingRequestsDto: Array<{ amount: number; childContractId: number | null }>;
      childContracts: Array<{ id: number; status: string }>;
    };
  const before = await read(caseRow.id);
  expect(before.childContracts).toEqual([expect.objectContaining({ id: requestRow.id, status: 'WaitingApproval' })]);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  // The request's page says it is not funded yet, and nothing on it says otherwise.
  await page.goto(`/contract-page?${requestRow.id}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Amount Requested$1,500.00');
  await expect(summary).toContainText('Funded—Funded from its case: not yet');
  await expect(page.getByRole('region', { name: 'Funding', exact: true })).toHaveCount(0);

  // Under review it is not offered on its case: the case's Edit Contract says it waits for approval.
  await page.goto(`/edit-contract?${caseRow.id}`);
  const waiting = page.getByRole('region', { name: 'Add additional funding' });
  await expect(waiting).toContainText(`Waiting for approval, so not offered yet: ${requestRow.identifier}.`);
  await expect(waiting.getByLabel('Funds the request')).toHaveCount(0);

  // The administrator approves it on its own Edit Contract, which then sends them to the case, where the money is.
  await page.goto(`/edit-contract?${requestRow.id}`);
  const status = page.getByRole('form', { name: 'Add status' });
  await status.getByLabel('New status').selectOption('Approved');
  await status.getByRole('button', { name: 'Add Status' }).click();
  await page.getByRole('dialog', { name: 'Add status' }).getByRole('button', { name: 'Add Status' }).click();
  await expect(page.getByRole('region', { name: 'Status History' }).getByRole('table')).toContainText('Approved');
  await page
    .getByRole('region', { name: 'Fund this request' })
    .getByRole('link', { name: 'Fund it on the case' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/edit-contract\\?${caseRow.id}$`));

  const panel = page.getByRole('region', { name: 'Add additional funding' });
  const choice = panel.getByLabel('Funds the request');
  const option = choice.getByRole('option', { name: new RegExp(`^${requestRow.identifier},`) });
  await choice.selectOption((await option.getAttribute('value'))!);
  const form = panel.getByRole('form', { name: 'Add additional funding' });
  await form.getByLabel(/Amount/).fill('1500');
  await form.getByRole('button', { name: 'Add Additional Funding' }).click();
  const ask = page.getByRole('dialog', { name: 'Add additional funding' });
  await expect(ask).toContainText(
    new RegExp(
      `Record additional funding of \\$1,500\\.00 sent on \\d{2}-\\d{2}-\\d{4} on ${caseRow.identifier}, funding the request ${requestRow.identifier}.*are emailed`,
    ),
  );
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Add Additional Funding' }).dblclick();
  await expect(panel.getByRole('status')).toHaveText('Additional Funding added');

  // The case lists the tranche with the request it funded, and Total Due includes it.
  const money = page.getByRole('region', { name: 'Money' });
  const tranches = money.getByRole('table', { name: 'Additional funding' });
  await expect(tranches.getByRole('row')).toHaveCount(2);
  await expect(tranches.getByRole('row').last()).toContainText(`${requestRow.identifier}$1,500.00`);
  // Funded once: the request is no longer offered.
  await expect(panel.getByLabel('Funds the request')).toHaveCount(0);
  const after = await read(caseRow.id);
  expect(after.additionalFundingRequestsDto).toEqual([
    expect.objectContaining({ amount: 1500, childContractId: requestRow.id }),
  ]);
  expect(after.totalDue).toBeGreaterThanOrEqual(before.totalDue + 1500);
  await expect(money.getByRole('group', { name: 'Amounts' })).toContainText(`Total Due-${usd(after.totalDue)}`);

  // Its parties were mailed with the tranche, in the status's words.
  const outbox = (await (await request.get('/api/v1/dev/outbox', { headers })).json()) as Array<{ subject: string }>;
  expect(outbox.map((m) => m.subject)).toContain(
    `Your additional funds request ${requestRow.identifier} is now Check Sent (${caseRow.identifier})`,
  );

  // The request now shows funded, with the same amount and day everywhere on its page.
  await page.goto(`/contract-page?${requestRow.id}`);
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Check Sent');
  await expect(summary).toContainText('Funded$1,500.00');
  await expect(summary).toContainText('as a tranche of its case');
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('table')).toContainText('Check Sent');
  await expect(page.getByRole('region', { name: 'Status' }).getByRole('table')).toContainText('$1,500.00');
  await expectAccessible(page);

  // And the case's page agrees: the request is Check Sent, the tranche is listed, Total Due is the server's.
  await page.goto(`/contract-page?${caseRow.id}`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`Total Due-${usd(after.totalDue)}`);
  await expect(page.getByRole('table', { name: 'Additional funds requests' })).toContainText('Check Sent');
  await expect(page.getByRole('region', { name: 'Funding', exact: true }).getByRole('table')).toContainText(
    `${requestRow.identifier}$1,500.00`,
  );
});
