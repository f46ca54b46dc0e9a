import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PORT, DEAD_REMOTE_PORT, VISUAL_PORT, CANCELLATION_PORT } from './support/ports.ts';
import { PINNED_NOW } from './support/visual.ts';
import { CANCELLATION_NOW } from './support/cancellation.ts';

const dataRoot = fileURLToPath(new URL('./.data/', import.meta.url));

// The system Chromium (Debian's package); Playwright's own browser download is not available here.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`No Chromium at ${chromiumPath}. Install one (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}

// Each server starts on a brand-new embedded database; the login throttle is raised so tests never trip it.
const server = (port: number, extraEnv: string) => ({
  command: `rm -rf ${dataRoot}${port} && ${extraEnv} DATA_DIR=${dataRoot}${port} PORT=${port} LOGIN_MAX_FAILURES=1000 NODE_ENV=production npm run start -w api`,
  cwd: '.',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshots (visual.spec.ts): still frames, no caret. A pixel counts as different past the default colour
    // threshold (anti-aliasing stays under it), and at most 100 may differ, whatever the page's size: a ratio such as
    // 1% lets a whole column of changed dates through on a full page, while a moved block or a wrong figure is more.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.2, maxDiffPixels: 100 },
  },
  // Baselines beside the spec, named by what they show (login-1366.png); made on Debian's Chromium only, so no
  // platform suffix. Refresh: npm run e2e:update-screenshots -w e2e.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    server(PORT, ''),
    server(DEAD_REMOTE_PORT, 'REMOTE_ACCOUNT_URL=http://127.0.0.1:9/mf-manifest.json'),
    // Its demo data is seeded on the pinned day and never changed by another spec, so screenshots hold day after day.
    // No check-in pass: the attorney's contract page shows no check-in mailed at some moment after the start.
    server(VISUAL_PORT, `PINNED_NOW=${PINNED_NOW} CHECK_IN_POLL_INTERVAL_MS=0`),
    server(CANCELLATION_PORT, `PINNED_NOW=${CANCELLATION_NOW}`),
  ],
});
