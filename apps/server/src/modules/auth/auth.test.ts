import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_TTL_MS, SIGN_IN_MAX_FAILURES } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createUser, uniqueEmail } from '../../../test/factories';
import { cookieAttributes } from '../../../test/http-client';
import { chatMessages, chats, forms, listings, offers, sessions, users } from '../../db/schema';
import { setUserDisabled } from '../users';
import { sessionIdOf } from './sessions.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('POST /v1/auth without credentials', () => {
  it('creates an anonymous user and signs it in', async () => {
    const c = t.client();
    const res = await c.post('/v1/auth', {});
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ anonymous: true, email: null, signupMethod: 'anonymous', verified: false });
    const me = await c.get('/v1/user/current');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.user.id);
  });

  it('accepts a bare POST with no body at all', async () => {
    const res = await t.client().request('POST', '/v1/auth');
    expect(res.status).toBe(200);
    expect(res.body.user.anonymous).toBe(true);
  });

  it('answers the current user when already signed in, without a new cookie', async () => {
    const { client, user } = await createSignedInUser(t);
    const res = await client.post('/v1/auth', {});
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.setCookies).toEqual([]);
  });

  it('stores attribution ids in the user metadata', async () => {
    const res = await t
      .client()
      .post('/v1/auth', { posthogDistinctId: 'ph-1', googleCid: 'g-1', facebookFbp: 'fbp-1' });
    expect(res.body.user.metadata).toMatchObject({ distinctId: 'ph-1', googleCid: 'g-1', facebookFbp: 'fbp-1' });
  });
});

describe('POST /v1/auth with email and password', () => {
  it('signs in and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const u = await createUser(t);
    const c = t.client();
    const res = await c.post('/v1/auth', { email: u.email.toUpperCase(), password: u.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: u.user.id, email: u.email, verified: true, anonymous: false });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const cookie = res.setCookies.find((h) => h.startsWith(`${SESSION_COOKIE}=`))!;
    const attrs = cookieAttributes(cookie);
    expect(attrs.httponly).toBe(true);
    expect(attrs.samesite).toBe('Lax');
    expect(attrs.path).toBe('/');
    expect(attrs['max-age']).toBe(String(SESSION_TTL_MS / 1000));
    expect(attrs.secure).toBeUndefined(); // only in production
    // The database keeps only the token's hash.
    const token = c.sessionCookie!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row?.userId).toBe(u.user.id);
  });

  it('rotates the session: the cookie from before sign-in stops working', async () => {
    const u = await createUser(t);
    const c = t.client();
    await c.post('/v1/auth', {}); // anonymous first
    const before = c.sessionCookie!;
    await c.post('/v1/auth', { email: u.email, password: u.password });
    expect(c.sessionCookie).not.toBe(before);
    const stale = t.client();
    stale.cookies.set(SESSION_COOKIE, before);
    expect((await stale.get('/v1/user/current')).status).toBe(401);
  });

  it('answers 401 with the same body for a wrong password and an unknown email', async () => {
    const u = await createUser(t);
    const wrong = await t.client().post('/v1/auth', { email: u.email, password: 'not-the-password' });
    const unknown = await t.client().post('/v1/auth', { email: uniqueEmail('nobody'), password: 'whatever-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, createdAt: undefined });
    expect(strip(wrong.body)).toEqual(strip(unknown.body));
    expect(wrong.body).toMatchObject({
      error: 'INVALID_CREDENTIALS',
      name: 'InvalidCredentialsException',
      status: 401,
    });
  });

  it('refuses an account without a password (anonymous or passwordless) like a wrong one', async () => {
    const res = await t.client().post('/v1/auth', { email: uniqueEmail(), password: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('password');
  });

  it(`answers 429 with Retry-After after ${SIGN_IN_MAX_FAILURES} failures for one email`, async () => {
    const u = await createUser(t);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      const res = await t.client().post('/v1/auth', { email: u.email, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.client().post('/v1/auth', { email: u.email, password: u.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts from other addresses are not affected.
    const other = await createUser(t);
    expect((await t.client().post('/v1/auth', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('replaces a disabled user’s session when that browser asks for an anonymous user', async () => {
    const { client, user } = await createSignedInUser(t);
    await setUserDisabled(t.ctx.db, user.id, true);
    const old = client.sessionCookie!;
    const res = await client.post('/v1/auth', {});
    expect(res.body.user).toMatchObject({ anonymous: true });
    expect(res.body.user.id).not.toBe(user.id);
    expect(
      await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(old))),
    ).toEqual([]);
  });

  it('refuses a disabled account with 403 NotAuthorizedException', async () => {
    const u = await createUser(t);
    await setUserDisabled(t.ctx.db, u.user.id, true);
    const res = await t.client().post('/v1/auth', { email: u.email, password: u.password });
    expect(res.status).toBe(403);
    expect(res.body.name).toBe('NotAuthorizedException');
  });

  it('echoes a same-site next and drops anything else', async () => {
    const u = await createUser(t);
    const ok = await t
      .client()
      .post('/v1/auth', { email: u.email, password: u.password, next: '/my-garage/1?tab=photos' });
    expect(ok.body.next).toBe('/my-garage/1?tab=photos');
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await t.client().post('/v1/auth', { email: u.email, password: u.password, next });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('next');
    }
  });

  it('moves what an anonymous session made to the account and deletes the anonymous user', async () => {
    const seller = await createUser(t);
    const buyer = await createUser(t);
    const [listing] = await t.ctx.db.insert(listings).values({ sellerId: seller.user.id }).returning();
    const [buyerChat] = await t.ctx.db
      .insert(chats)
      .values({ listingId: listing!.id, buyerId: buyer.user.id })
      .returning();

    const anon = await createAnonymous(t);
    const [anonListing] = await t.ctx.db.insert(listings).values({ sellerId: anon.userId }).returning();
    await t.ctx.db.update(users).set({ listingCount: 1 }).where(eq(users.id, anon.userId));
    await t.ctx.db.insert(forms).values({ userId: anon.userId, name: 'onboarding', data: '{}' });
    const [anonChat] = await t.ctx.db
      .insert(chats)
      .values({ listingId: listing!.id, buyerId: anon.userId })
      .returning();
    await t.ctx.db
      .insert(chatMessages)
      .values({ chatId: anonChat!.id, senderId: anon.userId, content: 'Is it available?' });

    const res = await anon.client.post('/v1/auth', { email: buyer.email, password: buyer.password });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(buyer.user.id);
    expect(res.body.user.listingCount).toBe(1);

    const [movedListing] = await t.ctx.db.select().from(listings).where(eq(listings.id, anonListing!.id));
    expect(movedListing?.sellerId).toBe(buyer.user.id);
    expect(await t.ctx.db.select().from(forms).where(eq(forms.userId, buyer.user.id))).toHaveLength(1);
    // Both had a chat on the same listing: the account's chat keeps it, with the message moved in.
    const messages = await t.ctx.db.select().from(chatMessages).where(eq(chatMessages.chatId, buyerChat!.id));
    expect(messages.map((m) => [m.content, m.senderId])).toEqual([['Is it available?', buyer.user.id]]);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, anon.userId))).toEqual([]);
  });

  it('keeps an anonymous buyer’s offer theirs after sign-in (its author moves with the chat)', async () => {
    const seller = await createUser(t);
    const buyer = await createUser(t);
    const [listing] = await t.ctx.db.insert(listings).values({ sellerId: seller.user.id }).returning();
    const anon = await createAnonymous(t);
    const [anonChat] = await t.ctx.db
      .insert(chats)
      .values({ listingId: listing!.id, buyerId: anon.userId })
      .returning();
    const [offer] = await t.ctx.db
      .insert(offers)
      .values({
        chatId: anonChat!.id,
        listingId: listing!.id,
        fromUserId: anon.userId,
        fromRole: 'buyer',
        amount: 1_500_000,
      })
      .returning();

    expect((await anon.client.post('/v1/auth', { email: buyer.email, password: buyer.password })).status).toBe(200);
    const [after] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer!.id));
    expect(after).toMatchObject({ chatId: anonChat!.id, fromUserId: buyer.user.id, amount: 1_500_000 });
  });
});

describe('sessions', () => {
  it('DELETE /v1/auth revokes the session and clears the cookie', async () => {
    const { client } = await createSignedInUser(t);
    const token = client.sessionCookie!;
    const res = await client.delete('/v1/auth');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.setCookies.some((h) => h.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/v1/user/current')).status).toBe(401);
  });

  it('DELETE /v1/auth is 204 when signed out, also with an empty JSON body', async () => {
    const res = await t.client().delete('/v1/auth', { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(204);
  });

  it('treats an expired session as signed out and clears the cookie', async () => {
    const { client } = await createSignedInUser(t);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(client.sessionCookie!)));
    const res = await client.get('/v1/user/current');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
    expect(client.sessionCookie).toBeUndefined();
  });

  it('ignores a forged or garbage cookie', async () => {
    for (const value of ['x', 'A'.repeat(43), '%00%00', 'a'.repeat(5000)]) {
      const c = t.client();
      c.cookies.set(SESSION_COOKIE, value);
      expect((await c.get('/v1/user/current')).status).toBe(401);
    }
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    const prod = await buildTestApp({ config: { env: 'production', isProduction: true, testEndpoints: false } });
    try {
      const res = await prod.client().post('/v1/auth', {});
      expect(res.status).toBe(200);
      const attrs = cookieAttributes(res.setCookies.find((h) => h.startsWith(`${SESSION_COOKIE}=`))!);
      expect(attrs).toMatchObject({ secure: true, httponly: true, samesite: 'Lax' });
    } finally {
      await prod.close();
    }
  });
});

describe('malformed sign-in requests', () => {
  it.each([
    ['a number as email', { email: 42, password: 'x' }],
    ['a malformed email', { email: 'not-an-email', password: 'whatever-123' }],
    ['a huge password', { email: 'a@b.co', password: 'x'.repeat(10_000) }],
    ['an array body', [1, 2, 3]],
    ['an email without password', { email: 'someone@example.com' }],
  ])('400 VALIDATION_FAILED for %s', async (_label, body) => {
    const res = await t.client().post('/v1/auth', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields ?? {})).not.toHaveLength(0);
  });

  it('400 for invalid JSON and 415 for a form post', async () => {
    const bad = await t
      .client()
      .request('POST', '/v1/auth', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('BAD_REQUEST');
    const form = await t.client().request('POST', '/v1/auth', {
      body: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses prototype poisoning', async () => {
    const res = await t.client().request('POST', '/v1/auth', {
      body: '{"__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});
