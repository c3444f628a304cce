import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeOAuthServer, type FakeOAuthServer, type FakePerson } from '../../../test/fake-oauth-server';
import { createAnonymous, createUser, uniqueEmail } from '../../../test/factories';
import { cookieAttributes, type TestClient } from '../../../test/http-client';
import { chats, listings, socialIdentities, users } from '../../db/schema';
import { setUserDisabled } from '../users';
import { attemptCookieName, sealAttemptCookie } from './testing';

let t: TestApp;
let fake: FakeOAuthServer;
beforeAll(async () => {
  fake = await startFakeOAuthServer();
  t = await buildTestApp({ config: { oauth: fake.oauthConfig() } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let seq = 0;
const person = (over: Partial<FakePerson> = {}): FakePerson => ({
  sub: `google-${Date.now()}-${++seq}`,
  email: uniqueEmail('google'),
  emailVerified: true,
  firstName: 'Gina',
  lastName: 'Google',
  ...over,
});

/** Presses "Continue with Google": the start route's redirect to the fake provider. */
async function start(client: TestClient, provider = 'google', next?: string) {
  const res = await client.get(`/v1/auth/oauth/${provider}`, { query: { next } });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** Follows the provider's redirect back to the app's callback. */
const callback = (client: TestClient, url: string) => {
  const u = new URL(url);
  return client.get(`${u.pathname}${u.search}`);
};

async function signInWith(client: TestClient, who: FakePerson, next?: string) {
  return callback(client, fake.authorize(await start(client, 'google', next), who));
}

const identitiesOf = (userId: string) =>
  t.ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));

describe('GET /v1/auth/providers', () => {
  it('lists the providers set up here, in button order', async () => {
    const res = await t.client().get('/v1/auth/providers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ providers: ['google', 'apple', 'facebook'] });
  });

  it('lists none when none is configured (offline), and their routes answer 404', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.client().get('/v1/auth/providers')).body).toEqual({ providers: [] });
      expect((await bare.client().get('/v1/auth/oauth/google')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('GET /v1/auth/oauth/google', () => {
  it('redirects with state, PKCE S256 and a nonce, in a signed HTTP-only cookie scoped to the flow', async () => {
    const client = t.client();
    const res = await client.get('/v1/auth/oauth/google');
    const url = new URL(res.headers.get('location')!);
    expect(url.origin + url.pathname).toBe(`${fake.url}/google/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://revy.test/v1/auth/oauth/google/callback');
    const cookie = res.setCookies.find((c) => c.startsWith('revy_oauth_google='))!;
    expect(cookieAttributes(cookie)).toMatchObject({ httponly: true, samesite: 'Lax', path: '/v1/auth/oauth/google' });
    // Nothing secret is readable in it: the verifier never shows up in clear.
    expect(cookie).not.toContain(url.searchParams.get('state')!.slice(0, 8) + '"');
  });

  it('400 for an unknown provider and for a bad next type', async () => {
    expect((await t.client().get('/v1/auth/oauth/github')).status).toBe(400);
    expect((await t.client().get('/v1/auth/oauth/google', { query: { next: 'x'.repeat(2001) } })).status).toBe(400);
  });
});

describe('the Google callback', () => {
  it('creates a verified account with signupMethod google and signs it in, then returns to next', async () => {
    const client = t.client();
    const who = person();
    const res = await signInWith(client, who, '/dashboard/garage');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/garage');
    expect(res.setCookies.some((c) => c.startsWith('revy_session='))).toBe(true);
    const me = await client.get('/v1/user/current');
    expect(me.body).toMatchObject({ email: who.email, signupMethod: 'google', verified: true, firstName: 'Gina' });
    expect(await identitiesOf(me.body.id)).toMatchObject([{ provider: 'google', subject: who.sub }]);
    // The attempt cookie is spent.
    expect(client.cookies.has('revy_oauth_google')).toBe(false);
  });

  it('signs a linked provider account into its user again, not a second account', async () => {
    const who = person();
    const first = t.client();
    await signInWith(first, who);
    const id = (await first.get('/v1/user/current')).body.id;
    const second = t.client();
    expect((await signInWith(second, { ...who, email: uniqueEmail('changed') })).status).toBe(303);
    expect((await second.get('/v1/user/current')).body.id).toBe(id);
  });

  it('links an existing account by a verified email', async () => {
    const existing = await createUser(t);
    const client = t.client();
    const res = await signInWith(client, person({ email: existing.email }));
    expect(res.status).toBe(303);
    expect((await client.get('/v1/user/current')).body).toMatchObject({ id: existing.user.id, signupMethod: 'seed' });
    expect(await identitiesOf(existing.user.id)).toHaveLength(1);
  });

  it('takes over an account whose address was never confirmed: verified, the unproven password and sessions gone', async () => {
    const squatter = await createUser(t, { verified: false });
    const squatterClient = t.client();
    expect((await squatterClient.post('/v1/auth', { email: squatter.email, password: squatter.password })).status).toBe(
      200,
    );
    const client = t.client();
    expect((await signInWith(client, person({ email: squatter.email }))).status).toBe(303);
    expect((await client.get('/v1/user/current')).body).toMatchObject({ verified: true, hasPassword: false });
    expect((await squatterClient.get('/v1/user/current')).status).toBe(401);
  });

  it('does not link an existing account when the provider has not verified the email', async () => {
    const existing = await createUser(t);
    const client = t.client();
    const res = await signInWith(client, person({ email: existing.email, emailVerified: false }));
    expect(res.status).toBe(409);
    expect(res.text).toContain('/auth/sign-in?error=link_required&amp;provider=google');
    expect(res.setCookies.some((c) => c.startsWith('revy_session='))).toBe(false);
    expect(await identitiesOf(existing.user.id)).toEqual([]);
  });

  it('rejects a state that does not match the cookie (400) and a callback without the cookie', async () => {
    const client = t.client();
    const back = new URL(fake.authorize(await start(client), person()));
    back.searchParams.set('state', 'forged-state');
    const res = await callback(client, back.toString());
    expect(res.status).toBe(400);
    expect(res.text).toContain('error=state_mismatch');
    const stranger = t.client();
    const theirs = await callback(stranger, fake.authorize(await start(t.client()), person()));
    expect(theirs.status).toBe(400);
    expect(stranger.sessionCookie).toBeUndefined();
  });

  it('rejects a cookie without the PKCE verifier, and the provider refuses a wrong verifier', async () => {
    const client = t.client();
    const location = await start(client);
    const state = new URL(location).searchParams.get('state')!;
    const forged = (codeVerifier: string | null) =>
      sealAttemptCookie(t.ctx.config, {
        ...{ provider: 'google', state, codeVerifier, nonce: new URL(location).searchParams.get('nonce') },
        ...{ next: null, expiresAt: Date.now() + 60_000 },
      });
    client.cookies.set(attemptCookieName('google'), forged(null));
    const missing = await callback(client, fake.authorize(location, person()));
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('error=pkce_missing');
    client.cookies.set(attemptCookieName('google'), forged('a-verifier-that-is-not-the-one-of-the-challenge-xxxx'));
    const wrong = await callback(client, fake.authorize(location, person()));
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('error=provider_error');
  });

  it.each([
    ['a signature by a key outside the JWKS', { foreignKey: true }],
    ['another audience', { claims: { aud: 'someone-else.apps.test' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['another issuer', { claims: { iss: 'https://evil.example' } }],
    ['no nonce', { dropNonce: true }],
  ])('rejects an ID token with %s', async (_why, forge) => {
    const client = t.client();
    const who = person(forge as Partial<FakePerson>);
    const res = await signInWith(client, who);
    expect(res.status).toBe(400);
    expect(res.text).toContain('error=invalid_token');
    expect(client.sessionCookie).toBeUndefined();
    expect(await t.ctx.db.select().from(users).where(eq(users.email, who.email!))).toEqual([]);
  });

  it('sends a cancel back to the sign-in page with 303 and the reason', async () => {
    const client = t.client();
    const location = new URL(await start(client));
    const res = await client.get('/v1/auth/oauth/google/callback', {
      query: { error: 'access_denied', state: location.searchParams.get('state')! },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/sign-in?error=cancelled&provider=google');
  });

  it('answers 502 with the way back when the provider is down', async () => {
    const client = t.client();
    fake.state.failTokenWith = 503;
    try {
      const res = await signInWith(client, person());
      expect(res.status).toBe(502);
      expect(res.text).toContain('error=provider_unavailable');
    } finally {
      fake.state.failTokenWith = 0;
    }
  });

  it('refuses a disabled user (403) and signs nobody in', async () => {
    const existing = await createUser(t);
    await setUserDisabled(t.ctx.db, existing.user.id, true);
    const client = t.client();
    const res = await signInWith(client, person({ email: existing.email }));
    expect(res.status).toBe(403);
    expect(res.text).toContain('error=account_disabled');
    expect(client.sessionCookie).toBeUndefined();
  });

  it('refuses an open redirect in next: the callback goes to the default page instead', async () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const client = t.client();
      const res = await signInWith(client, person(), next);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/dashboard/selling');
    }
  });

  it('carries an anonymous user’s chat and listing over to the new account', async () => {
    const seller = await createUser(t);
    const [listing] = await t.ctx.db.insert(listings).values({ sellerId: seller.user.id }).returning();
    const anon = await createAnonymous(t);
    const [anonListing] = await t.ctx.db.insert(listings).values({ sellerId: anon.userId }).returning();
    const [chat] = await t.ctx.db.insert(chats).values({ listingId: listing!.id, buyerId: anon.userId }).returning();
    expect((await signInWith(anon.client, person())).status).toBe(303);
    const me = (await anon.client.get('/v1/user/current')).body;
    expect(me.id).not.toBe(anon.userId);
    expect((await t.ctx.db.select().from(chats).where(eq(chats.id, chat!.id)))[0]?.buyerId).toBe(me.id);
    expect((await t.ctx.db.select().from(listings).where(eq(listings.id, anonListing!.id)))[0]?.sellerId).toBe(me.id);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, anon.userId))).toEqual([]);
  });

  it('creates one user when two callbacks for the same new person race', async () => {
    const who = person();
    const clients = [t.client(), t.client(), t.client()];
    const urls = await Promise.all(clients.map(async (c) => fake.authorize(await start(c), who)));
    const results = await Promise.all(clients.map((c, i) => callback(c, urls[i]!)));
    expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
    const ids = await Promise.all(clients.map(async (c) => (await c.get('/v1/user/current')).body.id));
    expect(new Set(ids).size).toBe(1);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, who.email!))).toHaveLength(1);
  });
});
