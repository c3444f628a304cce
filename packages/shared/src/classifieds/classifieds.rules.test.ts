import { describe, expect, it } from 'vitest';
import { adBody, adTitle, cutText, plainText, type AdListing } from './classifieds-ad';
import { classifiedsNeed, classifiedsStaleReason } from './classifieds.rules';

const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 12, min));
const live = {
  hasFeature: true,
  status: 'published',
  saleStatus: 'unsold',
  craigslistPostedAt: null,
  craigslistUpdatedAt: null,
  updatedAt: at(0),
};

describe('classifiedsNeed (spec 4 repost rule)', () => {
  it('a live listing with pubCL that was never posted is new', () => {
    expect(classifiedsNeed(live, 2)).toBe('new');
  });
  it('needs the feature, and only published unsold live cars qualify', () => {
    expect(classifiedsNeed({ ...live, hasFeature: false }, 2)).toBeNull();
    expect(classifiedsNeed({ ...live, status: 'unpublished' }, 2)).toBeNull();
    expect(classifiedsNeed({ ...live, saleStatus: 'sold' }, 2)).toBeNull();
    expect(classifiedsNeed({ ...live, deleted: true }, 2)).toBeNull();
  });
  it('a change more than the delay after the last posting is a repost; within the delay it is not', () => {
    const posted = { ...live, craigslistPostedAt: at(0), craigslistUpdatedAt: at(10) };
    expect(classifiedsNeed({ ...posted, updatedAt: at(12) }, 2)).toBeNull();
    expect(classifiedsNeed({ ...posted, updatedAt: at(13) }, 2)).toBe('repost');
    expect(classifiedsNeed({ ...posted, updatedAt: at(13) }, 5)).toBeNull();
    // The first posting counts when no later one was recorded.
    expect(classifiedsNeed({ ...live, craigslistPostedAt: at(0), updatedAt: at(3) }, 2)).toBe('repost');
  });
});

describe('classifiedsStaleReason', () => {
  const posted = {
    ...live,
    craigslistUrl: 'https://sfbay.craigslist.org/x',
    craigslistPostedAt: at(0),
    craigslistUpdatedAt: at(0),
  };
  it('is null for a current posting or none', () => {
    expect(classifiedsStaleReason(posted, at(60))).toBeNull();
    expect(classifiedsStaleReason({ ...posted, craigslistUrl: null }, at(60))).toBeNull();
  });
  it('names sold, unpublished, deleted and expired postings', () => {
    expect(classifiedsStaleReason({ ...posted, saleStatus: 'sold' }, at(1))).toBe('sold');
    expect(classifiedsStaleReason({ ...posted, status: 'unpublished' }, at(1))).toBe('unpublished');
    expect(classifiedsStaleReason({ ...posted, deleted: true }, at(1))).toBe('deleted');
    expect(classifiedsStaleReason(posted, new Date(at(0).getTime() + 31 * 86_400_000))).toBe('expired');
  });
});

describe('the ad', () => {
  const car: AdListing = {
    title: 'My <b>great</b> car',
    description: '<p>One owner.</p><p>**New** tires &amp; brakes.</p>',
    price: 24_500_99,
    features: ['pubCL', 'Sunroof', 'PUBLISH_14'],
    vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'XLE Premium AWD Special Edition', mileage: 42_000 },
    location: { city: 'San Jose', state: 'CA', zip: '95112' },
    vinValue: '1HGCM82633A004352',
  };
  it('title: year make model trim with mileage when it fits, never over the limit', () => {
    expect(adTitle(car, 70)).toBe('2019 Toyota RAV4 XLE Premium AWD Special Edition - 42,000 miles');
    expect(adTitle(car, 40).length).toBeLessThanOrEqual(40);
    expect(adTitle({ ...car, vehicle: {} }, 70)).toBe('My great car');
  });
  it('body: plain text, facts, equipment without plan codes, the Revy link last even when cut', () => {
    const body = adBody(car, 'https://revy.example/listings/1', 10_000);
    expect(body).not.toMatch(/<|\*\*|&amp;/);
    expect(body).toContain('Price: $24,501');
    expect(body).toContain('- Sunroof');
    expect(body).not.toContain('pubCL');
    expect(body.endsWith('https://revy.example/listings/1')).toBe(true);
    const short = adBody(car, 'https://revy.example/listings/1', 150);
    expect(short.length).toBeLessThanOrEqual(150);
    expect(short.endsWith('https://revy.example/listings/1')).toBe(true);
  });
  it('plainText and cutText', () => {
    expect(plainText('a<br>b &lt;3')).toBe('a\nb <3');
    expect(cutText('one two three four', 10)).toBe('one two…');
  });
});
