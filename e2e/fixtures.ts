import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts the embedded server seeds on an empty database (see README). */
export const DEMO_PASSWORD = 'revy-demo-123';
export const DEMO = {
  admin: 'admin@revy.local',
  concierge: 'concierge@revy.local',
  seller: 'seller@revy.local',
  buyer: 'buyer@revy.local',
} as const;

let seq = 0;
export function uniqueEmail(label: string) {
  return `${label}-${Date.now().toString(36)}-${++seq}@e2e.revy.local`;
}

/** Signs in through the sign-in page and waits to leave it. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/sign-in/);
}

/**
 * Reads the verification email the way a person would: the newest mail to `email` in the
 * built-in outbox (no SMTP configured), and the 6-digit code inside it.
 */
export async function codeFromOutbox(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/v1/test/outbox?to=${encodeURIComponent(email)}`);
        const mails = (await res.json()) as { subject: string; text: string }[];
        code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: 'a verification email in the outbox' },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

type ListingRow = { id: string; saleStatus: string; status: string; title: string | null };

/**
 * A published, unsold car of the demo seller whose buyers the assistant answers (its plan
 * includes it and it is switched on) — or, with `assistant: false`, one where only people answer.
 * `seller` is a page signed in as the demo seller (the assistant's settings are the seller's).
 */
export async function demoCar(seller: Page, opts: { assistant: boolean }): Promise<ListingRow> {
  // The server seeds the demo cars after it starts listening (photos take a while on a busy machine), so a spec that
  // runs first waits for them rather than failing on an empty showroom.
  let found: ListingRow | undefined;
  await expect
    .poll(
      async () => {
        found = await findDemoCar(seller, opts);
        return !!found;
      },
      { message: `a published demo car ${opts.assistant ? 'with' : 'without'} the assistant`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

async function findDemoCar(seller: Page, opts: { assistant: boolean }): Promise<ListingRow | undefined> {
  const res = await seller.request.get('/v1/listing/search?size=50&status=published');
  expect(res.ok()).toBe(true);
  const { content } = (await res.json()) as { content: ListingRow[] };
  for (const car of content.filter((l) => l.status === 'published' && l.saleStatus === 'unsold')) {
    const revy = (await (await seller.request.get(`/v1/listing/${car.id}/revy`)).json()) as {
      included: boolean;
      enabled: boolean;
    };
    if ((revy.included && revy.enabled) === opts.assistant) return car;
  }
  return undefined;
}

export type PublishedCar = {
  id: string;
  title: string | null;
  price: number | null;
  cover: { files: Record<string, string> } | null;
};

/** A published demo car with a photo, waiting for the seeding that runs after the server starts. */
export async function publishedCar(request: APIRequestContext): Promise<PublishedCar> {
  let car: PublishedCar | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/v1/listing?status=published&size=20&sort=publishedAt,desc');
        const page = (await res.json()) as { content: PublishedCar[] };
        car = page.content.find((l) => l.cover && l.price && l.title);
        return !!car;
      },
      { message: 'a published demo car with a photo', timeout: 60_000 },
    )
    .toBe(true);
  return car!;
}

/**
 * Cancels the open deals on a demo car, as its seller (issue 18). A deal sells the car once its payment is confirmed
 * and cancelling puts it back on sale, so the specs that open deals leave the shared demo cars as seeded.
 */
export async function cancelOpenDeals(seller: Page, carId: string): Promise<void> {
  const res = await seller.request.get(`/v1/keysavvy/transaction/listing/${carId}`);
  if (!res.ok()) return;
  const { content } = (await res.json()) as { content: { id: string; status: string }[] };
  for (const deal of content.filter((d) => d.status === 'open')) {
    const cancelled = await seller.request.post(`/v1/deal/${deal.id}/cancel`, {
      data: { reason: 'The end-to-end test is over' },
    });
    expect(cancelled.ok()).toBe(true);
  }
}

/** Registers a new account through the pages (email code from the built-in outbox) and leaves it signed in. */
export async function registerThroughUi(page: Page, email: string, name: { first: string; last: string }) {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-test-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email/);
  const code = await codeFromOutbox(page, email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  // The sixth digit submits on its own; press Verify only if the page is still here after a moment.
  const left = (url: URL) => !url.pathname.startsWith('/auth/verify-email');
  await page.waitForURL(left, { timeout: 5000 }).catch(async () => {
    await page.getByRole('button', { name: /verify/i }).click({ timeout: 5000 });
    await page.waitForURL(left);
  });
}
