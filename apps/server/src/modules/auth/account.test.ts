import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createAnonymous,
  createSignedInUser,
  createUser,
  latestEmailCode,
  latestResetCode,
  signIn,
  uniqueEmail,
} from '../../../test/factories';
import { mailOutbox, verificationCodes } from '../../db/schema';
import { findMailTo } from '../mail';
import { RATE_RULES, rateKeys } from './auth.rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const registration = (email = uniqueEmail('reg')) => ({
  email,
  password: 'a-long-password',
  firstName: 'Rita',
  lastName: 'Register',
});
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /v1/user (register)', () => {
  it('creates the user, signs them in and mails a 6-digit code', async () => {
    const c = t.client();
    const body = registration();
    const res = await c.post('/v1/user', { ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      unverifiedEmail: body.email,
      verified: false,
      signupMethod: 'email',
    });
    expect((await c.get('/v1/user/current')).body.id).toBe(res.body.id);
    const [mail] = await findMailTo(t.ctx.db, body.email);
    const code = await latestEmailCode(t, res.body.id);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail).toMatchObject({ template: 'emailVerify', transport: 'outbox', status: 'outbox', userId: res.body.id });
    expect(mail!.text).toContain(code);
    // Only a hash is the lookup key; the plain copy exists because test endpoints are on.
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, res.body.id));
    expect(row!.codeHash).not.toContain(code);
  });

  it('upgrades an anonymous caller in place, keeping its id', async () => {
    const anon = await createAnonymous(t);
    const before = anon.client.sessionCookie;
    const res = await anon.client.post('/v1/user', registration());
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(anon.userId);
    expect(res.body.anonymous).toBe(false);
    expect(anon.client.sessionCookie).not.toBe(before);
    expect((await anon.client.get('/v1/user/current')).body.id).toBe(anon.userId);
  });

  it('409 EMAIL_TAKEN when the address has an account', async () => {
    const existing = await createUser(t);
    const res = await t.client().post('/v1/user', registration(existing.email));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'EMAIL_TAKEN', fields: { email: expect.any(String) } });
  });

  it('400 VALIDATION_FAILED naming each bad field', async () => {
    const res = await t.client().post('/v1/user', { email: 'nope', password: 'short', firstName: '', lastName: 7 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty('email');
  });
});

describe('POST /v1/user/preValidate', () => {
  it('answers null when all is well, problems per field otherwise', async () => {
    const existing = await createUser(t);
    const ok = await t.client().post('/v1/user/preValidate', { email: uniqueEmail(), password: 'long-enough' });
    expect(ok.status).toBe(200);
    expect(ok.body).toBeNull();
    const bad = await t
      .client()
      .post('/v1/user/preValidate', { email: existing.email, password: 'short', phone: 'nope' });
    expect(bad.body).toEqual({
      email: 'An account with this email already exists',
      password: expect.stringContaining('at least'),
      phone: 'Enter a valid phone number',
    });
  });

  it('does not report the caller’s own email as taken', async () => {
    const { client, email } = await createSignedInUser(t);
    expect((await client.post('/v1/user/preValidate', { email })).body).toBeNull();
  });

  it('limits checks per client address (429 with Retry-After)', async () => {
    const c = t.client();
    for (let i = 0; i < RATE_RULES.preValidatePerIp.max; i++)
      await t.ctx.rateLimiter.hit(rateKeys.preValidateIp(c.ip), RATE_RULES.preValidatePerIp.windowMs);
    const res = await c.post('/v1/user/preValidate', { email: uniqueEmail() });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('400 for non-string fields', async () => {
    const res = await t.client().post('/v1/user/preValidate', { email: ['a'] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('email');
  });
});

describe('email verification', () => {
  it('verifies a registration with the mailed code', async () => {
    const c = t.client();
    const reg = await c.post('/v1/user', registration());
    const code = await latestEmailCode(t, reg.body.id);
    const res = await c.post('/v1/user/emailVerify', { code });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: reg.body.id, verified: true, unverifiedEmail: null });
    // The code works once.
    expect((await c.post('/v1/user/emailVerify', { code })).body.error).toBe('INVALID_CODE');
  });

  it('works from another browser with the user id from the link, and signs that browser in', async () => {
    const reg = await t.client().post('/v1/user', registration());
    const code = await latestEmailCode(t, reg.body.id);
    const other = t.client();
    const res = await other.post('/v1/user/emailVerify', { code, userId: reg.body.id });
    expect(res.status).toBe(200);
    expect((await other.get('/v1/user/current')).body.id).toBe(reg.body.id);
  });

  it(`allows ${CODE_MAX_ATTEMPTS} wrong tries per code, then the code is dead`, async () => {
    const c = t.client();
    const reg = await c.post('/v1/user', registration());
    const code = await latestEmailCode(t, reg.body.id);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const res = await c.post('/v1/user/emailVerify', { code: wrongCode(code) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'INVALID_CODE', fields: { code: expect.any(String) } });
    }
    const res = await c.post('/v1/user/emailVerify', { code });
    expect(res.status).toBe(410);
    expect(res.body.error).toBe('CODE_EXPIRED');
  });

  it('refuses an expired code with 410 CODE_EXPIRED', async () => {
    const c = t.client();
    const reg = await c.post('/v1/user', registration());
    const code = await latestEmailCode(t, reg.body.id);
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.userId, reg.body.id));
    expect((await c.post('/v1/user/emailVerify', { code })).status).toBe(410);
  });

  it('lets an anonymous user sign up without a password first (passwordless start)', async () => {
    const anon = await createAnonymous(t);
    const email = uniqueEmail('passwordless');
    const put = await anon.client.put('/v1/user/emailVerify', { email });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: anon.userId, email: null, unverifiedEmail: email, anonymous: true });
    const code = await latestEmailCode(t, anon.userId);
    const missing = await anon.client.post('/v1/user/emailVerify', { code });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['firstName', 'lastName', 'password']);
    const res = await anon.client.post('/v1/user/emailVerify', {
      code,
      password: 'chosen-password',
      firstName: 'Pat',
      lastName: 'Less',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: anon.userId,
      email,
      verified: true,
      hasPassword: true,
      signupMethod: 'email',
    });
    await signIn(t, { email, password: 'chosen-password' });
  });

  it('changes a verified user’s email only after the new address is confirmed', async () => {
    const { client, email, user } = await createSignedInUser(t);
    const next = uniqueEmail('new');
    const put = await client.put('/v1/user/emailVerify', { email: next });
    expect(put.body).toMatchObject({ email, unverifiedEmail: next, verified: false });
    const res = await client.post('/v1/user/emailVerify', { code: await latestEmailCode(t, user.id) });
    expect(res.body.user).toMatchObject({ email: next, unverifiedEmail: null, verified: true });
  });

  it('PUT refuses an address someone else has (409), signed-out callers (401) and bad emails (400)', async () => {
    const other = await createUser(t);
    const { client } = await createSignedInUser(t);
    expect((await client.put('/v1/user/emailVerify', { email: other.email })).status).toBe(409);
    expect((await t.client().put('/v1/user/emailVerify', { email: uniqueEmail() })).status).toBe(401);
    const bad = await client.put('/v1/user/emailVerify', { email: 'x@' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('email');
  });

  it('POST needs a user: the session or a userId (400 otherwise, and for junk)', async () => {
    expect((await t.client().post('/v1/user/emailVerify', { code: '123456' })).body.fields).toHaveProperty('userId');
    expect((await t.client().post('/v1/user/emailVerify', { code: '' })).status).toBe(400);
    expect((await t.client().post('/v1/user/emailVerify', { code: '1', userId: 'me' })).status).toBe(400);
  });

  it('GET verificationStatus tells whether a code is valid, hiding the address from strangers', async () => {
    const c = t.client();
    const reg = await c.post('/v1/user', registration());
    const code = await latestEmailCode(t, reg.body.id);
    const mine = await c.get('/v1/user/verificationStatus');
    expect(mine.body).toMatchObject({
      userId: reg.body.id,
      verified: false,
      pendingEmail: reg.body.email,
      codeValid: null,
    });
    const stranger = await t
      .client()
      .get('/v1/user/verificationStatus', { query: { userId: reg.body.id, code: wrongCode(code) } });
    expect(stranger.body).toMatchObject({ codeValid: false, pendingEmail: null });
    const withCode = await t.client().get('/v1/user/verificationStatus', { query: { userId: reg.body.id, code } });
    expect(withCode.body).toMatchObject({ codeValid: true, pendingEmail: reg.body.email });
    expect((await t.client().get('/v1/user/verificationStatus')).status).toBe(400);
    expect((await t.client().get('/v1/user/verificationStatus', { query: { userId: 'x' } })).status).toBe(400);
  });

  it('mails at most a few codes per user in a row (429)', async () => {
    const { client } = await createSignedInUser(t);
    const responses = [];
    for (let i = 0; i < 6; i++) responses.push(await client.put('/v1/user/emailVerify', { email: uniqueEmail() }));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(responses[5]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password and signs the user out everywhere', async () => {
    const u = await createSignedInUser(t);
    const start = await t.client().post('/v1/user/passwordReset/start', { email: u.email });
    expect(start.status).toBe(204);
    const resetCode = await latestResetCode(t, u.user.id);
    expect(resetCode.length).toBeGreaterThanOrEqual(40);
    const [mail] = await findMailTo(t.ctx.db, u.email);
    expect(mail!.text).toContain(`http://revy.test/auth/forgot-password?code=${resetCode}`);

    const finish = await t
      .client()
      .post('/v1/user/passwordReset/finish', { resetCode, password: 'brand-new-password' });
    expect(finish.status).toBe(204);
    expect((await u.client.get('/v1/user/current')).status).toBe(401);
    expect((await t.client().post('/v1/auth', { email: u.email, password: u.password })).status).toBe(401);
    await signIn(t, { email: u.email, password: 'brand-new-password' });
    const again = await t.client().post('/v1/user/passwordReset/finish', { resetCode, password: 'another-password' });
    expect(again.body.error).toBe('INVALID_CODE');
  });

  it('answers 204 for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await t.client().post('/v1/user/passwordReset/start', { email })).status).toBe(204);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);
  });

  it('refuses unknown and expired codes, and malformed input', async () => {
    const bad = await t
      .client()
      .post('/v1/user/passwordReset/finish', { resetCode: 'x'.repeat(43), password: 'brand-new-password' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('INVALID_CODE');
    const u = await createUser(t);
    await t.client().post('/v1/user/passwordReset/start', { email: u.email });
    const resetCode = await latestResetCode(t, u.user.id);
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.userId, u.user.id));
    expect(
      (await t.client().post('/v1/user/passwordReset/finish', { resetCode, password: 'brand-new-password' })).status,
    ).toBe(410);
    const malformed = await t.client().post('/v1/user/passwordReset/finish', { resetCode: 'short', password: 'x' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fields).sort()).toEqual(['password', 'resetCode']);
    expect((await t.client().post('/v1/user/passwordReset/start', { email: 'nope' })).status).toBe(400);
  });

  it('limits reset requests per client address (429)', async () => {
    const c = t.client();
    const responses = [];
    for (let i = 0; i < 11; i++) responses.push(await c.post('/v1/user/passwordReset/start', { email: uniqueEmail() }));
    expect(responses.slice(0, 10).every((r) => r.status === 204)).toBe(true);
    expect(responses[10]!.status).toBe(429);
    expect(Number(responses[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /v1/user/{id}/passwordChange', () => {
  it('changes the password and ends the user’s other sessions only', async () => {
    const u = await createSignedInUser(t);
    const elsewhere = await signIn(t, u);
    const res = await u.client.post(`/v1/user/${u.user.id}/passwordChange`, {
      oldPassword: u.password,
      password: 'next-password-1',
    });
    expect(res.status).toBe(204);
    expect((await u.client.get('/v1/user/current')).status).toBe(200);
    expect((await elsewhere.get('/v1/user/current')).status).toBe(401);
    await signIn(t, { email: u.email, password: 'next-password-1' });
  });

  it('400 with a field for a wrong current password', async () => {
    const u = await createSignedInUser(t);
    const res = await u.client.post(`/v1/user/${u.user.id}/passwordChange`, {
      oldPassword: 'wrong',
      password: 'next-password-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('oldPassword');
  });

  it('refuses another user (403), signed-out callers (401) and malformed bodies (400)', async () => {
    const u = await createSignedInUser(t);
    const other = await createUser(t);
    const body = { oldPassword: u.password, password: 'next-password-1' };
    expect((await u.client.post(`/v1/user/${other.user.id}/passwordChange`, body)).status).toBe(403);
    expect((await t.client().post(`/v1/user/${u.user.id}/passwordChange`, body)).status).toBe(401);
    const bad = await u.client.post(`/v1/user/${u.user.id}/passwordChange`, {
      oldPassword: u.password,
      password: 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('password');
  });
});
