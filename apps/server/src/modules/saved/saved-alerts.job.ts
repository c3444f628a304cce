import {
  listingDisplayTitle,
  ROUTES,
  savedCarNotice,
  savedSearchNotice,
  showroomPathOf,
  type Listing,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { findListings, watchedListings, type WatchedListingRow } from '../listings';
import { notifyUsersInTransaction, type NotifyItem } from '../notifications';
import * as events from './listing-events.repo';
import type { ListingEventRow } from './listing-events.repo';
import type { SavedSearchRow } from './saved-searches.repo';
import { toListingQuery } from './saved-search-query';

const CAR_BATCH = 100;
const SEARCH_BATCH = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far before its last check a search looks again: an event's time is its listing change's transaction start, so
 * a change that started before a check and committed after it is still seen. Matches already announced are kept out
 * by saved_search_matches' key, so looking twice never tells twice.
 */
export const SEARCH_SLACK_MS = 5 * 60 * 1000;
/** Cars of a search's results read per run, most recently changed first (the events' cars are among the newest). */
const MATCH_WINDOW = 100;
/** Events are kept this long after every pass is done with them (a daily search looks back one day). */
export const EVENT_KEEP_MS = 3 * DAY_MS;

/**
 * The saved alerts (issue 19, decision 044-saved-alerts), once a minute across all instances: price drops and sales
 * of saved cars, then new matches of saved searches, then old events pruned. Each notification is stored in the
 * transaction that marks its event told (cars) or records its match (searches), so a crash or a second instance
 * never tells twice; the live push follows the commit.
 */
export async function runSavedAlerts(ctx: AppContext, now: Date = new Date()) {
  const cars = await alertSavedCars(ctx, now);
  const searches = await alertSavedSearches(ctx, now);
  const pruned = await events.pruneEvents(ctx.db, new Date(now.getTime() - EVENT_KEEP_MS));
  return { cars, searches, pruned };
}

const titleOf = (l: Pick<WatchedListingRow, 'title' | 'vehicle'> | Pick<Listing, 'title' | 'vehicle'>) => {
  const fromVehicle = listingDisplayTitle({ vehicle: l.vehicle });
  return fromVehicle === listingDisplayTitle({}) ? listingDisplayTitle({ title: l.title }) : fromVehicle;
};

/** Wording from shared notice-texts (one place for every notification's words, tested for whole sentences). */
function carNotice(e: ListingEventRow, userId: string, listing: WatchedListingRow): NotifyItem {
  const data = { listingId: e.listingId, eventId: e.id, priceBefore: e.priceBefore, priceAfter: e.priceAfter };
  const text = savedCarNotice({
    kind: e.kind === 'sold' ? 'sold' : 'priceDrop',
    car: titleOf(listing),
    priceBeforeCents: e.priceBefore,
    priceAfterCents: e.priceAfter,
  });
  const type = e.kind === 'sold' ? ('saved.sold' as const) : ('saved.priceDrop' as const);
  return { userId, type, ...text, link: ROUTES.listing(e.listingId), data };
}

/** Price drops and sales, told to everyone who saved the car, each event once. */
async function alertSavedCars(ctx: AppContext, now: Date): Promise<number> {
  let told = 0;
  for (;;) {
    const run = await ctx.db.transaction(async (tx) => {
      const pending = await events.lockPendingCarEvents(tx, CAR_BATCH);
      const done = new Set(
        await events.markCarEventsDone(
          tx,
          pending.map((e) => e.id),
          now,
        ),
      );
      const taken = pending.filter((e) => done.has(e.id));
      const ids = [...new Set(taken.map((e) => e.listingId))];
      const holders = await events.holdersOf(tx, ids);
      const cars = new Map((await watchedListings(tx, ids)).map((l) => [l.id, l]));
      const items = taken.flatMap((e) => {
        const car = cars.get(e.listingId);
        if (!car) return [];
        return holders.filter((h) => h.listingId === e.listingId).map((h) => carNotice(e, h.userId, car));
      });
      return { afterCommit: await notifyUsersInTransaction(tx, items), read: pending.length, told: items.length };
    });
    await run.afterCommit(ctx);
    told += run.told;
    if (run.read < CAR_BATCH) return told;
  }
}

function searchNotice(search: SavedSearchRow, cars: Listing[]): NotifyItem {
  const [first] = cars;
  const text = savedSearchNotice({
    search: search.name,
    cars: cars.map((c) => ({ title: titleOf(c), priceCents: c.price })),
  });
  return {
    userId: search.userId,
    type: 'saved.newMatches',
    ...text,
    link: cars.length === 1 && first ? ROUTES.listing(first.id) : showroomPathOf(search.query),
    data: { searchId: search.id, listingIds: cars.map((c) => c.id) },
  };
}

/**
 * New matches of saved searches: cars listed (or back on the market) or made cheaper since the search last looked,
 * that its filters match now, run through the showroom's own search (findListings). Each car is told once per search
 * (saved_search_matches' key, written in the notification's transaction).
 */
async function alertSavedSearches(ctx: AppContext, now: Date): Promise<number> {
  const latest = await events.latestSearchEventAt(ctx.db);
  if (!latest) return 0;
  // An instant search is due when an event may be new to it; a daily one once a day.
  const instantBefore = new Date(Math.min(now.getTime(), latest.getTime() + SEARCH_SLACK_MS));
  const dailyBefore = new Date(now.getTime() - DAY_MS);
  const seen = new Set<string>();
  let told = 0;
  for (;;) {
    const due = (await events.dueSearches(ctx.db, { instantBefore, dailyBefore, limit: SEARCH_BATCH })).filter(
      (s) => !seen.has(s.id),
    );
    if (due.length === 0) return told;
    for (const search of due) {
      seen.add(search.id);
      const matching = await currentMatches(ctx, search);
      const run = await ctx.db.transaction(async (tx) => {
        if (!(await events.lockSearchIfUnchanged(tx, search.id, search.checkedAt))) return null;
        await events.setSearchChecked(tx, search.id, now);
        const fresh = new Set(
          await events.insertMatches(
            tx,
            search.id,
            matching.map((l) => l.id),
            now,
          ),
        );
        const cars = matching.filter((l) => fresh.has(l.id));
        const items = cars.length ? [searchNotice(search, cars)] : [];
        return { afterCommit: await notifyUsersInTransaction(tx, items), told: items.length };
      });
      if (run) {
        await run.afterCommit(ctx);
        told += run.told;
      }
    }
  }
}

/** The cars changed since the search last looked that its filters match now (none when nothing changed). */
async function currentMatches(ctx: AppContext, search: SavedSearchRow): Promise<Listing[]> {
  const since = new Date(Math.max(search.createdAt.getTime(), search.checkedAt.getTime() - SEARCH_SLACK_MS));
  const candidates = new Set(await events.searchCandidatesSince(ctx.db, since));
  if (candidates.size === 0) return [];
  try {
    const page = await findListings(ctx, null, toListingQuery(search.query, { size: MATCH_WINDOW, recentFirst: true }));
    return page.content.filter((l) => candidates.has(l.id));
  } catch (err) {
    // Filters saved under an older schema that no longer pass it: the search stays, it just finds nothing.
    ctx.log.warn({ err, searchId: search.id }, 'saved: a saved search could not run');
    return [];
  }
}
