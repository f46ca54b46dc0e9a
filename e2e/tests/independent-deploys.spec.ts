// Independent deploys: the calculator remote built on its own and served from another origin
// (http://127.0.0.1:<free port>/mfe-calculator/, CORS for the portal only) than the portal (http://localhost:<port>),
// which learns where it lives only from REMOTE_CALCULATOR_URL. No mocks anywhere.
import { test, expect, type Page } from '@playwright/test';
import { MESSAGES } from '@litfund/domain';
import { calculate, expectTable, expectedCells } from '../support/calculator.ts';
import { deployAll, newerSharedUiVersion, type IndependentDeploy } from '../support/independent-deploy.ts';
import { watchCspViolations } from '../support/portal.ts';
import { NEWER_SHARED_UI_PORT, SEPARATE_REMOTE_PORT } from '../support/ports.ts';

const CALCULATOR_HEADING = /plaintiff's state to create a funding price estimate/;

const SEPARATE_PORTAL = `http://localhost:${SEPARATE_REMOTE_PORT}`;
const NEWER_SHARED_UI_PORTAL = `http://localhost:${NEWER_SHARED_UI_PORT}`;
let separate: IndependentDeploy | undefined;
let newerSharedUi: IndependentDeploy | undefined;

// Both builds and both portals at once, once for the file.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const calculator = { app: 'mfe-calculator', remoteEnv: 'REMOTE_CALCULATOR_URL' };
  [separate, newerSharedUi] = await deployAll([
    { ...calculator, portalPort: SEPARATE_REMOTE_PORT },
    { ...calculator, portalPort: NEWER_SHARED_UI_PORT, sharedUiVersion: newerSharedUiVersion() },
  ]);
});

test.afterAll(async () => {
  await Promise.all([separate?.close(), newerSharedUi?.close()]);
});

/** The URLs of every script the page requests. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test.describe('a remote deployed on its own origin', () => {
  test.use({ baseURL: SEPARATE_PORTAL });

  test('the portal loads it from there, under the CSP, and it prices with the real API', async ({
    page,
    request,
    baseURL,
  }) => {
    const { remote } = separate!;
    const violations = await watchCspViolations(page);
    const scripts = recordScripts(page);

    const remotes = await (await request.get('/remotes.json')).json();
    expect(remotes.calculator).toBe(remote.manifest);

    const response = await page.goto('/payment-calculator');
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${remote.origin};`);
    expect(csp).toContain(`connect-src 'self' ${remote.origin};`);
    await expect(page.getByRole('heading', { level: 1, name: CALCULATOR_HEADING })).toBeVisible();
    const pre = await expectedCells(request, 'GA', 'PreSettlement');
    await expectTable(await calculate(page, 'Georgia', 'Pre-Settlement'), pre);
    const post = await expectedCells(request, 'GA', 'PostSettlement');
    await expectTable(await calculate(page, 'Georgia', 'Post-Settlement'), post);

    // The calculator's entry and its page's chunks (as its manifest lists them) came from the remote's origin; the
    // portal's own copy of the calculator was never asked for.
    const manifest = (await (await fetch(remote.manifest)).json()) as {
      exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    const pageChunks = manifest.exposes.find((exposed) => exposed.name === 'PaymentCalculatorPage')!.assets.js.sync;
    expect(pageChunks.length).toBeGreaterThan(0);
    expect(scripts).toEqual(
      expect.arrayContaining([`${remote.base}remoteEntry.js`, ...pageChunks.map((chunk) => `${remote.base}${chunk}`)]),
    );
    expect(scripts.filter((url) => url.includes('/remotes/mfe-calculator/'))).toEqual([]);
    // The manifest was fetched cross-origin (the portal's Origin, answered by the CDN's CORS), nothing failed.
    expect(remote.requests).toContainEqual({ method: 'GET', path: '/mf-manifest.json', origin: baseURL, status: 200 });
    expect(remote.requests.filter((r) => r.status !== 200)).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});

test.describe('a remote that needs a newer shared-ui than the shell provides', () => {
  test.use({ baseURL: NEWER_SHARED_UI_PORTAL });

  test('shows the remote fallback inside the layout, and the rest of the portal keeps working', async ({ page }) => {
    const { remote } = newerSharedUi!;
    const violations = await watchCspViolations(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/payment-calculator');
    const main = page.getByRole('main');
    await expect(main.getByText(MESSAGES.remoteUnavailable)).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Payment Calculator' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: CALCULATOR_HEADING })).toHaveCount(0);

    // For the right reason: the remote was served (manifest and entry), and its shared-ui requirement was refused.
    const served = remote.requests.map((r) => `${r.status} ${r.path}`);
    expect(served).toEqual(expect.arrayContaining(['200 /mf-manifest.json', '200 /remoteEntry.js']));
    expect(consoleErrors.join('\n')).toContain(
      `shared-ui does not satisfy the requirement of calculator which needs ^${newerSharedUiVersion()}`,
    );

    // Retry asks the remote's origin again and lands on the fallback again, in the same document (no reload).
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const entryLoads = served.filter((line) => line.endsWith('/remoteEntry.js')).length;
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(() => remote.requests.filter((r) => r.path === '/remoteEntry.js').length)
      .toBeGreaterThan(entryLoads);
    await expect(main.getByText(MESSAGES.remoteUnavailable)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The shell stayed alive: its header navigates (client side, same document) to the login page of another remote.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
