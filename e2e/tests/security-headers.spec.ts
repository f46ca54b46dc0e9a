import { test, expect } from '@playwright/test';
import { ADMIN, signIn, watchCspViolations } from '../support/portal.ts';

test('the portal runs under its Content Security Policy without a single violation', async ({ page }) => {
  const violations = await watchCspViolations(page);

  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');

  // Pages of every remote: the account forms, the contracts list and page, the admin screens, the calculator.
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ['/all-contracts', '/admin', '/rating-controller', '/payment-calculator', '/create-reports']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await page.goto('/all-contracts');
  // The newest case, whichever it is (other tests add cases): the first link of the table's first row.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Case / })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the API docs run under the same policy without a violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/api/docs/');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI has rendered the operations from the OpenAPI document.
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
