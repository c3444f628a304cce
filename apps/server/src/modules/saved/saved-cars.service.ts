import { listingDisplayTitle, MAX_SAVED_CARS, priceChangeSince, type SavedCar } from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { photoStats } from '../assets';
import { watchedListings } from '../listings';
import type { UserRecord } from '../users';
import * as repo from './saved-cars.repo';

/** GET /v1/saved/cars/ids: what the hearts on a page of cards need. */
export async function savedCarIds(ctx: AppContext, viewer: UserRecord): Promise<{ ids: string[] }> {
  return { ids: await repo.savedCarIdsOf(ctx.db, viewer.id) };
}

/**
 * POST /v1/saved/cars: saves a published car for the caller, with its price now (the Saved page shows the change
 * since, and the alert job announces drops below it). Saving it again changes nothing; racing saves make one row
 * (the unique index). 404 for a car a buyer cannot see; 422 past MAX_SAVED_CARS.
 */
export async function saveCar(ctx: AppContext, viewer: UserRecord, listingId: string): Promise<{ ids: string[] }> {
  await ctx.db.transaction(async (tx) => {
    const [listing] = await watchedListings(tx, [listingId]);
    if (!listing || listing.deletedAt || listing.status !== 'published') throw notFound('Listing');
    await repo.lockUserSaves(tx, viewer.id);
    if (await repo.findSavedCar(tx, viewer.id, listingId)) return;
    if ((await repo.countSavedCars(tx, viewer.id)) >= MAX_SAVED_CARS)
      throw new AppError(
        'UNPROCESSABLE',
        `You have saved ${MAX_SAVED_CARS} cars, the most you can keep. Remove one you no longer want first.`,
      );
    await repo.insertSavedCar(tx, { userId: viewer.id, listingId, price: listing.price });
  });
  return savedCarIds(ctx, viewer);
}

/** DELETE /v1/saved/cars/{listingId}: idempotent (a car not saved is simply not saved). */
export async function unsaveCar(ctx: AppContext, viewer: UserRecord, listingId: string): Promise<{ ids: string[] }> {
  await repo.deleteSavedCar(ctx.db, viewer.id, listingId);
  return savedCarIds(ctx, viewer);
}

/** GET /v1/saved/cars: the Saved page, newest saved first, with the price change since saved and sold or gone cars. */
export async function listSavedCars(ctx: AppContext, viewer: UserRecord): Promise<{ content: SavedCar[] }> {
  const rows = await repo.savedCarsOf(ctx.db, viewer.id);
  const ids = rows.map((r) => r.listingId);
  const [listings, photos] = await Promise.all([watchedListings(ctx.db, ids), photoStats(ctx.db, ids)]);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const content = rows.flatMap((r): SavedCar[] => {
    const l = byId.get(r.listingId);
    if (!l) return [];
    const fromVehicle = listingDisplayTitle({ vehicle: l.vehicle });
    const title = fromVehicle === listingDisplayTitle({}) ? listingDisplayTitle({ title: l.title }) : fromVehicle;
    const cover = photos.get(l.id)?.cover;
    return [
      {
        listingId: l.id,
        savedAt: r.createdAt.toISOString(),
        savedPrice: r.savedPrice,
        price: l.price,
        priceChange: priceChangeSince(r.savedPrice, l.price),
        title,
        status: l.status,
        saleStatus: l.saleStatus,
        available: l.status === 'published' && !l.deletedAt,
        mileage: l.vehicle?.mileage ?? null,
        location: l.location ?? null,
        cover: cover ? { files: cover.files } : null,
      },
    ];
  });
  return { content };
}
