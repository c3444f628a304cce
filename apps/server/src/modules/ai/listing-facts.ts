import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { carFeatures } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import type { KnowledgeFact, ListingFacts } from '../../adapters/ai/ai-engine';
import { listings } from '../listings/listings.table';
import { knowledge } from '../knowledge/knowledge.table';
import { assets, assetTags } from '../assets/assets.table';
import { users } from '../users/users.table';

type ListingRow = typeof listings.$inferSelect;

/**
 * What the AI engines may know about a listing, read straight from the tables: the listing's
 * buyer-visible fields, its photos' tags, the seller's first name and its Knowledge entries.
 * Privacy by construction (decision 012): offerLowest, the ZIP, the street, and the seller's
 * email and phone are never read into ListingFacts, so no engine can be asked for them.
 * Null when the listing does not exist or is deleted.
 */
export async function loadListingFacts(
  db: DbOrTx,
  listingId: string,
): Promise<{ facts: ListingFacts; knowledge: KnowledgeFact[] } | null> {
  const [row] = await db
    .select({ listing: listings, sellerFirstName: users.firstName })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.id, listingId), isNull(listings.deletedAt)))
    .limit(1);
  if (!row) return null;
  const [photos, entries] = await Promise.all([loadPhotoTags(db, listingId), loadKnowledge(db, listingId)]);
  return { facts: toListingFacts(row.listing, photos, row.sellerFirstName), knowledge: entries };
}

/** The buyer-visible part of a listing row; `photos` from loadPhotoTags. */
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
  };
}

/** Distinct tags of the listing's ready images, most used first, and how many images there are. */
export async function loadPhotoTags(db: DbOrTx, listingId: string): Promise<{ tags: string[]; count: number }> {
  const [tagRows, [counted]] = await Promise.all([
    db
      .select({ tag: assetTags.tag, n: sql<number>`count(*)::int` })
      .from(assetTags)
      .innerJoin(assets, eq(assets.id, assetTags.assetId))
      .where(and(eq(assetTags.targetId, listingId), eq(assets.status, 'ready')))
      .groupBy(assetTags.tag)
      .orderBy(sql`count(*) desc`, asc(assetTags.tag)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(eq(assets.targetId, listingId), eq(assets.type, 'image'), eq(assets.status, 'ready'))),
  ]);
  return { tags: tagRows.map((r) => r.tag), count: counted?.n ?? 0 };
}

/** The listing's Knowledge with an answer, in the order the seller sees it. */
export async function loadKnowledge(db: DbOrTx, listingId: string): Promise<KnowledgeFact[]> {
  const rows = await db
    .select({
      id: knowledge.id,
      type: knowledge.type,
      category: knowledge.category,
      question: knowledge.question,
      content: knowledge.content,
    })
    .from(knowledge)
    .where(eq(knowledge.listingId, listingId))
    .orderBy(asc(knowledge.type), asc(knowledge.category), asc(knowledge.ordinal), asc(knowledge.createdAt));
  return rows.filter((r) => r.content?.trim()).map((r) => ({ ...r, content: r.content! }));
}
