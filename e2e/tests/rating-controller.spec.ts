import { test, expect } from '@playwright/test';
import { ADMIN, expectAccessible, signIn } from '../support/portal.ts';

test('an administrator adds, edits and deletes a rating threshold item', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'User Rating Controller' }).click();
  await expect(page).toHaveURL(/\/rating-controller$/);
  await expect(page.getByRole('heading', { name: 'Total Reduced Cases' })).toBeVisible();
  await expect(page.getByText('Cases with a reduced amount.')).toBeVisible();
  await expectAccessible(page);

  // The demo seed gives every group stars 5..1; star 0 is the 6th and last item a group may hold.
  const rows = page.getByRole('table', { name: 'Total Reduced Cases items' }).getByRole('row');
  await expect(rows).toHaveCount(6);
  const add = page.getByRole('form', { name: 'Add Total Reduced Cases item' });
  await add.getByLabel('Star').fill('1');
  await add.getByLabel('From').fill('200000');
  await add.getByLabel('To').fill('300000');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('This rating star already exists')).toBeVisible();
  await add.getByLabel('Star').fill('0');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('User Rating added successfully')).toBeVisible();
  await expect(rows).toHaveCount(7);
  await expect(add).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Total Reduced Cases item 200000-300000' }).click();
  const edit = page.getByRole('form', { name: 'Edit Total Reduced Cases item 200000-300000' });
  await edit.getByLabel('To').fill('250000.125');
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();

  await page.reload();
  await expect(rows.last()).toContainText('250000.125');
  await page.getByRole('button', { name: 'Delete Total Reduced Cases item 200000-250000.125' }).click();
  // a delete asks first, naming the item
  const confirm = page.getByRole('dialog', { name: 'Delete rating item' });
  await expect(confirm).toContainText('Delete the Total Reduced Cases item 200000-250000.125 (0 stars)?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully removed')).toBeVisible();
  await expect(rows).toHaveCount(6);
  await expect(page.getByRole('form', { name: 'Add Total Reduced Cases item' })).toBeVisible();
});
