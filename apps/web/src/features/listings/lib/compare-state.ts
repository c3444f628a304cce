import { useSyncExternalStore } from 'react';
import { type CarSnapshot, isCarId, readSnapshot } from './car-snapshot';
import { localStore } from './local-store';

/** Issue 19: cars side by side, at most three (a phone shows three columns at most). */
export const MAX_COMPARE = 3;
export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARE} cars. Remove one to add another.`;

export type AddResult = { cars: CarSnapshot[]; added: boolean; full: boolean };

/** Adds a car at the end; a car already there stays where it is (refreshed); a fourth is refused. */
export function addCar(cars: readonly CarSnapshot[], car: CarSnapshot): AddResult {
  const at = cars.findIndex((c) => c.id === car.id);
  if (at >= 0) return { cars: cars.map((c, i) => (i === at ? car : c)), added: false, full: false };
  if (cars.length >= MAX_COMPARE) return { cars: [...cars], added: false, full: true };
  return { cars: [...cars, car], added: true, full: false };
}

export const removeCar = (cars: readonly CarSnapshot[], id: string) => cars.filter((c) => c.id !== id);

/** The stored selection, whatever was stored: valid cars only, each once, the first three. */
export function normalizeCompare(raw: unknown): CarSnapshot[] {
  if (!Array.isArray(raw)) return [];
  const out: CarSnapshot[] = [];
  for (const item of raw) {
    const car = readSnapshot(item);
    if (car && !out.some((c) => c.id === car.id)) out.push(car);
    if (out.length === MAX_COMPARE) break;
  }
  return out;
}

/**
 * The ids of a compare address (`/compare?ids=a,b,c`): trimmed, well-formed, each once, in order. More than three are
 * cut to three and `extra` says how many were dropped (the page says so).
 */
export function parseCompareIds(param: string | null): { ids: string[]; extra: number } {
  const all = [
    ...new Set(
      (param ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(isCarId),
    ),
  ];
  return { ids: all.slice(0, MAX_COMPARE), extra: Math.max(0, all.length - MAX_COMPARE) };
}

export const compareHref = (ids: readonly string[]) =>
  ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare';

const EMPTY: CarSnapshot[] = [];
const store = localStore<CarSnapshot[]>('revy__compare', (raw) => {
  const cars = normalizeCompare(raw);
  return cars.length ? cars : EMPTY;
});

// The refusal of a fourth car is said once, where the buyer is looking (the tray); it is not kept across pages.
let notice: string | null = null;
const noticeListeners = new Set<() => void>();
const setNotice = (text: string | null) => {
  notice = text;
  noticeListeners.forEach((l) => l());
};
const subscribeNotice = (l: () => void) => {
  noticeListeners.add(l);
  return () => noticeListeners.delete(l);
};

/** Picks a car to compare; false (and the notice) when three are picked already. */
export function pickForCompare(car: CarSnapshot): boolean {
  const result = addCar(store.get(), car);
  if (result.full) {
    setNotice(COMPARE_FULL_MESSAGE);
    return false;
  }
  store.set(result.cars);
  setNotice(null);
  return true;
}

export function unpickForCompare(id: string): void {
  store.set(removeCar(store.get(), id));
  setNotice(null);
}

export function clearCompare(): void {
  store.set(null);
  setNotice(null);
}

/** The buyer's picks on this device, and the notice of a refused fourth car. */
export function useCompare() {
  const cars = useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
  const text = useSyncExternalStore(
    subscribeNotice,
    () => notice,
    () => null,
  );
  return { cars, notice: text, dismissNotice: () => setNotice(null) };
}

/** Tests: start from what localStorage holds now. */
export function resetCompareForTests(): void {
  store.reset();
  notice = null;
}
