import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createUser } from '../../../test/factories';
import { emailPreferences } from './email-preferences.table';
import { mailSigningKey } from './mail-key';
import { findMailTo } from './mail.repo';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

/** A user with a password-reset mail (essential, yet it carries the link too), and the token from its link. */
async function mailedUser() {
  const u = await createSignedInUser(t);
  expect((await t.client().post('/v1/user/passwordReset/start', { email: u.email })).status).toBe(204);
  const [mail] = await findMailTo(t.ctx.db, u.email);
  const token = /unsubscribe\?token=([\w.-]+)/.exec(mail!.text)![1]!;
  return { ...u, mail: mail!, token };
}

const unsubscribe = (token: string, init: RequestInit = {}) =>
  fetch(new URL(`/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`, t.url), { method: 'POST', ...init });

describe('unsubscribe links in every email to a user', () => {
  it('puts the page link in text and HTML and RFC 8058 headers on each mail, none on mail to the support inbox', async () => {
    const { mail, token } = await mailedUser();
    expect(mail.text).toContain(`http://revy.test/account/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`http://revy.test/account/unsubscribe?token=${token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://revy.test/v1/mail/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Mail to no user (the support inbox, a contact form's visitor without an account) goes as written.
    await t.ctx.mailer.send({ to: 'inbox@example.com', subject: 'For staff', text: 'Hello there', userId: null });
    const [staff] = await findMailTo(t.ctx.db, 'inbox@example.com');
    expect(staff!.headers).toBeNull();
    expect(staff!.text).toBe('Hello there');
  });

  it('signs tokens that only this key verifies', async () => {
    const key = await mailSigningKey(t.ctx.db, undefined);
    expect(await mailSigningKey(t.ctx.db, undefined)).toBe(key);
    const token = signUnsubscribeToken(key, MISSING_ID);
    expect(verifyUnsubscribeToken(key, token)).toBe(MISSING_ID);
    expect(verifyUnsubscribeToken('another key of thirty-two characters!', token)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}.x`)).toBeNull();
    expect(verifyUnsubscribeToken(key, token.split('.')[0]!)).toBeNull();
  });
});

describe('POST /v1/mail/unsubscribe (one click)', () => {
  it('turns alerts and the digest off for the valid token, without a session', async () => {
    const u = await mailedUser();
    const res = await unsubscribe(u.token, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      email: `${u.email[0]}•••${u.email.slice(u.email.indexOf('@'))}`,
      alerts: false,
      activity: false,
    });
    const prefs = await u.client.get('/v1/account/email-preferences');
    expect(prefs.body).toMatchObject({ alerts: false, activity: false, unsubscribedAt: expect.any(String) });
  });

  it('takes the multipart form RFC 8058 recommends and the page’s JSON alike', async () => {
    const a = await mailedUser();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await unsubscribe(a.token, { body: form })).status).toBe(200);
    const b = await mailedUser();
    const res = await b.client.post('/v1/mail/unsubscribe', {}, { query: { token: b.token } });
    expect(res.status).toBe(200);
  });

  it('does the same again for a replayed token: nothing moves, one row', async () => {
    const u = await mailedUser();
    expect((await unsubscribe(u.token)).status).toBe(200);
    const [first] = await t.ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, u.user.id));
    const again = await Promise.all([unsubscribe(u.token), unsubscribe(u.token), unsubscribe(u.token)]);
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await t.ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, u.user.id));
    expect(rows).toEqual([first]);
  });

  it('answers forged and tampered tokens with 400, a vanished account with 404, never 500, changing nothing', async () => {
    const u = await mailedUser();
    const [payload, sig] = u.token.split('.') as [string, string];
    const other = await createUser(t);
    const otherPayload = Buffer.from(other.user.id).toString('base64url');
    const flip = (s: string) => (s[0] === 'A' ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    const forged = [
      `${payload}.${flip(sig)}`,
      `${otherPayload}.${sig}`,
      `${flip(payload)}.${sig}`,
      `${payload}.${sig}x`,
      'abc.def',
      'not-a-token',
      `${payload}.${sig}.extra`,
      '',
      'x'.repeat(400),
    ];
    for (const token of forged) {
      const res = await unsubscribe(token);
      expect(res.status, token).toBe(400);
      expect(((await res.json()) as { status: number }).status, token).toBe(400);
    }
    const gone = signUnsubscribeToken(await mailSigningKey(t.ctx.db, undefined), MISSING_ID);
    expect((await unsubscribe(gone)).status).toBe(404);
    expect((await fetch(new URL('/v1/mail/unsubscribe', t.url), { method: 'POST' })).status).toBe(400);
    const rows = await t.ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, other.user.id));
    expect(rows).toEqual([]);
    expect((await u.client.get('/v1/account/email-preferences')).body).toMatchObject({ alerts: true, activity: true });
  });

  it('never unsubscribes on GET: a browser gets a page that forwards to the one that asks', async () => {
    const u = await mailedUser();
    const res = await fetch(new URL(`/v1/mail/unsubscribe?token=${u.token}`, t.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(`http://revy.test/account/unsubscribe?token=${u.token}`);
    expect((await u.client.get('/v1/account/email-preferences')).body).toMatchObject({ alerts: true, activity: true });
  });
});

describe('email preferences in settings', () => {
  it('turns mail back on after an unsubscribe with the GET body put back; racing saves leave one row', async () => {
    const u = await mailedUser();
    await unsubscribe(u.token);
    const before = (await u.client.get('/v1/account/email-preferences')).body;
    const res = await u.client.put('/v1/account/email-preferences', { ...before, alerts: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alerts: true, activity: false, unsubscribedAt: before.unsubscribedAt });
    await Promise.all([
      u.client.put('/v1/account/email-preferences', { alerts: true, activity: true }),
      u.client.put('/v1/account/email-preferences', { alerts: true, activity: true }),
    ]);
    const rows = await t.ctx.db.select().from(emailPreferences).where(eq(emailPreferences.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alerts: true, activity: true });
  });

  it('refuses bad bodies (400) and the signed out (401)', async () => {
    const u = await createSignedInUser(t);
    for (const body of [
      {},
      { alerts: 'yes', activity: true },
      { alerts: true },
      { alerts: true, activity: true, x: 1 },
    ]) {
      expect((await u.client.put('/v1/account/email-preferences', body)).status).toBe(400);
    }
    expect((await t.client().get('/v1/account/email-preferences')).status).toBe(401);
    expect((await t.client().put('/v1/account/email-preferences', { alerts: true, activity: true })).status).toBe(401);
  });
});
