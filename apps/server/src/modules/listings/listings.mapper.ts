import { carFeatures, type DealBadge, type Listing, type PublicUser, type Purchase } from '@revy/shared';
import type { PhotoStats } from './listing-ports';
import type { ListingRow } from './listings.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type ListingExtras = {
  /** Seller, concierge, admin: the owner-only fields too. */
  full: boolean;
  photos?: PhotoStats | undefined;
  distance?: number | null | undefined;
  seller?: PublicUser | null;
  /** The listing's purchases; only given to those who may edit it (seller, staff). */
  purchases?: Purchase[] | undefined;
  /** List pages: the stored deal rating (null when none); left out of single-listing reads. */
  deal?: DealBadge | null | undefined;
};

/**
 * The listing DTO. Buyers get the owner-only fields (lowest acceptable offer, status reason,
 * issues, sale details, the work counters, escalation flags) as null, 0, false or [] — the shape
 * stays the same so the web app needs no second type.
 */
export function toListing(r: ListingRow, x: ListingExtras): Listing {
  const owner = <T>(value: T, hidden: T): T => (x.full ? value : hidden);
  return {
    id: r.id,
    sellerId: r.sellerId,
    title: r.title,
    shortTitle: r.shortTitle,
    description: r.description,
    shortDescription: r.shortDescription,
    price: r.price,
    priceExplanation: r.priceExplanation,
    status: r.status,
    statusReason: owner(r.statusReason, null),
    saleStatus: r.saleStatus,
    salePrice: owner(r.salePrice, null),
    saleMarketplace: owner(r.saleMarketplace, null),
    soldTo: owner(r.soldTo, null),
    preferNotToSay: owner(r.preferNotToSay, false),
    soldAt: owner(iso(r.soldAt), null),
    publishedAt: iso(r.publishedAt),
    // Plan codes (PUBLISH_14...) are the seller's business (issue 13): others see the car's own features.
    features: owner(r.features, carFeatures(r.features)),
    craigslistUrl: r.craigslistUrl,
    craigslistUpdatedAt: iso(r.craigslistUpdatedAt),
    craigslistPostedAt: iso(r.craigslistPostedAt),
    uniqueVisitorCount: owner(r.uniqueVisitorCount, 0),
    offerLowest: owner(r.offerLowest, null),
    offerAutoDecline: owner(r.offerAutoDecline, null),
    offerMethods: r.offerMethods,
    offerRequirements: r.offerRequirements,
    requireVerifiedBuyers: r.requireVerifiedBuyers,
    vehicle: r.vehicle,
    location: r.location,
    vinValue: r.vinValue,
    vinInfo: r.vinInfo ?? null,
    isEscalated: owner(r.isEscalated, false),
    sellerEscalated: owner(r.sellerEscalated, false),
    conciergeEscalated: owner(r.conciergeEscalated, false),
    isPaid: r.isPaid,
    isTest: r.isTest,
    isReviewed: r.isReviewed,
    isPopulated: r.isPopulated,
    issues: owner(r.issues, []),
    testDriveRequestCount: owner(r.testDriveRequestCount, 0),
    videoTourRequestCount: owner(r.videoTourRequestCount, 0),
    testDriveAndVideoTourCount: owner(r.testDriveAndVideoTourCount, 0),
    buyerCount: owner(r.buyerCount, 0),
    chatsToAnswerCount: owner(r.chatsToAnswerCount, 0),
    chatsHandledByRevyCount: owner(r.chatsHandledByRevyCount, 0),
    offerCount: owner(r.offerCount, 0),
    highestOfferAmount: owner(r.highestOfferAmount, null),
    maxSlaClockAt: owner(iso(r.maxSlaClockAt), null),
    distance: x.distance === null || x.distance === undefined ? null : Math.round(x.distance * 10) / 10,
    position: r.lat === null || r.lng === null ? null : { lat: r.lat, lng: r.lng },
    purchases: x.full ? (x.purchases ?? []) : [],
    cover: x.photos?.cover ?? null,
    photoCount: x.photos?.photoCount ?? 0,
    seller: x.seller ?? null,
    ...(x.deal !== undefined ? { deal: x.deal } : {}),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A value as a History record stores it: dates as ISO strings, the rest as is. */
export function historyValue(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}
