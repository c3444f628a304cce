import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

type WorkItem = { listingId: string; title: string; seller: { name: string } };

/**
 * Classifieds cross-posting (issue 16, decision 029): a concierge works the oldest waiting car to posted — claims it,
 * copies the ready-made ad, records the posting's address — the car leaves the queue, and its seller sees the link
 * on their garage page.
 */
test('a concierge posts a waiting car to Craigslist and the seller sees where it is posted', async ({
  browser,
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.concierge, DEMO_PASSWORD);

  // The demo cars with Pro or Premium (which include classifieds) were never posted: the server seeds them just after
  // it starts listening, so wait for the queue to fill.
  let item: WorkItem | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/v1/test/craigslist/work');
        item = ((await res.json()) as { content: WorkItem[] }).content[0];
        return !!item;
      },
      { message: 'a car in the classifieds queue', timeout: 60_000 },
    )
    .toBe(true);
  const car = item!;

  await page.goto('/admin/craigslist');
  await expect(page.getByRole('heading', { name: 'Classifieds cross-posting' })).toBeVisible();
  await expect(page.getByText('New, never posted')).toBeVisible();
  await page
    .getByRole('link', { name: /Work table/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/craigslist\/_\/work/);

  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: car.title, exact: true }) });
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row.getByText('You are on it')).toBeVisible();

  const ad = page.getByRole('region', { name: `Ad for ${car.title}` });
  const title = ad.getByLabel('Title', { exact: true });
  await expect(title).not.toHaveValue('');
  expect((await title.inputValue()).length).toBeLessThanOrEqual(70);
  await ad.getByRole('button', { name: 'Copy title' }).click();
  await expect(ad.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await title.inputValue());
  await expect(ad.getByRole('textbox', { name: 'Body', exact: true })).toHaveValue(
    new RegExp(`/listings/${car.listingId}`),
  );
  await expect(ad.getByRole('link', { name: 'Download photos (zip)' })).toHaveAttribute(
    'href',
    `/v1/classifieds/${car.listingId}/photos.zip`,
  );

  // A wrong address is refused on the spot; the Craigslist one is recorded.
  await ad.getByLabel('Address of the posting').fill('https://example.com/ad');
  await ad.getByRole('button', { name: 'Mark as posted' }).click();
  await expect(ad.getByText('Paste the https:// address of the Craigslist posting')).toBeVisible();
  const url = `https://sfbay.craigslist.org/sby/cto/d/e2e/${Date.now()}.html`;
  await ad.getByLabel('Address of the posting').fill(url);
  await ad.getByRole('button', { name: 'Mark as posted' }).click();
  await expect(page.getByText(`${car.title} is posted. It has left the queue.`)).toBeVisible();
  await expect(page.getByRole('link', { name: car.title, exact: true })).toHaveCount(0);

  // The seller's garage page shows where the car is posted.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  await seller.goto(`/my-garage/${car.listingId}`);
  await expect(seller.getByRole('heading', { name: 'Also posted on Craigslist' })).toBeVisible();
  await expect(seller.getByRole('link', { name: 'View the ad on Craigslist' })).toHaveAttribute('href', url);
  await sellerContext.close();
});
