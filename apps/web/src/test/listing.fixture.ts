import type { Asset, Listing, Page } from '@revy/shared';

let n = 0;
const uuid = (prefix: string, i: number) => `${prefix}-0000-7000-8000-${String(i).padStart(12, '0')}`;

/** The size map an uploaded photo gets: every cover size as WebP plus `.jpg` fallbacks. */
export function photoFiles(name: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const size of [
    'crop200x200',
    'cover300x200',
    'cover600x400',
    'cover800x560',
    'cover1280x720',
    'cover1920x1280',
    'full',
  ]) {
    files[size] = `/files/${name}/${size}.webp`;
    files[`${size}.jpg`] = `/files/${name}/${size}.jpg`;
  }
  return files;
}

/** A listing as the API answers a buyer, unique per call. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  n++;
  const id = uuid('0196a000', n);
  return {
    id,
    sellerId: uuid('0196b000', n),
    title: null,
    shortTitle: null,
    description: 'One owner, garaged, full service history.',
    shortDescription: null,
    price: 1_850_000,
    priceExplanation: null,
    status: 'published',
    statusReason: null,
    saleStatus: 'unsold',
    salePrice: null,
    saleMarketplace: null,
    soldTo: null,
    preferNotToSay: false,
    soldAt: null,
    publishedAt: '2026-11-01T10:00:00.000Z',
    features: [],
    craigslistUrl: null,
    craigslistUpdatedAt: null,
    craigslistPostedAt: null,
    uniqueVisitorCount: 0,
    offerLowest: null,
    offerAutoDecline: null,
    offerMethods: [],
    offerRequirements: null,
    requireVerifiedBuyers: false,
    vehicle: {
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      mileage: 42_300,
      bodyType: 'Sedan',
      fuelType: 'Gasoline',
      transmission: 'CVT',
      drivetrain: 'FWD',
      exteriorColor: 'Blue',
      interiorColor: 'Black',
      titleStatus: 'Clean',
      condition: 'Good',
    },
    location: { city: 'Austin', state: 'TX', zip: '78701' },
    vinValue: '2HGFC2F59KH500001',
    vinInfo: { engine: '2.0L I4', doors: 4, manufacturer: 'Honda of Canada', plantCountry: 'Canada', details: {} },
    isEscalated: false,
    sellerEscalated: false,
    conciergeEscalated: false,
    isPaid: false,
    isTest: false,
    isReviewed: false,
    isPopulated: true,
    issues: [],
    testDriveRequestCount: 0,
    videoTourRequestCount: 0,
    testDriveAndVideoTourCount: 0,
    buyerCount: 0,
    chatsToAnswerCount: 0,
    chatsHandledByRevyCount: 0,
    offerCount: 0,
    highestOfferAmount: null,
    maxSlaClockAt: null,
    distance: null,
    position: null,
    purchases: [],
    cover: { assetId: uuid('0196c000', n), files: photoFiles(`cover-${n}`) },
    photoCount: 1,
    seller: {
      id: uuid('0196b000', n),
      firstName: 'Dana',
      lastNameInitial: 'K',
      isIdVerified: true,
      anonymous: false,
      listingCount: 1,
      createdAt: '2025-03-04T10:00:00.000Z',
    },
    createdAt: '2026-10-30T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makePhoto(targetId: string, i: number): Asset {
  return {
    id: uuid('0196d000', i),
    targetId,
    fileUrl: null,
    files: photoFiles(`p${i}`),
    tags: [{ name: 'photo', ordinal: i }],
    title: null,
    type: 'image',
    size: 1000,
    status: 'ready',
    source: null,
    contentType: 'image/jpeg',
    width: 1920,
    height: 1280,
    createdBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

export const pageOf = <T>(content: T[], totalElements = content.length, size = 24): Page<T> => ({
  content,
  totalElements,
  size,
  number: 0,
  totalPages: Math.ceil(totalElements / size),
});
