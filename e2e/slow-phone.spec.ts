import { expect, test } from '@playwright/test';
import { publishedCar } from './fixtures';

// A phone four times slower than this machine (Lighthouse's mobile setting). The first page's code arrives with the
// HTML, so the router can finish loading it while React is still rendering the first screen in slices: the app must
// then show the page, not keep its loading screen (it did, before AppRouter caught that change; decision 038).
test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the home page, the showroom and a car open and become the app, with no endless loading screen', async ({
    page,
    request,
  }) => {
    const carId = (await publishedCar(request)).id;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const [path, ready] of [
      ['/', page.getByRole('link', { name: /sell your car/i }).first()],
      ['/showroom', page.getByRole('button', { name: /filters/i }).first()],
      [`/listings/${carId}`, page.getByRole('navigation', { name: 'Breadcrumb' })],
    ] as const) {
      for (let visit = 0; visit < 3; visit++) {
        await page.goto(path);
        await expect(ready, `${path}, visit ${visit + 1}`).toBeVisible({ timeout: 20_000 });
        // The app itself is on screen (the server's drawing has no app root), and no loading screen is left.
        await expect(page.getByTestId('app-root')).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId('loading-text')).toHaveCount(0);
      }
    }
  });
});
