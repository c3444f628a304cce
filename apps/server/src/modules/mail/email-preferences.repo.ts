import { inArray, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailPreferences } from './email-preferences.table';

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
export type OptionalMail = { alerts: boolean; activity: boolean };

/** No row: both on. */
export const DEFAULT_PREFERENCES: OptionalMail = { alerts: true, activity: true };

export async function findPreferences(db: DbOrTx, userId: string): Promise<EmailPreferencesRow | null> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return row ?? null;
}

/** The preferences of many users at once (the digest's batch); users without a row are left out (both on). */
export async function preferencesOf(db: DbOrTx, userIds: string[]): Promise<Map<string, OptionalMail>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(emailPreferences).where(inArray(emailPreferences.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { alerts: r.alerts, activity: r.activity }]));
}

/** Sets both switches (one statement, so racing writers leave one row with the last one's values). */
export async function savePreferences(
  db: DbOrTx,
  userId: string,
  prefs: OptionalMail & { unsubscribedAt?: Date },
  now: Date,
): Promise<EmailPreferencesRow> {
  const values = { alerts: prefs.alerts, activity: prefs.activity, updatedAt: now };
  const [row] = await db
    .insert(emailPreferences)
    .values({ userId, ...values, unsubscribedAt: prefs.unsubscribedAt ?? null })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: {
        ...values,
        // A one-click unsubscribe stamps the time; turning mail back on keeps the last stamp for the record.
        unsubscribedAt: prefs.unsubscribedAt ?? sql`${emailPreferences.unsubscribedAt}`,
      },
    })
    .returning();
  return row!;
}
