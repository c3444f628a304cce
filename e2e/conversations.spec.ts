import { expect, test } from '@playwright/test';
import { cancelOpenDeals, demoCar, DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

test('a buyer asks, the seller sees it live and answers, then they agree on a price', async ({ browser }) => {
  const buyerContext = await browser.newContext();
  const sellerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const seller = await sellerContext.newPage();

  await buyer.goto('/auth/sign-in');
  await signInThroughUi(buyer, DEMO.buyer, DEMO_PASSWORD);
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  // A car whose plan has no assistant: this is the people-only conversation (ai-assistant.spec.ts has the other).
  const car = await demoCar(seller, { assistant: false });

  // The seller has the car's inbox open before the buyer writes.
  await seller.goto(`/my-garage/${car.id}/messages`);
  await expect(seller.getByRole('heading', { name: /No messages from buyers yet|Buyers/ })).toBeVisible();

  // The buyer opens the chat from the car's page and asks a question.
  await buyer.goto(`/listings/${car.id}`);
  await buyer.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
  await expect(buyer).toHaveURL(new RegExp(`/listings/${car.id}/chat/[0-9a-f-]{36}`));
  const question = `Is the timing belt done? (${Date.now().toString(36)})`;
  const box = buyer.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
  await expect(buyer.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();

  // The seller sees it arrive, with the unread count, without reloading.
  const inbox = seller.getByRole('list', { name: 'Conversations with buyers' });
  await expect(inbox.getByText(question)).toBeVisible();
  const row = inbox.getByRole('link').filter({ hasText: question });
  await expect(row).toContainText('1 unread');
  await row.click();
  const sellerLog = seller.getByRole('log', { name: 'Messages' });
  await expect(sellerLog.getByText(question)).toBeVisible();
  const answer = 'Yes, at 90,000 miles, with the receipt.';
  const reply = seller.getByRole('textbox', { name: 'Message' });
  await reply.fill(answer);
  await reply.press('Enter');

  // The buyer sees the answer without reloading.
  await expect(buyer.getByRole('log', { name: 'Messages' }).getByText(answer)).toBeVisible();

  // The buyer offers $15,000.
  await buyer.getByRole('button', { name: 'Make an offer' }).click();
  await buyer.getByLabel('Amount').fill('15,000');
  await buyer.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyer.getByText('You offered')).toBeVisible();

  // The seller counters with $16,000.
  await seller.getByRole('button', { name: /^Offer/ }).click();
  await expect(seller.getByText('The buyer offers')).toBeVisible();
  await seller.getByRole('button', { name: 'Counter' }).click();
  await seller.getByLabel('Amount').fill('16000');
  await seller.getByRole('button', { name: 'Send counteroffer' }).click();
  await expect(seller.getByText('You countered with')).toBeVisible();

  // The buyer accepts the counter, live.
  await expect(buyer.getByText('The seller countered with')).toBeVisible();
  await buyer.getByRole('button', { name: 'Accept $16,000' }).click();
  await expect(buyer.getByText(/\$16,000\s*agreed/)).toBeVisible();
  await expect(seller.getByText(/\$16,000\s*agreed/)).toBeVisible();
  // Accepting opened a deal (issue 18); close it so the next specs find the car as seeded.
  await cancelOpenDeals(seller, car.id);

  await buyerContext.close();
  await sellerContext.close();
});
