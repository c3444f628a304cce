import { expect, test, type Page } from '@playwright/test';
import {
  cancelOpenDeals,
  demoCar,
  DEMO,
  DEMO_PASSWORD,
  registerThroughUi,
  signInThroughUi,
  uniqueEmail,
} from './fixtures';
import { payByWireAndConfirm, prepareBillOfSale, signBillOfSale } from './deal-steps';

/** Ticks every item of the title checklist that is the signed-in party's to tick, one at a time. */
async function tickMyChecklist(page: Page) {
  const panel = page.getByRole('region', { name: /Title transfer/ });
  const mine = panel.getByRole('checkbox', { name: /done by me$/ });
  await expect(mine.first()).toBeVisible();
  const count = await mine.count();
  for (let i = 0; i < count; i++) {
    const box = mine.nth(i);
    await expect(box).toBeEnabled();
    if (!(await box.isChecked())) await box.check();
    await expect(box).toBeChecked();
  }
}

test('seller and buyer close a deal in the deal room: bill of sale, payment, handover and title', async ({
  browser,
}) => {
  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  // A new buyer: the demo buyer may already have a conversation or an agreed offer on the car from other specs.
  await registerThroughUi(buyer, uniqueEmail('deal-room-buyer'), { first: 'Rhea', last: 'Buyer' });
  const car = await demoCar(seller, { assistant: false });

  // 1. The buyer talks to the seller about the car, so the seller can choose them.
  await buyer.goto(`/listings/${car.id}/chat`);
  await buyer.getByRole('button', { name: 'Open the conversation' }).click();
  await expect(buyer).toHaveURL(/\/chat\/[0-9a-f-]{36}/);

  // 2. The seller starts the deal from the garage, choosing the buyer.
  await seller.goto(`/my-garage/${car.id}`);
  await seller.getByRole('button', { name: 'Start the deal' }).click();
  const chooser = seller.getByRole('dialog', { name: 'Start the deal' });
  await chooser.getByRole('radio', { name: /Rhea/ }).check();
  await chooser.getByLabel('Agreed price (USD)').fill('12000');
  await chooser.getByRole('button', { name: /^Start the deal with / }).click();
  await expect(seller).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
  const dealUrl = new URL(seller.url()).pathname;
  await expect(seller.getByRole('list', { name: 'Deal steps' })).toBeVisible();

  // 3. The seller prepares the bill of sale for California and signs it.
  await prepareBillOfSale(seller);
  await signBillOfSale(seller, 'Sam Seller');

  // 4. The buyer finds the deal from the car's page, opens the room, signs and says how they pay.
  await buyer.goto(`/listings/${car.id}`);
  await buyer.getByRole('link', { name: 'Go to the deal room' }).click();
  await expect(buyer).toHaveURL(dealUrl);
  await signBillOfSale(buyer, 'Bea Buyer');
  await expect(buyer.getByText('Signed by both')).toBeVisible();

  // 5. The seller confirms the funds cleared (irreversible: a dialog and an explicit tick).
  await payByWireAndConfirm(buyer, seller);

  // 6. Both confirm the handover and tick their side of the title checklist.
  for (const [page, button] of [
    [seller, 'I handed over the car and keys'],
    [buyer, 'I have the car and keys'],
  ] as const) {
    await page.goto(dealUrl);
    await page.getByRole('button', { name: button }).click();
    await page
      .getByRole('dialog', { name: 'Confirm the handover?' })
      .getByRole('button', { name: 'Confirm the handover' })
      .click();
    await expect(
      page
        .getByRole('region', { name: 'Handover' })
        .getByText(/Confirmed /)
        .first(),
    ).toBeVisible();
    await tickMyChecklist(page);
  }

  // 7. Every step of the built-in flow is done; what is left is the ID check neither demo account has passed.
  await seller.goto(dealUrl);
  const steps = seller.getByRole('list', { name: 'Deal steps' });
  for (const label of ['Bill of sale', 'Payment', 'Handover', 'Title transfer'])
    await expect(steps.getByRole('listitem').filter({ hasText: label })).toContainText('(done)');
  await expect(steps.getByRole('listitem').filter({ hasText: 'Both parties verified' })).toContainText(
    '(current step)',
  );
  await expect(seller.getByRole('link', { name: 'Verify your ID' }).first()).toBeVisible();

  // 8. Both see the deal in their list.
  await buyer.goto('/deals');
  await expect(buyer.getByRole('listitem').filter({ hasText: 'Seller:' }).first()).toBeVisible();

  // The payment sold the car; cancelling the still-open deal puts it back on sale for the next specs.
  await cancelOpenDeals(seller, car.id);
  await sellerContext.close();
  await buyerContext.close();
});
