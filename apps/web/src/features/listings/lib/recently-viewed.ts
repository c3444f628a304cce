import { useSyncExternalStore } from 'react';
import { type CarSnapshot, readSnapshot } from './car-snapshot';
import { localStore } from './local-store';

/** Issue 19: the cars a buyer opened on this device, most recent first, at most this many. */
export const MAX_RECENTLY_VIEWED = 12;

export type RecentCar = CarSnapshot & { viewedAt: number };

/** The list after a view: the car moves (or comes) to the front with the time of the view; the oldest fall off. */
export function recordView(list: readonly RecentCar[], car: CarSnapshot, now: number): RecentCar[] {
  return [{ ...car, viewedAt: now }, ...list.filter((c) => c.id !== car.id)].slice(0, MAX_RECENTLY_VIEWED);
}

/** The stored list, whatever was stored: valid cars only, each once (its latest view), newest first, capped. */
export function normalizeRecentlyViewed(raw: unknown): RecentCar[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map<string, RecentCar>();
  for (const item of raw) {
    const car = readSnapshot(item);
    const at = (item as { viewedAt?: unknown } | null)?.viewedAt;
    if (!car || typeof at !== 'number' || !Number.isFinite(at)) continue;
    const seen = byId.get(car.id);
    if (!seen || seen.viewedAt < at) byId.set(car.id, { ...car, viewedAt: at });
  }
  return [...byId.values()].sort((a, b) => b.viewedAt - a.viewedAt).slice(0, MAX_RECENTLY_VIEWED);
}

const EMPTY: RecentCar[] = [];
const store = localStore<RecentCar[]>('revy__recently_viewed', (raw) => {
  const list = normalizeRecentlyViewed(raw);
  return list.length ? list : EMPTY;
});

/** Records that this device opened a car's page (the listing page calls it once per visit). */
export function rememberViewed(car: CarSnapshot, now = Date.now()): void {
  store.set(recordView(store.get(), car, now));
}

export function forgetViewed(): void {
  store.set(null);
}

/** The cars this device opened, most recent first; `except` leaves out the page's own car. */
export function useRecentlyViewed(except?: string): RecentCar[] {
  const list = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  return except ? list.filter((c) => c.id !== except) : list;
}

/** Tests: start from what localStorage holds now. */
export function resetRecentlyViewedForTests(): void {
  store.reset();
}
