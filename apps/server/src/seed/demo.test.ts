import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { seedDemoData } from './demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

it('creates the demo accounts once, on an empty database, and prints how to sign in', async () => {
  const printed: string[] = [];
  expect(await seedDemoData(t.ctx, (s) => printed.push(s))).toBe(true);
  expect(printed.join('')).toContain(DEMO_PASSWORD);
  expect(await seedDemoData(t.ctx, (s) => printed.push(s))).toBe(false);
  expect(printed).toHaveLength(1);

  const admin = await signIn(t, { email: 'admin@revy.local', password: DEMO_PASSWORD });
  expect((await admin.get('/v1/user/current')).body).toMatchObject({ admin: true, verified: true });
  const concierge = await signIn(t, { email: 'concierge@revy.local', password: DEMO_PASSWORD });
  expect((await concierge.get('/v1/user/current')).body).toMatchObject({ concierge: true, admin: false });
  for (const a of DEMO_ACCOUNTS.filter((x) => x.roles.length === 0)) {
    const c = await signIn(t, { email: a.email, password: DEMO_PASSWORD });
    expect((await c.get('/v1/user/current')).body).toMatchObject({ acl: [], verified: true });
  }
});
