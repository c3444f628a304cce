import { describe, expect, it } from 'vitest';
import { computeCheckDigit } from '../vehicles/vin.rules';
import {
  missingRequiredFields,
  parseDollars,
  parseImportRow,
  parseWhole,
  suggestMapping,
} from './listing-import.rules';

const vin = (serial: number) => {
  const base = `1HGCM8263${'A'}A${String(serial).padStart(6, '0')}`;
  return base.slice(0, 8) + computeCheckDigit(base)! + base.slice(9);
};

describe('suggestMapping', () => {
  it('maps common dealer-feed and spreadsheet headers, each field once, deterministically', () => {
    const headers = [
      'Stock #',
      'VIN',
      'Year',
      'Make',
      'Model',
      'Trim',
      'Odometer (mi)',
      'Asking Price',
      'Color',
      'Description',
      'Images',
      'ZIP',
      'City',
      'State',
      'Seller email',
      'Title status',
      'Transmission',
      'Color 2',
    ];
    const m = suggestMapping(headers);
    expect(m).toEqual({
      'Stock #': null,
      VIN: 'vin',
      Year: 'year',
      Make: 'make',
      Model: 'model',
      Trim: 'trim',
      'Odometer (mi)': 'mileage',
      'Asking Price': 'price',
      Color: 'exteriorColor',
      Description: 'description',
      Images: 'photoUrls',
      ZIP: 'zip',
      City: 'city',
      State: 'state',
      'Seller email': 'sellerEmail',
      'Title status': 'titleStatus',
      Transmission: 'transmission',
      'Color 2': null,
    });
    // Exact names win over partial ones whatever the order; the same headers always give the same mapping.
    expect(suggestMapping([...headers].reverse())).toEqual(m);
    expect(suggestMapping(['Mileage', 'Photo URLs', 'Vehicle VIN #'])).toEqual({
      Mileage: 'mileage',
      'Photo URLs': 'photoUrls',
      'Vehicle VIN #': 'vin',
    });
  });

  it('names the required fields left unmapped, the seller unless one is chosen for the file', () => {
    const m = suggestMapping(['VIN', 'Year', 'Make']);
    expect(missingRequiredFields(m, { sellerChosen: false })).toEqual(['model', 'sellerEmail']);
    expect(missingRequiredFields(m, { sellerChosen: true })).toEqual(['model']);
  });
});

describe('parseImportRow', () => {
  const headers = ['VIN', 'Year', 'Make', 'Model', 'Mileage', 'Price', 'Transmission', 'ZIP', 'Photos'];
  const mapping = suggestMapping(headers);

  it('turns dollars into cents, strips commas from numbers and matches enums case-insensitively', () => {
    const r = parseImportRow(
      1,
      [
        vin(1).toLowerCase(),
        '2019',
        'Honda',
        'Accord',
        '45,000 mi',
        '$12,500.50',
        'automatic',
        '95112',
        'https://a.test/1.jpg; https://a.test/2.jpg',
      ],
      headers,
      mapping,
    );
    expect(r.errors).toEqual([]);
    expect(r.vin).toBe(vin(1));
    expect(r.input).toEqual({
      vinValue: vin(1),
      price: 1_250_050,
      vehicle: { year: 2019, make: 'Honda', model: 'Accord', mileage: 45_000, transmission: 'Automatic' },
      location: { zip: '95112' },
    });
    expect(r.photoUrls).toEqual(['https://a.test/1.jpg', 'https://a.test/2.jpg']);
  });

  it('reports each problem with its row and column', () => {
    const r = parseImportRow(
      7,
      ['1HGCM82633A00435X', '19x9', '', 'Accord', '-5', 'ten grand', 'Warp drive', '9511', 'ftp://x'],
      headers,
      mapping,
    );
    expect(r.errors).toEqual([
      { row: 7, column: 'Make', message: 'Make is required' },
      { row: 7, column: 'VIN', message: expect.stringContaining('VIN') },
      { row: 7, column: 'Year', message: '“19x9” is not a whole number' },
      { row: 7, column: 'Mileage', message: '“-5” is not a whole number' },
      { row: 7, column: 'Transmission', message: expect.stringContaining('is not one of Automatic') },
      { row: 7, column: 'Price', message: '“ten grand” is not an amount in dollars' },
      { row: 7, column: 'ZIP', message: 'Enter a 5-digit ZIP code' },
      { row: 7, column: 'Photos', message: '“ftp://x” is not an http(s) address' },
    ]);
  });

  it('parses money and whole numbers', () => {
    expect(parseDollars('12,000')).toBe(1_200_000);
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('1.234')).toBeNaN();
    expect(parseWhole('1,234 miles')).toBe(1234);
    expect(parseWhole('12.5')).toBeNaN();
  });
});
