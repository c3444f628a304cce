import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { users } from '../../db/schema';
import { grantPermission } from '../users';
import { getCachedSession } from './session-cache';
import { sessionIdOf } from './sessions.service';

const TTL = 400;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { sessionCacheMs: TTL } });
});
afterAll(() => t?.close());

describe('session cache', () => {
  it('reuses a resolved session, and forgets it when the user changes through the services', async () => {
    const { client, user } = await createSignedInUser(t);
    expect((await client.get('/v1/user/current')).body.admin).toBe(false);
    expect(getCachedSession(sessionIdOf(client.sessionCookie!), Date.now())?.userId).toBe(user.id);
    await grantPermission(t.ctx.db, { userId: user.id, permission: 'admin' });
    expect((await client.get('/v1/user/current')).body.admin).toBe(true);
  });

  it('sees a change made behind its back (another instance, the CLI) within the TTL', async () => {
    const { client, user } = await createSignedInUser(t, { firstName: 'Before' });
    expect((await client.get('/v1/user/current')).body.firstName).toBe('Before');
    // Raw SQL on purpose: bypasses the repos, like a write from another process would.
    await t.ctx.db.execute(sql`update users set first_name = 'After' where id = ${user.id}`);
    expect((await client.get('/v1/user/current')).body.firstName).toBe('Before');
    await new Promise((r) => setTimeout(r, TTL + 50));
    expect((await client.get('/v1/user/current')).body.firstName).toBe('After');
  });

  it('drops sessions at sign-out and at revocation immediately', async () => {
    const u = await createSignedInUser(t);
    await u.client.get('/v1/user/current');
    const token = u.client.sessionCookie!;
    await u.client.delete('/v1/auth');
    expect(getCachedSession(sessionIdOf(token), Date.now())).toBeUndefined();
    const replay = t.client();
    replay.cookies.set('revy_session', token);
    expect((await replay.get('/v1/user/current')).status).toBe(401);
  });

  it('is off with SESSION_CACHE_MS=0', async () => {
    const t0 = await buildTestApp({ config: { sessionCacheMs: 0 } });
    try {
      const { client, user } = await createSignedInUser(t0);
      await client.get('/v1/user/current');
      expect(getCachedSession(sessionIdOf(client.sessionCookie!), Date.now())).toBeUndefined();
      await t0.ctx.db.update(users).set({ lastName: 'Direct' }).where(eq(users.id, user.id));
      expect((await client.get('/v1/user/current')).body.lastName).toBe('Direct');
    } finally {
      await t0.close();
    }
  });
});
