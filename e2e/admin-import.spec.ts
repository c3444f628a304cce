import { expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from './playwright.config';
import { DEMO, DEMO_PASSWORD, signInThroughUi, uniqueEmail } from './fixtures';

// 49 CFR 565 check digit, so the generated VINs are valid (the import validates them).
const VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!,
  ]),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
function vin(serial: number): string {
  const base = `1FTFW1E5XPA${String(serial).padStart(6, '0')}`;
  const sum = [...base].reduce((s, c, i) => s + (/\d/.test(c) ? Number(c) : VALUES[c]!) * WEIGHTS[i]!, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return base.slice(0, 8) + check + base.slice(9);
}

/** 50 cars for `seller`; rows 7, 23 and 41 are broken (a bad VIN, a year that is not a number, a price in words). */
function fileFor(seller: string, serialBase: number): string {
  const lines = ['VIN,Year,Make,Model,Odometer,Asking Price,Exterior Color,ZIP,Seller Email,Notes'];
  for (let i = 1; i <= 50; i++) {
    const v = i === 7 ? 'ABC123' : vin(serialBase + i);
    const year = i === 23 ? 'new' : String(2012 + (i % 10));
    const price = i === 41 ? 'make an offer' : `"$${(12000 + i * 150).toLocaleString('en-US')}"`;
    lines.push(
      [
        v,
        year,
        'Ford',
        'F-150',
        `"${(30000 + i * 911).toLocaleString('en-US')}"`,
        price,
        'Black',
        '95112',
        seller,
        `"Truck ${i}, runs great"`,
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test('an admin imports 50 cars with 3 bad rows, then re-imports the file without duplicates', async ({ page }) => {
  test.setTimeout(180_000);
  // A seller of their own (and VIN serials of six digits at most), so the demo accounts' garages stay as other specs expect them.
  const seller = uniqueEmail('importseller');
  const api = await playwrightRequest.newContext({ baseURL });
  const registered = await api.post('/v1/user', {
    data: { email: seller, password: DEMO_PASSWORD, firstName: 'Dana', lastName: 'Dealer' },
  });
  expect(registered.status()).toBe(201);
  const sellerId = ((await registered.json()) as { id: string }).id;
  await api.dispose();
  const csv = Buffer.from(fileFor(seller, (Date.now() % 9000) * 100), 'utf8');

  await page.goto('/auth/sign-in');
  await signInThroughUi(page, DEMO.admin, DEMO_PASSWORD);

  const importOnce = async (expected: { created: number; updated: number }) => {
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { name: 'Import listings' })).toBeVisible();
    await page
      .getByLabel('Listings file (CSV or TSV)')
      .setInputFiles({ name: 'dealer-feed.csv', mimeType: 'text/csv', buffer: csv });

    // Map columns: the suggestion already maps every required field.
    await expect(page.getByRole('heading', { name: 'Map columns' })).toBeVisible();
    await expect(page.getByLabel('Column “Odometer”')).toHaveValue('mileage');
    await expect(page.getByLabel('Column “Asking Price”')).toHaveValue('price');
    await expect(page.getByLabel('Column “Notes”')).toHaveValue('description');
    await page.getByRole('button', { name: 'Preview the import' }).click();

    // Preview: the three bad rows, by row and column.
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    const errors = page.getByRole('list', { name: 'Row errors' });
    await expect(errors.getByRole('listitem')).toHaveCount(3);
    await expect(errors).toContainText('Row 7 · VIN');
    await expect(errors).toContainText('Row 23 · Year');
    await expect(errors).toContainText('Row 41 · Asking Price');
    await expect(page.getByText('3 rows will be skipped')).toBeVisible();
    await page.getByRole('button', { name: 'Import 47 cars' }).click();

    // Progress to the end, then the report.
    await expect(page.getByTestId('import-summary')).toHaveText(
      `${expected.created} created, ${expected.updated} updated, 3 skipped.`,
      { timeout: 90_000 },
    );
    await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Rows' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('Row 7');
    await expect(page.getByRole('link', { name: 'Download report CSV' })).toHaveAttribute('href', /report\.csv$/);
  };

  await importOnce({ created: 47, updated: 0 });
  await importOnce({ created: 0, updated: 47 });

  // The seller has 47 listings, not 94.
  const listed = await page.request.get('/v1/listing', { params: { sellerId, size: 100 } });
  const body = (await listed.json()) as {
    totalElements: number;
    content: { status: string; vinValue: string | null }[];
  };
  expect(body.totalElements).toBe(47);
  expect(new Set(body.content.map((l) => l.vinValue)).size).toBe(47);
  expect(new Set(body.content.map((l) => l.status))).toEqual(new Set(['unpublishedDraft']));
  // Both runs are listed under Recent imports.
  await expect(page.getByRole('complementary').getByRole('button', { name: /dealer-feed\.csv/ })).toHaveCount(2);
});
