import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, demoCar, signInThroughUi } from './fixtures';

/**
 * Issue 16 as a concierge: find a user by part of their email, open their details, read a listing's history after
 * the seller changed its price, put the old price back, and see the restore in the timeline under the concierge's
 * name with the Staff badge.
 */
test('a concierge finds a user, reads a listing history and restores the old price', async ({ page, browser }) => {
  // The seller changes the price of one of their cars, in their own browser.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  expect((await seller.request.post('/v1/auth', { data: { email: DEMO.seller, password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );
  const car = await demoCar(seller, { assistant: false });
  const before = ((await (await seller.request.get(`/v1/listing/${car.id}`)).json()) as { price: number }).price;
  const after = before - 500_00;
  const patched = await seller.request.patch(`/v1/listing/${car.id}`, { data: { price: after } });
  expect(patched.ok()).toBe(true);
  await sellerContext.close();

  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

  // The concierge searches users by part of the seller's email; guests stay hidden.
  await page.goto('/auth/sign-in?next=%2Fconcierge%2F_%2Fusers');
  await signInThroughUi(page, DEMO.concierge, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/concierge\/_\/users$/);
  await expect(page.getByRole('switch', { name: 'Show guests' })).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel('Search users').fill('seller@revy');
  await expect(page).toHaveURL(/q=seller%40revy/);
  const row = page.getByRole('link', { name: /Sam Seller/ }).first();
  await expect(row).toBeVisible();
  await row.click();

  // Their details: profile and their listings, with a link to each listing's history.
  await expect(page).toHaveURL(/\/concierge\/_\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Seller' })).toBeVisible();
  const listings = page.getByRole('region', { name: 'Listings' });
  await expect(listings.getByRole('link', { name: car.title ?? /./ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chats' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Purchases' })).toBeVisible();

  // The listing's history: the seller's price change reads from → to, by name with the seller badge.
  await page.goto(`/concierge/history/${car.id}`);
  const timeline = page.getByRole('list', { name: 'Changes, newest first' });
  const newest = timeline.getByRole('listitem').first();
  await expect(newest.getByText('Edited')).toBeVisible();
  await expect(newest.getByText('Sam Seller')).toBeVisible();
  await expect(newest.getByText('seller', { exact: true })).toBeVisible();
  await expect(newest.getByText(money(before))).toBeVisible();
  await expect(newest.getByText(money(after))).toBeVisible();

  // Restore the old price after confirming.
  await newest.getByRole('button', { name: /Restore Price/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`back to ${money(before)}`);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();

  // The restore is on top of the timeline, by the concierge, marked as staff.
  const restore = timeline.getByRole('listitem').first();
  await expect(restore.getByText('Restored a past value')).toBeVisible();
  await expect(restore.getByText('Cole Concierge')).toBeVisible();
  await expect(restore.getByText('Staff', { exact: true })).toBeVisible();
  await expect(restore.getByText(money(before))).toBeVisible();
  const saved = (await (await page.request.get(`/v1/listing/${car.id}`)).json()) as { price: number };
  expect(saved.price).toBe(before);

  // Filtering by action keeps only the restore.
  await page.getByLabel('Action').selectOption('restore');
  await expect(page).toHaveURL(/action=restore/);
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
});

test('an admin sees the tools index at /admin and at an unknown section', async ({ page }) => {
  await page.goto('/auth/sign-in?next=%2Fadmin');
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Users/ }).first()).toBeVisible();
  await page.goto('/admin/nothing-here');
  await expect(page.getByText('There is no admin section by that name')).toBeVisible();
  await page.getByRole('link', { name: /Notifications Every notification/ }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
});
