import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealSignatures, dealWebhookEvents, titleTransfers } from './deals.table';

export type DealRow = typeof titleTransfers.$inferSelect;
export type NewDealRow = typeof titleTransfers.$inferInsert;
export type DealPatch = Partial<Omit<NewDealRow, 'id' | 'listingId' | 'sellerId' | 'buyerId' | 'createdAt'>>;
export type SignatureRow = typeof dealSignatures.$inferSelect;

/** Every column but the PDF bytes, which only the download reads. */
const { billPdf: _pdf, ...dealColumns } = getTableColumns(titleTransfers);
export type DealRowNoPdf = Omit<DealRow, 'billPdf'>;

export async function findDeal(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DealRowNoPdf | null> {
  const q = db.select(dealColumns).from(titleTransfers).where(eq(titleTransfers.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return (row as DealRowNoPdf | undefined) ?? null;
}

export async function findBillPdf(db: DbOrTx, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ pdf: titleTransfers.billPdf }).from(titleTransfers).where(eq(titleTransfers.id, id));
  return row?.pdf ?? null;
}

export async function openDealOfListing(db: DbOrTx, listingId: string): Promise<DealRowNoPdf | null> {
  const [row] = await db
    .select(dealColumns)
    .from(titleTransfers)
    .where(and(eq(titleTransfers.listingId, listingId), eq(titleTransfers.status, 'open')));
  return (row as DealRowNoPdf | undefined) ?? null;
}

/** The listing's deals, newest first; only `buyerId`'s when given. */
export async function dealsOfListing(db: DbOrTx, listingId: string, buyerId?: string): Promise<DealRowNoPdf[]> {
  return (await db
    .select(dealColumns)
    .from(titleTransfers)
    .where(and(eq(titleTransfers.listingId, listingId), buyerId ? eq(titleTransfers.buyerId, buyerId) : undefined))
    .orderBy(desc(titleTransfers.createdAt), desc(titleTransfers.id))
    .limit(100)) as DealRowNoPdf[];
}

/** A user's deals as seller or buyer, newest first. */
export async function dealsOfUser(db: DbOrTx, userId: string): Promise<DealRowNoPdf[]> {
  return (await db
    .select(dealColumns)
    .from(titleTransfers)
    .where(or(eq(titleTransfers.sellerId, userId), eq(titleTransfers.buyerId, userId)))
    .orderBy(desc(titleTransfers.createdAt), desc(titleTransfers.id))
    .limit(200)) as DealRowNoPdf[];
}

export async function findDealByProviderId(db: DbOrTx, providerTransactionId: string): Promise<DealRowNoPdf | null> {
  const [row] = await db
    .select(dealColumns)
    .from(titleTransfers)
    .where(eq(titleTransfers.providerTransactionId, providerTransactionId));
  return (row as DealRowNoPdf | undefined) ?? null;
}

/** Inserts a deal; null when another open deal of the listing won the unique index (a race). */
export async function insertDeal(db: DbOrTx, values: NewDealRow): Promise<DealRowNoPdf | null> {
  const rows = await db.insert(titleTransfers).values(values).onConflictDoNothing().returning(dealColumns);
  return (rows[0] as DealRowNoPdf | undefined) ?? null;
}

export async function updateDeal(db: DbOrTx, id: string, patch: DealPatch): Promise<DealRowNoPdf> {
  const [row] = await db.update(titleTransfers).set(patch).where(eq(titleTransfers.id, id)).returning(dealColumns);
  return row as DealRowNoPdf;
}

/** The signatures of the deals' current documents (old versions' signatures stay stored, and stop counting). */
export async function currentSignatures(db: DbOrTx, deals: DealRowNoPdf[]): Promise<Map<string, SignatureRow[]>> {
  const out = new Map<string, SignatureRow[]>();
  const signed = deals.filter((d) => d.billHash);
  if (signed.length === 0) return out;
  const rows = await db
    .select()
    .from(dealSignatures)
    .where(or(...signed.map((d) => and(eq(dealSignatures.dealId, d.id), eq(dealSignatures.documentHash, d.billHash!)))))
    .orderBy(asc(dealSignatures.signedAt));
  for (const r of rows) out.set(r.dealId, [...(out.get(r.dealId) ?? []), r]);
  return out;
}

/** Stores a signature; null when this party already signed this document. */
export async function insertSignature(
  db: DbOrTx,
  values: typeof dealSignatures.$inferInsert,
): Promise<SignatureRow | null> {
  const rows = await db.insert(dealSignatures).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** Open deals that have waited since before `before` and were not reminded since then: claimed for a reminder. */
export async function claimReminders(db: DbOrTx, before: Date, now: Date, limit = 100): Promise<DealRowNoPdf[]> {
  const due = db
    .select({ id: titleTransfers.id })
    .from(titleTransfers)
    .where(
      and(
        eq(titleTransfers.status, 'open'),
        lt(titleTransfers.lastProgressAt, before),
        or(isNull(titleTransfers.remindedAt), lt(titleTransfers.remindedAt, before)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return (await db
    .update(titleTransfers)
    .set({ remindedAt: now })
    .where(inArray(titleTransfers.id, due))
    .returning(dealColumns)) as DealRowNoPdf[];
}

/** KeySavvy deals whose transaction could not be created yet. */
export async function dealsWithoutProviderTransaction(db: DbOrTx, limit = 20): Promise<DealRowNoPdf[]> {
  return (await db
    .select(dealColumns)
    .from(titleTransfers)
    .where(
      and(
        eq(titleTransfers.status, 'open'),
        eq(titleTransfers.provider, 'keysavvy'),
        isNull(titleTransfers.providerTransactionId),
        lt(titleTransfers.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(limit)) as DealRowNoPdf[];
}

/** Records a webhook event once; `processed` when it was already handled before. */
export async function recordWebhookEvent(
  db: DbOrTx,
  values: { provider: string; eventId: string; type: string; transactionId: string | null },
): Promise<{ id: string; processed: boolean }> {
  const [inserted] = await db
    .insert(dealWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: dealWebhookEvents.id });
  if (inserted) return { id: inserted.id, processed: false };
  const [found] = await db
    .select({ id: dealWebhookEvents.id, processedAt: dealWebhookEvents.processedAt })
    .from(dealWebhookEvents)
    .where(and(eq(dealWebhookEvents.provider, values.provider), eq(dealWebhookEvents.eventId, values.eventId)));
  return { id: found!.id, processed: found!.processedAt !== null };
}

export async function finishWebhookEvent(db: DbOrTx, id: string, error: string | null): Promise<void> {
  await db
    .update(dealWebhookEvents)
    .set(error ? { error } : { processedAt: new Date(), error: null })
    .where(eq(dealWebhookEvents.id, id));
}
