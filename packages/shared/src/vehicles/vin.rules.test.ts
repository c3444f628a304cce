import { describe, expect, it } from 'vitest';
import {
  computeCheckDigit,
  countryOf,
  modelYearOf,
  normalizeVin,
  regionOf,
  transliterate,
  validateVin,
  wmiOf,
} from './vin.rules';

// Expected values were worked out by hand from 49 CFR 565.15 (and cross-checked with a separate
// script), not copied from a decoder: e.g. 1HGCM82633A004352 sums to 311, 311 mod 11 = 3.
const NOW = new Date('2026-11-21T12:00:00Z');

describe('check digit (49 CFR 565.15)', () => {
  it('transliterates letters per table I and refuses I, O, Q', () => {
    expect([...'AHJNPRSZ'].map(transliterate)).toEqual([1, 8, 1, 5, 7, 9, 2, 9]);
    expect(['I', 'O', 'Q', 'a', '-'].map(transliterate)).toEqual([null, null, null, null, null]);
    expect(transliterate('7')).toBe(7);
  });

  it('computes the check digit of real VINs', () => {
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3'); // Honda Accord 2003: sum 311
    expect(computeCheckDigit('2T3BFREV0KW000000')).toBe('0'); // Toyota RAV4 2019 (Canada): sum 242
    expect(computeCheckDigit('3VWFE21C04M000001')).toBe('0'); // VW (Mexico): sum 253
    expect(computeCheckDigit('5YJSA1E26HF000337')).toBe('7'); // Tesla Model S: sum 304, the VIN carries 6
    expect(computeCheckDigit('WBA3A5C51CF256985')).toBe('3'); // BMW 328i: sum 377, the VIN carries 1
    expect(computeCheckDigit('JTDKN3DU0A0000000')).toBe('6'); // Toyota Prius: sum 149
  });

  it('writes a remainder of 10 as X', () => {
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X'); // sum 351 = 31 * 11 + 10
    expect(computeCheckDigit('1GNEK13ZX3R298984')).toBe('X'); // sum 494
  });

  it('gives null for malformed input', () => {
    expect(computeCheckDigit('1HGCM82633A00435')).toBeNull();
    expect(computeCheckDigit('1HGCM82633A00435O')).toBeNull();
  });
});

describe('model year (position 10)', () => {
  it('uses position 7 for North American vehicles: digit 1980-2009, letter 2010-2039', () => {
    expect(modelYearOf('1HGCM82633A004352', { now: NOW })).toBe(2003); // '3', position 7 '6'
    expect(modelYearOf('1M8GDM9AXKP042788', { now: NOW })).toBe(1989); // 'K', position 7 '9'
    expect(modelYearOf('2T3BFREV0KW000000', { now: NOW })).toBe(2019); // 'K', position 7 'E'
    expect(modelYearOf('5YJSA1E26HF000337', { now: NOW })).toBe(2017); // 'H', position 7 'E'
    expect(modelYearOf('1GNEK13ZX3R298984', { now: NOW })).toBe(2003);
  });

  it('never answers a year after next year', () => {
    // 'Y' with a letter in position 7 would be 2030; in 2026 that can only be 2000.
    expect(modelYearOf('1HGCM8A63YA004352', { now: NOW })).toBe(2000);
  });

  it('takes the newest possible year outside North America', () => {
    expect(modelYearOf('WBA3A5C51CF256985', { now: NOW })).toBe(2012);
    expect(modelYearOf('JTDKN3DU0A0000000', { now: NOW })).toBe(2010);
    expect(modelYearOf('WBA3A5C51WF256985', { now: NOW })).toBe(1998); // 'W' 2028 is too late
  });

  it('skips I, O, Q, U, Z and 0', () => {
    for (const code of ['U', 'Z', '0']) expect(modelYearOf(`1HGCM8263${code}A004352`, { now: NOW })).toBeNull();
    expect(modelYearOf('1HGCM8263YA004352', { now: NOW })).toBe(2000);
    expect(modelYearOf('1HGCM82631A004352', { now: NOW })).toBe(2001);
    expect(modelYearOf('1HGCM826L9A004352', { now: NOW })).toBe(2009);
  });
});

describe('WMI, region and country (ISO 3779)', () => {
  it('is positions 1-3, plus 12-14 for small manufacturers', () => {
    expect(wmiOf('1HGCM82633A004352')).toBe('1HG');
    expect(wmiOf('1G9AB12C5NA123456')).toBe('1G9123');
  });

  it('names regions and countries from the first two characters', () => {
    expect([regionOf('1HG'), countryOf('1HG')]).toEqual(['North America', 'United States']);
    expect(countryOf('5YJ')).toBe('United States');
    expect(countryOf('2T3')).toBe('Canada');
    expect(countryOf('3VW')).toBe('Mexico');
    expect(countryOf('3WA')).toBe('Mexico');
    expect(countryOf('3XA')).toBe('Costa Rica');
    expect([regionOf('WBA'), countryOf('WBA')]).toEqual(['Europe', 'Germany']);
    expect(countryOf('SAL')).toBe('United Kingdom');
    expect(countryOf('VF1')).toBe('France');
    expect(countryOf('ZFF')).toBe('Italy');
    expect(countryOf('YV1')).toBe('Sweden');
    expect(countryOf('TMB')).toBe('Czech Republic');
    expect([regionOf('JTD'), countryOf('JTD')]).toEqual(['Asia', 'Japan']);
    expect(countryOf('KNA')).toBe('South Korea');
    expect(countryOf('LVS')).toBe('China');
    expect(countryOf('MA1')).toBe('India');
    expect([regionOf('6G1'), countryOf('6G1')]).toEqual(['Oceania', 'Australia']);
    expect([regionOf('9BW'), countryOf('9BW')]).toEqual(['South America', 'Brazil']);
    expect(countryOf('93H')).toBe('Brazil');
    expect([regionOf('AHT'), countryOf('AHT')]).toEqual(['Africa', 'South Africa']);
    expect(countryOf('T2A')).toBeNull(); // unassigned
  });
});

describe('validateVin', () => {
  it('accepts a good North American VIN', () => {
    const v = validateVin(' 1hgcm82633a004352 ', {
      now: NOW,
      manufacturerOf: (wmi) => (wmi === '1HG' ? 'American Honda' : null),
    });
    expect(v).toEqual({
      vin: '1HGCM82633A004352',
      valid: true,
      errors: [],
      warnings: [],
      checkDigit: { expected: '3', actual: '3', valid: true },
      wmi: '1HG',
      manufacturer: 'American Honda',
      country: 'United States',
      region: 'North America',
      northAmerican: true,
      modelYear: 2003,
    });
  });

  it('makes a wrong check digit an error in North America', () => {
    const v = validateVin('5YJSA1E26HF000337', { now: NOW });
    expect(v.valid).toBe(false);
    expect(v.errors.map((e) => e.code)).toEqual(['CHECK_DIGIT']);
    expect(v.errors[0]!.message).toContain('should be 7, not 6');
    expect(v.checkDigit).toEqual({ expected: '7', actual: '6', valid: false });
    expect(v.modelYear).toBe(2017);
    expect(validateVin('5YJSA1E27HF000337', { now: NOW }).valid).toBe(true);
  });

  it('makes a wrong check digit only a warning elsewhere', () => {
    const v = validateVin('WBA3A5C51CF256985', { now: NOW });
    expect(v.valid).toBe(true);
    expect(v.errors).toEqual([]);
    expect(v.warnings.map((w) => w.code)).toEqual(['CHECK_DIGIT']);
    expect(v).toMatchObject({
      northAmerican: false,
      region: 'Europe',
      country: 'Germany',
      wmi: 'WBA',
      modelYear: 2012,
    });
    expect(validateVin('JTDKN3DU0A0000000', { now: NOW })).toMatchObject({
      valid: true,
      country: 'Japan',
      modelYear: 2010,
    });
  });

  it('refuses wrong lengths and characters', () => {
    expect(validateVin('1HGCM82633A00435').errors.map((e) => e.code)).toEqual(['INVALID_LENGTH']);
    const withO = validateVin('1HGCM82633AO04352');
    expect(withO.valid).toBe(false);
    expect(withO.errors[0]!.message).toContain('I, O and Q are never used');
    expect(validateVin('').errors.map((e) => e.code)).toEqual(['INVALID_LENGTH']);
    expect(validateVin('1HGCM82633A00435!?').errors.map((e) => e.code)).toEqual([
      'INVALID_LENGTH',
      'INVALID_CHARACTERS',
    ]);
  });

  it('normalizes dashes and spaces', () => {
    expect(normalizeVin('1hg-cm826 33a004352')).toBe('1HGCM82633A004352');
  });

  it('warns about a position 10 that is not a year', () => {
    const v = validateVin('WVWZZZ1JZ3W386752', { now: NOW });
    expect(v.modelYear).toBe(2003);
    const noYear = validateVin('WDB1240230A000000', { now: NOW });
    expect(noYear.modelYear).toBeNull();
    expect(noYear.warnings.map((w) => w.code)).toContain('MODEL_YEAR');
  });
});
