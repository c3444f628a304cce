import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

/** A real JPEG big enough for the photo pipeline. */
async function carPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#9ad"/><rect x="250" y="380" width="700" height="180" rx="60" fill="#b22"/><circle cx="400" cy="570" r="70"/><circle cx="800" cy="570" r="70"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A draft with everything publishing needs (a photo included), made through the API the garage uses. */
async function draftWithPhoto(request: APIRequestContext, model: string): Promise<string> {
  const created = await request.post('/v1/listing', {
    data: {
      title: `2017 Mazda ${model} for e2e`,
      price: 1_650_000,
      vehicle: { year: 2017, make: 'Mazda', model, mileage: 61_000 },
      location: { zip: '97205', city: 'Portland', state: 'OR' },
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const upload = await request.post('/v1/asset', {
    multipart: {
      targetId: id,
      tag: 'photo',
      file: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: await carPhoto() },
    },
  });
  expect(upload.status()).toBe(201);
  return id;
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sam Seller');
  await page.getByLabel('ZIP code').fill('97205');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

const listingStatus = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/v1/listing/${id}`)).json()) as { status: string }).status;

test.beforeEach(async ({ page }) => {
  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.seller, DEMO_PASSWORD);
});

test('a seller picks Pro with a promo code, pays in the sandbox and the car goes live for 14 days', async ({
  page,
}) => {
  const id = await draftWithPhoto(page.request, `Miata${Date.now().toString(36)}`);

  await page.goto(`/my-garage/${id}/publish/review`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-garage/${id}/publish/plan`));
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await page.getByRole('radio', { name: 'Pro' }).check();
  await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();

  await page.getByLabel(/Promo code/).fill('WELCOME20');
  await expect(page.getByText('20% off — you save $19.80')).toBeVisible();
  await expect(page.getByText('$79.20').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Pro' }).click();

  await expect(page.getByText('Promo WELCOME20')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $79.20' }).click();

  // The built-in sandbox checkout.
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await expect(page.getByText('Sandbox — no real money. Test cards:')).toBeVisible();
  await expect(page.getByText('WELCOME20')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Your car is live' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('14 days remaining')).toBeVisible();
  await expect(page.getByText('Pro plan')).toBeVisible();
  expect(await listingStatus(page.request, id)).toBe('published');

  // The garage overview and the dashboard say the same.
  await page.goto(`/my-garage/${id}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('14 days remaining')).toBeVisible();
  await page.goto('/my-settings');
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('$79.20').first()).toBeVisible();
});

test('a declined card leaves the listing unpublished and says why', async ({ page }) => {
  const id = await draftWithPhoto(page.request, `Mazda3${Date.now().toString(36)}`);

  await page.goto(`/my-garage/${id}/publish/plan`);
  await page.getByRole('radio', { name: 'Starter' }).check();
  await page.getByRole('button', { name: 'Continue with Starter' }).click();
  await page.getByRole('button', { name: 'Pay $49' }).click();

  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  expect(await listingStatus(page.request, id)).not.toBe('published');

  // Giving up on the checkout: back in the app, told plainly the car is not live, with a way back.
  await page.getByRole('button', { name: 'Cancel and return to Revy' }).click();
  await expect(page.getByText('You left checkout before paying — your listing is not published yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return to checkout' })).toBeVisible();
  expect(await listingStatus(page.request, id)).not.toBe('published');

  await page.goto(`/my-garage/${id}`);
  await expect(page.getByRole('link', { name: /Choose a plan/ })).toBeVisible();
});
