import { and, eq } from 'drizzle-orm';
import type { SocialProvider } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { socialIdentities } from './social-identities.table';

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export async function findIdentity(
  db: DbOrTx,
  provider: SocialProvider,
  subject: string,
): Promise<SocialIdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function findUserIdentity(
  db: DbOrTx,
  userId: string,
  provider: SocialProvider,
): Promise<SocialIdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, provider)))
    .limit(1);
  return row ?? null;
}

/** Inserts the link; a clash on either unique index throws (the service maps it). */
export async function insertIdentity(
  db: DbOrTx,
  values: { userId: string; provider: SocialProvider; subject: string; email: string | null },
): Promise<void> {
  await db.insert(socialIdentities).values({ ...values, lastSignInAt: new Date() });
}

export async function touchIdentity(db: DbOrTx, id: string): Promise<void> {
  await db.update(socialIdentities).set({ lastSignInAt: new Date() }).where(eq(socialIdentities.id, id));
}
