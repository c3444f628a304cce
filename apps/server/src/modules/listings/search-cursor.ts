import type { ListingSortField, SearchAfter } from './listing-search.types';

/**
 * The keyset cursor of a listing search, as the client sees it: base64url of JSON {s: sort, k: last key, i: last id}.
 * Not secret and not signed — it only says where the next page starts, and every filter is re-applied to it — but it
 * names the sort it was made for, so a cursor from "price,asc" cannot be replayed on "year,desc".
 */
export function encodeSearchCursor(sort: { field: ListingSortField; dir: string }, after: SearchAfter): string {
  return Buffer.from(JSON.stringify({ s: `${sort.field},${sort.dir}`, k: after.key, i: after.id })).toString(
    'base64url',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What PostgreSQL prints for a timestamptz (`key::text`), or ±infinity for a missing date. */
const TIME = /^(-?infinity|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?)$/;
const TIME_SORTS = new Set<ListingSortField>(['createdAt', 'updatedAt', 'publishedAt']);

/** The cursor's position, or a reason it cannot be used with this sort (bad input, answered with 400). */
export function decodeSearchCursor(
  cursor: string,
  sort: { field: ListingSortField; dir: string },
): { after: SearchAfter } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return { error: 'Not a cursor from this search' };
  }
  const c = parsed as { s?: unknown; k?: unknown; i?: unknown };
  if (typeof c !== 'object' || c === null || typeof c.i !== 'string' || !UUID.test(c.i)) {
    return { error: 'Not a cursor from this search' };
  }
  if (c.s !== `${sort.field},${sort.dir}`)
    return { error: 'This cursor belongs to another sort order; start again from page 1' };
  const timeKey = TIME_SORTS.has(sort.field);
  if (timeKey ? typeof c.k !== 'string' || !TIME.test(c.k) : typeof c.k !== 'number' || !Number.isFinite(c.k)) {
    return { error: 'Not a cursor from this search' };
  }
  return { after: { key: c.k as number | string, id: c.i.toLowerCase() } };
}
