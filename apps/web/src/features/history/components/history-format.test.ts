import { describe, expect, it } from 'vitest';
import { actionLabel, fieldChanges, fieldLabel, formatValue, isLongText } from './history-format';

describe('history formatting', () => {
  it('names fields and actions in words', () => {
    expect(fieldLabel('shortDescription')).toBe('Short description');
    expect(fieldLabel('vehicle.mileage')).toBe('Vehicle · Mileage');
    expect(fieldLabel('isReviewed')).toBe('Reviewed');
    expect(actionLabel('restore')).toBe('Restored a past value');
    expect(actionLabel('someNewAction')).toBe('Some new action');
  });

  it('formats money, booleans, dates, lists and empties', () => {
    expect(formatValue('price', 1_850_000)).toBe('$18,500');
    expect(formatValue('vehicle.mileage', 98500)).toBe('98,500');
    expect(formatValue('isReviewed', true)).toBe('Yes');
    expect(formatValue('publishedAt', '2026-01-02T03:04:05.000Z')).toMatch(/2026/);
    expect(formatValue('features', ['pubCL', 'AWD'])).toBe('pubCL, AWD');
    expect(formatValue('description', null)).toBeNull();
    expect(formatValue('features', [])).toBeNull();
    expect(formatValue('location', { zip: '94103', city: 'San Francisco' })).toBe('Zip: 94103; City: San Francisco');
    expect(formatValue('vehicle.year', 2019)).toBe('2019');
    expect(formatValue('status', 'unpublishedDraft')).toBe('Draft');
    expect(isLongText('x'.repeat(200))).toBe(true);
    expect(isLongText('short')).toBe(false);
  });

  it('splits changed objects into the keys that differ', () => {
    const rows = fieldChanges(
      { price: 100, vehicle: { make: 'Honda', mileage: 99000 } },
      { price: 90, vehicle: { make: 'Honda', mileage: 98500 } },
    );
    expect(rows).toEqual([
      { field: 'price', path: 'price', before: 100, after: 90, hasBefore: true },
      { field: 'vehicle', path: 'vehicle.mileage', before: 99000, after: 98500, hasBefore: true },
    ]);
    expect(fieldChanges({}, { title: 'New', sellerId: 'x', lat: 1, lng: 2 })).toEqual([
      { field: 'title', path: 'title', before: undefined, after: 'New', hasBefore: false },
    ]);
  });
});
