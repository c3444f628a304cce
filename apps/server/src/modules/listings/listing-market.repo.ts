import { sql, type SQL } from 'drizzle-orm';
import type { MakeYearPrice, MarketCar } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/*
 * The listing market pricing reads (issue 14: moved from pricing.repo.ts so that pricing does not query the
 * listings table; the SQL is unchanged).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Model years either side of the car's that count as comparable. */
export const COMPARABLE_YEARS = 3;
export const MAX_COMPARABLES = 200;
/** Model years either side for the same-make depreciation fit. */
const MAKE_YEARS = 8;

/**
 * The market a car is priced against: for sale now (published, unsold, priced) or sold in the
 * last 12 months (at the sale price when the seller gave one). Live rows only.
 */
const onMarket = sql`${listings.deletedAt} is null and (
  (${listings.status} = 'published' and ${listings.saleStatus} = 'unsold' and ${listings.price} > 0)
  or (${listings.saleStatus} = 'sold' and ${listings.soldAt} > now() - interval '12 months' and coalesce(${listings.salePrice}, ${listings.price}) > 0))`;

/** Same make (any case): `lower(make)` is the first key of listings_make_model_lower_idx. */
const sameMake = (make: string): SQL => sql`lower(${listings.make}) = ${make.trim().toLowerCase()}`;

type ComparableRaw = {
  id: string;
  title: string | null;
  year: number;
  mileage: number | null;
  price: number;
  sold: boolean;
  trim: string | null;
  condition: string | null;
};

/**
 * Up to 200 comparables of a car in one query on listings_make_model_lower_idx: same make and
 * model (any case), model year ±3, on the market, itself left out; the nearest in year, then
 * in mileage, first.
 */
export async function findComparables(
  db: DbOrTx,
  car: { listingId: string; make: string; model: string; year: number; mileage?: number | null | undefined },
): Promise<MarketCar[]> {
  const miles = car.mileage ?? null;
  const result = await db.execute(sql`
    select ${listings.id} as id, ${listings.title} as title, ${listings.year} as year, ${listings.mileage} as mileage,
      case when ${listings.saleStatus} = 'sold' then coalesce(${listings.salePrice}, ${listings.price}) else ${listings.price} end as price,
      ${listings.saleStatus} = 'sold' as sold, ${listings.vehicle}->>'trim' as trim, ${listings.vehicle}->>'condition' as condition
    from ${listings}
    where ${sameMake(car.make)} and lower(${listings.model}) = ${car.model.trim().toLowerCase()}
      and ${listings.year} between ${car.year - COMPARABLE_YEARS}::int and ${car.year + COMPARABLE_YEARS}::int
      and ${listings.id} <> ${car.listingId} and ${onMarket}
    order by abs(${listings.year} - ${car.year}::int), abs(coalesce(${listings.mileage}, ${miles}::int) - ${miles}::int) nulls last, ${listings.id}
    limit ${MAX_COMPARABLES}`);
  return rowsOf<ComparableRaw>(result).map((r) => ({
    listingId: r.id,
    title: r.title || `${r.year} ${car.make} ${car.model}`,
    year: Number(r.year),
    mileage: r.mileage === null ? null : Number(r.mileage),
    price: Number(r.price),
    sold: r.sold,
    trim: r.trim,
    condition: r.condition,
  }));
}

/** Median price per model year of the same make (any model), ±8 years: the depreciation fit. */
export async function makeYearPrices(db: DbOrTx, make: string, year: number): Promise<MakeYearPrice[]> {
  const result = await db.execute(sql`
    select ${listings.year} as year,
      percentile_cont(0.5) within group (order by case when ${listings.saleStatus} = 'sold' then coalesce(${listings.salePrice}, ${listings.price}) else ${listings.price} end) as price,
      count(*) as count
    from ${listings}
    where ${sameMake(make)} and ${listings.year} between ${year - MAKE_YEARS}::int and ${year + MAKE_YEARS}::int and ${onMarket}
    group by ${listings.year}`);
  return rowsOf<{ year: number; price: number | string; count: number | string }>(result).map((r) => ({
    year: Number(r.year),
    price: Number(r.price),
    count: Number(r.count),
  }));
}

/**
 * The listings an estimate is kept for (live, published, unsold, with year, make and model) as a subquery of
 * (id, updated_at), for pricing's stale-estimates join with its own table. Listings owns which listings qualify and
 * the SQL over its table; the planner inlines the subquery, so the refresh job's pick stays one statement with the
 * plan it had when pricing joined the listings table itself (issue 14).
 */
export function estimableListingsSql(): SQL {
  return sql`select ${listings.id} as id, ${listings.updatedAt} as updated_at from ${listings}
    where ${listings.deletedAt} is null and ${listings.status} = 'published' and ${listings.saleStatus} = 'unsold'
      and ${listings.year} is not null and ${listings.make} is not null and ${listings.model} is not null`;
}
