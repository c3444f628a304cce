import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Issue 19: "waiting 7 min" went stale because screens called formatRelative without a `now`, which freezes the text
 * at first render. Every relative time on screen must come from the shared 60-second clock: <RelativeTime> or
 * formatRelative(value, now) with now from useNow(). The same holds for every other text that counts time from now
 * (time left in a trial or a publish window, how long a buyer has waited): each helper takes `now` as its last
 * argument, and a call that leaves it out reads the time once and never again.
 */
const NEEDS_NOW: Record<string, number> = {
  formatRelative: 2,
  trialTimeLeftText: 2,
  publishWindowText: 2,
  publishWindow: 2,
  planState: 2,
  waitingLabel: 2,
  waitedFor: 2,
};

/** The top-level arguments of each call of `name` in `text` (nested calls and strings count as one). */
function callsOf(text: string, name: string): string[][] {
  const calls: string[][] = [];
  for (const m of text.matchAll(new RegExp(`(?<![\\w.])${name}\\(`, 'g'))) {
    const before = text.slice(Math.max(0, m.index - 16), m.index);
    if (/(function|const|export)\s*$/.test(before)) continue;
    const args: string[] = [];
    let depth = 0;
    let current = '';
    for (let i = m.index + m[0].length; i < text.length; i++) {
      const c = text[i]!;
      if (depth === 0 && c === ')') {
        if (current.trim()) args.push(current.trim());
        break;
      }
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      if (depth === 0 && c === ',') {
        args.push(current.trim());
        current = '';
      } else current += c;
    }
    calls.push(args);
  }
  return calls;
}

describe('relative times on screen', () => {
  it('never count time from a now read once: every helper gets the shared clock', () => {
    const offenders = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return Object.entries(NEEDS_NOW).flatMap(([name, arity]) =>
        callsOf(text, name)
          .filter((args) => args.length < arity)
          .map((args) => `${file.slice(SRC.length + 1)}: ${name}(${args.join(', ')})`),
      );
    });
    expect(offenders).toEqual([]);
  });

  it('finds a call without now (the check itself works)', () => {
    expect(callsOf('a = formatRelative(x.createdAt)', 'formatRelative')).toEqual([['x.createdAt']]);
    expect(callsOf('formatRelative(f(a, b), now)', 'formatRelative')).toEqual([['f(a, b)', 'now']]);
    expect(callsOf('export function planState(listing, now = Date.now())', 'planState')).toEqual([]);
  });
});
