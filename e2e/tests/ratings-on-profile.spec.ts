import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, expectAccessible, signIn } from '../support/portal.ts';

/** The star line under one rating metric, e.g. 'Avg Days to Close: 162.67' -> '★★★★☆ (4 of 5)'. */
const starsOf = (panel: Locator, metric: string) =>
  panel.getByLabel('Rating').getByText(metric).locator('xpath=following-sibling::dd[1]');

async function editRange(page: Page, group: string, range: string, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${group} item ${range}` }).click();
  const form = page.getByRole('form', { name: `Edit ${group} item ${range}` });
  await form.getByLabel('From').fill(from);
  await form.getByLabel('To').fill(to);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(form).toHaveCount(0);
}

test('an administrator changes thresholds, then the contract page and the attorney profile rate with the new ones', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);

  // A demo case: its attorney's statistics and rating, from the demo thresholds (90.001-180 days: 4 stars).
  await page.goto('/all-contracts');
  // Other tests add contracts before this one runs: find the demo case with the list's filter.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Case ID').fill('GA-DEMO-01');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: 'GA-DEMO-01' }).click();
  const parties = page.getByRole('region', { name: 'Statistics and Ratings' });
  const attorney = parties.getByRole('region', { name: 'Attorney: Alice Attorney' });
  await expect(parties.getByRole('region', { name: 'Client: Carl Client' })).toBeVisible();
  await expect(parties.getByRole('region', { name: /^Law Firm: / })).toBeVisible();
  await attorney.getByRole('button', { name: 'Calculate Rating' }).click();
  await expect(starsOf(attorney, 'Avg Days to Close: 162.67')).toHaveText('★★★★☆ (4 of 5)');
  await attorney.getByRole('button', { name: 'Calculate Statistics' }).click();
  await expect(attorney.getByRole('img', { name: 'Funded vs paid' })).toBeVisible();
  await expect(attorney).toContainText(/\$[\d,]+\.\d{2} funded, \$[\d,]+\.\d{2} paid in all\./);
  await expectAccessible(page);
  const attorneyProfile = await page
    .getByRole('region', { name: 'Responsible Users' })
    .getByRole('link', { name: 'Alice Attorney' })
    .getAttribute('href');

  // Five stars now reach up to 170 days (the 4-star range shrinks first: items of a group may not overlap).
  await page.goto('/rating-controller');
  await editRange(page, 'Avg Days to Close', '90.001-180', '170.001', '180');
  await editRange(page, 'Avg Days to Close', '0-90', '0', '170');

  await page.goto(attorneyProfile!);
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Attorney' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Statistics and Rating' });
  await profile.getByRole('button', { name: 'Calculate Rating' }).click();
  await expect(starsOf(profile, 'Avg Days to Close: 162.67')).toHaveText('★★★★★ (5 of 5)');
  await profile.getByRole('button', { name: 'Calculate Statistics' }).click();
  await expect(profile.getByRole('img', { name: 'Funded vs paid' })).toBeVisible();
  await expectAccessible(page);

  // The demo thresholds again, for whoever looks next.
  await page.goto('/rating-controller');
  await editRange(page, 'Avg Days to Close', '0-170', '0', '90');
  await editRange(page, 'Avg Days to Close', '170.001-180', '90.001', '180');
});
