import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSION_TYPES,
  VinEquipmentSchema,
  VinValidationSchema,
} from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeVpicServer } from '../../../test/fake-vpic-server';
import { VIN_RATE_RULE } from './vin.rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const FORMAT_MESSAGE = 'A VIN has 17 letters and digits (never I, O or Q)';

describe('GET /v1/vin/{vin}/validate', () => {
  it('accepts a good North American VIN and names its maker, country and year', async () => {
    const res = await t.client().get('/v1/vin/1hgcm82633a004352/validate');
    expect(res.status).toBe(200);
    expect(VinValidationSchema.parse(res.body)).toEqual({
      vin: '1HGCM82633A004352',
      valid: true,
      errors: [],
      warnings: [],
      checkDigit: { expected: '3', actual: '3', valid: true },
      wmi: '1HG',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      country: 'United States',
      region: 'North America',
      northAmerican: true,
      modelYear: 2003,
    });
  });

  it('answers valid:false with the error for a wrong check digit in North America', async () => {
    const res = await t.client().get('/v1/vin/5YJSA1E26HF000337/validate');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: false,
      checkDigit: { expected: '7', actual: '6', valid: false },
      manufacturer: 'TESLA, INC.',
      modelYear: 2017,
    });
    expect(res.body.errors).toEqual([{ code: 'CHECK_DIGIT', message: expect.stringContaining('should be 7, not 6') }]);
  });

  it('only warns about the check digit of a European VIN', async () => {
    const res = await t.client().get('/v1/vin/WBA3A5C51CF256985/validate');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      errors: [],
      northAmerican: false,
      region: 'Europe',
      country: 'Germany',
      modelYear: 2012,
    });
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toEqual(['CHECK_DIGIT']);
  });

  it('400 VALIDATION_FAILED on the vin field when it is not 17 letters and digits', async () => {
    for (const vin of ['1HGCM82633A00435', '1HGCM82633AO04352', '1HGCM82633A0043521', 'not-a-vin']) {
      const res = await t.client().get(`/v1/vin/${vin}/validate`);
      expect(res.status, vin).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', status: 400, fields: { vin: FORMAT_MESSAGE } });
    }
  });
});

describe('GET /v1/vin/{vin}/equipment (built-in vPIC data)', () => {
  it('decodes a Honda Accord onto our value lists', async () => {
    const res = await t.client().get('/v1/vin/1HGCM82633A004352/equipment');
    expect(res.status).toBe(200);
    expect(VinEquipmentSchema.parse(res.body)).toMatchObject({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      bodyType: 'Coupe',
      engine: 'V6',
      fuelType: 'Gasoline',
      doors: 2,
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      source: 'vpic-offline',
    });
    expect(res.body.details).toMatchObject({ Make: 'Honda', BodyClass: 'Coupe', EngineModel: 'J30A4' });
  });

  it('decodes electric, hybrid, European and Canadian-built vehicles', async () => {
    const c = t.client();
    const tesla = await c.get('/v1/vin/5YJSA1E27HF000337/equipment');
    expect(tesla.body).toMatchObject({
      year: 2017,
      make: 'Tesla',
      model: 'Model S',
      bodyType: 'Hatchback',
      fuelType: 'Electric',
      engine: 'Electric',
      doors: 5,
      plantCountry: 'United States',
    });
    const prius = await c.get('/v1/vin/JTDKN3DU0A0000000/equipment');
    expect(prius.body).toMatchObject({
      year: 2010,
      make: 'Toyota',
      model: 'Prius',
      bodyType: 'Hatchback',
      fuelType: 'Hybrid',
      engine: '1.8L I4 Hybrid',
    });
    const bmw = await c.get('/v1/vin/WBA3A5C51CF256985/equipment');
    expect(bmw.body).toMatchObject({
      year: 2012,
      make: 'BMW',
      model: '328i',
      bodyType: 'Sedan',
      fuelType: 'Gasoline',
      engine: '2.0L 4 cyl',
      doors: 4,
    });
    const rav4 = await c.get('/v1/vin/2T3BFREV0KW000000/equipment');
    expect(rav4.body).toMatchObject({
      year: 2019,
      make: 'Toyota',
      model: 'RAV4',
      bodyType: 'SUV',
      plantCountry: 'Canada',
    });
    for (const body of [tesla.body, prius.body, bmw.body, rav4.body]) {
      if (body.bodyType !== null) expect(BODY_TYPES).toContain(body.bodyType);
      if (body.fuelType !== null) expect(FUEL_TYPES).toContain(body.fuelType);
      if (body.drivetrain !== null) expect(DRIVETRAINS).toContain(body.drivetrain);
      if (body.transmission !== null) expect(TRANSMISSION_TYPES).toContain(body.transmission);
    }
  });

  it('decodes a VIN whose check digit is X', async () => {
    const res = await t.client().get('/v1/vin/1GNEK13ZX3R298984/equipment');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2003, make: 'Chevrolet' });
  });

  it('400 on the vin field for a North American VIN with a wrong check digit', async () => {
    const res = await t.client().get('/v1/vin/5YJSA1E26HF000337/equipment');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { vin: expect.stringContaining('should be 7, not 6') },
    });
  });

  it('400 for a malformed VIN', async () => {
    const res = await t.client().get('/v1/vin/1HGCM8263QA004352/equipment');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ vin: FORMAT_MESSAGE });
  });

  it('404 NOT_FOUND when nothing is known about the VIN', async () => {
    // Check digit right (sum 89, 89 mod 11 = 1), but no maker has WMI 111.
    const res = await t.client().get('/v1/vin/11111111111111111/equipment');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: "We couldn't find this VIN" });
  });
});

describe('VIN lookups are rate-limited per client address', () => {
  it(`allows ${VIN_RATE_RULE.max} lookups, then 429 with Retry-After; other addresses are unaffected`, async () => {
    const c = t.client();
    for (let i = 0; i < VIN_RATE_RULE.max; i++) {
      const res = await c.get(i % 2 ? '/v1/vin/1HGCM82633A004352/validate' : '/v1/vin/bad/validate');
      expect(res.status).not.toBe(429);
    }
    const limited = await c.get('/v1/vin/1HGCM82633A004352/equipment');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.client().get('/v1/vin/1HGCM82633A004352/validate')).status).toBe(200);
  });
});

describe('online decoder (VIN_DECODER_URL, vPIC API format)', () => {
  let fake: Awaited<ReturnType<typeof startFakeVpicServer>>;
  let online: TestApp;
  beforeAll(async () => {
    fake = await startFakeVpicServer({
      '1HGCM82633A004352': {
        Make: 'HONDA',
        Model: 'Accord',
        ModelYear: '2003',
        Trim: 'EX-V6',
        BodyClass: 'Coupe',
        DriveType: 'FWD/Front-Wheel Drive',
        FuelTypePrimary: 'Gasoline',
        ElectrificationLevel: '',
        TransmissionStyle: 'Automatic',
        DisplacementL: '2.998',
        EngineCylinders: '6',
        EngineConfiguration: 'V-Shaped',
        Doors: '2',
        Seats: '5',
        PlantCountry: 'JAPAN',
        Manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
        ABS: 'Not Applicable',
        ErrorCode: '0',
      },
      '5YJSA1E27HF000337': {
        Make: 'TESLA',
        Model: 'Model S',
        ModelYear: '2017',
        BodyClass: 'Hatchback/Liftback/Notchback',
        DriveType: 'AWD/All-Wheel Drive',
        FuelTypePrimary: 'Electric',
        ElectrificationLevel: 'BEV (Battery Electric Vehicle)',
        TransmissionStyle: 'Direct Drive',
        PlantCountry: 'UNITED STATES (USA)',
      },
      '2T3BFREV0KW000000': {
        Make: 'TOYOTA',
        Model: 'RAV4',
        FuelTypePrimary: 'Gasoline',
        ElectrificationLevel: 'Strong HEV (Hybrid Electric Vehicle)',
        DriveType: '4x2',
      },
    });
    online = await buildTestApp({ config: { vinDecoderUrl: fake.url } });
  });
  afterAll(async () => {
    await online?.close();
    await fake?.close();
  });

  it('maps the service answer onto our lists, with the catalog spelling of the make', async () => {
    const res = await online.client().get('/v1/vin/1HGCM82633A004352/equipment');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      bodyType: 'Coupe',
      engine: '3.0L V6',
      drivetrain: 'FWD',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      doors: 2,
      seats: 5,
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      plantCountry: 'Japan',
      details: expect.objectContaining({ Make: 'HONDA', DisplacementL: '2.998' }),
      source: 'vpic-online',
    });
    expect(res.body.details).not.toHaveProperty('ABS');
    expect(res.body.details).not.toHaveProperty('ErrorCode');
    expect(fake.requests).toContain('/api/vehicles/DecodeVinValuesExtended/1HGCM82633A004352?format=json');
  });

  it('maps electrification levels and drive types', async () => {
    const tesla = await online.client().get('/v1/vin/5YJSA1E27HF000337/equipment');
    expect(tesla.body).toMatchObject({
      make: 'Tesla',
      fuelType: 'Electric',
      drivetrain: 'AWD',
      transmission: 'Automatic',
      engine: 'Electric',
      plantCountry: 'United States',
    });
    const rav4 = await online.client().get('/v1/vin/2T3BFREV0KW000000/equipment');
    // 4x2 says two driven wheels, not which two: left empty rather than guessed.
    expect(rav4.body).toMatchObject({ make: 'Toyota', fuelType: 'Hybrid', drivetrain: null, year: 2019 });
  });

  it('keeps decoded VINs in memory: a second lookup does not call the service', async () => {
    const before = fake.requests.length;
    await online.client().get('/v1/vin/1HGCM82633A004352/equipment');
    expect(fake.requests.length).toBe(before);
  });

  it('404 when the service knows nothing', async () => {
    const res = await online.client().get('/v1/vin/1FTFW1ET9DFC10312/equipment');
    expect(res.status).toBe(404);
  });

  it('falls back to the built-in data when the service fails', async () => {
    fake.state.failWith = 503;
    try {
      const res = await online.client().get('/v1/vin/WBA3A5C51CF256985/equipment');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ make: 'BMW', model: '328i', source: 'vpic-offline' });
    } finally {
      fake.state.failWith = 0;
    }
  });
});
