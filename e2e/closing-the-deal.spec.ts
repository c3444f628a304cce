import { expect, test } from '@playwright/test';
import {
  cancelOpenDeals,
  demoCar,
  DEMO,
  DEMO_PASSWORD,
  registerThroughUi,
  signInThroughUi,
  uniqueEmail,
} from './fixtures';
import { idPhoto, payByWireAndConfirm, prepareBillOfSale, signBillOfSale } from './deal-steps';

// Issue 18's walk-through, start to end, as the three people involved see it: a new buyer verifies their ID, makes
// an offer, the seller accepts, both sign the bill of sale, the seller confirms the payment, and the car shows sold.

test('a new buyer verifies, offers, the seller accepts, both sign, the seller confirms payment, the car is sold', async ({
  browser,
}) => {
  const buyer = await (await browser.newContext()).newPage();
  const seller = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();
  const email = uniqueEmail('deal-buyer');
  await registerThroughUi(buyer, email, { first: 'Dana', last: 'Driver' });
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  await staff.goto('/auth/sign-in');
  await signInThroughUi(staff, DEMO.concierge, DEMO_PASSWORD);
  const car = await demoCar(seller, { assistant: false });

  try {
    // 1. The buyer verifies their ID with the built-in check; a concierge approves it.
    await buyer.goto('/account/verify');
    await buyer.getByRole('button', { name: 'Start verification' }).click();
    await buyer.getByLabel('Upload the front of your id').setInputFiles({
      name: 'licence.jpg',
      mimeType: 'image/jpeg',
      buffer: await idPhoto('#2b6cb0'),
    });
    await expect(buyer.getByRole('region', { name: 'Front of your ID' }).getByText('Added')).toBeVisible();
    await buyer.getByLabel('Upload the selfie').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await idPhoto('#c05621'),
    });
    await expect(buyer.getByRole('region', { name: 'Selfie' }).getByText('Added')).toBeVisible();
    await buyer.getByRole('button', { name: 'Send for review' }).click();
    await expect(buyer.getByRole('heading', { name: 'We are checking your ID' })).toBeVisible();

    await staff.goto('/concierge/id-checks');
    const check = staff.getByRole('article').filter({ hasText: email });
    await check.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByRole('status')).toContainText('is now ID verified');
    await buyer.reload();
    await expect(buyer.getByRole('heading', { name: 'Your ID is verified' })).toBeVisible();

    // 2. The buyer messages the seller about the car and offers $15,500.
    await buyer.goto(`/listings/${car.id}`);
    await buyer.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`/listings/${car.id}/chat/[0-9a-f-]{36}`));
    const chatId = new URL(buyer.url()).pathname.split('/').pop()!;
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    await buyer.getByLabel('Amount').fill('15,500');
    await buyer.getByRole('button', { name: 'Send offer' }).click();
    await expect(buyer.getByText('You offered')).toBeVisible();

    // 3. The seller accepts it in the conversation; that opens the deal.
    await seller.goto(`/my-garage/${car.id}/messages/${chatId}`);
    await expect(seller.getByText('ID verified').first()).toBeVisible();
    await seller.getByRole('button', { name: /^Offer/ }).click();
    await seller.getByRole('button', { name: 'Accept $15,500' }).click();
    await expect(seller.getByText(/\$15,500\s*agreed/).first()).toBeVisible();

    // 4. The buyer finds the deal room from the car's page; the seller writes the bill of sale and both sign it.
    await buyer.goto(`/listings/${car.id}`);
    await buyer.getByRole('link', { name: 'Go to the deal room' }).click();
    await expect(buyer).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
    const dealUrl = new URL(buyer.url()).pathname;
    await seller.goto(dealUrl);
    await prepareBillOfSale(seller);
    await signBillOfSale(seller, 'Sam Seller');
    await buyer.reload();
    await signBillOfSale(buyer, 'Dana Driver');
    await expect(buyer.getByText('Signed by both')).toBeVisible();

    // 5. The buyer says how they pay; the seller confirms the funds arrived.
    await payByWireAndConfirm(buyer, seller);

    // 6. The car shows sold, to the buyer and to anyone browsing.
    await buyer.goto(`/listings/${car.id}`);
    await expect(buyer.getByText('Sold').first()).toBeVisible();
    const listing = await (await seller.request.get(`/v1/listing/${car.id}`)).json();
    expect(listing).toMatchObject({ saleStatus: 'sold' });
  } finally {
    // Cancelling the deal (still open for the handover and title) puts the shared demo car back on sale.
    await cancelOpenDeals(seller, car.id);
  }
});
