import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { tilePort } from './playwright.config';

/**
 * Issue 19, buyers: compare three cars (a fourth refused), recently viewed, the deal in dollars, "Use my location" and
 * the map of results over tiles from a local tile server (the e2e server's MAP_TILE_URL points here). No account: a
 * visitor's picks and views live in the browser, and the demo data is only read.
 */

let tiles: http.Server;
let tileRequests = 0;

test.beforeAll(async () => {
  // A plain map-coloured square with a grid, so a screenshot shows where the tiles are.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1e6"/>' +
    '<path d="M0 128H256M128 0V256" stroke="#d3d8c8" stroke-width="2"/><path d="M0 200 Q128 150 256 210" stroke="#fff" stroke-width="8" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  tiles = http.createServer((req, res) => {
    tileRequests++;
    res.writeHead(/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '') ? 200 : 404, { 'content-type': 'image/png' });
    res.end(png);
  });
  await new Promise<void>((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => tiles?.close(resolve));
});

/** The showroom with at least `n` cars (the demo cars are seeded after the server starts). */
async function showroomWith(page: Page, n: number) {
  await expect
    .poll(
      async () => {
        await page.goto('/showroom');
        await page
          .locator('article')
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        return page.locator('article').count();
      },
      { message: `a showroom with ${n} cars`, timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(n);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a buyer compares three cars, a fourth is refused, and the picks and views stay on the device', async ({
  page,
}) => {
  await showroomWith(page, 4);
  const toggles = page.getByRole('button', { name: /^Compare / });
  for (let i = 0; i < 3; i++) await toggles.nth(i).click();
  const tray = page.getByRole('region', { name: 'Cars to compare' });
  await expect(tray.getByText('3 of 3')).toBeVisible();
  await toggles.nth(3).click();
  await expect(tray.getByRole('alert')).toHaveText(/You can compare up to 3 cars\. Remove one to add another\./);
  await expect(toggles.nth(3)).toHaveAttribute('aria-pressed', 'false');
  // The deal in dollars sits under the badge of every rated card.
  const rated = page.locator('article').filter({ hasText: /deal|Fair price|High price|Overpriced/ });
  if (await rated.count()) await expect(rated.first()).toContainText(/below market|above market|Fair price/);
  await shot(page, 'showroom-tray-1280');

  await tray.getByRole('link', { name: 'Compare 3 cars' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
  const table = page.getByRole('region', { name: /Comparison table/ });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const row of [
    'Price',
    'Deal',
    'Year',
    'Mileage',
    'Body',
    'Fuel',
    'Transmission',
    'Location',
    'Features',
    'Photos',
  ])
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toContainText('Differs');
  await shot(page, 'compare-1280');

  // A phone: the columns scroll sideways under labels that stay put.
  await page.setViewportSize({ width: 375, height: 812 });
  const scroller = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroller.scroll).toBeGreaterThan(scroller.client);
  const label = table.getByRole('rowheader', { name: /^Price/ });
  const before = (await label.boundingBox())!.x;
  await table.evaluate((el) => el.scrollBy({ left: 200 }));
  await expect.poll(async () => Math.abs((await label.boundingBox())!.x - before)).toBeLessThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'compare-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A car that is not (or no longer) for sale is a column that says so.
  const [first] = new URL(page.url()).searchParams.get('ids')!.split(',');
  await page.goto(`/compare?ids=${first},01900000-0000-7000-8000-000000000000`);
  await expect(page.getByText("This car isn't for sale on Revy right now")).toBeVisible();
  await expect(page.getByRole('region', { name: /Comparison table/ }).getByRole('columnheader')).toHaveCount(2);

  // Opening a car records it; the showroom shows it under "Recently viewed" until cleared.
  await page.goto(`/listings/${first}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pick = page.getByRole('button', { name: /^Compare / });
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  // Cards, the tray and the strip title a car by its vehicle ("2016 Subaru Outback 2.5i Premium").
  const title = (await pick.getAttribute('aria-label'))!.replace(/^Compare /, '');
  await expect(page.getByRole('region', { name: 'Cars to compare' })).toContainText('3 of 3');
  await shot(page, 'listing-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'listing-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/showroom');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(
    recent.getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
  await shot(page, 'showroom-recent-1280');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
  await shot(page, 'home-recent-1280');
  await page.goto('/showroom');
  await recent.getByRole('button', { name: 'Clear recently viewed cars' }).click();
  await expect(recent).toHaveCount(0);
});

test('the map shows the results over the configured tiles, and "Use my location" sorts nearest first', async ({
  page,
  context,
}) => {
  await showroomWith(page, 2);
  const requestsBefore = tileRequests;
  await page.getByRole('group', { name: 'Show the cars as' }).getByRole('button', { name: 'Map' }).click();
  const map = page.getByRole('region', { name: /^Map of \d+ places? with cars for sale$/ });
  await expect(map).toBeVisible();
  const markers = map.getByRole('button', { name: /\$[\d,]+|cars in/ });
  await expect(markers.first()).toBeVisible();
  expect(await markers.count()).toBeGreaterThanOrEqual(2);
  await expect(map.getByText('Test tiles')).toBeVisible();
  await expect
    .poll(() => tileRequests - requestsBefore, { message: 'tiles requested from MAP_TILE_URL' })
    .toBeGreaterThan(0);
  // A marker is a keyboard button: Enter opens the car's popup with a link.
  await markers.first().focus();
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup a').first()).toBeVisible();
  await shot(page, 'showroom-map-1280');

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.2672, longitude: -97.7431 });
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/zip=78701/);
  await expect(page).toHaveURL(/sort=nearest/);
  await expect(page.getByText(/Near 78701 · Austin, TX/)).toBeVisible();
  // Nearest first: the demo car in Austin (78704) leads, a few miles away.
  await page.getByRole('group', { name: 'Show the cars as' }).getByRole('button', { name: 'List' }).click();
  await expect(page.locator('article').first()).toContainText('Austin, TX');
  await expect(page.locator('article').first()).toContainText(/\d+(\.\d)? mi away/);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('group', { name: 'Show the cars as' }).getByRole('button', { name: 'Map' }).click();
  await expect(map).toBeVisible();
  await shot(page, 'showroom-map-375');
});

test('without geolocation permission the buyer is told what to do', async ({ page }) => {
  await showroomWith(page, 1);
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText(/Location is turned off for this site|couldn't find your location/)).toBeVisible();
  await expect(page).not.toHaveURL(/zip=/);
});
