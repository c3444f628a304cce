import { useCallback, useSyncExternalStore } from 'react';
import { RELATIVE_TIME_REFRESH_MS } from '@revy/shared';

/**
 * One clock per refresh interval, shared by every component that shows a relative time, so a page with 200
 * "5 minutes ago" labels runs one timer, and they all change in the same render. A hidden tab stops the timer
 * (browsers throttle it anyway) and coming back re-reads the time at once, so nothing shows a stale "just now".
 */
type Clock = {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
  /** The clock's one visibility listener, while anyone watches (not one per label: 200 labels, one re-read). */
  onVisibility: (() => void) | null;
};
const clocks = new Map<number, Clock>();

function clockFor(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null, onVisibility: null };
    clocks.set(everyMs, clock);
  }
  return clock;
}

function tick(clock: Clock) {
  clock.now = Date.now();
  for (const l of clock.listeners) l();
}

function hidden() {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

function start(clock: Clock, everyMs: number) {
  if (clock.timer === null && !hidden()) clock.timer = setInterval(() => tick(clock), everyMs);
}

function stop(clock: Clock) {
  if (clock.timer !== null) clearInterval(clock.timer);
  clock.timer = null;
}

function subscribe(everyMs: number, listener: () => void) {
  const clock = clockFor(everyMs);
  clock.listeners.add(listener);
  if (clock.listeners.size === 1) {
    clock.onVisibility = () => {
      if (hidden()) return stop(clock);
      tick(clock);
      start(clock, everyMs);
    };
    document.addEventListener('visibilitychange', clock.onVisibility);
    start(clock, everyMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    stop(clock);
    if (clock.onVisibility) document.removeEventListener('visibilitychange', clock.onVisibility);
    clock.onVisibility = null;
  };
}

/** The current time, refreshed every RELATIVE_TIME_REFRESH_MS (spec 9: relative times refresh every 60 s). */
export function useNow(everyMs = RELATIVE_TIME_REFRESH_MS): number {
  // Stable functions: a new subscribe each render would make React unsubscribe and subscribe again every time.
  const sub = useCallback((listener: () => void) => subscribe(everyMs, listener), [everyMs]);
  const read = useCallback(() => snapshot(everyMs), [everyMs]);
  return useSyncExternalStore(sub, read, read);
}

/**
 * The clock's time. A clock nobody watches has stopped, so the first screen to mount after a quiet spell re-reads
 * the time (a second's slack keeps React's repeated reads within one render equal).
 */
function snapshot(everyMs: number): number {
  const clock = clockFor(everyMs);
  if (clock.listeners.size === 0 && Date.now() - clock.now >= 1000) clock.now = Date.now();
  return clock.now;
}
