import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { test, expect } from '@playwright/test';
import { calculate, expectTable, expectedCells, NO_RATE } from '../support/calculator.ts';
import { expectAccessible } from '../support/portal.ts';
import { PORT } from '../support/ports.ts';

const PORTAL = `http://127.0.0.1:${PORT}`;

test.describe('Payment calculator', () => {
  test('signed out, the portal page prices a seeded state for both contract types and explains a state without rates', async ({
    page,
    request,
  }) => {
    const pre = await expectedCells(request, 'GA', 'PreSettlement');
    const post = await expectedCells(request, 'GA', 'PostSettlement');

    await page.goto('/');
    await page.getByRole('link', { name: 'Payment Calculator' }).first().click();
    await expect(page).toHaveURL(/\/payment-calculator$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /plaintiff's state to create a funding price estimate/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
    await expectAccessible(page);

    const started = Date.now();
    const preTable = await calculate(page, 'Georgia', 'Pre-Settlement');
    await expect(page.getByText('Calculating the estimate')).toBeVisible();
    await expectTable(preTable, pre);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect(page.getByRole('img', { name: /Amount owed by contract period/ })).toBeVisible();
    await expectAccessible(page);

    const postTable = await calculate(page, 'Georgia', 'Post-Settlement');
    await expect(
      page.getByText('If the settlement payment extends beyond 60 days, the interest will increase.'),
    ).toBeVisible();
    await expectTable(postTable, post);
    await expectAccessible(page);

    await calculate(page, 'Alaska', 'Pre-Settlement');
    await expect(page.getByTestId('calculator-error')).toHaveText(NO_RATE);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
  });

  test.describe('embedded in a marketing page on another origin', () => {
    let server: http.Server;
    let marketingUrl = '';

    test.beforeAll(async () => {
      const html = fs
        .readFileSync(new URL('../fixtures/marketing.html', import.meta.url), 'utf8')
        .replaceAll('__PORTAL__', PORTAL);
      server = http.createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      marketingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });

    test.afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    test('<litfund-calculator> computes the same numbers cross-origin without restyling the page', async ({
      page,
      request,
    }) => {
      const pre = await expectedCells(request, 'GA', 'PreSettlement');
      const post = await expectedCells(request, 'GA', 'PostSettlement');
      const failures: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) failures.push(message.text());
      });

      await page.goto(marketingUrl);
      const calculator = page.locator('litfund-calculator');
      await expect(
        calculator.getByRole('heading', { name: /plaintiff's state to create a funding price estimate/ }),
      ).toBeVisible();
      await expect(
        calculator.getByRole('combobox', { name: /^State/ }).locator('option', { hasText: 'Georgia' }),
      ).toHaveCount(1);
      await expectAccessible(page);

      await expectTable(await calculate(calculator, 'Georgia', 'Pre-Settlement'), pre);
      await expect(calculator.getByRole('img', { name: /Amount owed by contract period/ })).toBeVisible();
      await expectTable(await calculate(calculator, 'Georgia', 'Post-Settlement'), post);
      await expect(
        calculator.getByText('If the settlement payment extends beyond 60 days, the interest will increase.'),
      ).toBeVisible();
      await expectAccessible(page);

      await calculate(calculator, 'Alaska', 'Pre-Settlement');
      await expect(calculator.getByRole('alert')).toHaveText(NO_RATE);
      await expect(calculator.getByRole('table')).toHaveCount(0);

      // The page's loud styles do not reach into the calculator, and the calculator's do not reach the page.
      await expect(calculator.getByRole('button', { name: 'Calculate' })).not.toHaveCSS(
        'background-color',
        'rgb(255, 255, 0)',
      );
      await expect(calculator.getByRole('heading', { level: 2 })).not.toHaveCSS('color', 'rgb(200, 0, 0)');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Georgia/);
      await expect(page.locator('#marketing-copy')).toHaveCSS('color', 'rgb(20, 20, 60)');

      // Keyboard: the fields are reachable with Tab, in order.
      await calculator.getByRole('combobox', { name: /^State/ }).focus();
      await page.keyboard.press('Tab');
      await expect(calculator.getByRole('radio', { name: 'Pre-Settlement' })).toBeFocused();
      expect(failures).toEqual([]);
    });
  });
});
