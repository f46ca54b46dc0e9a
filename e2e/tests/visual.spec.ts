import { test, expect, type Page } from '@playwright/test';
import { ADMIN, ATTORNEY, apiLogin, signIn } from '../support/portal.ts';
import { calculate } from '../support/calculator.ts';
import { VISUAL_PORT } from '../support/ports.ts';
import { PINNED_NOW, compareAtEachWidth } from '../support/visual.ts';

// Layout regressions on the main pages, at an office laptop's width and a phone's, against the committed baselines
// in visual.spec.ts-snapshots/ (made on Debian's Chromium; refresh with npm run e2e:update-screenshots -w e2e). The
// server's business clock and the browser's are pinned to the same instant, so dates and figures are compared too.
test.use({
  baseURL: `http://127.0.0.1:${VISUAL_PORT}`,
  timezoneId: 'America/New_York',
  locale: 'en-US',
  colorScheme: 'light',
  reducedMotion: 'reduce',
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(PINNED_NOW));
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The demo case with a check, a payment, comments and a request for more (the lowest id: the request comes later). */
async function demoContractId(page: Page) {
  const admin = await apiLogin(page.request, ADMIN);
  const response = await page.request.post('/api/v1/Contract/list', {
    headers: { Authorization: `Bearer ${admin.accessToken}` },
    data: { caseId: 'GA-DEMO-07', pagination: { pageNumber: 1, pageSize: 10 } },
  });
  expect(response.status()).toBe(200);
  return Math.min(...((await response.json()) as Array<{ id: number }>).map((c) => c.id));
}

async function signedIn(page: Page, who: { email: string; password: string }) {
  await signIn(page, who);
  // An Approved administrator lands on /admin, everyone else on their profile.
  await expect(page).toHaveURL(/\/(user-profile\?\d+|admin)$/);
  return Number(new URL(page.url()).search.slice(1));
}

test('login page', async ({ page }) => {
  await compareAtEachWidth(page, 'login', async () => {
    await page.goto('/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });
});

test('payment calculator with a Georgia estimate', async ({ page }) => {
  await compareAtEachWidth(page, 'payment-calculator', async () => {
    await page.goto('/payment-calculator');
    const table = await calculate(page, 'Georgia', 'Pre-Settlement');
    await expect(table.getByRole('cell').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Amount owed by contract period/ })).toBeVisible();
  });
});

test("the attorney's own profile", async ({ page }) => {
  const id = await signedIn(page, ATTORNEY);
  await compareAtEachWidth(page, 'attorney-profile-own', async () => {
    await page.goto(`/user-profile?${id}`);
    await expect(heading(page, 'Alice Attorney')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cases' }).getByRole('link', { name: 'GA-DEMO-01' })).toBeVisible();
  });
});

test("the attorney's profile as the administrator sees it, with statistics and charts", async ({ page }) => {
  const attorneyId = (await apiLogin(page.request, ATTORNEY)).userId;
  await signedIn(page, ADMIN);
  await compareAtEachWidth(page, 'attorney-profile-statistics', async () => {
    await page.goto(`/user-profile?${attorneyId}`);
    await expect(heading(page, 'Alice Attorney')).toBeVisible();
    const insights = page.getByRole('region', { name: 'Statistics and Rating' });
    await expect(insights).toContainText(/Average rating/);
    await insights.getByRole('button', { name: 'Calculate Rating' }).click();
    await expect(insights.getByLabel('Rating')).toContainText('Avg Days to Close');
    await insights.getByRole('button', { name: 'Calculate Statistics' }).click();
    await expect(insights.getByLabel('Statistics')).toBeVisible();
    await expect(insights.locator('svg').first()).toBeVisible();
  });
});

test("the attorney's contract page of a funded demo case", async ({ page }) => {
  const contractId = await demoContractId(page);
  await signedIn(page, ATTORNEY);
  await compareAtEachWidth(page, 'attorney-contract-page', async () => {
    await page.goto(`/contract-page?${contractId}`);
    await expect(heading(page, 'Case GA-DEMO-07')).toBeVisible();
  });
});

test("admin's all contracts list", async ({ page }) => {
  await signedIn(page, ADMIN);
  await compareAtEachWidth(page, 'admin-all-contracts', async () => {
    await page.goto('/all-contracts');
    await expect(page.getByRole('link', { name: 'GA-DEMO-11' }).first()).toBeVisible();
  });
});

test("admin's edit contract page of a funded demo case", async ({ page }) => {
  const contractId = await demoContractId(page);
  await signedIn(page, ADMIN);
  await compareAtEachWidth(page, 'admin-edit-contract', async () => {
    await page.goto(`/edit-contract?${contractId}`);
    await expect(heading(page, /GA-DEMO-07/)).toBeVisible();
  });
});

test("admin's user list", async ({ page }) => {
  await signedIn(page, ADMIN);
  await compareAtEachWidth(page, 'admin-users', async () => {
    await page.goto('/users-admin-page');
    // the name, not the address: phones hide the Email column
    await expect(page.getByText('Alice Attorney').first()).toBeVisible();
  });
});

test("admin's home: the desk on the demo data above the tiles", async ({ page }) => {
  await signedIn(page, ADMIN);
  await compareAtEachWidth(page, 'admin-home', async () => {
    await page.goto('/admin');
    await expect(heading(page, /Administration/)).toBeVisible();
    // The figures, the queue and the lazily loaded charts (their own chunk) are all drawn before the picture.
    await expect(page.getByLabel('Portfolio figures')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Users waiting for approval' })).toBeVisible();
    for (const chart of await page
      .getByRole('img', { name: /^(Funded and collected|Funded and outstanding|Collected as)/ })
      .all())
      await expect(chart.locator('svg').first()).toBeVisible();
  });
});
