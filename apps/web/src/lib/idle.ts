/**
 * Runs `fn` in a task of its own once the browser has nothing more urgent to do, or after `timeout` ms at the latest.
 * For start-up work the first screen does not need (the page view, the consent question, a visitor's saved flag
 * overrides): kept out of the long first-render tasks, a tap on the page is answered sooner (decision 038, round 4).
 * Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeout = 1000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => fn(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}
