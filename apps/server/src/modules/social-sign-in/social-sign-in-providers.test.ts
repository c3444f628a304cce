import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeOAuthServer, type FakeOAuthServer, type FakePerson } from '../../../test/fake-oauth-server';
import { createAnonymous, createUser, uniqueEmail } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { socialIdentities } from '../../db/schema';

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
  sub: `sub-${Date.now()}-${++seq}`,
  email: uniqueEmail('social'),
  emailVerified: true,
  ...over,
});

async function start(client: TestClient, provider: string) {
  const res = await client.get(`/v1/auth/oauth/${provider}`);
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** Apple answers with form_post: the browser posts the fields (cross-site) to the callback. */
async function applePost(client: TestClient, who: FakePerson, user?: object) {
  const back = new URL(fake.authorize(await start(client, 'apple'), who));
  const form = new URLSearchParams(back.searchParams);
  if (user) form.set('user', JSON.stringify(user));
  return client.request('POST', '/v1/auth/oauth/apple/callback', {
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
  });
}

const follow = (client: TestClient, location: string) => client.get(location);

describe('Sign in with Apple', () => {
  it('asks for form_post with a nonce and no PKCE', async () => {
    const url = new URL(await start(t.client(), 'apple'));
    expect(url.pathname).toBe('/apple/auth/authorize');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it('takes the cross-site form_post, forwards it to the GET callback and creates the account with the name', async () => {
    const client = t.client();
    const who = person({ emailVerified: 'true' });
    const posted = await applePost(client, who, { name: { firstName: 'Ada', lastName: 'Apple' } });
    expect(posted.status).toBe(303);
    expect(posted.setCookies).toEqual([]);
    const done = await follow(client, posted.headers.get('location')!);
    expect(done.status).toBe(303);
    const me = (await client.get('/v1/user/current')).body;
    expect(me).toMatchObject({
      email: who.email,
      signupMethod: 'apple',
      verified: true,
      firstName: 'Ada',
      lastName: 'Apple',
    });
  });

  it('rejects the form_post answer replayed in another browser (no attempt cookie)', async () => {
    const posted = await applePost(t.client(), person());
    const stranger = t.client();
    const res = await follow(stranger, posted.headers.get('location')!);
    expect(res.status).toBe(400);
    expect(stranger.sessionCookie).toBeUndefined();
  });

  it('answers 400 when the posted fields are not strings', async () => {
    const res = await t.client().request('POST', '/v1/auth/oauth/apple/callback', {
      body: JSON.stringify({ code: 42 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('Facebook Login', () => {
  it('creates an account with metadata.facebookLoginId and an email still to confirm', async () => {
    const client = t.client();
    const who = person({ firstName: 'Fern' });
    const back = new URL(fake.authorize(await start(client, 'facebook'), who));
    const res = await follow(client, back.pathname + back.search);
    expect(res.status).toBe(303);
    const me = (await client.get('/v1/user/current')).body;
    expect(me).toMatchObject({
      signupMethod: 'facebook',
      email: who.email,
      unverifiedEmail: who.email,
      verified: false,
    });
    expect(me.metadata.facebookLoginId).toBe(who.sub);
  });

  it('uses state only (no PKCE, no nonce) and proves the app secret to the Graph API', async () => {
    const url = new URL(await start(t.client(), 'facebook'));
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(fake.requests.filter((r) => r.path === '/facebook/me').length).toBeGreaterThan(0);
  });

  it('400 email_required when Facebook shares no email', async () => {
    const client = t.client();
    const back = new URL(fake.authorize(await start(client, 'facebook'), person({ email: null })));
    const res = await follow(client, back.pathname + back.search);
    expect(res.status).toBe(400);
    expect(res.text).toContain('error=email_required');
  });

  it('never links an existing account by its email; links after a password sign-in in the same browser', async () => {
    const existing = await createUser(t);
    const anon = await createAnonymous(t);
    const client = anon.client;
    const who = person({ email: existing.email });
    const back = new URL(fake.authorize(await start(client, 'facebook'), who));
    const res = await follow(client, back.pathname + back.search);
    expect(res.status).toBe(409);
    expect(res.text).toContain('error=link_required');
    const ids = () => t.ctx.db.select().from(socialIdentities).where(eq(socialIdentities.userId, existing.user.id));
    expect(await ids()).toEqual([]);

    // Not yet signed in as the account: the anonymous session may not take it.
    expect((await client.post('/v1/auth/oauth/facebook/link')).status).toBe(403);
    expect((await client.post('/v1/auth', { email: existing.email, password: existing.password })).status).toBe(200);
    const linked = await client.post('/v1/auth/oauth/facebook/link');
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ provider: 'facebook' });
    expect(await ids()).toMatchObject([{ provider: 'facebook', subject: who.sub }]);
    expect((await client.get('/v1/user/current')).body.metadata.facebookLoginId).toBe(who.sub);

    // From now on Facebook signs straight into the account.
    const again = t.client();
    const back2 = new URL(fake.authorize(await start(again, 'facebook'), who));
    expect((await follow(again, back2.pathname + back2.search)).status).toBe(303);
    expect((await again.get('/v1/user/current')).body.id).toBe(existing.user.id);
  });

  it('link: 400 without a waiting account, 400 for another email, 401 signed out', async () => {
    const other = await createUser(t);
    const client = t.client();
    expect((await client.post('/v1/auth/oauth/facebook/link')).status).toBe(401);
    const back = new URL(
      fake.authorize(await start(client, 'facebook'), person({ email: (await createUser(t)).email })),
    );
    expect((await follow(client, back.pathname + back.search)).status).toBe(409);
    expect((await client.post('/v1/auth', { email: other.email, password: other.password })).status).toBe(200);
    const res = await client.post('/v1/auth/oauth/facebook/link');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('another email');
    const fresh = t.client();
    await fresh.post('/v1/auth', { email: other.email, password: other.password });
    expect((await fresh.post('/v1/auth/oauth/facebook/link')).status).toBe(400);
  });
});
