import { expect, type Page } from '@playwright/test';

/**
 * The instant the screenshot server's business clock and the browser's clock stay at (a Monday, noon in New York):
 * the demo data is seeded relative to it, so days to the next price change, amounts due and chart months are the same
 * every day the suite runs.
 */
export const PINNED_NOW = '2026-06-15T16:00:00.000Z';

/** The two widths every page is compared at: an office laptop and a phone. */
export const VIEWPORTS = [
  { label: '1366', width: 1366, height: 900 },
  { label: '390', width: 390, height: 844 },
] as const;

/**
 * Opens the page at each width in turn (`open` navigates and waits for its content; it runs again per width, so the
 * page is laid out fresh as a visitor at that width would get it) and compares it, whole, with `<name>-<width>.png`.
 */
export async function compareAtEachWidth(page: Page, name: string, open: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await open();
    await settle(page);
    // A full-page screenshot is as wide as the viewport, so a page that scrolls sideways would not show it: measured.
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(sideways, `${name} at ${viewport.width} px scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
    // Soft: a failure at one width still compares the other, so one run shows every page and width that moved.
    await expect.soft(page).toHaveScreenshot(`${name}-${viewport.label}.png`, { fullPage: true });
  }
}

/**
 * Nothing left to load or draw: no request in flight, every font in use loaded, no spinner or skeleton; the pointer
 * off the page, so the last button clicked is not shown hovered.
 */
async function settle(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await expect(page.locator('[aria-busy="true"], .chakra-spinner, .chakra-skeleton')).toHaveCount(0);
}
