import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, demoCar, signInThroughUi } from './fixtures';

test('a visitor shares a car by short link, a friend follows it, and the seller sees the views and the click', async ({
  browser,
  page,
}) => {
  // The seller's demo car, found through the seller's own session.
  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.seller, DEMO_PASSWORD);
  const car = await demoCar(page, { assistant: false });

  // A signed-out visitor (fresh browser, analytics question unanswered) opens the car and shares it.
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await visitorContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/listings/${car.id}`);
  const banner = visitor.getByRole('region', { name: 'Cookie choices' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'No thanks' }).click();
  await expect(banner).toBeHidden();
  await visitor.getByRole('button', { name: 'Share this car' }).click();
  const shortLink = visitor.getByRole('textbox', { name: 'Short link to this car' });
  await expect(shortLink).toHaveValue(/\/r\/[A-Za-z0-9]{7}$/);
  const url = await shortLink.inputValue();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A friend follows the short link and lands on the car.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(url).pathname);
  await expect(friend).toHaveURL(new RegExp(`/listings/${car.id}$`));
  await expect(friend.getByRole('heading', { level: 1 })).toBeVisible();

  // The seller's garage shows the views of today and the click on the link.
  await page.goto(`/my-garage/${car.id}`);
  await expect(page.getByRole('heading', { name: 'Views per day' })).toBeVisible();
  const today = page.getByRole('button', { name: /views, \d+ visitors$/ }).last();
  await expect(today).toHaveAccessibleName(/: [1-9]\d* views?, [1-9]\d* visitors?$/);
  await expect(page.getByText('Share link clicks').locator('..')).toContainText(/[1-9]/);
  await visitorContext.close();
  await friendContext.close();
});
