import { describe, expect, it } from 'vitest';
import { defaultSearchName, notificationMailCategory, priceChangeSince, showroomPathOf } from './saved.rules';

describe('saved rules', () => {
  it('names a search from its filters', () => {
    expect(defaultSearchName({})).toBe('All cars');
    expect(defaultSearchName({ make: 'Honda', model: 'Civic', priceMax: 20_000_00 })).toBe('Honda Civic under $20,000');
    expect(defaultSearchName({ search: 'hybrid', zip: '95112', radius: 25 })).toBe('“hybrid” within 25 mi of 95112');
    expect(defaultSearchName({ bodyType: 'SUV,Wagon', priceMin: 5_000_00, priceMax: 9_000_00 })).toBe(
      'SUV, Wagon $5,000–$9,000',
    );
    expect(defaultSearchName({ make: 'x'.repeat(200) }).length).toBeLessThanOrEqual(80);
  });

  it('says what a price did since saved', () => {
    expect(priceChangeSince(20_000_00, 18_500_00)).toBe(-1_500_00);
    expect(priceChangeSince(null, 18_500_00)).toBeNull();
    expect(priceChangeSince(20_000_00, null)).toBeNull();
  });

  it('files notifications under the email switch that governs them', () => {
    expect(notificationMailCategory('saved.priceDrop')).toBe('alerts');
    expect(notificationMailCategory('chat.message')).toBe('activity');
    expect(notificationMailCategory('event.requested')).toBe('activity');
    expect(notificationMailCategory('deal.update')).toBe('essential');
    expect(notificationMailCategory('idVerification.result')).toBe('essential');
  });

  it('builds the showroom address in its own words', () => {
    expect(showroomPathOf({})).toBe('/showroom');
    expect(showroomPathOf({ search: 'a&b', priceMin: 123_45, sort: 'publishedAt,desc' })).toBe(
      '/showroom?q=a%26b&priceMin=123&sort=newest',
    );
  });
});
