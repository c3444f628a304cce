import { expect, test } from '@playwright/test';
import { demoCar, DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

type Vehicle = { mileage?: number | null; exteriorColor?: string | null };

/**
 * Issue 15's walk: a buyer asks two things in one message and the assistant answers both; then a scam message gets
 * a warning for the person it is addressed to, and its sender sees only that a safety tip was shown.
 */
test('two questions in one message get both answers, and a scam message gets a warning', async ({ browser }) => {
  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  await buyer.goto('/auth/sign-in');
  await signInThroughUi(buyer, DEMO.buyer, DEMO_PASSWORD);
  const car = await demoCar(seller, { assistant: true });
  const vehicle = ((await (await seller.request.get(`/v1/listing/${car.id}`)).json()) as { vehicle: Vehicle }).vehicle;
  expect(vehicle.mileage, 'the demo car has a mileage').toBeTruthy();
  expect(vehicle.exteriorColor, 'the demo car has a colour').toBeTruthy();

  // 1. Two questions, typed the way buyers type: one reply answers both.
  await buyer.goto(`/listings/${car.id}`);
  await buyer.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
  await expect(buyer).toHaveURL(new RegExp(`/listings/${car.id}/chat/[0-9a-f-]{36}`));
  const chatId = buyer.url().split('/chat/')[1]!.split(/[?#]/)[0]!;
  const log = buyer.getByRole('log', { name: 'Messages' });
  const box = buyer.getByRole('textbox', { name: 'Message' });
  await box.fill('hey, how many miles on it and what color is it?');
  await box.press('Enter');
  const miles = vehicle.mileage!.toLocaleString('en-US');
  const answer = log.getByRole('listitem').filter({ hasText: 'Revy · AI assistant' }).filter({ hasText: miles });
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer).toContainText(new RegExp(vehicle.exteriorColor!, 'i'));

  // 2. A scam script from the "buyer": the seller, the person at risk, sees the warning on it.
  const scam =
    "I'm working on an oil rig right now so my shipping agent will pick up the car. I'll mail you a cashier's check for $3,000 over the price, please send the extra back to the agent.";
  await box.fill(scam);
  await box.press('Enter');
  const sent = log.getByRole('listitem').filter({ hasText: 'oil rig' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Revy showed the other person a safety tip about this message.')).toBeVisible();
  await expect(sent.getByRole('note', { name: 'Safety warning' })).toHaveCount(0);

  await seller.goto(`/my-garage/${car.id}/messages/${chatId}`);
  const sellerLog = seller.getByRole('log', { name: 'Messages' });
  const flagged = sellerLog.getByRole('listitem').filter({ hasText: 'oil rig' });
  const warning = flagged.getByRole('note', { name: 'Safety warning' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText('Be careful: this looks like a scam');
  // Flagged, never dropped: the message itself is there in full.
  await expect(flagged).toContainText('please send the extra back to the agent');

  await sellerContext.close();
  await buyerContext.close();
});
