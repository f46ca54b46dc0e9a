import ExcelJS from 'exceljs';
import { test, expect, type Download, type Locator } from '@playwright/test';
import { ADMIN, expectAccessible, signIn } from '../support/portal.ts';

/** The first worksheet of a downloaded XLSX, as rows of cell texts. */
async function sheetRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const rows: string[][] = [];
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('The download has no worksheet');
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

async function tick(form: Locator, label: string) {
  // Chakra's visible box covers the hidden input: click the label.
  await form.getByText(label, { exact: true }).click();
}

test('an administrator downloads the period report and the raw data as XLSX files', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/create-reports$/);
  await expectAccessible(page);

  const report = page.getByRole('form', { name: 'Export Report' });
  await report.getByRole('textbox', { name: /^From/ }).fill('01/01/2025');
  await report.getByRole('textbox', { name: /^To/ }).fill('12/31/2026');
  await report.getByLabel(/Periodicity/).selectOption('yearly');
  await tick(report, 'Pre Settlement');
  await tick(report, 'Check Sent');
  const reportDownload = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export Report' }).click();
  const periodFile = await reportDownload;
  expect(periodFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const periodRows = await sheetRows(periodFile);
  // A header and a row for each year of the range, for the chosen type and status.
  expect(periodRows.length).toBeGreaterThanOrEqual(3);
  expect(periodRows.flat().join(' ')).toMatch(/2026/);

  const raw = page.getByRole('form', { name: 'Download Raw Data' });
  await raw.getByRole('textbox', { name: /^From/ }).fill('01/01/2025');
  await raw.getByRole('textbox', { name: /^To/ }).fill('12/31/2026');
  await tick(raw, 'Case ID');
  await tick(raw, 'Current Status');
  await tick(raw, 'Total Paid');
  const rawDownload = page.waitForEvent('download');
  await raw.getByRole('button', { name: 'Download Raw Data' }).click();
  const rawRows = await sheetRows(await rawDownload);
  expect(rawRows[0]?.length).toBe(3);
  // The demo portfolio is there, one row per contract.
  expect(rawRows.map((r) => r[0])).toContain('GA-DEMO-07');
  // The button is dimmed while the file is on its way; check the page once it is back.
  await expect(raw.getByRole('button', { name: 'Download Raw Data' })).toBeEnabled();
  await expect(raw.getByRole('button', { name: 'Download Raw Data' })).not.toHaveAttribute('data-loading');
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
