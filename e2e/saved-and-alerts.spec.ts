import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerThroughUi, uniqueEmail } from './fixtures';

/** A real JPEG big enough for the photo pipeline. */
async function carPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#cde"/><rect x="250" y="380" width="700" height="180" rx="60" fill="#268"/><circle cx="400" cy="570" r="70"/><circle cx="800" cy="570" r="70"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A fresh seller's published car (a 100% promo code pays the plan), so the demo cars stay as seeded. */
async function publishCar(seller: Page, model: string): Promise<string> {
  const created = await seller.request.post('/v1/listing', {
    data: {
      price: 15_000_00,
      vehicle: { year: 2016, make: 'Honda', model, mileage: 70_000, bodyType: 'Sedan' },
      location: { zip: '94110', city: 'San Francisco', state: 'CA' },
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const upload = await seller.request.post('/v1/asset', {
    multipart: {
      targetId: id,
      tag: 'photo',
      file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto() },
    },
  });
  expect(upload.status()).toBe(201);
  const purchase = await (
    await seller.request.post(`/v1/purchase/listing/${id}`, {
      data: { stripeProductId: 'prod_revy_starter', stripePromoCode: 'FREECAR' },
    })
  ).json();
  await seller.request.post(`/v1/purchase/${purchase.id}/checkout`, { data: {} });
  expect(((await (await seller.request.get(`/v1/listing/${id}`)).json()) as { status: string }).status).toBe(
    'published',
  );
  return id;
}

test('a buyer saves a car and a search, hears of a price drop in the bell, and unsubscribes from email', async ({
  browser,
}) => {
  // The alert job runs once a minute.
  test.setTimeout(240_000);
  const model = `Civic${Date.now().toString(36)}`;
  const title = `2016 Honda ${model}`;

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await registerThroughUi(seller, uniqueEmail('saved-seller'), { first: 'Sal', last: 'Seller' });
  const carId = await publishCar(seller, model);

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerEmail = uniqueEmail('saved-buyer');
  await registerThroughUi(buyer, buyerEmail, { first: 'Bo', last: 'Buyer' });

  // 1. The heart on the showroom card saves the car.
  await buyer.goto(`/showroom?make=Honda&model=${model}`);
  const heart = buyer.getByRole('button', { name: `Save ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // 2. A search for the same car under $14,000 finds nothing yet; save it.
  await buyer.goto(`/showroom?make=Honda&model=${model}&priceMax=14000`);
  await expect(buyer.getByRole('heading', { name: /No cars match/ })).toBeVisible();
  await buyer.getByRole('button', { name: 'Save this search' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`Honda ${model} under $14,000`);
  await dialog.getByLabel('Name').fill('Cheap Civic');
  await dialog.getByRole('radio', { name: 'As soon as they are listed' }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(buyer.getByRole('status').filter({ hasText: 'Saved “Cheap Civic”' })).toBeVisible();

  // 3. The seller lowers the price into the search's range.
  const lowered = await seller.request.patch(`/v1/listing/${carId}`, { data: { price: 13_500_00 } });
  expect(lowered.ok()).toBe(true);

  // 4. Within the job's minute the buyer's bell has both alerts.
  await expect
    .poll(
      async () => {
        const res = await buyer.request.get('/api/notifications?size=20');
        const { content } = (await res.json()) as { content: { type: string }[] };
        return content
          .map((n) => n.type)
          .filter((t) => t.startsWith('saved.'))
          .sort();
      },
      { message: 'a price-drop and a new-match alert', timeout: 150_000, intervals: [2_000, 5_000] },
    )
    .toEqual(['saved.newMatches', 'saved.priceDrop']);
  await buyer.goto('/saved');
  await buyer.getByRole('button', { name: /Notifications/ }).click();
  const panel = buyer.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`Price drop: ${title}`)).toBeVisible();
  await expect(panel.getByText('Now $13,500, down $1,500 from $15,000.')).toBeVisible();
  await expect(panel.getByText(`New for “Cheap Civic”: ${title}`)).toBeVisible();
  await buyer.keyboard.press('Escape');

  // The Saved page shows the change since saving, and the search.
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
  await expect(buyer.getByText('$1,500 less since saved')).toBeVisible();
  await buyer.getByRole('link', { name: /Searches/ }).click();
  await expect(buyer.getByRole('heading', { name: 'Cheap Civic' })).toBeVisible();
  await expect(buyer.getByText('1 car found so far')).toBeVisible();

  // 5. The unsubscribe link of the buyer's email (every one has it) asks, then unsubscribes without a session.
  const mails = (await (await buyer.request.get(`/v1/test/outbox?to=${encodeURIComponent(buyerEmail)}`)).json()) as {
    text: string;
  }[];
  const link = /https?:\/\/\S+\/account\/unsubscribe\?token=[\w.-]+/.exec(mails[0]!.text)![0];
  const stranger = await browser.newPage();
  await stranger.goto(new URL(link).pathname + new URL(link).search);
  await expect(stranger.getByRole('heading', { name: 'Unsubscribe from Revy emails?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(stranger.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible();
  await expect(stranger.getByText(`${buyerEmail[0]}•••@e2e.revy.local`)).toBeVisible();
  await stranger.close();

  // 6. Settings shows the switches off, and turns alerts back on.
  await buyer.goto('/settings');
  const email = buyer.getByRole('region', { name: 'Email alerts' });
  const alerts = email.getByRole('switch', { name: 'Saved cars and searches' });
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await expect(email.getByRole('switch', { name: 'Unread messages and requests' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await sellerContext.close();
  await buyerContext.close();
});
