import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config';

test('/admin is titled "Admin Login" and takes an admin to the dashboard', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveTitle(/Admin Login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  // signed in, /admin goes straight on
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

test('a buyer is refused at /admin with a clear message', async ({ page }) => {
  const email = `notadmin.${Date.now().toString(36)}@example.com`;
  await page.goto('/wires/login?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('a sturdy passphrase 42');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  await page.goto('/admin/community');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a sturdy passphrase 42');
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page.getByText('This account is not an admin account.')).toBeVisible();
});
