import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { registerThroughUi, uniqueEmail } from './fixtures';

/*
 * Issue 19: a new seller with two cars gets questions from a new buyer on both and works through them in one inbox;
 * a guest writes without an account, leaves an email for replies and keeps the conversation on registering.
 * Every user here is new, so the demo data stays as seeded.
 */

async function carPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#8ec5ff"/><rect x="250" y="380" width="700" height="180" rx="60" fill="#5F3566"/><circle cx="400" cy="570" r="70"/><circle cx="800" cy="570" r="70"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A published car of the signed-in seller (draft, photo, a free plan through the 100% promo code). */
async function publishCar(request: APIRequestContext, model: string, price: number): Promise<{ id: string }> {
  const created = await request.post('/v1/listing', {
    data: { price, vehicle: { year: 2018, make: 'Honda', model, mileage: 48_000 }, location: { zip: '94110' } },
  });
  expect(created.ok()).toBe(true);
  const listing = (await created.json()) as { id: string };
  const upload = await request.post('/v1/asset', {
    multipart: {
      targetId: listing.id,
      tag: 'photo',
      file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto() },
    },
  });
  expect(upload.status()).toBe(201);
  const purchase = await (
    await request.post(`/v1/purchase/listing/${listing.id}`, {
      data: { stripeProductId: 'prod_revy_starter', stripePromoCode: 'FREECAR' },
    })
  ).json();
  expect((await request.post(`/v1/purchase/${purchase.id}/checkout`, { data: {} })).ok()).toBe(true);
  expect((await (await request.get(`/v1/listing/${listing.id}`)).json()).status).toBe('published');
  return listing;
}

/** From the car's page, opens the chat and sends `text`. */
async function ask(page: Page, carId: string, text: string) {
  await page.goto(`/listings/${carId}`);
  await page.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/listings/${carId}/chat/[0-9a-f-]{36}`));
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
}

test('a new seller answers buyers of two cars from one inbox', async ({ browser }, testInfo) => {
  const seller = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await registerThroughUi(seller, uniqueEmail('inbox-seller'), { first: 'Ines', last: 'Seller' });
  const tag = Date.now().toString(36);
  const civic = await publishCar(seller.request, `Civic${tag}`, 17_900_00);
  const fit = await publishCar(seller.request, `Fit${tag}`, 11_500_00);

  await registerThroughUi(buyer, uniqueEmail('inbox-buyer'), { first: 'Bo', last: 'Buyer' });
  await ask(buyer, civic.id, 'Is the Civic still available?');
  await ask(buyer, fit.id, 'Any rust on the Fit?');

  // Both conversations in one list, each with its unread message; the tab carries the total.
  await seller.goto('/dashboard/inbox');
  const list = seller.getByRole('list', { name: 'Conversations: All' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /Bo B\. about .*Civic.*1 unread, waiting/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Bo B\. about .*Fit.*1 unread, waiting/ })).toBeVisible();
  await expect(
    seller.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Inbox\s*2/ }),
  ).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Needs reply: 2 conversations, 2 unread' })).toBeVisible();
  await seller.setViewportSize({ width: 1280, height: 800 });
  await seller.screenshot({ path: testInfo.outputPath('inbox-1280.png'), fullPage: true });
  await seller.setViewportSize({ width: 375, height: 800 });
  await seller.screenshot({ path: testInfo.outputPath('inbox-375.png'), fullPage: true });
  await seller.setViewportSize({ width: 1280, height: 800 });

  // Needs reply: the buyer who wrote first has waited longest.
  await seller.getByRole('button', { name: /^Needs reply/ }).click();
  const waiting = seller.getByRole('list', { name: 'Conversations: Needs reply' }).getByRole('link');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toHaveAccessibleName(/Civic/);

  // Opening one reads it (the chat page marks it read); answering takes it out of "needs reply".
  await waiting.first().click();
  await expect(seller).toHaveURL(new RegExp(`/my-garage/${civic.id}/messages/[0-9a-f-]{36}`));
  await expect(seller.getByRole('log', { name: 'Messages' }).getByText('Is the Civic still available?')).toBeVisible();
  const reply = seller.getByRole('textbox', { name: 'Message' });
  await reply.fill('Yes, come see it Saturday.');
  await reply.press('Enter');
  await expect(seller.getByRole('log', { name: 'Messages' }).getByText('Yes, come see it Saturday.')).toBeVisible();

  await seller.goto('/dashboard/inbox?filter=needsReply');
  const still = seller.getByRole('list', { name: 'Conversations: Needs reply' }).getByRole('link');
  await expect(still).toHaveCount(1);
  await expect(still.first()).toHaveAccessibleName(/Fit.*1 unread/);
  await seller.getByRole('button', { name: /^All/ }).click();
  await expect(
    seller.getByRole('list', { name: 'Conversations: All' }).getByRole('link', { name: /Civic/ }),
  ).not.toHaveAccessibleName(/unread/);
  await expect(seller.getByRole('button', { name: 'All: 2 conversations, 1 unread' })).toBeVisible();

  // A guest writes about the Fit without an account, leaves an email for replies, then registers with it.
  const guest = await (await browser.newContext()).newPage();
  await ask(guest, fit.id, 'Would you take $10,500?');
  const chatUrl = guest.url();
  await expect(guest.getByRole('heading', { name: "Get the seller's reply by email" })).toBeVisible();
  await guest.screenshot({ path: testInfo.outputPath('guest-prompt-1280.png') });
  await guest.setViewportSize({ width: 375, height: 740 });
  await guest.screenshot({ path: testInfo.outputPath('guest-prompt-375.png') });
  await guest.setViewportSize({ width: 1280, height: 800 });
  const guestEmail = uniqueEmail('inbox-guest');
  await guest.getByLabel('Your email').fill(guestEmail);
  await guest.getByRole('button', { name: 'Email me replies' }).click();
  await expect(guest.getByRole('status').filter({ hasText: "We'll email the seller's replies" })).toBeVisible();
  await registerThroughUi(guest, guestEmail, { first: 'Gia', last: 'Guest' });
  await guest.goto(chatUrl);
  await expect(guest.getByRole('log', { name: 'Messages' }).getByText('Would you take $10,500?')).toBeVisible();
  await expect(guest.getByRole('heading', { name: "Get the seller's reply by email" })).toHaveCount(0);

  // The seller sees the guest, now with a name, in the inbox.
  await seller.goto('/dashboard/inbox');
  await expect(seller.getByRole('link', { name: /Gia G\. about .*Fit.*1 unread/ })).toBeVisible();
});

test('the price step shows where the asking price falls in the market', async ({ page }, testInfo) => {
  await registerThroughUi(page, uniqueEmail('price-hint'), { first: 'Pia', last: 'Price' });
  const created = await page.request.post('/v1/listing', {
    data: { vehicle: { year: 2019, make: 'Honda', model: 'Civic', mileage: 40_000 }, location: { zip: '94110' } },
  });
  const draft = (await created.json()) as { id: string };
  await page.goto(`/my-garage/create?draft=${draft.id}&step=3`);
  const hint = page.getByTestId('price-hint');
  await expect(hint.getByText('Market range')).toBeVisible();
  await page.getByLabel('Asking price').fill('99,000');
  await expect(hint.getByText(/above the market range: expect fewer buyers/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-hint-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('price-hint-375.png'), fullPage: true });
});
