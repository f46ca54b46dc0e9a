import { test, expect } from '@playwright/test';
import { ADMIN, ATTORNEY, expectAccessible, signIn } from '../support/portal.ts';

// A valid 1x1 PNG: the server checks the magic bytes, not the declared type.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the attorney uploads and removes an avatar; the administrator sees the Edit link on that profile', async ({
  page,
}) => {
  await signIn(page, ATTORNEY);
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  const attorneyId = Number(new URL(page.url()).search.slice(1));
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Attorney' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'No avatar for Alice Attorney' })).toBeVisible();
  // The attorney's cases are listed, each a link to its page (other tests add cases, so not a given one).
  await expect(page.getByRole('region', { name: 'Cases' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/contract-page\?\d+$/,
  );
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Avatar file').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Avatar uploaded successfully')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Avatar of Alice Attorney' });
  await expect(avatar).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expectAccessible(page);

  // The avatar is stored: a fresh load shows it.
  await page.reload();
  await expect(page.getByRole('img', { name: 'Avatar of Alice Attorney' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(page.getByText('Avatar deleted successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'No avatar for Alice Attorney' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove avatar' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/user-profile?${attorneyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alice Attorney' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
    'href',
    `/edit-user?${attorneyId}`,
  );
  await expect(page.getByRole('button', { name: 'Upload avatar' })).toBeVisible();
  // The newest ten cases show first; cases other specs added for Alice may come before the demo's.
  const cases = page.getByRole('region', { name: 'Cases' });
  const showAll = cases.getByRole('button', { name: /^Show all \d+ cases$/ });
  if (await showAll.count()) await showAll.click();
  await expect(cases.getByRole('link', { name: 'GA-DEMO-01' })).toHaveAttribute('href', /^\/contract-page\?\d+$/);
  // The demo thresholds rate the demo attorney's closed cases.
  const insights = page.getByRole('region', { name: 'Statistics and Rating' });
  await expect(insights).toContainText(/Average rating: \d(\.\d+)? of 5/);
  await insights.getByRole('button', { name: 'Calculate Rating' }).click();
  await expect(insights.getByLabel('Rating')).toContainText('Avg Days to Close');
  await expect(insights.getByLabel('Rating')).toContainText(/of 5\)/);
  await insights.getByRole('button', { name: 'Calculate Statistics' }).click();
  await expect(insights.getByLabel('Statistics')).toContainText('Lifetime requested');
  await expectAccessible(page);
});

test('a profile as a state: signed out, and one that is not there, each with its h1 and a way on', async ({ page }) => {
  await page.goto('/user-profile?2');
  await expect(page.getByRole('heading', { level: 1, name: 'Please, Login!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  // The home page is the signed-in user's own profile.
  await page.goto('/');
  await expect(page).toHaveURL(/\/user-profile\?\d+$/);
  // The funder's own staff have no funding activity: no Active/Inactive badge beside the name.
  await expect(page.getByText('Inactive', { exact: true })).toHaveCount(0);
  await page.goto('/user-profile?999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectAccessible(page);
});
