import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_FAILURES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, latestResetCode, uniqueEmail } from '../../../test/factories';
import { DEVICE_COOKIE, delayAfter, SIGN_IN_RULES, signInKeys } from './sign-in-throttle';

/** Decision 016: sign-in abuse is slowed without locking out the innocent. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const wrong = (ip: string, email: string, i = 0) =>
  t.client(ip).post('/v1/auth', { email, password: `wrong-password-${i}` });

describe('sign-in limits (decision 016)', () => {
  it('delays grow 30 s, 60 s, 120 s... up to 15 minutes', () => {
    expect([1, 4].map(delayAfter)).toEqual([0, 0]);
    expect([5, 6, 7, 8].map(delayAfter)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delayAfter(30)).toBe(SIGN_IN_RULES.maxDelayMs);
  });

  it('failures from one address (an office, a carrier NAT) for one account never stop another account there', async () => {
    const ip = '198.51.100.10';
    const a = await createUser(t);
    const b = await createUser(t);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await wrong(ip, a.email, i)).status).toBe(401);
    expect((await t.client(ip).post('/v1/auth', { email: b.email, password: b.password })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await wrong(ip, uniqueEmail(), i)).status).toBe(401);
    expect((await t.client(ip).post('/v1/auth', { email: b.email, password: b.password })).status).toBe(200);
  });

  it('past the threshold the account waits a growing delay: 429 with Retry-After, then a longer one', async () => {
    const u = await createUser(t);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await wrong(`203.0.113.${i + 1}`, u.email, i)).status).toBe(401);
    const first = await t.client().post('/v1/auth', { email: u.email, password: u.password });
    expect(first.status).toBe(429);
    expect(first.body).toMatchObject({ error: 'RATE_LIMITED', status: 429 });
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    // The 30 s pass; one more wrong password makes the next wait 60 s.
    await t.ctx.rateLimiter.reset(signInKeys.delay(u.email));
    expect((await wrong('203.0.113.50', u.email)).status).toBe(401);
    const second = await t
      .client()
      .post('/v1/auth', { email: `  ${u.email.toUpperCase()} `.trim(), password: u.password });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(30);
  });

  it('strangers failing from many addresses cannot keep the owner out of a browser they signed in with before', async () => {
    const u = await createUser(t);
    const owner = t.client('192.0.2.200');
    expect((await owner.post('/v1/auth', { email: u.email, password: u.password })).status).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toBeTruthy();
    await owner.delete('/v1/auth');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES + 3; i++) await wrong(`100.64.0.${i + 1}`, u.email, i);
    expect((await t.client('192.0.2.201').post('/v1/auth', { email: u.email, password: u.password })).status).toBe(429);
    expect((await owner.post('/v1/auth', { email: u.email, password: u.password })).status).toBe(200);
  });

  it('the owner on a new device can always reset by email, and then signs in at once', async () => {
    const u = await createUser(t);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES + 2; i++) await wrong(`100.65.0.${i + 1}`, u.email, i);
    const browser = t.client();
    expect((await browser.post('/v1/auth', { email: u.email, password: u.password })).status).toBe(429);
    expect((await browser.post('/v1/user/passwordReset/start', { email: u.email })).status).toBe(204);
    const resetCode = await latestResetCode(t, u.user.id);
    expect(
      (await browser.post('/v1/user/passwordReset/finish', { resetCode, password: 'a-brand-new-password-1' })).status,
    ).toBeLessThan(300);
    expect((await browser.post('/v1/auth', { email: u.email, password: 'a-brand-new-password-1' })).status).toBe(200);
  });

  it('one address spraying many accounts runs out of its budget, without slowing those accounts elsewhere', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < SIGN_IN_RULES.ipMaxFailures; i++)
      await t.ctx.rateLimiter.hit(signInKeys.ip(ip), SIGN_IN_RULES.ipWindowMs);
    const u = await createUser(t);
    const sprayed = await t.client(ip).post('/v1/auth', { email: u.email, password: u.password });
    expect(sprayed.status).toBe(429);
    expect(Number(sprayed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.client().post('/v1/auth', { email: u.email, password: u.password })).status).toBe(200);
  });

  it('malformed sign-ins are 400 and count nothing', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 10; i++)
      expect((await t.client().post('/v1/auth', { email: u.email, password: 123 })).status).toBe(400);
    expect((await t.client().post('/v1/auth', { email: u.email, password: u.password })).status).toBe(200);
  });
});
