import { describe, expect, it } from 'vitest';
import {
  hasPublishIntent,
  listingDisplayTitle,
  publishProblems,
  saleStatusForOutcome,
  statusForPublishIntent,
} from './listing.rules';

describe('listing state rules (spec 4)', () => {
  it('maps publish intent and sale outcome', () => {
    expect(statusForPublishIntent(true)).toBe('published');
    expect(statusForPublishIntent(false)).toBe('unpublished');
    expect(hasPublishIntent({ status: 'published' })).toBe(true);
    expect(hasPublishIntent({ status: 'unpublishedDraft' })).toBe(false);
    expect(saleStatusForOutcome('sold')).toBe('sold');
    expect(saleStatusForOutcome('hold')).toBe('unsold');
  });

  it('lists what a listing needs before publishing', () => {
    expect(publishProblems({}).map((p) => p.field)).toEqual([
      'vehicle',
      'vehicle.mileage',
      'price',
      'location.zip',
      'photos',
    ]);
    expect(
      publishProblems({
        price: 1_000_00,
        vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', mileage: 0 },
        location: { zip: '95112' },
        photoCount: 1,
      }),
    ).toEqual([]);
  });

  it('titles a listing from its vehicle when it has no title', () => {
    expect(listingDisplayTitle({ title: ' My RAV4 ' })).toBe('My RAV4');
    expect(listingDisplayTitle({ vehicle: { year: 2019, make: 'Toyota', model: 'RAV4', trim: null } })).toBe(
      '2019 Toyota RAV4',
    );
    expect(listingDisplayTitle({})).toBe('Untitled car');
  });
});
