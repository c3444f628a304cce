/* eslint-disable @typescript-eslint/no-explicit-any -- reads loosely typed bodies */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminJobPageSchema, AdminJobSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff } from '../../../test/factories';
import { testQueue } from '../../../test/test-queue';

const FLAKY = testQueue('test.flaky');
/** How often each job of the test queue ran; a job with `fail` fails its first run only. */
const runs = new Map<string, number>();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) =>
      app.ctx.jobs.work<{ key: string; fail?: boolean }>(FLAKY, async (data) => {
        const n = (runs.get(data.key) ?? 0) + 1;
        runs.set(data.key, n);
        if (data.fail && n === 1) throw new Error(`boom ${data.key}`);
        return { ok: true };
      }),
  });
});
afterAll(() => t?.close());

/** Queues a job of the test queue and waits until it has run (and, with `fail`, failed). */
async function ranJob(key: string, fail: boolean) {
  const id = await t.ctx.jobs.send(FLAKY.name, { key, fail, secretLooking: { nested: 'dropped' } });
  await t.ctx.jobs.drain([FLAKY.name]);
  return id!;
}

describe('GET /v1/admin/jobs and /v1/admin/jobs/{id}', () => {
  it('lists failed jobs for staff with the attempts and the last error, without stacks or nested data', async () => {
    const id = await ranJob('list-1', true);
    for (const role of ['concierge', 'admin'] as const) {
      const staff = await createStaff(t, role);
      const res = await staff.client.get('/v1/admin/jobs', { query: { name: FLAKY.name, size: 100 } });
      expect(res.status).toBe(200);
      const page = AdminJobPageSchema.parse(res.body);
      const job = page.content.find((j) => j.id === id);
      expect(job).toMatchObject({
        name: FLAKY.name,
        state: 'failed',
        attempts: 1,
        maxAttempts: 1,
        lastError: 'boom list-1',
        data: { key: 'list-1', fail: true },
      });
      expect(job!.data).not.toHaveProperty('secretLooking');
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
      const one = await staff.client.get(`/v1/admin/jobs/${id}`);
      expect(one.status).toBe(200);
      expect(AdminJobSchema.parse(one.body)).toEqual(job);
    }
  });

  it('filters by state and name, and pages in the wrapper', async () => {
    const failed = await ranJob('filter-1', true);
    const done = await ranJob('filter-2', false);
    const admin = await createStaff(t);
    const ids = async (query: Record<string, string | number>) =>
      ((await admin.client.get('/v1/admin/jobs', { query: { size: 100, ...query } })).body.content as any[]).map(
        (j) => j.id,
      );
    expect(await ids({})).toContain(failed);
    expect(await ids({})).not.toContain(done);
    expect(await ids({ state: 'completed', name: FLAKY.name })).toContain(done);
    expect(await ids({ state: 'completed', name: FLAKY.name })).not.toContain(failed);
    expect(await ids({ name: 'payments.expire-purchases' })).not.toContain(failed);
    const page = await admin.client.get('/v1/admin/jobs', { query: { size: 1, page: 0, name: FLAKY.name } });
    expect(page.body).toMatchObject({ size: 1, number: 0, content: [expect.any(Object)] });
    expect(page.body.totalElements).toBeGreaterThanOrEqual(1);
    expect(page.body.totalPages).toBe(page.body.totalElements);
  });

  it('is for staff only: 401 signed out, 403 for buyers and sellers', async () => {
    const id = await ranJob('denied-1', true);
    const user = await createSignedInUser(t);
    for (const [path, method] of [
      ['/v1/admin/jobs', 'get'],
      [`/v1/admin/jobs/${id}`, 'get'],
      [`/v1/admin/jobs/${id}/retry`, 'post'],
    ] as const) {
      expect((await t.client()[method](path, method === 'post' ? {} : undefined)).status).toBe(401);
      expect((await user.client[method](path, method === 'post' ? {} : undefined)).status).toBe(403);
    }
    expect(runs.get('denied-1')).toBe(1); // the refused retry changed nothing
  });

  it('refuses malformed requests with 400 and answers 404 for an unknown job', async () => {
    const admin = await createStaff(t);
    for (const query of [
      { state: 'bogus' },
      { size: 0 },
      { page: -1 },
      { name: "x'; drop table users" },
      { name: 'A'.repeat(200) },
    ]) {
      const res = await admin.client.get('/v1/admin/jobs', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ name: 'ValidationException' });
    }
    expect((await admin.client.get('/v1/admin/jobs/not-a-uuid')).status).toBe(400);
    expect((await admin.client.post('/v1/admin/jobs/not-a-uuid/retry', {})).status).toBe(400);
    expect((await admin.client.get('/v1/admin/jobs/0190aaaa-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await admin.client.post('/v1/admin/jobs/0190aaaa-0000-7000-8000-000000000000/retry', {})).status).toBe(404);
  });
});

describe('POST /v1/admin/jobs/{id}/retry', () => {
  it('runs a failed job again once, however many staff retry it at once; a job not failed is 409', async () => {
    const id = await ranJob('retry-1', true);
    const [a, b] = await Promise.all([createStaff(t, 'concierge'), createStaff(t, 'admin')]);
    const answers = await Promise.all([a, b, a, b].map((s) => s.client.post(`/v1/admin/jobs/${id}/retry`, {})));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((r) => r.status === 200)!.body).toMatchObject({ id, state: 'retry', maxAttempts: 2 });
    await t.ctx.jobs.drain([FLAKY.name]);
    expect(runs.get('retry-1')).toBe(2);
    const after = await a.client.get(`/v1/admin/jobs/${id}`);
    expect(after.body).toMatchObject({ state: 'completed', attempts: 2, lastError: null });
    const again = await a.client.post(`/v1/admin/jobs/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ name: 'ConflictException' });
  });
});
