import { useCallback, useSyncExternalStore } from 'react';
import { RELATIVE_TIME_REFRESH_MS } from '@revy/shared';

/**
 * One clock per refresh interval, shared by every component that shows a relative time, so a page with 200
 * "5 minutes ago" labels runs one timer, and they all change in the same render. A hidden tab stops the timer
 * (browsers throttle it anyway) and coming back re-reads the time at once, so nothing shows a stale "just now".
 */
type Clock = { now: number; listeners: Set<() => void>; timer: ReturnType<typeof setInterval> | null };
const clocks = new Map<number, Clock>();

function clockFor(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null };
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
  const onVisibility = () => {
    if (hidden()) return stop(clock);
    tick(clock);
    start(clock, everyMs);
  };
  if (clock.listeners.size === 1) {
    clock.now = Date.now();
    start(clock, everyMs);
  }
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0) stop(clock);
  };
}

/** The current time, refreshed every RELATIVE_TIME_REFRESH_MS (spec 9: relative times refresh every 60 s). */
export function useNow(everyMs = RELATIVE_TIME_REFRESH_MS): number {
  // A stable subscribe: a new one each render makes React unsubscribe and subscribe again on every render, and the
  // first subscriber re-reads the time, so a render slower than a millisecond would render again, without end.
  const subscribeTo = useCallback((listener: () => void) => subscribe(everyMs, listener), [everyMs]);
  return useSyncExternalStore(
    subscribeTo,
    () => snapshot(everyMs),
    () => snapshot(everyMs),
  );
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
