import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigPageSchema, ConfigSchema, HistoryPageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, createStaff } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { config } from './config.table';
import { readSetting } from './settings';
import { settingsCacheOf } from './settings-cache';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let concierge: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t, 'admin');
  concierge = await createStaff(t, 'concierge');
});
afterAll(() => t?.close());

let n = 0;
const uniqueName = (label = 'test') => `${label}.${Date.now().toString(36)}.${++n}`;

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/v1/config', body);
  expect(res.status, res.text).toBe(201);
  return ConfigSchema.parse(res.body);
}

async function idOf(name: string): Promise<string> {
  const res = await admin.client.get(`/v1/config/name/${name}`);
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
}

async function historyOf(id: string) {
  const res = await admin.client.get(`/v1/history/target/${id}`);
  expect(res.status).toBe(200);
  return HistoryPageSchema.parse(res.body).content;
}

describe('who may read and write settings', () => {
  it('staff read, admins write; signed-out callers get 401 and everyone else 403', async () => {
    const item = await create(admin.client, { name: uniqueName(), type: 'string', value: 'a' });
    const user = await createSignedInUser(t);
    const anon = await createAnonymous(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/v1/config'],
      ['GET', `/v1/config/${item.id}`],
      ['POST', '/v1/config', { name: uniqueName(), type: 'string', value: 'b' }],
      ['PUT', `/v1/config/${item.id}`, { value: 'c' }],
      ['PATCH', `/v1/config/${item.id}/description`, { description: 'x' }],
      ['DELETE', `/v1/config/${item.id}`],
    ];
    for (const [method, path, json] of calls) {
      const write = method !== 'GET';
      expect((await t.client().request(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await anon.client.request(method, path, { json })).status, `${method} ${path}`).toBe(403);
      const denied = await user.client.request(method, path, { json });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body).toMatchObject({ error: 'FORBIDDEN', status: 403, message: expect.any(String) });
      const byConcierge = await concierge.client.request(method, path, { json });
      expect(byConcierge.status, `${method} ${path}`).toBe(write ? 403 : 200);
    }
    // Nothing above changed the row.
    expect((await admin.client.get(`/v1/config/${item.id}`)).body).toMatchObject({ value: 'a', description: null });
  });

  it('by name: anyone reads a public setting; private and unknown names are the same 404 for non-staff', async () => {
    const secret = await create(admin.client, { name: uniqueName('secret'), type: 'string', value: 'hidden' });
    const user = await createSignedInUser(t);
    for (const client of [t.client(), user.client]) {
      const price = await client.get('/v1/config/name/defaultUserPrice');
      expect(price.status).toBe(200);
      expect(price.body).toEqual({ name: 'defaultUserPrice', type: 'number', value: 49 });
      for (const name of ['sellerSlaMinutes', secret.name, 'noSuchSetting']) {
        const res = await client.get(`/v1/config/name/${name}`);
        expect(res.status, name).toBe(404);
        expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: 'Setting not found' });
      }
    }
    const staffView = await concierge.client.get('/v1/config/name/sellerSlaMinutes');
    expect(ConfigSchema.parse(staffView.body)).toMatchObject({
      known: true,
      public: false,
      value: null,
      defaultValue: '120',
    });
    expect((await concierge.client.get(`/v1/config/name/${secret.name}`)).body.value).toBe('hidden');
  });
});

describe('malformed requests are 400 in the error shape', () => {
  it('names, types, values and ids', async () => {
    const item = await create(admin.client, { name: uniqueName(), type: 'number', value: '3' });
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/config', { name: '1abc', type: 'string', value: 'x' }, 'name'],
      ['POST', '/v1/config', { name: 'has space', type: 'string', value: 'x' }, 'name'],
      ['POST', '/v1/config', { name: 'a/b', type: 'string', value: 'x' }, 'name'],
      ['POST', '/v1/config', { name: uniqueName(), type: 'date', value: 'x' }, 'type'],
      ['POST', '/v1/config', { name: uniqueName(), type: 'number', value: 'twelve' }, 'value'],
      ['POST', '/v1/config', { name: uniqueName(), type: 'boolean', value: 'yes' }, 'value'],
      ['POST', '/v1/config', { name: uniqueName(), type: 'json', value: '{"a":' }, 'value'],
      ['POST', '/v1/config', { name: uniqueName(), type: 'string', value: 'x'.repeat(10_001) }, 'value'],
      ['PUT', `/v1/config/${item.id}`, { value: '3 apples' }, 'value'],
      ['PUT', `/v1/config/${item.id}`, { value: 7 }, 'value'],
      ['PATCH', `/v1/config/${item.id}/description`, { description: 'd'.repeat(1001) }, 'description'],
    ];
    for (const [method, path, json, field] of cases) {
      const res = await admin.client.request(method, path, { json });
      expect(res.status, `${method} ${JSON.stringify(json).slice(0, 60)}`).toBe(400);
      expect(res.body).toMatchObject({ status: 400, name: expect.any(String), message: expect.any(String) });
      expect(Object.keys(res.body.fields ?? {}).join(), JSON.stringify(json).slice(0, 60)).toContain(field);
    }
    expect((await admin.client.get('/v1/config/not-a-uuid')).status).toBe(400);
    expect((await admin.client.get('/v1/config', { query: { sort: 'value,asc' } })).status).toBe(400);
    const notJson = await admin.client.request('POST', '/v1/config', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await admin.client.get(`/v1/config/${item.id}`)).body.value).toBe('3');
  });

  it('a known setting keeps its type and its own rules, with a message a person can act on', async () => {
    const sla = await idOf('sellerSlaMinutes');
    const wrongType = await admin.client.put(`/v1/config/${sla}`, { value: 'soon', type: 'string' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields.type).toMatch(/number setting/);
    const tooShort = await admin.client.put(`/v1/config/${sla}`, { value: '1' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields.value).toMatch(/5/);
    const landing = await idOf('defaultLandingUrl');
    const offSite = await admin.client.put(`/v1/config/${landing}`, { value: 'https://evil.example' });
    expect(offSite.status).toBe(400);
    expect(offSite.body.fields.value).toMatch(/path on this site/);
    const flags = await idOf('flagDefaults');
    const badFlag = await admin.client.put(`/v1/config/${flags}`, { value: '{"themeFlag":"theme9"}' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.fields.value).toMatch(/theme9/);
    const dup = await admin.client.post('/v1/config', { name: 'supportEmail', type: 'string', value: 'a@b.co' });
    expect(dup.status).toBe(409);
  });
});

describe('changing settings', () => {
  it('create, update, describe and delete, each recorded in History with the admin who did it', async () => {
    const name = uniqueName('promo');
    const item = await create(admin.client, { name, type: 'json', value: '{"on":true}', description: 'Promo banner' });
    expect(item).toMatchObject({
      name,
      type: 'json',
      known: false,
      updatedBy: admin.user.id,
      updatedByName: 'Test User',
      readCount: 0,
    });
    const put = await admin.client.put(`/v1/config/${item.id}`, { value: '{"on":false}' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ value: '{"on":false}', type: 'json', description: 'Promo banner' });
    const retyped = await admin.client.put(`/v1/config/${item.id}`, { value: 'true', type: 'boolean' });
    expect(retyped.body).toMatchObject({ value: 'true', type: 'boolean' });
    const described = await admin.client.request('PATCH', `/v1/config/${item.id}/description`, {
      json: { description: 'Banner on' },
    });
    expect(described.body).toMatchObject({ description: 'Banner on', value: 'true' });
    // The same value again changes nothing, so it adds no History record.
    await admin.client.put(`/v1/config/${item.id}`, { value: 'true' });
    expect((await admin.client.delete(`/v1/config/${item.id}`)).status).toBe(204);
    expect((await admin.client.get(`/v1/config/${item.id}`)).status).toBe(404);
    expect((await admin.client.delete(`/v1/config/${item.id}`)).status).toBe(404);

    const history = await historyOf(item.id);
    expect(history.map((h) => (h.data as { action: string }).action)).toEqual([
      'delete',
      'description',
      'update',
      'update',
      'create',
    ]);
    expect(history.every((h) => h.className === 'Config' && h.savedBy === admin.user.id)).toBe(true);
    expect(history[2]!.data).toEqual({
      action: 'update',
      before: { value: '{"on":false}', type: 'json' },
      after: { value: 'true', type: 'boolean' },
    });
    expect(history[0]!.data).toMatchObject({ before: { name, value: 'true', description: 'Banner on' }, after: {} });
  });

  it('deleting a known setting resets it to its default and keeps its row', async () => {
    const id = await idOf('supportPhone');
    await admin.client.put(`/v1/config/${id}`, { value: '+1 415 555 0100' });
    expect(await readSetting(t.ctx, 'supportPhone')).toBe('+1 415 555 0100');
    expect((await admin.client.delete(`/v1/config/${id}`)).status).toBe(204);
    expect((await admin.client.get(`/v1/config/${id}`)).body).toMatchObject({ value: null, defaultValue: '' });
    expect(await readSetting(t.ctx, 'supportPhone')).toBe('');
    expect((await historyOf(id))[0]!.data).toEqual({
      action: 'reset',
      before: { value: '+1 415 555 0100' },
      after: { value: null },
    });
  });

  it('racing creators of one name: one wins, the others get 409', async () => {
    const name = uniqueName('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => admin.client.post('/v1/config', { name, type: 'string', value: `v${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expect(conflict.body).toMatchObject({ error: 'CONFLICT', message: `A setting named ${name} already exists` });
    expect(await t.ctx.db.select().from(config).where(eq(config.name, name))).toHaveLength(1);
  });

  it('racing updates: every one is applied in turn and recorded, none lost', async () => {
    const item = await create(admin.client, { name: uniqueName('counter'), type: 'number', value: '0' });
    const values = ['1', '2', '3', '4', '5', '6'];
    const results = await Promise.all(values.map((value) => admin.client.put(`/v1/config/${item.id}`, { value })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const updates = (await historyOf(item.id))
      .filter((h) => (h.data as { action: string }).action === 'update')
      .map((h) => h.data as { before: { value: string }; after: { value: string } });
    expect(updates).toHaveLength(6);
    // One chain: from the created value, each change's "before" is the "after" of the change it followed. (Read by
    // the links, not by savedAt: PostgreSQL's now() is when each transaction began, before it waited for the lock.)
    const next = new Map(updates.map((u) => [u.before.value, u.after.value]));
    expect(next.size).toBe(6);
    const chain = ['0'];
    while (next.has(chain.at(-1)!)) chain.push(next.get(chain.at(-1)!)!);
    expect(chain).toHaveLength(7);
    expect([...chain.slice(1)].sort()).toEqual(values);
    expect((await admin.client.get(`/v1/config/${item.id}`)).body.value).toBe(chain.at(-1));
  });
});

describe('listing settings', () => {
  it('lists the known settings from the start, with search, sort and paging', async () => {
    const all = ConfigPageSchema.parse((await concierge.client.get('/v1/config', { query: { size: 200 } })).body);
    const known = all.content.filter((c) => c.known).map((c) => c.name);
    expect(known).toEqual(
      expect.arrayContaining([
        'defaultLandingUrl',
        'sellerSlaMinutes',
        'classifiedsRepostDelayMinutes',
        'flagDefaults',
      ]),
    );
    const names = all.content.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const prefix = uniqueName('zz_list');
    for (const s of ['b', 'a', 'c']) await create(admin.client, { name: `${prefix}.${s}`, type: 'string', value: s });
    const found = await concierge.client.get('/v1/config', { query: { search: prefix, sort: 'name,desc', size: 2 } });
    expect(found.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0 });
    expect(found.body.content.map((c: { name: string }) => c.name)).toEqual([`${prefix}.c`, `${prefix}.b`]);
    // Wildcards in the search are literal.
    expect((await concierge.client.get('/v1/config', { query: { search: '%' } })).body.totalElements).toBe(0);
  });
});

describe('the settings cache', () => {
  it('counts reads in memory and writes them at the flush, without touching updatedAt', async () => {
    const id = await idOf('classifiedsRepostDelayMinutes');
    const before = (await admin.client.get(`/v1/config/${id}`)).body;
    await settingsCacheOf(t.ctx)!.flushReads();
    const start = (await t.ctx.db.select().from(config).where(eq(config.id, id)))[0]!;
    for (let i = 0; i < 5; i++) expect(await readSetting(t.ctx, 'classifiedsRepostDelayMinutes')).toBe(2);
    // Not written yet: a hot read never writes the row.
    expect((await t.ctx.db.select().from(config).where(eq(config.id, id)))[0]!.readCount).toBe(start.readCount);
    await settingsCacheOf(t.ctx)!.flushReads();
    const after = (await t.ctx.db.select().from(config).where(eq(config.id, id)))[0]!;
    expect(after.readCount).toBe(start.readCount + 5);
    expect(after.readAt!.getTime()).toBeGreaterThanOrEqual(start.updatedAt.getTime());
    expect(after.updatedAt.toISOString()).toBe(before.updatedAt);
  });

  it('a change through the API applies at once on this instance', async () => {
    const id = await idOf('classifiedsRepostDelayMinutes');
    expect(await readSetting(t.ctx, 'classifiedsRepostDelayMinutes')).toBe(2);
    await admin.client.put(`/v1/config/${id}`, { value: '15' });
    expect(await readSetting(t.ctx, 'classifiedsRepostDelayMinutes')).toBe(15);
    await admin.client.delete(`/v1/config/${id}`);
    expect(await readSetting(t.ctx, 'classifiedsRepostDelayMinutes')).toBe(2);
  });

  it('an unusable stored value (written by hand) reads as the default', async () => {
    await t.ctx.db.update(config).set({ value: 'many' }).where(eq(config.name, 'defaultUserPrice'));
    settingsCacheOf(t.ctx)!.invalidate('defaultUserPrice');
    expect(await readSetting(t.ctx, 'defaultUserPrice')).toBe(49);
    await t.ctx.db.update(config).set({ value: null }).where(eq(config.name, 'defaultUserPrice'));
    settingsCacheOf(t.ctx)!.invalidate('defaultUserPrice');
  });
});
