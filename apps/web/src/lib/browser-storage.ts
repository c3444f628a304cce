/**
 * Storage that never throws: private windows, disabled cookies and full quotas make
 * localStorage and sessionStorage throw on access, and none of what we keep there is worth
 * breaking a page for.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: Area, key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value is simply not kept.
  }
}

export function readJson<T>(kind: Area, key: string): T | null {
  const raw = readStorage(kind, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const writeJson = (kind: Area, key: string, value: unknown) => writeStorage(kind, key, JSON.stringify(value));
