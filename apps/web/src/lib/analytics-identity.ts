import { readStorage, writeStorage } from './browser-storage';

/** Where the product-analytics identity lives between visits. */
export const DISTINCT_ID_KEY = 'revy__distinct_id';

/**
 * Spec 2: `?distinct_id=` seeds the analytics identity, so a visitor followed from a campaign or
 * another site keeps one identity. Ignores absurd values.
 */
export function seedDistinctIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('distinct_id')?.trim();
  if (!id || id.length > 200) return null;
  writeStorage('local', DISTINCT_ID_KEY, id);
  return id;
}

/** The analytics identity of this browser, made on first use (sent as posthogDistinctId on sign-in). */
export function getDistinctId(): string {
  const existing = readStorage('local', DISTINCT_ID_KEY);
  if (existing) return existing;
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  writeStorage('local', DISTINCT_ID_KEY, id);
  return id;
}
