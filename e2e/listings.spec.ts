import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

/** A real JPEG (gradient + shapes) big enough for the photo pipeline. */
async function carPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#445"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><rect x="250" y="380" width="700" height="180" rx="60" fill="#2e7d32"/><circle cx="400" cy="570" r="70"/><circle cx="800" cy="570" r="70"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

test('a seller publishes a car with a photo and a buyer finds it in the showroom', async ({ page, browser }) => {
  const model = `Outback${Date.now().toString(36)}`;
  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.seller, DEMO_PASSWORD);

  // The draft and its photo go in through the API the garage pages use; publishing goes through the UI.
  const created = await page.request.post('/v1/listing', {
    data: {
      title: `2016 Subaru ${model} for e2e`,
      price: 1_420_000,
      vehicle: {
        year: 2016,
        make: 'Subaru',
        model,
        mileage: 97_400,
        bodyType: 'Wagon',
        fuelType: 'Gasoline',
        transmission: 'CVT',
      },
      location: { zip: '80202', city: 'Denver', state: 'CO' },
    },
  });
  expect(created.ok()).toBe(true);
  const listing = await created.json();
  const upload = await page.request.post('/v1/asset', {
    multipart: {
      targetId: listing.id,
      tag: 'photo',
      file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto() },
    },
  });
  expect(upload.status()).toBe(201);

  await page.goto(`/my-garage/${listing.id}/publish/review`);
  await expect(page.getByRole('heading', { name: 'Review your listing' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Publishing needs a plan: Pro, all of it paid by a 100% promo code, so nothing goes to checkout.
  await page.getByLabel(/Promo code/).fill('FREECAR');
  await expect(page.getByText(/100% off/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Pro' }).click();
  await page.getByRole('button', { name: 'Publish for free' }).click();
  await expect(page.getByRole('heading', { name: /is live$/ })).toBeVisible();

  // A signed-out buyer searches the showroom and opens the car.
  const buyer = await browser.newPage();
  await buyer.goto(`/showroom`);
  await buyer.getByPlaceholder('Search make, model, trim or keyword').fill(model);
  const card = buyer.getByRole('link', { name: new RegExp(model) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(buyer).toHaveURL(new RegExp(`/listings/${listing.id}`));
  await expect(buyer.getByRole('heading', { level: 1 })).toContainText(model);
  await expect(buyer.getByText('$14,200').filter({ visible: true }).first()).toBeVisible();
  await expect(buyer.locator('main img').filter({ visible: true }).first()).toBeVisible();
  await buyer.close();
});

test('another user cannot open the garage pages of a listing and lands on its public page', async ({
  page,
  request,
}) => {
  // The seller makes and publishes a car through the API, in a session of their own.
  expect((await request.post('/v1/auth', { data: { email: DEMO.seller, password: DEMO_PASSWORD } })).status()).toBe(
    200,
  );
  const created = await request.post('/v1/listing', {
    data: {
      price: 990_000,
      vehicle: { year: 2014, make: 'Honda', model: 'Fit', mileage: 120_000 },
      location: { zip: '94110' },
    },
  });
  const listing = await created.json();
  await request.post('/v1/asset', {
    multipart: {
      targetId: listing.id,
      tag: 'photo',
      file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto() },
    },
  });
  // Publishing needs a plan (402 without one); a 100% promo code activates it and publishes at once.
  expect((await request.patch(`/v1/listing/${listing.id}`, { data: { status: 'published' } })).status()).toBe(402);
  const purchase = await (
    await request.post(`/v1/purchase/listing/${listing.id}`, {
      data: { stripeProductId: 'prod_revy_starter', stripePromoCode: 'FREECAR' },
    })
  ).json();
  const checkout = await (await request.post(`/v1/purchase/${purchase.id}/checkout`, { data: {} })).json();
  expect(checkout.url).toBeNull();
  expect((await (await request.get(`/v1/listing/${listing.id}`)).json()).status).toBe('published');

  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.buyer, DEMO_PASSWORD);
  await page.goto(`/my-garage/${listing.id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}$`));
  expect((await page.request.patch(`/v1/listing/${listing.id}`, { data: { price: 100 } })).status()).toBe(403);
});
