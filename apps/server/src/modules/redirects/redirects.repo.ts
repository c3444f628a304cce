import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redirects } from './redirects.table';

export type RedirectRow = typeof redirects.$inferSelect;

/** A new link, or null when its key is taken (by the same link made concurrently, or by a hash collision). */
export async function insertRedirect(
  db: DbOrTx,
  row: { url: string; key: string; shortUrl: string; targetId: string | null },
): Promise<RedirectRow | null> {
  const [created] = await db.insert(redirects).values(row).onConflictDoNothing({ target: redirects.key }).returning();
  return created ?? null;
}

export async function findRedirectByKey(db: DbOrTx, key: string): Promise<RedirectRow | null> {
  const [row] = await db.select().from(redirects).where(eq(redirects.key, key));
  return row ?? null;
}

/** By id (a UUID) or key. */
export async function findRedirect(db: DbOrTx, idOrKey: string, isId: boolean): Promise<RedirectRow | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(isId ? or(eq(redirects.id, idOrKey), eq(redirects.key, idOrKey)) : eq(redirects.key, idOrKey));
  return row ?? null;
}

/** One click: the count goes up in the same statement that reads the address, so no click is lost under load. */
export async function clickRedirect(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .update(redirects)
    .set({ count: sql`${redirects.count} + 1` })
    .where(eq(redirects.key, key))
    .returning({ url: redirects.url });
  return row?.url ?? null;
}

/** Clicks on every short link about `targetId`. */
export async function clicksFor(db: DbOrTx, targetId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${redirects.count}), 0)::int` })
    .from(redirects)
    .where(and(eq(redirects.targetId, targetId)));
  return Number(row?.n ?? 0);
}
