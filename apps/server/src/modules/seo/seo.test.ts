import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeWebDist } from '../../../test/web-dist';
import { createSignedInUser } from '../../../test/factories';
import { createListing, createPublished } from '../listings/testing';
import { listings } from '../listings/listings.table';

let t: TestApp;
let dist: ReturnType<typeof makeWebDist>;
const APP = 'https://revy.example';

/** The JSON-LD blocks of a page, parsed as a crawler reads them. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  // The shape of the built index.html: a multi-line description the head replaces.
  dist = makeWebDist(
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="Generic"\n/>\n<title>Revy</title></head><body><div id="root">\n<div class="shell"><p role="status">Loading</p></div>\n</div>\n</body></html>',
  );
  t = await buildTestApp({ config: { serveWeb: true, webDistDir: dist.dir, appUrl: APP } });
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

describe('listing pages for crawlers and link previews', () => {
  it('sends title, description, canonical, Open Graph, Twitter card, Car + Offer JSON-LD and a hero preload', async () => {
    const seller = await createSignedInUser(t, { firstName: 'Sam', lastName: 'Seller' });
    const listing = await createPublished(t, seller.client, {
      location: { zip: '94105', city: 'San Francisco', state: 'CA' },
    });
    const res = await t.client().get(`/listings/${listing.id}`);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toContain('<title>2019 Toyota RAV4 XLE, one owner - $24,500 | Revy</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toContain('$24,500, 42,000 miles, in San Francisco, CA');
    expect(html).toContain(`<link rel="canonical" href="${APP}/listings/${listing.id}" />`);
    expect(meta(html, 'og:type')).toBe('product');
    // The photo as stored (the test pipeline makes one size); made absolute for previews.
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${APP}/files/.+\\.webp$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const [car, crumbs] = jsonLd(html);
    expect(car).toMatchObject({
      '@type': 'Car',
      name: '2019 Toyota RAV4 XLE, one owner',
      brand: { name: 'Toyota' },
      model: 'RAV4',
      vehicleModelDate: '2019',
      mileageFromOdometer: { value: 42000, unitCode: 'SMI' },
      offers: {
        '@type': 'Offer',
        price: 24500,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Sam' },
      },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/webp" imagesrcset="\/files\/[^"]+ 300w" imagesizes="\(min-width: 992px\) 760px, 100vw" fetchpriority="high" \/>/,
    );
    expect(html).toContain('<noscript><h1>2019 Toyota RAV4 XLE, one owner</h1><p>Price: $24,500</p>');
    // Nothing private: the seller's email and last name never reach the page. (The car sent along for the app is the
    // API's public answer, which names its seller by id and first name; showroom-paint.test.ts compares the two.)
    expect(html).not.toContain(seller.email);
    expect(html).not.toContain('Seller');
  });

  it('escapes a hostile title everywhere, and JSON-LD cannot close its script', async () => {
    const seller = await createSignedInUser(t);
    const evil = `Mint "Civic" </script><script>alert(1)</script> & <b>`;
    const listing = await createPublished(t, seller.client, { title: evil });
    const html = (await t.client().get(`/listings/${listing.id}`)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>Mint &quot;Civic&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;',
    );
    expect(jsonLd(html)[0].name).toBe(evil);
    // The server-filled first paint (breadcrumb and photo alt) is escaped too.
    expect(html).toContain('aria-current="page">Mint &quot;Civic&quot; &lt;/script&gt;&lt;script&gt;alert(1)');
    expect(html).not.toContain('role="status">Loading');
  });

  it('answers 404 (still the app, never indexed) for unknown, malformed, draft and deleted listings', async () => {
    const seller = await createSignedInUser(t);
    const draft = await createListing(seller.client);
    const gone = await createPublished(t, seller.client);
    await t.ctx.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, gone.id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', draft.id, gone.id]) {
      const res = await t.client().get(`/listings/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<div id="root">');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('application/ld+json');
      // A car that is not public keeps the generic loading screen: nothing of it is drawn before the app.
      expect(res.text).toContain('<p role="status">Loading</p>');
      expect(res.text).not.toContain('aria-label="Photos"');
    }
    // The seller's own draft still opens in their browser: the app reads it through the API.
    expect((await seller.client.get(`/v1/listing/${draft.id}`)).status).toBe(200);
  });

  it('marks a sold car SoldOut and keeps it reachable', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client);
    await t.ctx.db.update(listings).set({ saleStatus: 'sold' }).where(eq(listings.id, listing.id));
    const res = await t.client().get(`/listings/${listing.id}?utm_source=x`);
    expect(res.status).toBe(200);
    expect(jsonLd(res.text)[0].offers.availability).toBe('https://schema.org/SoldOut');
    expect(res.text).toContain('(sold) | Revy</title>');
  });

  it('gives the home page, showroom and blog their own titles and previews; private pages keep the template', async () => {
    const home = (await t.client().get('/')).text;
    expect(home).toContain(`<link rel="canonical" href="${APP}/" />`);
    expect(meta(home, 'og:title')).toMatch(/Sell your car/);
    expect((await t.client().get('/showroom')).text).toContain('<title>Used cars for sale by owner | Revy</title>');
    const settings = await t.client().get('/settings');
    expect(settings.status).toBe(200);
    expect(settings.text).toContain('<title>Revy</title>');
    expect(settings.text).not.toContain('og:title');
    expect(settings.text).toContain('<p role="status">Loading</p>');
  });

  it('fills the first paint of the home page and of a public car in place of the loading screen', async () => {
    const home = (await t.client().get('/')).text;
    expect(home).toContain('<h1 class="text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl">');
    expect(home).not.toContain('Loading</p>');
    expect(home).toMatch(
      /<div id="root"><div class="flex min-h-dvh flex-col bg-canvas" data-first-paint>[\s\S]*<\/section><\/main><\/div><\/div>\n<\/body>/,
    );
    const seller = await createSignedInUser(t);
    const listing = await createPublished(t, seller.client, { title: 'Blue Corolla' });
    const html = (await t.client().get(`/listings/${listing.id}`)).text;
    expect(html).toContain('<section aria-label="Photos" class="min-w-0">');
    expect(html).toContain('aria-current="page">Blue Corolla</li>');
    expect(html).toContain(`<a href="/showroom" class="hover:text-ink hover:underline">Showroom</a>`);
  });
});

describe('robots, sitemap and vehicle feed', () => {
  it('robots.txt points to the sitemap and keeps private areas out', async () => {
    const res = await t.client().get('/robots.txt');
    expect(res.text).toContain(`Sitemap: ${APP}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /admin');
  });

  it('lists published cars and public pages; drafts and test cars are left out', async () => {
    const seller = await createSignedInUser(t);
    const live = await createPublished(t, seller.client);
    const draft = await createListing(seller.client);
    const test = await createPublished(t, seller.client);
    await t.ctx.db.update(listings).set({ isTest: true }).where(eq(listings.id, test.id));
    const index = await t.client().get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(index.text).toContain(`<loc>${APP}/sitemaps/listings-1.xml</loc>`);
    expect(index.text).toContain(`<loc>${APP}/sitemaps/content.xml</loc>`);
    const first = (await t.client().get('/sitemaps/listings-1.xml')).text;
    expect(first).toContain(`<loc>${APP}/listings/${live.id}</loc><lastmod>`);
    expect(first).not.toContain(draft.id);
    expect(first).not.toContain(test.id);
    const content = (await t.client().get('/sitemaps/content.xml')).text;
    for (const p of ['/', '/showroom', '/blog', '/privacy/terms']) expect(content).toContain(`<loc>${APP}${p}</loc>`);
    expect((await t.client().get('/sitemaps/listings-999.xml')).status).toBe(404);
    expect((await t.client().get('/sitemaps/listings-0.xml')).status).toBe(404);
    expect((await t.client().get('/sitemaps/other.xml')).status).toBe(404);
  });

  it('the vehicle feed is Meta automotive catalogue XML with each published car', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, {
      location: { zip: '94105', city: 'San Francisco', state: 'CA' },
      vehicle: {
        year: 2018,
        make: 'Honda',
        model: 'Civic',
        mileage: 51_000,
        bodyType: 'Sedan',
        transmission: 'CVT',
        fuelType: 'Gasoline',
      },
    });
    const res = await t.client().get('/feeds/vehicles.xml');
    expect(res.status).toBe(200);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<listings>')).toBe(true);
    expect(res.text.trim().endsWith('</listings>')).toBe(true);
    const entry = new RegExp(`<listing><vehicle_id>${car.id}</vehicle_id>[\\s\\S]*?</listing>`).exec(res.text)?.[0];
    expect(entry).toBeTruthy();
    expect(entry).toContain('<make>Honda</make><model>Civic</model><year>2018</year>');
    expect(entry).toContain('<mileage><value>51000</value><unit>MI</unit></mileage>');
    expect(entry).toContain('<body_style>SEDAN</body_style><transmission>AUTOMATIC</transmission>');
    expect(entry).toContain('<fuel_type>GASOLINE</fuel_type>');
    expect(entry).toContain('<state_of_vehicle>USED</state_of_vehicle><price>24500.00 USD</price>');
    expect(entry).toContain('<component name="city">San Francisco</component><component name="region">CA</component>');
    expect(entry).toMatch(new RegExp(`<image><url>${APP}/files/[^<]+</url></image>`));
    expect(entry).toContain(`<url>${APP}/listings/${car.id}</url>`);
    expect(entry).not.toContain(seller.email);
  });
});

describe('sitemap split', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ config: { appUrl: APP, sitemapUrlsPerFile: 2 } });
  });
  afterAll(() => small?.close());

  it('splits the listings over files of the configured size', async () => {
    const seller = await createSignedInUser(small);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createPublished(small, seller.client)).id);
    const index = (await small.client().get('/sitemap.xml')).text;
    for (const n of [1, 2, 3]) expect(index).toContain(`/sitemaps/listings-${n}.xml`);
    expect(index).not.toContain('/sitemaps/listings-4.xml');
    const all: string[] = [];
    for (const n of [1, 2, 3]) {
      const xml = (await small.client().get(`/sitemaps/listings-${n}.xml`)).text;
      all.push(...[...xml.matchAll(/\/listings\/([0-9a-f-]{36})</g)].map((m) => m[1]!));
    }
    expect(all.sort()).toEqual([...ids].sort());
  });
});

describe('blog posts and content pages', () => {
  it('sends BlogPosting and WebPage heads from published content; drafts and unknown slugs are 404', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const slug = `seo-post-${Date.now().toString(36)}`;
    const created = await admin.client.post('/v1/content', {
      type: 'blog',
      title: 'Selling in winter',
      slug,
      status: 'published',
      metadata: {
        seoDescription: 'Why winter is a good time to sell.',
        coverImageUrl: '/files/cover.jpg',
        authorName: 'Ana',
      },
      data: { markdown: '# Winter\n\nBuyers are **serious** in winter.' },
    });
    expect(created.status).toBe(201);
    for (const path of [`/blog/${slug}`, `/blog/${created.body.id}`]) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<title>Selling in winter | Revy</title>');
      expect(meta(res.text, 'description')).toBe('Why winter is a good time to sell.');
      expect(meta(res.text, 'og:image')).toBe(`${APP}/files/cover.jpg`);
      expect(jsonLd(res.text)[0]).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Selling in winter',
        author: { name: 'Ana' },
      });
    }
    const terms = await t.client().get('/privacy/terms');
    expect(terms.text).toContain('<title>Terms of service | Revy</title>');
    expect(terms.text).toContain(`<link rel="canonical" href="${APP}/privacy/terms" />`);
    expect(jsonLd(terms.text)[0]['@type']).toBe('WebPage');
    expect((await t.client().get('/safety')).text).toContain('<title>Buying and selling safely | Revy</title>');
    expect((await t.client().get('/no-such-page')).status).toBe(404);
    expect((await t.client().get('/blog/no-such-post')).status).toBe(404);
    // A page is not a blog post: /blog/{page slug} is not found.
    expect((await t.client().get('/blog/safety')).status).toBe(404);
    const draft = await admin.client.post('/v1/content', { type: 'page', title: 'Secret', slug: `${slug}-draft` });
    expect((await t.client().get(`/${slug}-draft`)).status).toBe(404);
    expect((await t.client().get(`/content/${draft.body.id}`)).status).toBe(404);
    const sitemap = (await t.client().get('/sitemaps/content.xml')).text;
    expect(sitemap).toContain(`<loc>${APP}/blog/${slug}</loc>`);
    expect(sitemap).toContain(`<loc>${APP}/safety</loc>`);
    expect(sitemap).not.toContain(`${slug}-draft`);
  });
});
