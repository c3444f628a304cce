import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const MISSING_ID = '01890000-0000-7000-8000-000000000000';

describe('Form calls', () => {
  it("saves, replaces and lists the caller's forms; JSON text stored as given", async () => {
    const { client, user } = await createSignedInUser(t);
    const res = await client.post('/v1/form/financing', { data: '{"income": 5000}' });
    expect(res.status).toBe(200);
    expect(FormSchema.parse(res.body)).toMatchObject({ name: 'financing', userId: user.id, data: '{"income": 5000}' });
    const put = await client.put(`/v1/form/${res.body.id}`, { data: '{"income": 6000}' });
    expect(put.body.data).toBe('{"income": 6000}');
    const list = await client.get('/v1/form');
    expect(list.body.map((f: { id: string }) => f.id)).toEqual([res.body.id]);
  });

  it("refuses other people's forms (403), unknown (404), bad data and names (400), signed out (401)", async () => {
    const owner = await createSignedInUser(t);
    const form = (await owner.client.post('/v1/form/survey', { data: '[]' })).body;
    const other = await createSignedInUser(t);
    expect((await other.client.put(`/v1/form/${form.id}`, { data: '{}' })).status).toBe(403);
    expect((await other.client.get('/v1/form')).body).toEqual([]);
    expect((await owner.client.put(`/v1/form/${MISSING_ID}`, { data: '{}' })).status).toBe(404);
    expect((await owner.client.post('/v1/form/survey', { data: 'not json' })).status).toBe(400);
    expect((await owner.client.post('/v1/form/bad name!', { data: '{}' })).status).toBe(400);
    expect((await owner.client.post('/v1/form/survey', {})).status).toBe(400);
    expect((await t.client().get('/v1/form')).status).toBe(401);
  });
});
