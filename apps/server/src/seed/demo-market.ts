import { CONDITION_FACTORS, DEFAULT_RETENTION, excessMileageFactor, expectedMileage, seededRandom } from '@revy/shared';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { listings } from '../modules/listings/listings.table';
import { adjustListingCount, createUser, type UserRecord } from '../modules/users';
import { DEMO_CARS } from './demo-listings';

/**
 * A sales history for the demo cars' pricing pages (decision 012 "Pricing"): without it six
 * demo cars have no comparables and every estimate falls back on the generic curve. For each
 * demo car's make and model, 10-15 cars sold in the last 9 months, model year ±3, at prices
 * around a believable market value. They are 'unpublished' and sold, so the showroom and search
 * (published only) never list them, but pricing counts them (sold in the last 12 months, with a
 * sale price). Two "past seller" users own them, with no password, so nobody signs in as them
 * and the demo seller's garage stays his six cars. No photos. Deterministic: a seeded generator.
 */

/**
 * What a typical example of the demo car's own model year (its typical mileage, good condition)
 * sells for, in dollars, and the other trims sold. Set against each car's asking price so the
 * demo shows a spread of ratings: the Civic a great deal, the RAV4 and the Miata good, the
 * Outback and the Model 3 fair, the F-150 high.
 */
const MARKET: Record<string, { value: number; trims: string[] }> = {
  'Toyota RAV4': { value: 21_000, trims: ['LE', 'XLE', 'XLE Premium', 'Limited'] },
  'Honda Civic': { value: 15_600, trims: ['LX', 'EX', 'Sport', 'EX-L'] },
  'Ford F-150': { value: 31_400, trims: ['XL', 'XLT', 'Lariat', 'STX'] },
  'Subaru Outback': { value: 13_000, trims: ['2.5i', '2.5i Premium', '2.5i Limited'] },
  'Tesla Model 3': { value: 24_700, trims: ['Standard Range Plus', 'Long Range', 'Performance'] },
  'Mazda MX-5 Miata': { value: 14_700, trims: ['Sport', 'Club', 'Grand Touring'] },
};

export const PAST_SELLERS = [
  { email: 'past-seller-1@revy.local', firstName: 'Pat', lastName: 'Past-Seller' },
  { email: 'past-seller-2@revy.local', firstName: 'Robin', lastName: 'Past-Seller' },
] as const;

const DAY = 24 * 60 * 60 * 1000;
/** Mostly good condition, as private sales are. */
const CONDITIONS = ['Good', 'Good', 'Good', 'Excellent', 'Fair'] as const;

/** The rows (without seller) for the demo cars' market, as of `now`. */
export function demoMarketRows(now: Date): Omit<typeof listings.$inferInsert, 'sellerId'>[] {
  const random = seededRandom(2026);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const rows: Omit<typeof listings.$inferInsert, 'sellerId'>[] = [];
  for (const car of DEMO_CARS) {
    const v = car.input.vehicle!;
    const market = MARKET[`${v.make} ${v.model}`];
    if (!market || !v.year) continue;
    const count = 10 + Math.floor(random() * 6);
    for (let i = 0; i < count; i++) {
      // Near years more often: −3..+3, triangular around the demo car's year.
      const year = v.year + Math.round((random() + random() - 1) * 3);
      const mileage = Math.round((expectedMileage(year, now) * (0.6 + random() * 0.8)) / 100) * 100;
      const condition = pick(CONDITIONS);
      const typical = market.value * DEFAULT_RETENTION ** (v.year - year);
      const noise = 1 + (random() - 0.5) * 0.12;
      const salePrice =
        Math.round(
          (typical *
            excessMileageFactor(mileage - expectedMileage(year, now)) *
            CONDITION_FACTORS[condition]! *
            noise) /
            50,
        ) * 50;
      const soldAt = new Date(now.getTime() - Math.floor(random() * 270) * DAY - DAY);
      const publishedAt = new Date(soldAt.getTime() - (7 + Math.floor(random() * 40)) * DAY);
      const trim = pick(market.trims);
      rows.push({
        title: `${year} ${v.make} ${v.model} ${trim}`,
        // Asked a little more than it sold for, as most private sales go.
        price: Math.round((salePrice * (1.02 + random() * 0.06)) / 100) * 100 * 100,
        salePrice: salePrice * 100,
        saleStatus: 'sold',
        soldAt,
        status: 'unpublished',
        publishedAt,
        vehicle: {
          year,
          make: v.make,
          model: v.model,
          trim,
          mileage,
          bodyType: v.bodyType,
          fuelType: v.fuelType,
          transmission: v.transmission,
          drivetrain: v.drivetrain,
          condition,
          titleStatus: 'Clean',
        },
        location: car.input.location ?? {},
        createdAt: publishedAt,
        updatedAt: soldAt,
      });
    }
  }
  return rows;
}

/**
 * Creates the past sellers (no password: nobody signs in as them) and their sold cars in one
 * insert; run once with the demo accounts. Returns how many cars it added.
 */
export async function seedDemoMarket(ctx: AppContext, now = new Date()): Promise<number> {
  const sellers: UserRecord[] = [];
  try {
    for (const s of PAST_SELLERS)
      sellers.push(await createUser(ctx.db, { ...s, signupMethod: 'seed', verified: true }));
  } catch (err) {
    // Another process seeding the same empty database got there first.
    if (err instanceof AppError && err.code === 'EMAIL_TAKEN') return 0;
    throw err;
  }
  const rows = demoMarketRows(now).map((r, i) => ({ ...r, sellerId: sellers[i % sellers.length]!.id }));
  await ctx.db.insert(listings).values(rows);
  for (const [i, s] of sellers.entries())
    await adjustListingCount(ctx.db, s.id, rows.filter((_, j) => j % sellers.length === i).length);
  return rows.length;
}
