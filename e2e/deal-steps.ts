import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

// Steps of issue 18's flows that more than one spec takes, as the pages offer them.

/** A photo as a phone would send it (a JPEG of a plain picture), for the ID check's uploads. */
export const idPhoto = (color: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** On an open deal room: the signed-in party writes the bill of sale for California. */
export async function prepareBillOfSale(page: Page) {
  const prepare = page.getByRole('form', { name: 'Prepare the bill of sale' });
  await prepare.getByLabel('State the car is registered in').selectOption('CA');
  await prepare.getByRole('button', { name: 'Generate the bill of sale' }).click();
  await expect(page.getByText(/Prepared .* for California/)).toBeVisible();
}

/** On an open deal room: the signed-in party signs the bill of sale over the hash shown. */
export async function signBillOfSale(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Sign the bill of sale' });
  await expect(form.getByTestId('document-hash')).toHaveText(/^[0-9a-f ]{71}$/);
  await form.getByLabel('Your full legal name').fill(name);
  await form.getByRole('button', { name: 'Sign the bill of sale' }).click();
  await expect(form).toHaveCount(0);
}

/** The buyer says they pay by wire; the seller (reloading the room) confirms the funds cleared. */
export async function payByWireAndConfirm(buyer: Page, seller: Page) {
  const payment = buyer.getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: /Bank wire/ }).check();
  await payment.getByRole('button', { name: 'Tell the seller' }).click();
  await expect(payment.getByText(/You pay by/)).toBeVisible();
  await seller.reload();
  const sellerPayment = seller.getByRole('region', { name: 'Payment' });
  await sellerPayment.getByRole('button', { name: 'Confirm funds received' }).click();
  const confirm = seller.getByRole('dialog', { name: 'Confirm the funds have cleared?' });
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Confirm funds received' }).click();
  await expect(sellerPayment.getByText('Funds received').first()).toBeVisible();
}
