import { expect, type Page } from '@playwright/test';

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

/** The newest email-verification code mailed to the signed-in user, via the test endpoint. */
export async function latestEmailCode(page: Page): Promise<string> {
  const me = await page.request.get('/v1/user/current');
  expect(me.status()).toBe(200);
  const { id } = await me.json();
  const codes = await page.request.get(`/v1/test/user/${id}/codes`);
  expect(codes.status()).toBe(200);
  const body = await codes.json();
  const code = body.emailVerify?.[0]?.code as string | undefined;
  expect(code, 'a verification code in the outbox').toBeTruthy();
  return code!;
}
