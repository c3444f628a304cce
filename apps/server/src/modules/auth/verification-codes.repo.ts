import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from './verification-codes.table';

export type CodeKind = 'emailVerify' | 'passwordReset';
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: DbOrTx, values: typeof verificationCodes.$inferInsert): Promise<string> {
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

/** Marks every open code of `kind` for the user as used, so only the newest one works. */
export async function supersedeCodes(db: DbOrTx, userId: string, kind: CodeKind): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(verificationCodes.userId, userId), eq(verificationCodes.kind, kind), isNull(verificationCodes.usedAt)),
    );
}

/** The newest unused code of `kind` for the user, expired or not (the caller tells them apart). */
export async function findOpenCode(db: DbOrTx, userId: string, kind: CodeKind): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.userId, userId), eq(verificationCodes.kind, kind), isNull(verificationCodes.usedAt)),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

export async function findCodeByHash(db: DbOrTx, kind: CodeKind, codeHash: string): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.kind, kind), eq(verificationCodes.codeHash, codeHash)))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong guess and returns the new number of attempts. */
export async function addCodeAttempt(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

/** Marks a code used; false when it was used already (two requests racing for one code). */
export async function markCodeUsed(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Codes kept in plain text (test endpoints on), newest first. */
export function findPlainCodes(db: DbOrTx, userId: string): Promise<CodeRow[]> {
  return db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), isNotNull(verificationCodes.plainCode)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(50);
}
