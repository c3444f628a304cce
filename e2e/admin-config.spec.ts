import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

/**
 * Issue 16, configuration: an admin changes settings under /admin/config and the product follows at once, for a
 * guest who never signed in (a fresh browser context), with no restart. E2E_SHOTS=<dir> also saves each config page
 * at phone and desktop width there.
 */
const SHOTS = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openSetting(page: Page, name: string) {
  await page.goto('/admin/config');
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function setValue(page: Page, name: string, value: string) {
  await openSetting(page, name);
  const input = page.getByLabel(/^Value/);
  await input.fill(value);
  await page.getByRole('button', { name: 'Save value' }).click();
  await expect(page.getByText('Saved. Every server uses the new value within a few seconds.')).toBeVisible();
}

async function resetToDefault(page: Page, name: string) {
  await openSetting(page, name);
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Reset to default' })).toHaveCount(0);
}

test('an admin changes the default landing address and the price a guest is quoted, then restores them', async ({
  page,
  browser,
}) => {
  await page.goto('/auth/sign-in?next=%2Fadmin%2Fconfig');
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/config$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'defaultLandingUrl', exact: true })).toBeVisible();
  await shoot(page, 'config-list');

  // A value the setting's rule refuses is caught as it is typed, before anything is sent.
  await openSetting(page, 'defaultLandingUrl');
  await page.getByLabel(/^Value/).fill('https://elsewhere.example');
  await expect(page.getByText(/Use a path on this site/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save value' })).toBeDisabled();

  await setValue(page, 'defaultLandingUrl', '/showroom');
  await setValue(page, 'defaultUserPrice', '59');
  await setValue(page, 'flagDefaults', '{"lpCtaPricingTest":"true"}');
  await setValue(page, 'supportEmail', 'help@revy.example');
  await expect(page.getByText('Changed').first()).toBeVisible();
  await shoot(page, 'config-item');

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveURL(/\/showroom$/);
  await visitor.goto('/marketing');
  await expect(visitor.getByRole('link', { name: 'List my car from $59' })).toBeVisible();
  await visitor.goto('/error/unauthorized');
  await expect(visitor.getByRole('link', { name: 'help@revy.example' })).toHaveAttribute(
    'href',
    'mailto:help@revy.example',
  );
  await shoot(visitor, 'error-support');

  await resetToDefault(page, 'defaultLandingUrl');
  await resetToDefault(page, 'defaultUserPrice');
  await resetToDefault(page, 'supportEmail');
  await resetToDefault(page, 'flagDefaults');
  // The history of the last one shows who changed it and back.
  await expect(page.getByText('Reset to default by').first()).toBeVisible();
  await expect(page.getByText(/Changed by/).first()).toBeVisible();

  await visitor.goto('/');
  await expect(visitor).not.toHaveURL(/\/showroom/);
  await visitor.goto('/marketing');
  await expect(visitor.getByRole('link', { name: 'Sell my car' }).first()).toBeVisible();
  await guest.close();
});

test('an admin creates a setting with inline validation and finds it in the list', async ({ page }) => {
  await page.goto('/auth/sign-in?next=%2Fadmin%2Fconfig%2Fconfigrow');
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'New setting' })).toBeVisible();
  const name = `e2e.banner.${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill('9 lives');
  await page.getByLabel('Name').blur();
  await expect(page.getByText('Start with a letter', { exact: false })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: 'JSON' }).check();
  await page.getByLabel(/^Value/).fill('{"text": "Spring sale",');
  await expect(page.getByText('Enter valid JSON')).toBeVisible();
  await page.getByLabel(/^Value/).fill('{"text": "Spring sale", "on": true}');
  await page.getByRole('button', { name: 'Pretty-print' }).click();
  await expect(page.getByLabel(/^Value/)).toHaveValue('{\n  "text": "Spring sale",\n  "on": true\n}');
  await page.getByLabel('Description (optional)').fill('Banner over the showroom');
  await shoot(page, 'config-new');
  await page.getByRole('button', { name: 'Create setting' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Created by')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/config$/);
  await page.getByLabel('Search by name').fill(name);
  await expect(page.getByText(`No setting matches “${name}”`)).toBeVisible();
});
