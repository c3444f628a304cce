import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VehicleModelPageSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { seedVehicleCatalog } from './vehicles.seed';

// A few makes of the real catalog keep this file fast; vehicles.seed.test.ts loads all of it.
const MAKES = ['Toyota', 'Honda', 'Tesla', 'smart'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedVehicleCatalog(t.ctx, { makes: MAKES });
});
afterAll(() => t?.close());

describe('GET /v1/vehicle/year', () => {
  it('lists model years newest first', async () => {
    const res = await t.client().get('/v1/vehicle/year');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([...res.body].sort((a: number, b: number) => b - a));
    expect(res.body[0]).toBeLessThanOrEqual(new Date().getUTCFullYear() + 1);
    expect(res.body.at(-1)).toBe(1990);
  });

  it('lists the years of one make, matching its name in any case', async () => {
    const tesla = await t.client().get('/v1/vehicle/year', { query: { make: 'tesla' } });
    expect(tesla.status).toBe(200);
    expect(tesla.body).toContain(2019);
    expect(tesla.body).not.toContain(2005);
    expect(Math.min(...tesla.body)).toBe(2008);
    expect((await t.client().get('/v1/vehicle/year', { query: { make: 'No Such Make' } })).body).toEqual([]);
  });

  it('400 on a make longer than 100 characters', async () => {
    const res = await t.client().get('/v1/vehicle/year', { query: { make: 'x'.repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', fields: { make: expect.any(String) } });
  });
});

describe('GET /v1/vehicle/make', () => {
  it('lists makes alphabetically, ignoring case', async () => {
    const res = await t.client().get('/v1/vehicle/make', { query: { year: 2019 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Honda', 'smart', 'Tesla', 'Toyota']);
  });

  it('lists only the makes of that year', async () => {
    const res = await t.client().get('/v1/vehicle/make', { query: { year: 1995 } });
    expect(res.body).toEqual(['Honda', 'Toyota']);
  });

  it('400 on a year that is not a number or out of range', async () => {
    for (const year of ['abc', '1800', '2019.5']) {
      const res = await t.client().get('/v1/vehicle/make', { query: { year } });
      expect(res.status, year).toBe(400);
      expect(res.body.fields).toHaveProperty('year');
    }
  });
});

describe('GET /v1/vehicle/model', () => {
  it('finds the 2019 Toyota RAV4 with its trims, ordered by trim', async () => {
    const res = await t.client().get('/v1/vehicle/model', { query: { year: 2019, make: 'Toyota', model: 'RAV4' } });
    expect(res.status).toBe(200);
    const page = VehicleModelPageSchema.parse(res.body);
    const trims = page.content.map((m) => m.trim);
    expect(trims).toEqual(expect.arrayContaining(['Limited', 'XLE Premium', 'LE AWD']));
    expect(page.content.every((m) => m.year === 2019 && m.make === 'Toyota' && m.model === 'RAV4')).toBe(true);
    const lower = trims.map((x) => (x ?? '').toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(page).toMatchObject({ number: 0, size: 100, totalElements: page.content.length, totalPages: 1 });
  });

  it('lists the models of a year and make ordered by model, then trim', async () => {
    const res = await t.client().get('/v1/vehicle/model', { query: { year: 2019, make: 'Toyota', size: 1000 } });
    const models = res.body.content.map((m: { model: string }) => m.model.toLowerCase());
    expect(models).toEqual([...models].sort());
    expect(models).toEqual(expect.arrayContaining(['camry', 'corolla', 'rav4', 'tacoma', 'tundra']));
  });

  it('pages with size and page', async () => {
    const query = { year: 2019, make: 'Toyota', size: 10 };
    const first = await t.client().get('/v1/vehicle/model', { query: { ...query, page: 0 } });
    const second = await t.client().get('/v1/vehicle/model', { query: { ...query, page: 1 } });
    expect(first.body.content).toHaveLength(10);
    expect(first.body.totalElements).toBeGreaterThan(20);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.totalElements / 10));
    expect(second.body).toMatchObject({ number: 1, size: 10, totalElements: first.body.totalElements });
    const ids = new Set(first.body.content.map((m: { id: string }) => m.id));
    expect(second.body.content.some((m: { id: string }) => ids.has(m.id))).toBe(false);
    const past = await t.client().get('/v1/vehicle/model', { query: { ...query, page: 999 } });
    expect(past.body.content).toEqual([]);
  });

  it('defaults to 100 a page', async () => {
    const res = await t.client().get('/v1/vehicle/model', { query: { make: 'Honda' } });
    expect(res.body.content).toHaveLength(100);
    expect(res.body.size).toBe(100);
  });

  it('400 on malformed paging and filters', async () => {
    for (const query of [{ page: -1 }, { size: 0 }, { size: 1001 }, { year: 'new' }, { model: 'y'.repeat(101) }]) {
      const res = await t.client().get('/v1/vehicle/model', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });
});
