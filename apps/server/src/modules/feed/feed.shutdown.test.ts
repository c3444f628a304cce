import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import { connectFeed } from './feed.fixtures';

describe('the live feed on shutdown (issue 13)', () => {
  it('closes every socket with 1001 (going away), so clients reconnect to another instance', async () => {
    const t = await buildTestApp();
    const { client } = await createSignedInUser(t);
    const sockets = await Promise.all([connectFeed(t.url, client), connectFeed(t.url, client)]);
    await t.close();
    for (const s of sockets) expect((await s.closed).code).toBe(1001);
  });
});
