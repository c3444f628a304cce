import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { IdImageKind, IdVerificationStatus } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { idVerificationEvents, idVerificationImages, idVerifications } from './id-verification.table';

export type IdVerificationRow = typeof idVerifications.$inferSelect;
export type IdVerificationPatch = Partial<Omit<typeof idVerifications.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type ImagePresence = { document: boolean; selfie: boolean };

/** A new open check, or null when the user already has one (the partial unique index: one open check per user). */
export async function insertOpenVerification(
  db: DbOrTx,
  values: { userId: string; provider: IdVerificationRow['provider'] },
): Promise<IdVerificationRow | null> {
  const [row] = await db.insert(idVerifications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findOpenVerification(db: DbOrTx, userId: string): Promise<IdVerificationRow | null> {
  const [row] = await db
    .select()
    .from(idVerifications)
    .where(and(eq(idVerifications.userId, userId), inArray(idVerifications.status, ['requires_input', 'processing'])));
  return row ?? null;
}

export async function findVerification(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<IdVerificationRow | null> {
  const q = db.select().from(idVerifications).where(eq(idVerifications.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findByProviderReference(
  db: DbOrTx,
  provider: IdVerificationRow['provider'],
  reference: string,
  opts: { forUpdate?: boolean } = {},
): Promise<IdVerificationRow | null> {
  const q = db
    .select()
    .from(idVerifications)
    .where(and(eq(idVerifications.provider, provider), eq(idVerifications.providerReference, reference)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** A user's checks, newest first (a person makes a handful at most; capped all the same). */
export function verificationsOfUser(db: DbOrTx, userId: string): Promise<IdVerificationRow[]> {
  return db
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.userId, userId))
    .orderBy(desc(idVerifications.createdAt))
    .limit(50);
}

export async function updateVerification(db: DbOrTx, id: string, patch: IdVerificationPatch) {
  const [row] = await db.update(idVerifications).set(patch).where(eq(idVerifications.id, id)).returning();
  return row!;
}

/** Sets the status only when it is still `from` (a conditional update: racing callers, one wins). */
export async function moveStatus(
  db: DbOrTx,
  id: string,
  from: IdVerificationStatus,
  patch: IdVerificationPatch,
): Promise<IdVerificationRow | null> {
  const [row] = await db
    .update(idVerifications)
    .set(patch)
    .where(and(eq(idVerifications.id, id), eq(idVerifications.status, from)))
    .returning();
  return row ?? null;
}

/** Which photos each check holds now. */
export async function imagePresence(db: DbOrTx, ids: string[]): Promise<Map<string, ImagePresence>> {
  const map = new Map<string, ImagePresence>(ids.map((id) => [id, { document: false, selfie: false }]));
  if (ids.length === 0) return map;
  const rows = await db
    .select({ verificationId: idVerificationImages.verificationId, kind: idVerificationImages.kind })
    .from(idVerificationImages)
    .where(inArray(idVerificationImages.verificationId, ids));
  for (const r of rows) map.get(r.verificationId)![r.kind] = true;
  return map;
}

/** Stores a photo, replacing the one of the same kind (a retake). */
export async function saveImage(
  db: DbOrTx,
  v: { verificationId: string; kind: IdImageKind; contentType: string; bytes: Buffer },
): Promise<void> {
  const values = { ...v, size: v.bytes.length };
  await db
    .insert(idVerificationImages)
    .values(values)
    .onConflictDoUpdate({
      target: [idVerificationImages.verificationId, idVerificationImages.kind],
      set: { contentType: values.contentType, size: values.size, bytes: values.bytes, updatedAt: new Date() },
    });
}

export async function findImage(db: DbOrTx, verificationId: string, kind: IdImageKind) {
  const [row] = await db
    .select({ contentType: idVerificationImages.contentType, bytes: idVerificationImages.bytes })
    .from(idVerificationImages)
    .where(and(eq(idVerificationImages.verificationId, verificationId), eq(idVerificationImages.kind, kind)));
  return row ?? null;
}

/** Deletes a check's photos and notes when; answers how many were deleted. */
export async function deleteImages(db: DbOrTx, verificationId: string, now: Date): Promise<number> {
  const gone = await db
    .delete(idVerificationImages)
    .where(eq(idVerificationImages.verificationId, verificationId))
    .returning({ id: idVerificationImages.id });
  await db
    .update(idVerifications)
    .set({ imagesDeletedAt: now })
    .where(and(eq(idVerifications.id, verificationId), isNull(idVerifications.imagesDeletedAt)));
  return gone.length;
}

/** Decided checks whose photos are past their retention, locked and skipped by other runs. */
export async function checksDueForPurge(db: DbOrTx, decidedBefore: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: idVerifications.id })
    .from(idVerifications)
    .where(
      and(
        lte(idVerifications.decidedAt, decidedBefore),
        sql`exists (select 1 from ${idVerificationImages} i where i.verification_id = ${idVerifications.id})`,
      ),
    )
    .orderBy(asc(idVerifications.decidedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/** Checks of a status for staff, oldest sent first. */
export async function queuePage(db: DbOrTx, status: IdVerificationStatus, page: { page: number; size: number }) {
  const where = eq(idVerifications.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(idVerifications)
      .where(where)
      .orderBy(
        asc(sql`coalesce(${idVerifications.submittedAt}, ${idVerifications.createdAt})`),
        asc(idVerifications.id),
      )
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(idVerifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Records a webhook event once; `processed` is true when an earlier delivery finished handling it. */
export async function recordEvent(
  db: DbOrTx,
  e: { provider: string; eventId: string; type: string },
): Promise<{ id: string; processed: boolean }> {
  const [inserted] = await db
    .insert(idVerificationEvents)
    .values(e)
    .onConflictDoNothing({ target: [idVerificationEvents.provider, idVerificationEvents.eventId] })
    .returning({ id: idVerificationEvents.id });
  if (inserted) return { id: inserted.id, processed: false };
  const [row] = await db
    .select({ id: idVerificationEvents.id, processedAt: idVerificationEvents.processedAt })
    .from(idVerificationEvents)
    .where(and(eq(idVerificationEvents.provider, e.provider), eq(idVerificationEvents.eventId, e.eventId)));
  return { id: row!.id, processed: row!.processedAt !== null };
}

export async function finishEvent(db: DbOrTx, id: string, error: string | null): Promise<void> {
  await db
    .update(idVerificationEvents)
    .set(error ? { error } : { processedAt: new Date(), error: null })
    .where(and(eq(idVerificationEvents.id, id), isNull(idVerificationEvents.processedAt)));
}
