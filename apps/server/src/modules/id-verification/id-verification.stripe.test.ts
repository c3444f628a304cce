import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { signedEvent } from '../../../test/fake-stripe-server';
import { startFakeStripeIdentityServer } from '../../../test/fake-stripe-identity-server';
import { sendMultipart, smallJpeg } from '../assets/testing';
import { notifications } from '../notifications/notifications.table';
import { idVerificationEvents } from './id-verification.table';

const SECRET = 'whsec_identity_test';
let t: TestApp;
let stripe: Awaited<ReturnType<typeof startFakeStripeIdentityServer>>;
beforeAll(async () => {
  stripe = await startFakeStripeIdentityServer();
  t = await buildTestApp({
    config: {
      identity: {
        stripe: { secretKey: 'sk_test_identity', webhookSecret: SECRET, apiBase: stripe.url },
        imageRetentionHours: 0,
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const deliver = (e: ReturnType<typeof signedEvent>) =>
  t.client().request('POST', '/v1/idVerification/webhook', { body: e.payload, headers: e.headers });
const event = (type: string, id: string, eventId?: string) =>
  signedEvent(SECRET, `identity.verification_session.${type}`, stripe.sessions.get(id)!, eventId);

/** A person with an open Stripe check. */
async function stripeCheck() {
  const person = await createSignedInUser(t);
  const res = await person.client.post('/v1/idVerification', { returnPath: '/listings/abc?x=1' });
  expect(res.status).toBe(200);
  const session = [...stripe.sessions.values()].find((s) => s.metadata.verificationId === res.body.id)!;
  return { person, check: res.body, session };
}

const statusOf = async (person: { client: TestClient }, id: string) =>
  (await person.client.get(`/v1/idVerification/${id}`)).body;

describe('Stripe Identity', () => {
  it('creates a document + matching selfie session and answers its page and client secret', async () => {
    const { check, session, person } = await stripeCheck();
    expect(session.params).toMatchObject({
      type: 'document',
      'options[document][require_matching_selfie]': 'true',
      client_reference_id: check.id,
      'metadata[verificationId]': check.id,
      'metadata[userId]': person.user.id,
      'provided_details[email]': person.email,
      return_url: 'http://revy.test/listings/abc?x=1',
    });
    expect(check).toMatchObject({
      provider: 'stripe',
      status: 'requires_input',
      url: session.url,
      clientSecret: session.client_secret,
    });
    // Starting again answers the same check and the same session (idempotent), never a second one.
    const again = await person.client.post('/v1/idVerification', {});
    expect(again.body).toMatchObject({ id: check.id, url: session.url });
    expect([...stripe.sessions.values()].filter((s) => s.metadata.verificationId === check.id)).toHaveLength(1);
    // No photos go through us on this path.
    const photo = await sendMultipart(
      person.client,
      `/v1/idVerification/${check.id}/image/document`,
      {},
      {
        data: await smallJpeg(),
      },
    );
    expect(photo.status).toBe(409);
  });

  it('refuses webhooks without a valid signature and changes nothing', async () => {
    const { check, session, person } = await stripeCheck();
    stripe.verify(session.id);
    const e = event('verified', session.id);
    const forged = await t.client().request('POST', '/v1/idVerification/webhook', {
      body: e.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('BAD_REQUEST');
    const unsigned = await t.client().request('POST', '/v1/idVerification/webhook', {
      body: e.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const other = signedEvent('whsec_someone_else', 'identity.verification_session.verified', session);
    expect((await deliver(other)).status).toBe(400);
    // Still open for the person (GET re-reads Stripe, so use the table's view through the list instead).
    const list = await person.client.get(`/v1/idVerification/user/${person.user.id}`);
    expect(list.body.isIdVerified).toBe(false);
    expect(list.body.content[0]).toMatchObject({ id: check.id });
  });

  it('verifies on the webhook once; a replay and a late requires_input change nothing', async () => {
    const { check, session, person } = await stripeCheck();
    stripe.verify(session.id);
    const e = event('verified', session.id);
    const [first, second] = await Promise.all([deliver(e), deliver(e)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.duplicate, second.body.duplicate].filter(Boolean).length).toBeLessThanOrEqual(1);
    expect((await deliver(e)).body).toEqual({ received: true, duplicate: true });
    const after = await person.client.get(`/v1/idVerification/user/${person.user.id}`);
    expect(after.body.isIdVerified).toBe(true);
    expect(after.body.content[0]).toMatchObject({ id: check.id, status: 'verified', url: null });
    // Out of order: an older requires_input event arrives after; Stripe's session says verified, and decided is final.
    stripe.needInput(session.id);
    expect((await deliver(event('requires_input', session.id))).status).toBe(200);
    expect((await statusOf(person, check.id)).status).toBe('verified');
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(told.map((n) => n.type)).toEqual(['idVerification.result']);
    const rows = await t.ctx.db
      .select({ n: count() })
      .from(idVerificationEvents)
      .where(eq(idVerificationEvents.eventId, e.eventId));
    expect(rows[0]?.n).toBe(1);
  });

  it("keeps the check open with Stripe's reason on requires_input, and ends it on canceled", async () => {
    const { check, session, person } = await stripeCheck();
    stripe.needInput(session.id, 'The photo of the ID was too blurry');
    await deliver(event('requires_input', session.id));
    expect(await statusOf(person, check.id)).toMatchObject({
      status: 'requires_input',
      reason: 'The photo of the ID was too blurry',
      url: session.url,
    });
    stripe.cancel(session.id);
    await deliver(event('canceled', session.id));
    const ended = await statusOf(person, check.id);
    expect(ended).toMatchObject({ status: 'canceled', url: null });
    expect((await person.client.get(`/v1/idVerification/user/${person.user.id}`)).body.isIdVerified).toBe(false);
    // Canceled is final; a new start makes a new check.
    expect((await person.client.post('/v1/idVerification', {})).body.id).not.toBe(check.id);
  });

  it('re-reads Stripe when the person comes back before the webhook', async () => {
    const { check, session, person } = await stripeCheck();
    stripe.processing(session.id);
    expect((await statusOf(person, check.id)).status).toBe('processing');
    stripe.verify(session.id);
    expect((await statusOf(person, check.id)).status).toBe('verified');
    expect((await person.client.get(`/v1/idVerification/user/${person.user.id}`)).body.isIdVerified).toBe(true);
  });

  it('leaves Stripe checks to Stripe: staff cannot approve them', async () => {
    const { check } = await stripeCheck();
    const admin = await createStaff(t, 'admin');
    expect((await admin.client.post(`/v1/idVerification/${check.id}/approve`)).status).toBe(409);
  });

  it('answers 503 and keeps no session when Stripe is down', async () => {
    const person = await createSignedInUser(t);
    stripe.state.failWith = 500;
    try {
      const res = await person.client.post('/v1/idVerification', {});
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('UNAVAILABLE');
    } finally {
      stripe.state.failWith = 0;
    }
    // Once Stripe is back the same open check gets its session.
    const retry = await person.client.post('/v1/idVerification', {});
    expect(retry.status).toBe(200);
    expect(retry.body.url).toMatch(/^https:\/\/verify\.stripe\.test\//);
  });
});
