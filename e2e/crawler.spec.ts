import { expect, test } from '@playwright/test';
import { publishedCar } from './fixtures';

test.describe('crawlers and link previews', () => {
  test.use({ javaScriptEnabled: false });

  test('a crawler reads a listing page’s title, price and photo from the HTML without running JavaScript', async ({
    page,
    request,
  }) => {
    const car = await publishedCar(request);
    const dollars = `$${(car.price! / 100).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
    const res = await page.goto(`/listings/${car.id}`);
    expect(res?.status()).toBe(200);
    // No script ran: what shows is the server's own summary, and the head says the rest.
    await expect(page).toHaveTitle(new RegExp(`${dollars.replace('$', '\\$')} \\| Revy$`));
    await expect(page.getByRole('heading', { level: 1, name: car.title! })).toBeVisible();
    await expect(page.locator('p', { hasText: 'Price:' })).toHaveText(`Price: ${dollars}`);
    const photo = page.getByRole('img').first();
    await expect(photo).toHaveAttribute('src', /^https?:\/\/.+/);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//);

    // The same page as a bare HTTP client sees it: schema.org Car with its Offer.
    const html = await (await request.get(`/listings/${car.id}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const ld = blocks.find((b) => b['@type'] === 'Car')!;
    expect(ld.name).toBe(car.title);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: car.price! / 100, priceCurrency: 'USD' });
    expect(ld.image).toMatch(/^https?:\/\//);
  });

  test('an unknown listing answers 404, and the sitemap and vehicle feed list the published cars', async ({
    request,
  }) => {
    const car = await publishedCar(request);
    expect((await request.get('/listings/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    const index = await (await request.get('/sitemap.xml')).text();
    const listingsFile = /<loc>[^<]*(\/sitemaps\/listings-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(listingsFile).toBeTruthy();
    expect(await (await request.get(listingsFile!)).text()).toContain(`/listings/${car.id}</loc>`);
    const feed = await (await request.get('/feeds/vehicles.xml')).text();
    expect(feed).toContain(`<vehicle_id>${car.id}</vehicle_id>`);
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });
});
