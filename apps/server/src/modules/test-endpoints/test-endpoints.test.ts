import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, uniqueEmail } from '../../../test/factories';
import { verificationCodes } from '../../db/schema';
import { loadConfig, ConfigError } from '../../config';

describe('GET /v1/test/user/{id}/codes with test endpoints on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('lists the codes mailed to a user, newest first, to any caller', async () => {
    const u = await createUser(t);
    const signedIn = t.client();
    await signedIn.post('/v1/auth', { email: u.email, password: u.password });
    await signedIn.put('/v1/user/emailVerify', { email: uniqueEmail('first') });
    const second = uniqueEmail('second');
    await signedIn.put('/v1/user/emailVerify', { email: second });
    await t.client().post('/v1/user/passwordReset/start', { email: u.email });
    const res = await t.client().get(`/v1/test/user/${u.user.id}/codes`);
    expect(res.status).toBe(200);
    expect(res.body.emailVerify).toHaveLength(2);
    expect(res.body.emailVerify[0]).toMatchObject({ email: second, code: expect.stringMatching(/^\d{6}$/) });
    expect(res.body.passwordReset).toHaveLength(1);
  });

  it('shows the outbox: the mail a new user was sent carries their code', async () => {
    const email = uniqueEmail('outbox');
    const reg = await t
      .client()
      .post('/v1/user', { email, password: 'a-long-password', firstName: 'Out', lastName: 'Box' });
    expect(reg.status).toBe(201);
    const codes = await t.client().get(`/v1/test/user/${reg.body.id}/codes`);
    const res = await t.client().get(`/v1/test/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ to: email, transport: 'outbox' });
    expect(res.body[0].text).toContain(codes.body.emailVerify[0].code);
    expect((await t.client().get(`/v1/test/outbox?to=${encodeURIComponent(uniqueEmail('nobody'))}`)).body).toEqual([]);
  });

  it('400 for a malformed outbox query', async () => {
    const res = await t.client().get('/v1/test/outbox?to=not-an-email&limit=0');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['to', 'limit']));
  });

  it('404 for an unknown user, 400 for a malformed id', async () => {
    expect((await t.client().get('/v1/test/user/01890000-0000-7000-8000-000000000000/codes')).status).toBe(404);
    expect((await t.client().get('/v1/test/user/abc/codes')).body.fields).toHaveProperty('id');
  });
});

describe('with test endpoints off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { testEndpoints: false } });
  });
  afterAll(() => t?.close());

  it('the route does not exist and codes are kept only as hashes', async () => {
    const c = t.client();
    const reg = await c.post('/v1/user', {
      email: uniqueEmail(),
      password: 'a-long-password',
      firstName: 'No',
      lastName: 'Plain',
    });
    expect(reg.status).toBe(201);
    const res = await t.client().get(`/v1/test/user/${reg.body.id}/codes`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
    expect((await t.client().get('/v1/test/outbox?to=a%40b.co')).status).toBe(404);
    const rows = await t.ctx.db.select().from(verificationCodes);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.plainCode === null)).toBe(true);
  });

  it('config refuses TEST_ENDPOINTS in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_ENDPOINTS: 'true' })).toThrow(ConfigError);
  });
});
