import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, demoCar, signInThroughUi } from './fixtures';

// A valid 2003 Honda Accord VIN (check digit included), decoded by the built-in vPIC data.
const VIN = '1HGCM82633A004352';

test("a buyer downloads Revy's own vehicle history report from the listing page; a draft's stays hidden", async ({
  browser,
  page,
}) => {
  // The demo seller gives one of their published cars its VIN.
  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.seller, DEMO_PASSWORD);
  const car = await demoCar(page, { assistant: false });
  const saved = await page.request.patch(`/v1/listing/${car.id}`, { data: { vinValue: VIN } });
  expect(saved.ok()).toBe(true);

  // A signed-out buyer opens the car, finds the report below the specifications and downloads it.
  const buyerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/listings/${car.id}`);
  const banner = buyer.getByRole('region', { name: 'Cookie choices' });
  await banner.getByRole('button', { name: 'No thanks' }).click();
  const section = buyer.getByRole('region', { name: 'Vehicle history report' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('It is not a third-party vehicle history report.');
  const downloaded = buyer.waitForEvent('download');
  await section.getByRole('button', { name: 'Download the report (PDF)' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe(`revy-vehicle-report-${VIN}.pdf`);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(section.getByRole('link', { name: 'Open the report' })).toBeVisible();
  await expect(section.getByText(`Saved as revy-vehicle-report-${VIN}.pdf`)).toBeVisible();

  // The seller's unpublished draft: a stranger gets the 404 of a missing car, its seller the file.
  const me = (await (await page.request.get('/v1/user/current')).json()) as { id: string };
  const drafts = (await (
    await page.request.get(`/v1/listing?sellerId=${me.id}&status=unpublishedDraft&size=20`)
  ).json()) as { content: { id: string }[] };
  const draft = drafts.content[0];
  expect(draft, 'the demo seller has a draft').toBeTruthy();
  expect((await page.request.patch(`/v1/listing/${draft!.id}`, { data: { vinValue: VIN } })).ok()).toBe(true);
  expect((await buyer.request.get(`/v1/asset/listing/${draft!.id}/vin-audit-report`)).status()).toBe(404);
  expect((await page.request.get(`/v1/asset/listing/${draft!.id}/vin-audit-report`)).status()).toBe(200);
  await buyerContext.close();
});
