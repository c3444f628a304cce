import { expect, test, type Page } from '@playwright/test';
import { demoCar, DEMO, DEMO_PASSWORD, registerThroughUi, signInThroughUi, uniqueEmail } from './fixtures';
import { idPhoto } from './deal-steps';

/** Set E2E_SCREENSHOTS=/some/dir to save the pages at phone and desktop width (not part of the check). */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a buyer held back by a seller who wants verified buyers verifies with photos, a concierge approves, the badge shows and the offer goes through', async ({
  browser,
}) => {
  const buyer = await (await browser.newContext()).newPage();
  const seller = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();
  // A new buyer: the demo buyer may already be verified, or have an agreed offer on the car, from other specs.
  const email = uniqueEmail('verify-buyer');
  await registerThroughUi(buyer, email, { first: 'Vera', last: 'Buyer' });
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  await staff.goto('/auth/sign-in');
  await signInThroughUi(staff, DEMO.concierge, DEMO_PASSWORD);

  // The seller asks for verified buyers on one car (the switch on the offers page).
  const car = await demoCar(seller, { assistant: false });
  await seller.goto(`/my-garage/${car.id}/offers`);
  const only = seller.getByRole('switch', { name: /Only verified buyers/ });
  await expect(only).toBeVisible();
  if ((await only.getAttribute('aria-checked')) !== 'true') await only.click();
  await expect(only).toHaveAttribute('aria-checked', 'true');
  try {
    // The buyer tries to make an offer and is stopped, with a way into verification.
    await buyer.goto(`/listings/${car.id}`);
    await buyer.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
    await expect(buyer).toHaveURL(new RegExp(`/listings/${car.id}/chat/[0-9a-f-]{36}`));
    const chatUrl = new URL(buyer.url()).pathname;
    const chatId = chatUrl.split('/').pop()!;
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    await buyer.getByLabel('Amount').fill('15,500');
    await buyer.getByRole('button', { name: 'Send offer' }).click();
    const prompt = buyer.getByRole('alert').filter({ hasText: 'Verify your ID to continue' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: 'Verify my ID' }).click();
    await expect(buyer).toHaveURL(/\/account\/verify\?next=/);

    // The built-in check: start, the ID's front and a selfie by file upload, then send.
    await expect(buyer.getByRole('heading', { name: 'Verify your ID' })).toBeVisible();
    await shoot(buyer, 'verify-start');
    await buyer.getByRole('button', { name: 'Start verification' }).click();
    await buyer.getByLabel('Upload the front of your id').setInputFiles({
      name: 'licence.jpg',
      mimeType: 'image/jpeg',
      buffer: await idPhoto('#2b6cb0'),
    });
    const idCard = buyer.getByRole('region', { name: 'Front of your ID' });
    await expect(idCard.getByText('Added')).toBeVisible();
    await buyer.getByLabel('Upload the selfie').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await idPhoto('#c05621'),
    });
    await expect(buyer.getByRole('region', { name: 'Selfie' }).getByText('Added')).toBeVisible();
    await shoot(buyer, 'verify-photos');
    await buyer.getByRole('button', { name: 'Send for review' }).click();
    await expect(buyer.getByRole('heading', { name: 'We are checking your ID' })).toBeVisible();
    await shoot(buyer, 'verify-pending');

    // The concierge opens the ID checks queue, looks at both photos (recorded) and approves.
    await staff.goto('/concierge/id-checks');
    await expect(staff.getByRole('heading', { name: 'ID checks' })).toBeVisible();
    const check = staff.getByRole('article').filter({ hasText: email });
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: /Show front of/i }).click();
    await expect(check.getByRole('img', { name: /sent for the check/ }).first()).toBeVisible();
    await check.getByRole('button', { name: /Show selfie/i }).click();
    await expect(check.getByRole('img', { name: /sent for the check/ })).toHaveCount(2);
    await shoot(staff, 'id-checks-queue');
    await check.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByRole('status')).toContainText('is now ID verified');
    await expect(staff.getByRole('article').filter({ hasText: email })).toHaveCount(0);

    // The buyer's page sees the result (it asks again while the check waits) and leads back to the chat.
    await buyer.reload();
    await expect(buyer.getByRole('heading', { name: 'Your ID is verified' })).toBeVisible();
    await shoot(buyer, 'verify-result');
    await buyer.getByRole('link', { name: 'Continue where you were' }).click();
    await expect(buyer).toHaveURL(new RegExp(`${chatUrl}$`));

    // Now the offer goes through.
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    await buyer.getByLabel('Amount').fill('15,500');
    await buyer.getByRole('button', { name: 'Send offer' }).click();
    await expect(buyer.getByText('You offered')).toBeVisible();

    // The seller sees the buyer's "ID verified" badge in the conversation.
    await seller.goto(`/my-garage/${car.id}/messages/${chatId}`);
    await expect(seller.getByText('ID verified').first()).toBeVisible();
    await shoot(seller, 'chat-badge');
  } finally {
    // Leave the shared demo car as other specs expect it.
    await seller.request.patch(`/v1/listing/${car.id}`, { data: { requireVerifiedBuyers: false } });
  }
});
