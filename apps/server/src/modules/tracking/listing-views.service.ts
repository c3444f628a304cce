import type { ListingViews } from '@revy/shared';
import type { AppContext } from '../../context';
import { assertCanEdit, getListingRow } from '../listings';
import { shareClicksFor } from '../redirects';
import type { UserRecord } from '../users';
import { listingViewsPerDay, listingVisitorsSince } from './tracking.repo';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET /v1/listing/{id}/views: the seller's (and staff's) view of who looked at a car: page views and distinct
 * visitors per UTC day for the last `days` days (days without views as 0, oldest first), the totals, the listing's
 * all-time unique visitors and the clicks on its short links.
 */
export async function listingViews(ctx: AppContext, user: UserRecord, id: string, days: number): Promise<ListingViews> {
  const row = await getListingRow(ctx.db, id);
  assertCanEdit(user, row, 'Only the seller or staff may see who viewed this listing');
  const today = new Date(`${isoDay(new Date())}T00:00:00.000Z`);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const [rows, totalVisitors, shareClicks] = await Promise.all([
    listingViewsPerDay(ctx.db, id, since),
    listingVisitorsSince(ctx.db, id, since),
    shareClicksFor(ctx, id),
  ]);
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const perDay = Array.from({ length: days }, (_, i) => {
    const date = isoDay(new Date(since.getTime() + i * DAY_MS));
    const hit = byDay.get(date);
    return { date, views: hit?.views ?? 0, visitors: hit?.visitors ?? 0 };
  });
  return {
    listingId: id,
    days,
    perDay,
    totalViews: perDay.reduce((n, d) => n + d.views, 0),
    totalVisitors,
    uniqueVisitorCount: row.uniqueVisitorCount,
    shareClicks,
  };
}
