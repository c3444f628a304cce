import { carFeatures } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import type { KnowledgeFact, ListingFacts } from '../../adapters/ai/ai-engine';
import { findListing, type ListingRow } from '../listings';
import { listAnsweredKnowledge } from '../knowledge';
import { photoTagsOf } from '../assets';
import { findFirstName } from '../users';

/**
 * What the AI engines may know about a listing, asked of the modules that own it (issue 14: ai reads no other
 * module's table): the listing's buyer-visible fields, its photos' tags, the seller's first name and its Knowledge
 * entries. Two round trips, as when it joined the tables itself: the listing, then the rest side by side.
 * Privacy by construction (decision 012): offerLowest, the ZIP, the street, and the seller's
 * email and phone are never read into ListingFacts, so no engine can be asked for them.
 * Null when the listing does not exist or is deleted.
 */
export async function loadListingFacts(
  db: DbOrTx,
  listingId: string,
): Promise<{ facts: ListingFacts; knowledge: KnowledgeFact[] } | null> {
  const listing = await findListing(db, listingId);
  if (!listing) return null;
  const [sellerFirstName, photos, entries] = await Promise.all([
    findFirstName(db, listing.sellerId),
    photoTagsOf(db, listingId),
    listAnsweredKnowledge(db, listingId),
  ]);
  return { facts: toListingFacts(listing, photos, sellerFirstName), knowledge: buyerKnowledge(entries) };
}

/**
 * The Knowledge an engine that speaks to buyers may be given: private entries (a walk-away price, the exact
 * address, a reason for selling the seller keeps to themselves; issue 15) never reach it, so no prompt can draw
 * them out. The evaluation builds its demo cars through this same filter.
 */
export function buyerKnowledge<T extends { isPrivate?: boolean }>(entries: T[]): Omit<T, 'isPrivate'>[] {
  return entries.filter((e) => !e.isPrivate).map(({ isPrivate: _private, ...rest }) => rest);
}

/** The buyer-visible part of a listing row; `photos` from the assets module's photoTagsOf. */
export function toListingFacts(
  l: ListingRow,
  photos: { tags: string[]; count: number },
  sellerFirstName: string | null,
): ListingFacts {
  const v = l.vehicle ?? {};
  const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  return {
    listingId: l.id,
    title: l.title,
    price: l.price,
    priceExplanation: l.priceExplanation,
    description: l.description,
    shortDescription: l.shortDescription,
    // listing.features also holds plan codes (pubCL...): those are not the car's.
    features: carFeatures(l.features),
    vehicle: {
      year: num(v.year),
      make: str(v.make),
      model: str(v.model),
      trim: str(v.trim),
      mileage: num(v.mileage),
      bodyType: str(v.bodyType),
      fuelType: str(v.fuelType),
      transmission: str(v.transmission),
      drivetrain: str(v.drivetrain),
      engine: str(v.engine),
      exteriorColor: str(v.exteriorColor),
      interiorColor: str(v.interiorColor),
      titleStatus: str(v.titleStatus),
      condition: str(v.condition),
      doors: num(v.doors),
      seats: num(v.seats),
      equipment: Array.isArray(v.equipment)
        ? v.equipment.filter((e): e is string => typeof e === 'string' && !!e.trim())
        : [],
    },
    location: { city: str(l.location?.city), state: str(l.location?.state) },
    offerMethods: l.offerMethods,
    offerRequirements: l.offerRequirements,
    photoTags: photos.tags,
    photoCount: photos.count,
    sellerFirstName: str(sellerFirstName),
    vin: l.vinValue,
    status: l.status,
    saleStatus: l.saleStatus,
  };
}
