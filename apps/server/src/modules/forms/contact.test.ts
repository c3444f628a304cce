import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, createStaff, uniqueEmail } from '../../../test/factories';
import { findMailTo } from '../mail';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  data: JSON.stringify({
    name: 'Dana Driver',
    email: uniqueEmail('contact'),
    topic: 'selling',
    message: 'Can I change my plan after publishing my Civic?',
    listingUrl: '/listings/123',
    ...overrides,
  }),
});

describe('POST /v1/form/contact', () => {
  it('takes a message from a signed-out visitor, mails the support inbox and a copy to the visitor', async () => {
    const body = message();
    const email = JSON.parse(body.data).email as string;
    const res = await t.client().post('/v1/form/contact', body);
    expect(res.status).toBe(200);
    expect(FormSchema.parse(res.body)).toMatchObject({ name: 'contact', userId: null });
    const [copy] = await findMailTo(t.ctx.db, email);
    expect(copy).toMatchObject({ template: 'contactConfirmation', subject: 'We got your message' });
    expect(copy!.text).toContain('Can I change my plan');
    const staff = (await findMailTo(t.ctx.db, 'support@revy.local', 50)).find((m) => m.text.includes(email));
    expect(staff).toMatchObject({ template: 'contactStaff', subject: 'Contact: Selling my car from Dana Driver' });
    expect(staff!.text).toContain('About: /listings/123');
  });

  it('keeps the signed-in sender on the form, and staff settings choose the inbox', async () => {
    const admin = await createStaff(t);
    const id = (await admin.client.get('/v1/config/name/supportEmail')).body.id as string;
    expect((await admin.client.put(`/v1/config/${id}`, { value: 'help@revy.example' })).status).toBe(200);
    const user = await createSignedInUser(t);
    const body = message({ topic: 'safety', message: 'A buyer asked me for a verification code.' });
    const res = await user.client.post('/v1/form/contact', body);
    expect(res.body.userId).toBe(user.user.id);
    const staff = await findMailTo(t.ctx.db, 'help@revy.example');
    expect(staff[0]?.text).toContain('A buyer asked me for a verification code.');
    await admin.client.put(`/v1/config/${id}`, { value: null });
  });

  it('refuses bad messages with the field that is wrong, and other form names to signed-out callers', async () => {
    const c = t.client();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, 'email'],
      [{ name: '' }, 'name'],
      [{ topic: 'refund-now' }, 'topic'],
      [{ message: 'hi' }, 'message'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ listingUrl: 'javascript:alert(1)' }, 'listingUrl'],
      [{ extra: 'field' }, 'data'],
    ];
    for (const [overrides, field] of cases) {
      const res = await c.post('/v1/form/contact', message(overrides));
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(res.body.fields ?? {}), field).toContain(field === 'data' ? '' : field);
    }
    expect((await c.post('/v1/form/contact', { data: '{not json' })).status).toBe(400);
    expect((await c.post('/v1/form/contact', {})).status).toBe(400);
    expect((await c.post('/v1/form/feedback', message())).status).toBe(401);
  });

  it('limits one address to ten messages an hour (429), also when they arrive at once', async () => {
    const c = t.client();
    const results = await Promise.all(Array.from({ length: 12 }, () => c.post('/v1/form/contact', message())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // Another visitor is not affected.
    expect((await t.client().post('/v1/form/contact', message())).status).toBe(200);
  });
});
