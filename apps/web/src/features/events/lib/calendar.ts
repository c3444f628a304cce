import type { Event } from '@revy/shared';
import { addDays, dayKeyOf, wallTime, weekdayOfKey } from './zoned';

/** The week grid shows 7:00 to 21:00; earlier or later drives are pinned to its edges. */
export const GRID_START_HOUR = 7;
export const GRID_END_HOUR = 21;
const GRID_MINUTES = (GRID_END_HOUR - GRID_START_HOUR) * 60;

/** The seven day keys of the (Sunday-first, as US calendars are) week holding `key`. */
export const weekOf = (key: string) => Array.from({ length: 7 }, (_, i) => addDays(key, i - weekdayOfKey(key)));

/** Whole weeks covering the month of `key` (5 or 6 rows of 7 day keys). */
export function monthOf(key: string): string[][] {
  const first = `${key.slice(0, 8)}01`;
  const month = key.slice(0, 7);
  const weeks: string[][] = [];
  for (let start = weekOf(first)[0]!; weeks.length === 0 || start.slice(0, 7) === month; start = addDays(start, 7))
    weeks.push(weekOf(start));
  return weeks;
}

/** Moves the anchor day by a week or a month (to the 1st, so Jan 31 + 1 month is never March). */
export function shiftAnchor(key: string, view: 'week' | 'month', dir: -1 | 1): string {
  if (view === 'week') return addDays(key, 7 * dir);
  const [y, m] = key.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + dir, 1, 12));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** Events by their start's day in `tz`, each day sorted by start. */
export function eventsByDay(events: readonly Event[], tz: string): Map<string, Event[]> {
  const map = new Map<string, Event[]>();
  for (const e of [...events].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))) {
    const key = dayKeyOf(e.startAt, tz);
    map.set(key, [...(map.get(key) ?? []), e]);
  }
  return map;
}

export type Block = { event: Event; top: number; height: number; lane: number; lanes: number };

/**
 * Where a day's events sit in the week grid, in percent of the 7–21 column: top from the start's
 * wall time in `tz`, height from the duration (at least a quarter hour, so it stays clickable).
 * Overlapping drives share the width in lanes.
 */
export function layoutDay(events: readonly Event[], tz: string): Block[] {
  const blocks: Block[] = [];
  let cluster: Block[] = [];
  let clusterEnd = -Infinity;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((b) => b.lane + 1));
    for (const b of cluster) b.lanes = lanes;
    cluster = [];
  };
  for (const event of events) {
    const w = wallTime(event.startAt, tz);
    const startMin = w.hour * 60 + w.minute - GRID_START_HOUR * 60;
    const duration = (Date.parse(event.endAt) - Date.parse(event.startAt)) / 60_000;
    const top = Math.min(Math.max(startMin, 0), GRID_MINUTES - 15);
    const bottom = Math.min(Math.max(startMin + duration, top + 15), GRID_MINUTES);
    if (top >= clusterEnd) close();
    const used = new Set(cluster.filter((b) => b.top + b.height > (top / GRID_MINUTES) * 100).map((b) => b.lane));
    let lane = 0;
    while (used.has(lane)) lane++;
    const block: Block = {
      event,
      top: (top / GRID_MINUTES) * 100,
      height: ((bottom - top) / GRID_MINUTES) * 100,
      lane,
      lanes: 1,
    };
    cluster.push(block);
    blocks.push(block);
    clusterEnd = Math.max(clusterEnd, bottom);
  }
  close();
  return blocks;
}

export const gridHours = () => Array.from({ length: GRID_END_HOUR - GRID_START_HOUR }, (_, i) => GRID_START_HOUR + i);
