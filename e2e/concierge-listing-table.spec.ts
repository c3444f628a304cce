import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

/**
 * The staff listing table (issue 16) as a concierge: filter by status and reviewed, sort by price, hide a column and
 * find it still hidden after a reload, export the CSV of the view, open a listing's history from its row; then the
 * v2 grid's bulk "Mark reviewed".
 */

const make = `Zeta${Date.now().toString(36)}`;

async function seedListings(request: APIRequestContext) {
  const signIn = await request.post('/v1/auth', { data: { email: DEMO.seller, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const ids: Record<string, string> = {};
  for (const [model, price] of [
    ['Alpha', 21_000_00],
    ['Bravo', 9_500_00],
    ['Charlie', 15_250_00],
  ] as const) {
    const res = await request.post('/v1/listing', {
      data: { title: `2017 ${make} ${model}`, price, vehicle: { year: 2017, make, model, mileage: 80_000 } },
    });
    expect(res.ok()).toBe(true);
    ids[model] = ((await res.json()) as { id: string }).id;
  }
  return ids;
}

test('a concierge filters, sorts, picks columns, exports and opens a history from the listing table', async ({
  browser,
  page,
}) => {
  const sellerContext = await browser.newContext();
  const ids = await seedListings(sellerContext.request);
  await sellerContext.close();

  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.concierge, DEMO_PASSWORD);
  // One of the three is reviewed already.
  expect((await page.request.post(`/v1/listing/${ids.Alpha}/review`, { data: { reviewed: true } })).ok()).toBe(true);

  await page.goto('/concierge/_/listing-table');
  await expect(page.getByRole('heading', { name: 'All listings' })).toBeVisible();

  // Filters: make (typed, applied with Enter), status chip, reviewed select; each lands in the address.
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Make').fill(make);
  await filters.getByLabel('Make').press('Enter');
  await expect(page).toHaveURL(new RegExp(`make=${make}`));
  await filters.locator('label', { hasText: 'Draft' }).click();
  await expect(page).toHaveURL(/status=unpublishedDraft/);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await filters.getByLabel('Reviewed').selectOption('false');
  await expect(page).toHaveURL(/reviewed=false/);
  await expect(rows).toHaveCount(2);
  await filters.getByLabel('Reviewed').selectOption('');
  await expect(rows).toHaveCount(3);

  // Sort by price: the first click on an amount sorts dearest first, the second cheapest first.
  const priceHeader = page.getByRole('columnheader', { name: /Price/ });
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Alpha');
  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=price%2Casc|sort=price,asc/);
  await expect(rows.nth(0)).toContainText('Bravo');
  await expect(rows.nth(1)).toContainText('Charlie');
  await expect(rows.nth(2)).toContainText('Alpha');

  // Hide the Seller column; it stays hidden after a reload (saved on the account).
  await expect(page.getByRole('columnheader', { name: 'Seller' })).toBeVisible();
  await page.getByRole('button', { name: /^Columns/ }).click();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/v1/listing/table/prefs') && r.request().method() === 'PUT',
  );
  // A click, then the state: the box follows the saved preference (optimistic), a moment after the click.
  const sellerBox = page.getByRole('dialog', { name: 'Columns' }).getByLabel('Seller');
  await sellerBox.click();
  expect((await saved).ok()).toBe(true);
  await expect(sellerBox).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Seller' })).toHaveCount(0);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Seller' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /Price/ })).toBeVisible();

  // Export the CSV of this view.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^revy-listings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(4);
  expect(csv[1]).toContain(`2017 ${make} Bravo`);

  // Open the history of a row.
  await page.getByRole('link', { name: `History of 2017 ${make} Charlie` }).click();
  await expect(page).toHaveURL(new RegExp(`/concierge/history/${ids.Charlie}$`));

  // The v2 grid: select the unreviewed ones and mark them reviewed.
  await page.goto(`/concierge/_/listing-table-v2?make=${make}&reviewed=false`);
  await expect(page.getByRole('heading', { name: 'Listings grid' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Select every listing on this page').check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('2 listings marked reviewed.')).toBeVisible();
  await expect(page.getByText('No listings match these filters')).toBeVisible();
});
