import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

/**
 * Issue 17, content: an admin writes a blog post in the editor and publishes it; a signed-out visitor finds it in
 * /blog and reads it at /blog/{slug}; the contact form sends from a signed-out visitor. E2E_SHOTS=<dir> also saves
 * the pages at phone and desktop width there.
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

test('an admin publishes a blog post and a signed-out visitor reads it', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Selling in winter ${stamp}`;
  const slug = `selling-in-winter-${stamp}`;

  await page.goto('/auth/sign-in?next=%2Fadmin%2Fcontent%2Fnew');
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'New content' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('Short days, salty roads: how to show your car well in winter.');
  await page.getByLabel('Author').fill('Revy team');
  await page
    .getByLabel('Text (Markdown)')
    .fill('## Wash it first\n\nSalt hides paint.\n\n- Photograph at noon\n- Warm the cabin');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Wash it first' }),
  ).toBeVisible();
  await shoot(page, 'content-editor');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/[^/]+$/);

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/blog');
  await expect(guest.getByRole('heading', { level: 1, name: 'The Revy blog' })).toBeVisible();
  await expect(guest.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await shoot(guest, 'blog');
  await guest.goto(`/blog/${slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Wash it first' })).toBeVisible();
  await expect(guest.getByText('By Revy team')).toBeVisible();
  await expect(guest).toHaveTitle(new RegExp(title));
  await shoot(guest, 'blog-post');
  await guest.close();
});

test('a signed-out visitor sends the contact form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to the Revy team' })).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Your name').fill('Dana Visitor');
  await page.getByLabel('Email').fill(`dana-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Topic').selectOption('buying');
  await page.getByLabel('Message').fill('Can I book a test drive for a car listed in Oakland this weekend?');
  await shoot(page, 'contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/we answer within one business day/)).toBeVisible();
});

test('terms and privacy show their content with the footer', async ({ page }) => {
  await page.goto('/privacy/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  await shoot(page, 'terms');
  await page.goto('/privacy/policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/no-such-page-here');
  await expect(page.getByText(/not found|couldn't find/i).first()).toBeVisible();
});
