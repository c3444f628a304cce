import { onUserChanged, type UserRecord } from '../users';

/**
 * A short-lived, in-process cache of resolved sessions, so GET /v1/user/current and every other
 * signed-in request skip the session query for a couple of seconds (SESSION_CACHE_MS, default
 * 2000; 0 turns it off). Why: the embedded database (PGlite) answers roughly 1,000 session
 * lookups a second under load, which caps every signed-in endpoint; with the cache,
 * GET /v1/user/current runs near the speed of a constant route (bench/user-current.mjs).
 *
 * Coherence: every write to a user, their grants or their sessions made through this server's
 * repos forgets the affected entries at once (sessions.repo calls forgetCachedUser/forgetCachedSession
 * next to its queries, and the users repos call users' userChanged hook, which runs forgetCachedUser,
 * so no use case can miss it). What stays stale for at most the TTL is a
 * change made elsewhere: another server instance sharing PostgreSQL (a sign-out there is seen
 * here within the TTL), the CLI, or a module updating users.listing_count directly.
 *
 * Keys are session ids (SHA-256 of 256-bit tokens) and user ids (UUIDv7), unique across
 * databases, so one process-wide store serves several app instances (tests) safely.
 */
export type CachedSession = {
  userId: string;
  /** null: the user is disabled (signed out, but /v1/user/current answers 403). */
  user: UserRecord | null;
  sessionExpiresAt: number;
  lastSeenAt: number;
  cachedUntil: number;
};

const MAX_ENTRIES = 10_000;
const entries = new Map<string, CachedSession>();
const sessionsByUser = new Map<string, Set<string>>();

export function getCachedSession(sessionId: string, now: number): CachedSession | undefined {
  const entry = entries.get(sessionId);
  if (!entry) return undefined;
  if (entry.cachedUntil <= now) {
    forgetCachedSession(sessionId);
    return undefined;
  }
  return entry;
}

export function cacheSession(
  sessionId: string,
  entry: Omit<CachedSession, 'cachedUntil'>,
  ttlMs: number,
  now: number,
): void {
  if (ttlMs <= 0) return;
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first (Map keeps insertion order); a full cache is a busy server, not a leak.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) forgetCachedSession(oldest);
  }
  entries.set(sessionId, { ...entry, cachedUntil: Math.min(now + ttlMs, entry.sessionExpiresAt) });
  let ids = sessionsByUser.get(entry.userId);
  if (!ids) sessionsByUser.set(entry.userId, (ids = new Set()));
  ids.add(sessionId);
}

export function forgetCachedSession(sessionId: string): void {
  const entry = entries.get(sessionId);
  if (!entry) return;
  entries.delete(sessionId);
  const ids = sessionsByUser.get(entry.userId);
  ids?.delete(sessionId);
  if (ids?.size === 0) sessionsByUser.delete(entry.userId);
}

/** Forgets every cached session of the user: call after changing the user, grants or sessions. */
export function forgetCachedUser(userId: string): void {
  const ids = sessionsByUser.get(userId);
  if (!ids) return;
  for (const id of [...ids]) forgetCachedSession(id);
  sessionsByUser.delete(userId);
}

// Registered here, where the cache lives, not in app.ts: whatever process can hold an entry has run this line, so
// no user write in it can leave a stale one (users' port for this is user-changes.ts, issue 14).
onUserChanged(forgetCachedUser);

/** Number of cached sessions (tests). */
export const cachedSessionCount = () => entries.size;
