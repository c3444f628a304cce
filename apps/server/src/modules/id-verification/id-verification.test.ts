import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import { sendMultipart, smallJpeg } from '../assets/testing';
import { history } from '../history/history.table';
import { mailOutbox } from '../mail/mail.table';
import { notifications } from '../notifications/notifications.table';
import { sendPhotos, startCheck, submittedCheck } from './id-verification.fixtures';
import { purgeDecidedImages } from './id-verification-review.service';
import { idVerificationImages } from './id-verification.table';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaff(t, 'concierge');
});
afterAll(() => t?.close());

const MISSING = '01900000-0000-7000-8000-000000000000';
const imageRows = (id: string) =>
  t.ctx.db.select().from(idVerificationImages).where(eq(idVerificationImages.verificationId, id));

describe('starting a check', () => {
  it('refuses signed-out and anonymous callers', async () => {
    expect((await t.client().post('/v1/idVerification', {})).status).toBe(401);
    const anon = await createAnonymous(t);
    const res = await anon.client.post('/v1/idVerification', {});
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('REGISTRATION_REQUIRED');
  });

  it('answers one open check to racing starts, built in, waiting for photos', async () => {
    const { client, user } = await createSignedInUser(t);
    const answers = await Promise.all([1, 2, 3, 4].map(() => client.post('/v1/idVerification', {})));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({
      userId: user.id,
      provider: 'builtin',
      status: 'requires_input',
      images: { document: false, selfie: false },
      url: null,
    });
  });

  it('refuses a return path outside the app and unknown fields', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.post('/v1/idVerification', { returnPath: 'https://evil.test/' })).status).toBe(400);
    expect((await client.post('/v1/idVerification', { returnPath: '//evil.test' })).status).toBe(400);
    expect((await client.post('/v1/idVerification', { admin: true })).status).toBe(400);
  });
});

describe('reading checks', () => {
  it('shows a check to its person and staff only', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const check = await startCheck(owner.client);
    expect((await owner.client.get(`/v1/idVerification/${check.id}`)).status).toBe(200);
    expect((await staff.client.get(`/v1/idVerification/${check.id}`)).status).toBe(200);
    const denied = await stranger.client.get(`/v1/idVerification/${check.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: 'FORBIDDEN', status: 403 });
    expect((await t.client().get(`/v1/idVerification/${check.id}`)).status).toBe(401);
    expect((await owner.client.get(`/v1/idVerification/${MISSING}`)).status).toBe(404);
    expect((await owner.client.get('/v1/idVerification/not-an-id')).status).toBe(400);
  });

  it("lists a person's checks newest first to them and staff, not to strangers", async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const check = await startCheck(owner.client);
    const mine = await owner.client.get(`/v1/idVerification/user/${owner.user.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ isIdVerified: false, content: [{ id: check.id }] });
    expect((await staff.client.get(`/v1/idVerification/user/${owner.user.id}`)).body.content).toHaveLength(1);
    expect((await stranger.client.get(`/v1/idVerification/user/${owner.user.id}`)).status).toBe(403);
    expect((await staff.client.get(`/v1/idVerification/user/${MISSING}`)).status).toBe(404);
    expect((await owner.client.get('/v1/idVerification/user/123')).status).toBe(400);
  });
});

describe('photos', () => {
  it('takes JPEG photos from the person only, re-encoded without metadata', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const check = await startCheck(owner.client);
    const data = await smallJpeg();
    const path = `/v1/idVerification/${check.id}/image/document`;
    expect((await sendMultipart(other.client, path, {}, { data })).status).toBe(403);
    expect((await sendMultipart(staff.client, path, {}, { data })).status).toBe(403);
    const res = await sendMultipart(owner.client, path, {}, { data });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual({ document: true, selfie: false });
    const [row] = await imageRows(check.id);
    expect(row).toMatchObject({ kind: 'document', contentType: 'image/jpeg' });
    expect(row!.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses files that are not photos, too large, missing, a wrong kind or a JSON body', async () => {
    const { client } = await createSignedInUser(t);
    const check = await startCheck(client);
    const path = `/v1/idVerification/${check.id}/image/selfie`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const wrongType = await sendMultipart(client, path, {}, { data: pdf, name: 'me.jpg', type: 'image/jpeg' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 0xff);
    expect((await sendMultipart(client, path, {}, { data: huge })).status).toBe(413);
    expect((await sendMultipart(client, path, { note: 'no file' })).status).toBe(400);
    const data = await smallJpeg();
    expect((await sendMultipart(client, `/v1/idVerification/${check.id}/image/passport`, {}, { data })).status).toBe(
      400,
    );
    expect((await client.post(path, { file: 'x' })).status).toBe(415);
    expect(await imageRows(check.id)).toHaveLength(0);
  });

  it('needs both photos before the check is sent, and sends it once', async () => {
    const { client } = await createSignedInUser(t);
    const check = await startCheck(client);
    const early = await client.post(`/v1/idVerification/${check.id}/submit`);
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.fields)).toEqual(['document', 'selfie']);
    await sendPhotos(client, check.id);
    const sent = await Promise.all([1, 2].map(() => client.post(`/v1/idVerification/${check.id}/submit`)));
    expect(sent.map((s) => s.body.status)).toEqual(['processing', 'processing']);
    expect(sent[0]!.body.submittedAt).toBe(sent[1]!.body.submittedAt);
    // Sent: no more photos until the decision.
    const late = await sendMultipart(
      client,
      `/v1/idVerification/${check.id}/image/selfie`,
      {},
      {
        data: await smallJpeg(),
      },
    );
    expect(late.status).toBe(409);
  });
});

describe('staff review', () => {
  it('lists sent checks to staff only, with the person', async () => {
    const { check, person } = await submittedCheck(t);
    const page = await staff.client.get('/v1/idVerification/queue');
    expect(page.status).toBe(200);
    expect(page.body.content).toContainEqual(
      expect.objectContaining({
        id: check.id,
        status: 'processing',
        images: { document: true, selfie: true },
        user: expect.objectContaining({ id: person.user.id, name: 'Ida Verify', email: person.email }),
      }),
    );
    expect((await person.client.get('/v1/idVerification/queue')).status).toBe(403);
    expect((await staff.client.get('/v1/idVerification/queue', { query: { status: 'verified' } })).status).toBe(400);
  });

  it('shows a photo to staff only, and records every look in History', async () => {
    const { check, person } = await submittedCheck(t);
    const stranger = await createSignedInUser(t);
    const path = `/v1/idVerification/${check.id}/image/document/view`;
    expect((await person.client.post(path)).status).toBe(403);
    expect((await stranger.client.post(path)).status).toBe(403);
    expect((await t.client().post(path)).status).toBe(401);
    // Never by a plain GET (a link or an <img>).
    expect((await staff.client.get(`/v1/idVerification/${check.id}/image/document`)).status).toBe(404);
    const seen = await staff.client.post(path);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(seen.headers.get('cache-control')).toBe('no-store, private');
    const looks = await t.ctx.db
      .select()
      .from(history)
      .where(and(eq(history.targetId, check.id), eq(history.savedBy, staff.user.id)));
    expect(looks.map((h) => h.data)).toEqual([
      { action: 'imageViewed', before: {}, after: { kind: 'document', userId: person.user.id } },
    ]);
  });

  it('approves once: the person is verified, told, and the photos are deleted', async () => {
    const { check, person } = await submittedCheck(t);
    const admin = await createStaff(t, 'admin');
    const racing = await Promise.all([
      staff.client.post(`/v1/idVerification/${check.id}/approve`),
      admin.client.post(`/v1/idVerification/${check.id}/approve`),
      admin.client.post(`/v1/idVerification/${check.id}/reject`, { reason: 'Blurry photo' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = racing.find((r) => r.status === 200)!.body;
    expect(winner).toMatchObject({ status: 'verified', images: { document: false, selfie: false } });
    expect(winner.imagesDeletedAt).not.toBeNull();
    expect(await imageRows(check.id)).toHaveLength(0);
    expect((await staff.client.post(`/v1/idVerification/${check.id}/image/selfie/view`)).status).toBe(404);
    const me = await person.client.get('/v1/user/current');
    expect(me.body.isIdVerified ?? me.body.user?.isIdVerified).toBe(true);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(told.map((n) => n.type)).toEqual(['idVerification.result']);
    const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mail.map((m) => m.subject)).toContain('Your ID is verified');
    // A verified person does not start another check.
    expect((await person.client.post('/v1/idVerification', {})).status).toBe(409);
  });

  it('rejects with a reason the person is told; they stay unverified and may try again', async () => {
    const { check, person } = await submittedCheck(t);
    expect((await person.client.post(`/v1/idVerification/${check.id}/reject`, { reason: 'Looks fine' })).status).toBe(
      403,
    );
    expect((await staff.client.post(`/v1/idVerification/${check.id}/reject`, { reason: 'x' })).status).toBe(400);
    expect((await staff.client.post(`/v1/idVerification/${check.id}/reject`, {})).status).toBe(400);
    const res = await staff.client.post(`/v1/idVerification/${check.id}/reject`, {
      reason: 'The name on the licence is cut off',
    });
    expect(res.body).toMatchObject({ status: 'rejected', reason: 'The name on the licence is cut off' });
    const list = await person.client.get(`/v1/idVerification/user/${person.user.id}`);
    expect(list.body.isIdVerified).toBe(false);
    const [note] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(note).toMatchObject({ title: 'We could not verify your ID', body: 'The name on the licence is cut off.' });
    const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mail[0]!.text).toContain('The name on the licence is cut off');
    const again = await person.client.post('/v1/idVerification', {});
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(check.id);
  });

  it('refuses decisions on checks still waiting for photos, unknown ids and bad ids', async () => {
    const { client } = await createSignedInUser(t);
    const check = await startCheck(client);
    expect((await staff.client.post(`/v1/idVerification/${check.id}/approve`)).status).toBe(409);
    expect((await staff.client.post(`/v1/idVerification/${MISSING}/approve`)).status).toBe(404);
    expect((await staff.client.post('/v1/idVerification/nope/approve')).status).toBe(400);
  });
});

describe('keeping photos for a while (ID_IMAGE_RETENTION_HOURS)', () => {
  it('keeps them after the decision until the retention job runs past the window', async () => {
    const kept = await buildTestApp({ config: { identity: { stripe: null, imageRetentionHours: 24 } } });
    try {
      const reviewer = await createStaff(kept, 'admin');
      const { check } = await submittedCheck(kept);
      const decided = await reviewer.client.post(`/v1/idVerification/${check.id}/approve`);
      expect(decided.body).toMatchObject({ status: 'verified', images: { document: true, selfie: true } });
      const view = `/v1/idVerification/${check.id}/image/document/view`;
      expect((await reviewer.client.post(view)).status).toBe(200);
      expect(await purgeDecidedImages(kept.ctx, new Date(Date.now() + 23 * 3_600_000))).toEqual({ purged: 0 });
      expect(await purgeDecidedImages(kept.ctx, new Date(Date.now() + 25 * 3_600_000))).toEqual({ purged: 1 });
      expect((await reviewer.client.post(view)).status).toBe(404);
      const after = await reviewer.client.get(`/v1/idVerification/${check.id}`);
      expect(after.body.images).toEqual({ document: false, selfie: false });
      expect(after.body.imagesDeletedAt).not.toBeNull();
      // Nothing left to do: a second run (another instance, a retry) changes nothing.
      expect(await purgeDecidedImages(kept.ctx, new Date(Date.now() + 26 * 3_600_000))).toEqual({ purged: 0 });
    } finally {
      await kept.close();
    }
  });
});
