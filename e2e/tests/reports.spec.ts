import ExcelJS from 'exceljs';
import { test, expect, type Download, type Locator } from '@playwright/test';
import { ADMIN, expectAccessible, signIn } from '../support/portal.ts';

/** A formula cell as the value saved with it (exceljs leaves out a saved 0); any other cell as it is. */
function plain(value: unknown): unknown {
  return value && typeof value === 'object' && 'formula' in value
    ? ((value as { result?: unknown }).result ?? 0)
    : value;
}

/**
 * The first worksheet of a downloaded XLSX as rows of cell texts: the letterhead above the table, the table (header
 * row first, down to the end of its filter) and the totals under it.
 */
async function readSheet(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('The download has no worksheet');
  const [, headerRow, lastDataRow] = /^[A-Z]+(\d+):[A-Z]+(\d+)$/.exec(String(sheet.autoFilter)) ?? [];
  if (!headerRow || !lastDataRow) throw new Error(`The table has no filter: ${String(sheet.autoFilter)}`);
  const texts = (first: number, last?: number) =>
    Array.from({ length: (last ?? sheet.rowCount) - first + 1 }, (_, i) =>
      (sheet.getRow(first + i).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(plain(v)))),
    );
  return {
    letterhead: texts(1, Number(headerRow) - 1).map((r) => r.join(' ').trim()),
    table: texts(Number(headerRow), Number(lastDataRow)),
    totals: texts(Number(lastDataRow) + 1),
  };
}

async function tick(form: Locator, label: string) {
  // Chakra's visible box covers the hidden input: click the label.
  await form.getByText(label, { exact: true }).click();
}

test('an administrator downloads the period report and the raw data as XLSX files', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
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
  const period = await readSheet(periodFile);
  expect(period.letterhead.slice(0, 2)).toEqual(['LitFund', 'Period Report']);
  // Days as the screens write them (MM-DD-YYYY), whatever the form's typed MM/DD/YYYY.
  expect(period.letterhead[2]).toMatch(/^Yearly periods, 01-01-2025 to 12-31-2026 · Generated \d\d-\d\d-\d{4}$/);
  // A header and a row for each year of the range, for the chosen type and status.
  expect(period.table.length).toBeGreaterThanOrEqual(3);
  expect(period.table.flat().join(' ')).toMatch(/2026/);
  // Under the table, the range's total for that type and status.
  expect(period.totals.map((r) => r.slice(0, 3))).toEqual([['Range total', 'Pre-Settlement', 'Check Sent']]);

  const raw = page.getByRole('form', { name: 'Download Raw Data' });
  await raw.getByRole('textbox', { name: /^From/ }).fill('01/01/2025');
  await raw.getByRole('textbox', { name: /^To/ }).fill('12/31/2026');
  await tick(raw, 'Case ID');
  await tick(raw, 'Current Status');
  await tick(raw, 'Total Paid');
  const rawDownload = page.waitForEvent('download');
  await raw.getByRole('button', { name: 'Download Raw Data' }).click();
  const rawData = await readSheet(await rawDownload);
  const [rawHeader, ...rawRows] = rawData.table;
  expect(rawHeader).toEqual(['Case ID', 'Current Status', 'Total Paid']);
  // The demo portfolio is there, one row per contract.
  expect(rawRows.map((r) => r[0])).toContain('GA-DEMO-07');
  // Statuses in the screens' words.
  expect(rawRows.map((r) => r[1])).toContain('Waiting Approval');
  // The totals: the contracts counted, the payments summed to the cent.
  const paidCents = rawRows.reduce((sum, r) => sum + Math.round(Number(r[2]) * 100), 0);
  expect(rawData.totals).toEqual([[String(rawRows.length), 'Total', String(paidCents / 100)]]);
  // The button is dimmed while the file is on its way; check the page once it is back.
  await expect(raw.getByRole('button', { name: 'Download Raw Data' })).toBeEnabled();
  await expect(raw.getByRole('button', { name: 'Download Raw Data' })).not.toHaveAttribute('data-loading');
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
