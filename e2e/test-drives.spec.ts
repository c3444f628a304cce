import { expect, test } from '@playwright/test';
import { demoCar, DEMO, DEMO_PASSWORD, signInThroughUi } from './fixtures';

test("a buyer books a test drive from the car's page in their own time zone, the seller confirms it in the calendar", async ({
  browser,
}) => {
  // The buyer is in New York, the demo seller's hours are in Los Angeles.
  const buyerContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const sellerContext = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  const buyer = await buyerContext.newPage();
  const seller = await sellerContext.newPage();
  await seller.goto('/auth/sign-in');
  await signInThroughUi(seller, DEMO.seller, DEMO_PASSWORD);
  await buyer.goto('/auth/sign-in');
  await signInThroughUi(buyer, DEMO.buyer, DEMO_PASSWORD);
  const car = await demoCar(seller, { assistant: false });

  // 1. The buyer picks a day and a time among the seller's free ones and asks for it.
  await buyer.goto(`/listings/${car.id}`);
  await buyer.getByRole('link', { name: 'Book a test drive' }).filter({ visible: true }).first().click();
  const dialog = buyer.getByRole('dialog', { name: 'Book a test drive' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Times in your time zone/)).toBeVisible();
  await dialog
    .getByRole('button', { name: /times?$/ })
    .nth(1)
    .click();
  const time = dialog.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ }).first();
  const label = (await time.textContent())!.trim();
  await time.click();
  await dialog.getByRole('button', { name: `Request ${label}` }).click();
  await expect(dialog.getByText('Request sent')).toBeVisible();
  await dialog.getByRole('link', { name: 'See the details' }).click();
  await expect(buyer).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText('Awaiting confirmation').first()).toBeVisible();
  // Shown in the buyer's zone, with the seller's own clock beside it (three hours earlier).
  const start = label.replace(/ [AP]M$/, '');
  const when = buyer.getByRole('region', { name: 'Details' });
  await expect(when).toContainText(`${start} –`);
  await expect(when).toContainText('EST');
  await expect(when).toContainText(/The seller.s time: .*\(Los Angeles\)/);

  // 2. The seller sees the request in the calendar and confirms it.
  await seller.goto('/my-calendar');
  const requests = seller.getByRole('region', { name: /Requests/ });
  await expect(requests).toBeVisible();
  await requests
    .getByRole('button', { name: /^Confirm/ })
    .first()
    .click();
  await expect(requests.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);

  // 3. The buyer's test drives show it confirmed, at the time they picked in their own zone.
  await buyer.goto('/test-drives');
  const drive = buyer.getByRole('listitem').filter({ hasText: 'Confirmed' }).first();
  await expect(drive).toBeVisible();
  await expect(drive).toContainText(start);
  await expect(drive).toContainText(/You.re buying/);

  await buyerContext.close();
  await sellerContext.close();
});
