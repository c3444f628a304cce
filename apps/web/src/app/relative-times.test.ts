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
 * formatRelative(value, now) with now from useNow().
 */
describe('relative times on screen', () => {
  it('never call formatRelative without the shared clock', () => {
    const offenders = sources(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/formatRelative\(([^()]*(?:\([^()]*\))?[^()]*)\)/g)]
        .filter((m) => !m[1]!.includes(','))
        .map((m) => `${file.slice(SRC.length + 1)}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
