import { expect, test, type Page } from '@playwright/test';
import { demoCar, DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

/** Set E2E_SCREENSHOTS=/some/dir to save the queue pages at phone and desktop width (not part of the check). */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a concierge lands on the queues, answers an escalated chat as the concierge and reviews a listing', async ({
  browser,
}) => {
  const buyerContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const staff = await staffContext.newPage();

  // The concierge signs in without a next and lands on the work queues, not on an empty garage.
  await staff.goto('/auth/sign-in');
  await signInThroughUi(staff, DEMO.concierge, DEMO_PASSWORD);
  await expect(staff).toHaveURL(/\/concierge\/escalated$/);
  await expect(staff.getByRole('heading', { name: 'Chats waiting on an answer' })).toBeVisible();

  // A guest buyer (their own conversation, apart from the demo buyer's in other specs) asks about a car whose seller
  // answers themselves (no assistant).
  const car = await demoCar(staff, { assistant: false });
  await buyer.goto(`/listings/${car.id}`);
  await buyer.getByRole('link', { name: 'Message seller' }).filter({ visible: true }).first().click();
  await expect(buyer).toHaveURL(new RegExp(`/listings/${car.id}/chat/[0-9a-f-]{36}`));
  const chatId = buyer.url().split('/').pop()!;
  const question = `Does it have a tow hitch? (${Date.now().toString(36)})`;
  const box = buyer.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
  await expect(buyer.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();

  // The seller has not answered: staff hand the chat to a concierge (the staff-only flag the SLA job also sets).
  const handed = await staff.request.put(`/v1/chat/${chatId}`, { data: { isConciergeEscalated: true } });
  expect(handed.ok()).toBe(true);
  await staff.reload();
  const nav = staff.getByRole('navigation', { name: 'Work queues' });
  await expect(nav.getByRole('link', { name: /Escalated chats, [1-9]\d* waiting/ })).toBeVisible();
  const card = staff.getByRole('article').filter({ hasText: question });
  await expect(card).toContainText('Handed to a concierge');
  await shoot(staff, 'queues-escalated');

  // The concierge answers inline; the chat leaves the queue.
  const answer = 'Hi, Revy concierge here: yes, a class III hitch with the wiring.';
  await card.getByLabel(/as the Revy concierge/).fill(answer);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByRole('status')).toContainText('Answered');
  await expect(staff.getByRole('article').filter({ hasText: question })).toHaveCount(0);

  // The buyer sees the answer marked as from the concierge, with their name.
  const log = buyer.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(answer)).toBeVisible();
  const bubble = log.getByRole('listitem').filter({ hasText: answer });
  await expect(bubble).toContainText('Concierge');
  await expect(bubble).toContainText('Revy concierge (Cole Concierge)');
  await shoot(buyer, 'chat-staff-answer');

  // The review queue: mark the oldest listing reviewed and see it leave.
  await nav.getByRole('link', { name: /To review/ }).click();
  await expect(staff).toHaveURL(/\/concierge\/review$/);
  await expect(staff.getByRole('heading', { name: 'Listings to review' })).toBeVisible();
  const first = staff.getByRole('article').first();
  const href = await first.getByRole('heading').getByRole('link').getAttribute('href');
  await shoot(staff, 'queues-review');
  await first.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(staff.getByRole('status')).toContainText('reviewed');
  await expect(staff.locator(`article a[href="${href}"]`)).toHaveCount(0);

  // The other queues, for the screenshots (only when asked for).
  if (process.env.E2E_SCREENSHOTS)
    for (const q of ['incomplete', 'activation', 'scam', 'test-drives']) {
      await staff.goto(`/concierge/${q}`);
      await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(staff, `queues-${q}`);
    }

  await buyerContext.close();
  await staffContext.close();
});
