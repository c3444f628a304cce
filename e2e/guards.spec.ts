import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

test('a buyer sent from /admin/users lands on /error/unauthorized', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.buyer, DEMO_PASSWORD);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/error\/unauthorized$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-out visitor sent from /admin/users goes to sign-in with next', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fadmin%2Fusers/);
});

test('an admin reaches /admin/users and sees the user list', async ({ page }) => {
  await page.goto('/auth/sign-in?next=%2Fadmin%2Fusers');
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText(DEMO.buyer).first()).toBeVisible();
});

test('the outage screen shows when the health check fails', async ({ page }) => {
  await page.route('**/v1/health', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        name: 'ServiceUnavailableException',
        error: 'UNAVAILABLE',
        message: 'down',
        status: 503,
        createdAt: new Date().toISOString(),
      }),
    }),
  );
  await page.goto('/showroom');
  await expect(
    page.getByText(
      "We're currently experiencing some issues. All our team is working on it and will have it fixed shortly.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Thank you for your patience. Please try again shortly!')).toBeVisible();
});

test('every page sets a title and records a page view', async ({ page }) => {
  const views: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/v1/t') && req.method() === 'POST') views.push(req.postDataJSON()?.page);
  });
  await page.goto('/showroom');
  await expect(page).toHaveTitle(/Showroom/);
  await page.goto('/blog');
  await expect.poll(() => views).toEqual(expect.arrayContaining(['/showroom', '/blog']));
});
