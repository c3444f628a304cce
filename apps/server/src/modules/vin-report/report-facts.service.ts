import { listingDisplayTitle, type History, type VinEquipment } from '@revy/shared';
import type { AppContext } from '../../context';
import { historyPage } from '../history';
import { listDisclosures } from '../knowledge';
import { listingsWithVin, type ListingRow } from '../listings';
import { getVinEquipment } from '../vin';
import type { ReportFacts, ReportPoint } from './report-facts';

/**
 * The guided answer sets a history report quotes: the car's condition and past, not the seller's reasons, price
 * thinking or test-drive rules (enrich.forms.ts).
 */
export const DISCLOSURE_SETS = ['accidents', 'title', 'condition', 'maintenance', 'tires', 'keys'] as const;
/** Enough records of one field to cover years of edits; older ones beyond it are left out of the report. */
const HISTORY_PAGE = { page: 0, size: 200 };

/**
 * Everything the built-in report says about `row`'s VIN, gathered from the modules that own it: the decoded VIN
 * (the listing's vinInfo, else the vin module's decoder), the seller's non-private disclosures (knowledge), the
 * odometer readings and prices recorded by History on this listing and on earlier listings of the same VIN that
 * were public once (a draft someone never published stays theirs).
 */
export async function gatherReportFacts(
  ctx: AppContext,
  row: ListingRow,
  vin: string,
  opts: { providerNote: string | null; now?: Date },
): Promise<ReportFacts> {
  const [decoded, disclosures, sameVin] = await Promise.all([
    decodedVin(ctx, row, vin),
    listDisclosures(ctx.db, row.id, DISCLOSURE_SETS),
    listingsWithVin(ctx.db, vin),
  ]);
  const others = sameVin.filter((l) => l.id !== row.id && l.publishedAt !== null);
  const ids = [row.id, ...others.map((l) => l.id)];
  const [prices, vehicles] = await Promise.all([
    historyPage(ctx.db, ids, HISTORY_PAGE, { field: 'price' }),
    historyPage(ctx.db, ids, HISTORY_PAGE, { field: 'vehicle' }),
  ]);
  const whose = (h: History) => (h.targetId === row.id ? 'this' : 'earlier');
  const vehicle = row.vehicle ?? {};
  const location = row.location ?? {};
  return {
    vin,
    generatedAt: opts.now ?? new Date(),
    providerNote: opts.providerNote,
    listing: {
      id: row.id,
      title: listingDisplayTitle({ title: row.title, vehicle }),
      url: `${ctx.config.appUrl}/listings/${row.id}`,
      status: row.status,
      saleStatus: row.saleStatus,
      price: row.price,
      mileage: vehicle.mileage ?? null,
      titleStatus: typeof vehicle.titleStatus === 'string' && vehicle.titleStatus ? vehicle.titleStatus : null,
      place: [location.city, location.state].filter(Boolean).join(', ') || null,
      publishedAt: row.publishedAt,
    },
    decoded,
    // In the order a buyer reads them (accidents and title first), not the sets' alphabetical order.
    disclosures: [...disclosures]
      .sort((a, b) => setRank(a.category) - setRank(b.category))
      .map((d) => ({
        set: d.category,
        question: d.question,
        answer: d.content,
        source: d.contentSource,
        updatedAt: d.updatedAt,
      })),
    odometer: points(vehicles.content, whose, (after) => {
      const v = after.vehicle as { mileage?: unknown } | null | undefined;
      return typeof v?.mileage === 'number' ? v.mileage : undefined;
    }),
    prices: points(prices.content, whose, (after) => (typeof after.price === 'number' ? after.price : undefined)),
    otherListings: others.map((l) => ({
      createdAt: l.createdAt,
      publishedAt: l.publishedAt,
      soldAt: l.soldAt,
      state: l.deletedAt
        ? 'removed'
        : l.saleStatus === 'sold'
          ? 'sold'
          : l.status === 'published'
            ? 'live'
            : 'unlisted',
    })),
  };
}

const setRank = (set: string) => DISCLOSURE_SETS.indexOf(set as (typeof DISCLOSURE_SETS)[number]);

/** The listing's stored decode, else a fresh one; an undecodable VIN gives null (the report says so). */
async function decodedVin(ctx: AppContext, row: ListingRow, vin: string): Promise<VinEquipment | null> {
  if (row.vinInfo && typeof row.vinInfo === 'object' && 'vin' in row.vinInfo) return row.vinInfo as VinEquipment;
  try {
    return await getVinEquipment(ctx.vin.decoder, ctx.vin.cache, vin);
  } catch {
    return null;
  }
}

/** Oldest first, one point per change of value on each listing (an edit of the colour repeats the mileage). */
function points(
  records: History[],
  whose: (h: History) => ReportPoint['listing'],
  valueOf: (after: Record<string, unknown>) => number | undefined,
): ReportPoint[] {
  const out: ReportPoint[] = [];
  const last = new Map<string, number>();
  for (const h of [...records].reverse()) {
    const after = (h.data as { after?: Record<string, unknown> } | null)?.after;
    const value = after ? valueOf(after) : undefined;
    if (value === undefined || last.get(h.targetId) === value) continue;
    last.set(h.targetId, value);
    out.push({ at: new Date(h.savedAt), value, listing: whose(h) });
  }
  return out;
}
