import { expect, test, type Page } from '@playwright/test';
import { demoCar, DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

test('the seller fills two question sets, the assistant answers a buyer from them and hands price talk to the seller', async ({
  browser,
}) => {
  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  await buyer.goto('/auth/sign-in');
  await signInThroughUi(buyer, DEMO.buyer, DEMO_PASSWORD);
  const car = await demoCar(seller, { assistant: true });
  const stamp = Date.now().toString(36);
  const serviced = `Serviced at the dealer in October 2026, ref ${stamp}: oil, filters and brake fluid`;

  // 1. Maintenance: service records and the last service, in the seller's own words.
  await seller.goto(`/my-garage/${car.id}/enrich`);
  await seller
    .getByRole('link', { name: /Maintenance/ })
    .first()
    .click();
  await expect(seller).toHaveURL(new RegExp(`/my-garage/${car.id}/enrich/maintenance$`));
  await seller
    .getByRole('group', { name: 'Do you have service records?' })
    .getByText('Full records', { exact: true })
    .click();
  await seller.getByRole('textbox', { name: 'When was it last serviced, and what was done?' }).fill(serviced);
  await seller.getByRole('button', { name: 'Save answers' }).click();
  await expect(seller.getByText('Saved. Revy can use these answers now.')).toBeVisible();

  // 2. Keys and extras.
  await seller.goto(`/my-garage/${car.id}/enrich/keys`);
  await seller
    .getByRole('group', { name: 'How many keys or fobs come with it?' })
    .getByText('2', { exact: true })
    .click();
  await seller
    .getByRole('textbox', { name: /Anything else included/ })
    .fill('All-weather floor mats and a set of winter tires on rims');
  await seller.getByRole('button', { name: 'Save answers' }).click();
  await expect(seller.getByText('Saved. Revy can use these answers now.')).toBeVisible();

  // 3. A buyer asks about the service history: the assistant answers from the seller's words.
  await buyer.goto(`/listings/${car.id}`);
  await buyer.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
  await expect(buyer).toHaveURL(new RegExp(`/listings/${car.id}/chat/[0-9a-f-]{36}`));
  const log = buyer.getByRole('log', { name: 'Messages' });
  const box = buyer.getByRole('textbox', { name: 'Message' });
  await box.fill('When was the car last serviced?');
  await box.press('Enter');
  const answer = log.getByRole('listitem').filter({ hasText: `ref ${stamp}` });
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer).toContainText('Revy · AI assistant');

  // 4. The lowest price is the seller's to discuss: a polite hand-off, and the seller is told.
  const before = await unreadNotifications(seller);
  await box.fill("What's the lowest price you would take?");
  await box.press('Enter');
  const handoff = log.getByRole('listitem').filter({ hasText: 'Handed to the seller' });
  await expect(handoff).toBeVisible({ timeout: 15_000 });
  await expect(handoff).not.toContainText('$');
  await expect
    .poll(() => unreadNotifications(seller), { message: 'the seller has a new notification' })
    .toBeGreaterThan(before);
  await seller.goto(`/my-garage/${car.id}/revy`);
  await seller.getByRole('button', { name: /Notifications/ }).click();
  await expect(seller.getByText(/A buyer of .* needs you/).first()).toBeVisible();

  await sellerContext.close();
  await buyerContext.close();
});

async function unreadNotifications(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications/unread-count');
  return ((await res.json()) as { count: number }).count;
}
