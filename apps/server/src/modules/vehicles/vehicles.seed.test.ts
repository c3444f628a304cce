import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { CATALOG_FIRST_YEAR, readCatalogFile } from './vehicle-catalog.data';
import { countVehicleModels } from './vehicles.repo';
import { seedVehicleCatalog } from './vehicles.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('the bundled vehicle catalog', () => {
  it('loads every row once, and a second run inserts nothing', async () => {
    const file = await readCatalogFile();
    const first = await seedVehicleCatalog(t.ctx);
    expect(first.inserted).toBe(file.rows);
    expect(await countVehicleModels(t.ctx.db)).toBe(file.rows);
    const again = await seedVehicleCatalog(t.ctx);
    expect(again.inserted).toBe(0);
  });

  it('is passenger makes only, from 1990 to next model year', async () => {
    const makes = (await t.client().get('/v1/vehicle/make')).body as string[];
    expect(makes).toEqual(
      expect.arrayContaining([
        'Chevrolet',
        'Ford',
        'Honda',
        'Hyundai',
        'Jeep',
        'Kia',
        'Nissan',
        'Ram',
        'Subaru',
        'Tesla',
        'Toyota',
        'Volkswagen',
        'Rivian',
      ]),
    );
    for (const notPassenger of ['IC Bus', 'Winnebago', 'Motor Coach Industries', 'Harley-Davidson', 'Utility Trailer'])
      expect(makes).not.toContain(notPassenger);
    const years = (await t.client().get('/v1/vehicle/year')).body as number[];
    expect(years.at(-1)).toBe(CATALOG_FIRST_YEAR);
    expect(years[0]).toBeLessThanOrEqual(new Date().getUTCFullYear() + 1);
    const f150 = await t.client().get('/v1/vehicle/model', { query: { year: 2020, make: 'Ford', model: 'F-150' } });
    // Ford does not encode the trim in the VIN, so vPIC (and the catalog) has the model alone.
    expect(f150.body.content).toEqual([
      expect.objectContaining({ year: 2020, make: 'Ford', model: 'F-150', trim: null }),
    ]);
  });
});
