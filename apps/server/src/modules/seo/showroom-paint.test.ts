import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID, HOME_FEATURED_QUERY, SHOWROOM_FIRST_QUERY } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeWebDist } from '../../../test/web-dist';
import { createSignedInUser } from '../../../test/factories';
import { createListing, createPublished } from '../listings/testing';
import { isPlainShowroomSearch } from './page-head.service';

// Its own app: the page head is cached per address for 30 s, and these tests need the showroom's first look.
let t: TestApp;
let dist: ReturnType<typeof makeWebDist>;

const firstData = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  return m ? (JSON.parse(m[1]!) as { showroom?: { at: number; page: { content: Array<{ id: string }> } } }) : null;
};
const cards = (html: string) => [...html.matchAll(/<article class="group relative flex h-full/g)].length;

beforeAll(async () => {
  dist = makeWebDist(
    '<!doctype html><html lang="en"><head><title>Revy</title></head><body><div id="root"><p role="status">Loading</p></div></body></html>',
  );
  t = await buildTestApp({ config: { serveWeb: true, webDistDir: dist.dir } });
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

describe('the showroom drawn by the server (issue 17, decision 038)', () => {
  it('draws the first cars of the app’s own first query and sends that page along, escaped', async () => {
    const seller = await createSignedInUser(t);
    const cars = [];
    // Seven published cars (one more than the server draws), newest last; a draft and a sold car never appear.
    for (let i = 0; i < 7; i++) {
      cars.push(
        await createPublished(t, seller.client, { title: i === 6 ? 'Fast </script><b>car</b> & "more"' : `Car ${i}` }),
      );
    }
    const draft = await createListing(seller.client, { title: 'Draft car' });
    const res = await t.client().get('/showroom');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(cards(html)).toBe(6);
    expect(html).not.toContain('Loading</p>');
    expect(html).toContain('<span class="font-semibold text-ink">7</span> cars');
    // Newest first: the last car created leads, its title escaped (it is also the first card's heading line).
    expect(html).toContain('Fast &lt;/script&gt;&lt;b&gt;car&lt;/b&gt; &amp; &quot;more&quot;');
    expect(html).not.toContain('<b>car</b>');
    expect(html).not.toContain(draft.id);
    // The first three photos load at once (the largest paint on a phone), the rest lazily.
    expect(html.match(/fetchpriority="high"/g)?.length ?? 0).toBeLessThanOrEqual(3);

    // The data block is exactly what the app would fetch first, so its first render shows the same cars.
    const data = firstData(html)!;
    const api = await t.client().get('/v1/listing', { query: SHOWROOM_FIRST_QUERY });
    expect(api.status).toBe(200);
    expect(data.showroom!.page).toEqual(api.body);
    expect(data.showroom!.page.content[0]!.id).toBe(cars[6]!.id);
    expect(Date.now() - data.showroom!.at).toBeLessThan(60_000);
    // A value can never close the data block early.
    expect(/id="revy-first-data">[^<]*<\/script>/.test(html)).toBe(true);
  });

  it("sends the home page's featured cars along exactly as the API answers them, fresh on every request", async () => {
    const seller = await createSignedInUser(t);
    await createPublished(t, seller.client, { title: 'Home featured car' });
    const block = (html: string) =>
      JSON.parse(new RegExp(`id="${FIRST_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html)![1]!) as {
        featured: { at: number; page: { content: Array<{ id: string }> } };
      };
    const data = block((await t.client().get('/')).text);
    const api = await t.client().get('/v1/listing', { query: HOME_FEATURED_QUERY });
    expect(api.status).toBe(200);
    expect(data.featured.page).toEqual(api.body);
    const newest = await createPublished(t, seller.client, { title: 'Newer featured car' });
    expect(block((await t.client().get('/')).text).featured.page.content[0]!.id).toBe(newest.id);
  });

  it('draws no cars for a filtered, searched or paged showroom, but keeps campaign tags on the plain one', async () => {
    for (const q of ['make=Ford', 'q=civic', 'page=2', 'sort=priceAsc', 'zip=94105']) {
      const html = (await t.client().get(`/showroom?${q}`)).text;
      expect(cards(html), q).toBe(0);
      expect(firstData(html), q).toBeNull();
      expect(html, q).toContain('<h1 class="text-3xl font-bold tracking-tight text-ink">Showroom</h1>');
    }
    const tagged = (await t.client().get('/showroom?utm_source=mail&utm_campaign=spring&gclid=x')).text;
    expect(cards(tagged)).toBe(6);
    expect(isPlainShowroomSearch('')).toBe(true);
    expect(isPlainShowroomSearch('utm_medium=x&fbclid=y&ref=z')).toBe(true);
    expect(isPlainShowroomSearch('utm_source=x&make=Ford')).toBe(false);
  });
});

describe('a listing page sent with its car (issue 17, decision 038)', () => {
  it('embeds the car exactly as the API answers a visitor who is not signed in, and nothing for a draft', async () => {
    const seller = await createSignedInUser(t);
    const car = await createPublished(t, seller.client, { title: 'Green </script> wagon' });
    const html = (await t.client().get(`/listings/${car.id}`)).text;
    const m = new RegExp(`id="${FIRST_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
    const data = JSON.parse(m![1]!) as { listing: { at: number; value: unknown; photos: unknown; deal: unknown } };
    expect(data.listing.value).toEqual((await t.client().get(`/v1/listing/${car.id}`)).body);
    expect(data.listing.value).toMatchObject({ id: car.id, title: 'Green </script> wagon' });
    // Its photos and deal badge go along as the API answers them to a visitor, so the app asks for neither.
    const photos = await t.client().get(`/v1/asset/target/${car.id}/tag/photo`);
    expect(photos.status).toBe(200);
    expect((photos.body as unknown[]).length).toBeGreaterThan(0);
    expect(data.listing.photos).toEqual(photos.body);
    const deal = await t.client().get(`/v1/listing/${car.id}/deal`);
    expect(deal.status).toBe(200);
    expect(data.listing.deal).toEqual(deal.body);
    // Read fresh on every request: a changed price shows on the next page load, not 30 s later.
    expect((await seller.client.request('PATCH', `/v1/listing/${car.id}`, { json: { price: 1_234_500 } })).status).toBe(
      200,
    );
    const again = (await t.client().get(`/listings/${car.id}`)).text;
    expect(JSON.parse(new RegExp(`id="${FIRST_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(again)![1]!)).toMatchObject({
      listing: { value: { price: 1_234_500 } },
    });
    const newest = await createPublished(t, seller.client, { title: 'Just listed' });
    expect(firstData((await t.client().get('/showroom')).text)!.showroom!.page.content[0]!.id).toBe(newest.id);
    const draft = await createListing(seller.client, { title: 'Not yet' });
    const draftPage = await t.client().get(`/listings/${draft.id}`);
    expect(draftPage.status).toBe(404);
    expect(draftPage.text).not.toContain(FIRST_DATA_ELEMENT_ID);
  });
});
