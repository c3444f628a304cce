import { randomBytes } from 'node:crypto';

/**
 * UUIDv7 (RFC 9562): 48-bit millisecond timestamp, then random bits. Time-ordered, so
 * `ORDER BY id` is creation order and B-tree inserts stay local. Generated here rather than
 * in SQL because PostgreSQL 15 has no uuidv7() (PGlite's 18 does): one code path for both.
 */
export function newId(now: number = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The smallest UUIDv7 of millisecond `at`: `id >= idFloor(t)` is "made at or after t", a range
 * scan on a primary key, for the ids this app makes (a client-made id may carry any time).
 */
export function idFloor(at: Date): string {
  const h = Math.max(0, at.getTime()).toString(16).padStart(12, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-0000-0000-000000000000`;
}
