import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserPageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff, createUser } from '../../../test/factories';
import { setUserDisabled } from './users.service';

/** GET /v1/user's search and filters (issue 16): the staff users page. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ids = (body: unknown) => UserPageSchema.parse(body).content.map((u) => u.id);

describe('GET /v1/user search and filters', () => {
  it('finds a user by part of their email, name or phone, in any case', async () => {
    const { client } = await createStaff(t, 'concierge');
    const marker = `qx${Date.now().toString(36)}`;
    const who = await createSignedInUser(t, { firstName: 'Marguerite', lastName: `Okafor${marker}` });
    expect((await who.client.post(`/v1/user/${who.user.id}`, { phone: '+1 (555) 010-7788' })).status).toBe(200);

    const emailPart = who.email.slice(0, who.email.indexOf('@') - 2).toUpperCase();
    for (const search of [emailPart, `okafor${marker}`, `marguerite okafor${marker}`, '010-77', '5550107788']) {
      const res = await client.get('/v1/user', { query: { search } });
      expect(res.status, search).toBe(200);
      expect(ids(res.body), search).toContain(who.user.id);
    }
    const none = await client.get('/v1/user', { query: { search: `nobody${marker}` } });
    expect(none.body.totalElements).toBe(0);
  });

  it('filters by role, verified, disabled and sign-up method', async () => {
    const { client } = await createStaff(t);
    const marker = `fl${Date.now().toString(36)}`;
    const plain = await createUser(t, { lastName: marker });
    const unverified = await createUser(t, { lastName: marker, verified: false });
    const concierge = await createUser(t, { lastName: marker, roles: ['concierge'] });
    const admin = await createUser(t, { lastName: marker, roles: ['admin'] });
    const off = await createUser(t, { lastName: marker });
    await setUserDisabled(t.ctx.db, off.user.id, true);

    const list = async (query: Record<string, string>) => {
      const res = await client.get('/v1/user', { query: { search: marker, sort: 'createdAt,asc', ...query } });
      expect(res.status, JSON.stringify(query)).toBe(200);
      return ids(res.body);
    };
    expect(await list({})).toEqual([plain, unverified, concierge, admin, off].map((u) => u.user.id));
    expect(await list({ role: 'admin' })).toEqual([admin.user.id]);
    expect(await list({ role: 'concierge' })).toEqual([concierge.user.id]);
    expect(await list({ role: 'user' })).toEqual([plain, unverified, off].map((u) => u.user.id));
    expect(await list({ verified: 'false' })).toEqual([unverified.user.id]);
    expect(await list({ verified: 'true', role: 'user' })).toEqual([plain, off].map((u) => u.user.id));
    expect(await list({ disabled: 'true' })).toEqual([off.user.id]);
    expect(await list({ disabled: 'false', role: 'user', verified: 'true' })).toEqual([plain.user.id]);
    expect(await list({ signupMethod: 'seed', role: 'admin' })).toEqual([admin.user.id]);
    expect(await list({ signupMethod: 'email' })).toEqual([]);
  });

  it('hides anonymous guests unless guests=true', async () => {
    const { client } = await createStaff(t, 'concierge');
    const guest = await createAnonymous(t);
    const hidden = await client.get('/v1/user', { query: { signupMethod: 'anonymous' } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.totalElements).toBe(0);
    const all = await client.get('/v1/user', { query: { size: 100 } });
    expect(ids(all.body)).not.toContain(guest.userId);
    expect(UserPageSchema.parse(all.body).content.every((u) => !u.anonymous)).toBe(true);

    const shown = await client.get('/v1/user', { query: { guests: 'true', signupMethod: 'anonymous', size: 100 } });
    expect(ids(shown.body)).toContain(guest.userId);
    expect(UserPageSchema.parse(shown.body).content.every((u) => u.anonymous)).toBe(true);
    const withGuests = await client.get('/v1/user', { query: { guests: 'true', size: 100 } });
    expect(withGuests.body.totalElements).toBeGreaterThan(all.body.totalElements);
  });

  it('refuses callers who are not staff, anonymous ones included', async () => {
    expect((await t.client().get('/v1/user', { query: { role: 'admin' } })).status).toBe(401);
    const guest = await createAnonymous(t);
    expect((await guest.client.get('/v1/user')).status).toBe(403);
    const { client } = await createSignedInUser(t);
    const res = await client.get('/v1/user', { query: { guests: 'true' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
  });

  it('400 in the error shape for malformed filters', async () => {
    const { client } = await createStaff(t);
    for (const query of [
      { role: 'owner' },
      { verified: 'yes' },
      { disabled: '1' },
      { guests: 'maybe' },
      { signupMethod: 'carrier-pigeon' },
      { search: 'x'.repeat(201) },
    ]) {
      const res = await client.get('/v1/user', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', status: 400 });
      expect(Object.keys(res.body.fields)).toEqual(Object.keys(query));
    }
  });
});
