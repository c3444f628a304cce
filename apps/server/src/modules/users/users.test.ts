import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicUserSchema, UserSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff, createUser, uniqueEmail } from '../../../test/factories';
import { setUserDisabled } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

describe('GET /v1/user/current', () => {
  it('answers the signed-in user with derived flags', async () => {
    const { client, user, email } = await createSignedInUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await client.get('/v1/user/current');
    expect(res.status).toBe(200);
    expect(UserSchema.parse(res.body)).toMatchObject({
      id: user.id,
      email,
      firstName: 'Ada',
      anonymous: false,
      verified: true,
      admin: false,
      concierge: false,
      hasPassword: true,
      acl: [],
    });
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows grants and staff flags', async () => {
    const { client } = await createStaff(t, 'concierge');
    const res = await client.get('/v1/user/current');
    expect(res.body).toMatchObject({
      concierge: true,
      admin: false,
      acl: [{ targetId: null, permission: 'concierge' }],
    });
  });

  it('401 UNAUTHENTICATED when signed out', async () => {
    const res = await t.client().get('/v1/user/current');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: 'UNAUTHENTICATED', name: 'UnauthenticatedException' });
  });

  it('403 NotAuthorizedException for a disabled user, who is otherwise signed out', async () => {
    const { client, user } = await createSignedInUser(t);
    await setUserDisabled(t.ctx.db, user.id, true);
    const res = await client.get('/v1/user/current');
    expect(res.status).toBe(403);
    expect(res.body.name).toBe('NotAuthorizedException');
    expect((await client.post(`/v1/user/${user.id}`, { firstName: 'X' })).status).toBe(403);
    expect((await client.get(`/v1/user/${user.id}`)).body).not.toHaveProperty('email');
  });
});

describe('GET /v1/user/{id}', () => {
  it('answers the full user to self and staff, the public profile to others', async () => {
    const target = await createUser(t, { firstName: 'Grace', lastName: 'hopper' });
    const self = await t.client().post('/v1/auth', { email: target.email, password: target.password });
    expect(self.status).toBe(200);
    const { client: staff } = await createStaff(t);
    const { client: other } = await createSignedInUser(t);

    const asStaff = await staff.get(`/v1/user/${target.user.id}`);
    expect(asStaff.body.email).toBe(target.email);

    for (const c of [other, t.client()]) {
      const res = await c.get(`/v1/user/${target.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(PublicUserSchema.parse(res.body));
      expect(res.body).toMatchObject({ firstName: 'Grace', lastNameInitial: 'H' });
      expect(res.body).not.toHaveProperty('email');
      expect(res.body).not.toHaveProperty('acl');
    }
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await t.client().get(`/v1/user/${MISSING_ID}`)).status).toBe(404);
    const bad = await t.client().get('/v1/user/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('id');
  });
});

describe('POST /v1/user/{id}', () => {
  it('lets users edit their own names and phone', async () => {
    const { client, user } = await createSignedInUser(t);
    const res = await client.post(`/v1/user/${user.id}`, { firstName: ' Linus ', phone: '+1 (555) 010-2030' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Linus', phone: '+1 (555) 010-2030' });
    expect((await client.post(`/v1/user/${user.id}`, { phone: null })).body.phone).toBeNull();
  });

  it('refuses other users, and `disabled` from anyone but an admin', async () => {
    const { client, user } = await createSignedInUser(t);
    const other = await createUser(t);
    expect((await client.post(`/v1/user/${other.user.id}`, { firstName: 'Hacked' })).status).toBe(403);
    expect((await client.post(`/v1/user/${user.id}`, { disabled: false })).status).toBe(403);
    expect((await t.client().post(`/v1/user/${user.id}`, { firstName: 'Anon' })).status).toBe(401);
    const { client: concierge } = await createStaff(t, 'concierge');
    expect((await concierge.post(`/v1/user/${other.user.id}`, { firstName: 'Fixed' })).status).toBe(403);
    expect((await concierge.post(`/v1/user/${other.user.id}`, { disabled: true })).status).toBe(403);
  });

  it('walks every field x caller of the decision 017 table; a refused request changes no field', async () => {
    const { client: admin } = await createStaff(t, 'admin');
    const { client: concierge } = await createStaff(t, 'concierge');
    const stranger = await createSignedInUser(t);
    const values = { firstName: 'Changed', lastName: 'Changed', phone: '+1 415 555 0199', disabled: true } as const;
    for (const field of Object.keys(values) as (keyof typeof values)[]) {
      const target = await createSignedInUser(t, { firstName: 'Orig', lastName: 'Inal' });
      const callers = { self: target.client, admin, concierge, stranger: stranger.client, signedOut: t.client() };
      const expected: Record<keyof typeof callers, number> = {
        self: field === 'disabled' ? 403 : 200,
        admin: 200,
        concierge: 403,
        stranger: 403,
        signedOut: 401,
      };
      for (const [who, client] of Object.entries(callers) as [keyof typeof callers, typeof admin][]) {
        if (who === 'admin') continue; // last, since it changes the field
        const res = await client.post(`/v1/user/${target.user.id}`, { [field]: values[field] });
        expect(res.status, `${who} changing ${field}`).toBe(expected[who]);
        if (expected[who] === 200)
          await admin.post(`/v1/user/${target.user.id}`, { firstName: 'Orig', lastName: 'Inal', phone: null });
      }
      const unchanged = (await admin.get(`/v1/user/${target.user.id}`)).body;
      expect(unchanged).toMatchObject({ firstName: 'Orig', lastName: 'Inal', disabled: false });
      expect((await admin.post(`/v1/user/${target.user.id}`, { [field]: values[field] })).status).toBe(expected.admin);
    }
  });

  it('lets an admin disable and re-enable a user, but not themself', async () => {
    const { client: admin, user: adminUser } = await createStaff(t, 'admin');
    const target = await createSignedInUser(t);
    expect((await admin.post(`/v1/user/${target.user.id}`, { disabled: true })).body.disabled).toBe(true);
    expect((await target.client.get('/v1/user/current')).status).toBe(403);
    expect((await admin.post(`/v1/user/${target.user.id}`, { disabled: false })).body.disabled).toBe(false);
    expect((await target.client.get('/v1/user/current')).status).toBe(200);
    expect((await admin.post(`/v1/user/${adminUser.id}`, { disabled: true })).status).toBe(400);
  });

  it('400 VALIDATION_FAILED for malformed input, 404 for an unknown user', async () => {
    const { client, user } = await createSignedInUser(t);
    for (const body of [{ firstName: '' }, { firstName: 'x'.repeat(500) }, { phone: 'call me' }, { disabled: 'yes' }]) {
      const res = await client.post(`/v1/user/${user.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toHaveLength(1);
    }
    const { client: admin } = await createStaff(t);
    expect((await admin.post(`/v1/user/${MISSING_ID}`, { firstName: 'Ghost' })).status).toBe(404);
  });
});

describe('GET /v1/user', () => {
  it('pages users for staff, newest first, with search', async () => {
    const { client } = await createStaff(t, 'concierge');
    const marker = `zz${Date.now().toString(36)}`;
    const a = await createUser(t, { lastName: `${marker}-a` });
    const b = await createUser(t, { lastName: `${marker}-b` });
    const res = await client.get('/v1/user', { query: { search: marker, size: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 2, size: 1, number: 0, totalPages: 2 });
    expect(res.body.content.map((u: { id: string }) => u.id)).toEqual([b.user.id]);
    const page2 = await client.get('/v1/user', { query: { search: marker, size: 1, page: 1 } });
    expect(page2.body.content[0].id).toBe(a.user.id);
    const byEmail = await client.get('/v1/user', { query: { search: a.email.toUpperCase() } });
    expect(byEmail.body.content.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
    const sorted = await client.get('/v1/user', { query: { search: marker, sort: 'lastName,asc' } });
    expect(sorted.body.content.map((u: { id: string }) => u.id)).toEqual([a.user.id, b.user.id]);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const { client } = await createStaff(t);
    const res = await client.get('/v1/user', { query: { search: '%_%' } });
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(0);
  });

  it('refuses non-staff', async () => {
    expect((await t.client().get('/v1/user')).status).toBe(401);
    const { client } = await createSignedInUser(t);
    expect((await client.get('/v1/user')).status).toBe(403);
  });

  it('400 for a bad page query', async () => {
    const { client } = await createStaff(t);
    for (const query of [
      { size: 0 },
      { size: 100000 },
      { page: -1 },
      { sort: 'passwordHash,asc' },
      { sort: 'x;drop' },
    ]) {
      const res = await client.get('/v1/user', { query });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toBeDefined();
    }
  });
});

describe('POST /v1/user/batch', () => {
  it('answers public users in the order asked, skipping unknown ids', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await t.client().post('/v1/user/batch', { ids: [b.user.id, MISSING_ID, a.user.id, b.user.id] });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { id: string }) => u.id)).toEqual([b.user.id, a.user.id]);
    expect(res.body[0]).not.toHaveProperty('email');
  });

  it('answers full users, with their grants, to staff', async () => {
    const a = await createUser(t, { roles: ['concierge'] });
    const { client } = await createStaff(t);
    const res = await client.post('/v1/user/batch', { ids: [a.user.id] });
    expect(res.body[0]).toMatchObject({
      email: a.email,
      concierge: true,
      acl: [{ targetId: null, permission: 'concierge' }],
    });
    const one = await client.get(`/v1/user/${a.user.id}`);
    expect(one.body.acl).toEqual([{ targetId: null, permission: 'concierge' }]);
    const list = await client.get('/v1/user', { query: { search: a.email } });
    expect(list.body.content[0].acl).toEqual([{ targetId: null, permission: 'concierge' }]);
  });

  it('400 for malformed ids', async () => {
    for (const body of [{ ids: ['nope'] }, { ids: 'x' }, {}, { ids: Array.from({ length: 1001 }, () => MISSING_ID) }]) {
      const res = await t.client().post('/v1/user/batch', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toBeDefined();
    }
  });
});

describe('POST /v1/user/{id}/metadata', () => {
  it('merges feature-flag overrides; an empty value removes one', async () => {
    const anon = await createAnonymous(t);
    const path = `/v1/user/${anon.userId}/metadata`;
    await anon.client.post(path, { featureFlags: { themeFlag: 'theme2', lpCtaPricingTest: 'b' } });
    const res = await anon.client.post(path, {
      featureFlags: { lpCtaPricingTest: '', t31Notifications: 'test' },
      distinctId: 'd-1',
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({
      featureFlags: { themeFlag: 'theme2', t31Notifications: 'test' },
      distinctId: 'd-1',
    });
  });

  it('self or admin only', async () => {
    const target = await createUser(t);
    const { client } = await createSignedInUser(t);
    const path = `/v1/user/${target.user.id}/metadata`;
    expect((await client.post(path, { featureFlags: { a: 'b' } })).status).toBe(403);
    expect((await t.client().post(path, { featureFlags: { a: 'b' } })).status).toBe(401);
    const { client: concierge } = await createStaff(t, 'concierge');
    expect((await concierge.post(path, { featureFlags: { a: 'b' } })).status).toBe(403);
    const { client: admin } = await createStaff(t, 'admin');
    expect((await admin.post(path, { featureFlags: { a: 'b' } })).body.metadata.featureFlags).toEqual({ a: 'b' });
  });

  it('400 for unknown keys and wrong types', async () => {
    const { client, user } = await createSignedInUser(t);
    for (const body of [
      { admin: true },
      { featureFlags: { a: 1 } },
      { featureFlags: 'on' },
      { distinctId: 'x'.repeat(201) },
    ]) {
      const res = await client.post(`/v1/user/${user.id}/metadata`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });
});

it('never answers 500 to junk (a few fuzz-ish payloads across user routes)', async () => {
  const { client, user } = await createSignedInUser(t);
  const payloads = [
    null,
    0,
    'x',
    [],
    [{}],
    { ids: [null] },
    { firstName: { $gt: '' } },
    { email: uniqueEmail(), extra: 'x'.repeat(50_000) },
  ];
  const routes = [
    '/v1/user/batch',
    `/v1/user/${user.id}`,
    `/v1/user/${user.id}/metadata`,
    '/v1/user/preValidate',
    '/v1/user',
  ];
  for (const path of routes) {
    for (const body of payloads) {
      const res = await client.request('POST', path, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
    }
  }
});
