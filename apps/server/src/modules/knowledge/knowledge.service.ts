import { type CreateKnowledge, type Knowledge, type KnowledgeType, type UpdateKnowledge } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound, validationFailed } from '../../lib/errors';
import { assertCanEdit, getListingRow } from '../listings';
import type { UserRecord } from '../users';
import { toKnowledge } from './knowledge.mapper';
import * as repo from './knowledge.repo';

type ListingRow = Awaited<ReturnType<typeof getListingRow>>;

/**
 * Knowledge is the seller's private notebook for the assistant: only the listing's seller and
 * staff read or write it. Buyers never read it directly; the assistant quotes what fits.
 * Others get 403 on a published car, the 404 of a missing listing (or of a missing entry,
 * `missing`) on a car they may not see (decision 017).
 */
export async function knowledgeListing(
  db: DbOrTx,
  actor: UserRecord,
  listingId: string,
  opts: { forUpdate?: boolean; missing?: string } = {},
): Promise<ListingRow> {
  const listing = await getListingRow(db, listingId, opts);
  assertCanEdit(actor, listing, "Only the seller or staff may see this car's knowledge", opts.missing);
  return listing;
}

/** Who wrote an answer: the seller, or staff helping them. */
export const sourceOf = (actor: UserRecord, listing: { sellerId: string }) =>
  actor.id === listing.sellerId ? 'seller' : 'concierge';

/** POST /v1/knowledge: one entry, placed last in its type and category unless an ordinal is given. */
export async function createKnowledge(ctx: AppContext, actor: UserRecord, input: CreateKnowledge): Promise<Knowledge> {
  const row = await ctx.db.transaction(async (tx) => {
    // The listing lock keeps two adds from taking the same next ordinal.
    const listing = await knowledgeListing(tx, actor, input.listingId, { forUpdate: true });
    const category = input.category ?? null;
    return repo.insertKnowledge(tx, {
      listingId: listing.id,
      type: input.type,
      category,
      ordinal: input.ordinal ?? (await repo.nextOrdinal(tx, listing.id, input.type, category)),
      optional: input.optional ?? false,
      question: input.question,
      content: input.content,
      contentType: input.contentType ?? 'text',
      contentSource: sourceOf(actor, listing),
      isPrivate: input.isPrivate ?? false,
    });
  });
  return toKnowledge(row);
}

/** The entry when `actor` may change it (404 unknown or of a car they may not see, 403 not theirs). */
async function editableEntry(
  db: DbOrTx,
  actor: UserRecord,
  id: string,
): Promise<{ row: repo.KnowledgeRow; listing: ListingRow }> {
  const row = await repo.findKnowledge(db, id);
  if (!row) throw notFound('Knowledge');
  const listing = await knowledgeListing(db, actor, row.listingId, { missing: 'Knowledge' });
  return { row, listing };
}

/** PUT /v1/knowledge/{id}: the given fields; the writer becomes the content's source. */
export async function updateKnowledge(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: UpdateKnowledge,
): Promise<Knowledge> {
  const { row, listing } = await editableEntry(ctx.db, actor, id);
  // The GET body comes back whole (decision 019): null is what GET shows for an empty question or
  // answer, so it is taken only where the entry holds none; it never clears one.
  for (const [k, message] of [
    ['question', 'Write the question'],
    ['content', 'Write an answer'],
  ] as const) {
    if (input[k] === null && row[k] !== null) throw validationFailed({ [k]: message });
  }
  const patch: repo.KnowledgePatch = {};
  if (input.category !== undefined) patch.category = input.category ?? null;
  if (input.ordinal !== undefined) patch.ordinal = input.ordinal;
  if (input.optional !== undefined) patch.optional = input.optional;
  if (input.question != null) patch.question = input.question;
  if (input.contentType != null) patch.contentType = input.contentType;
  if (input.isPrivate != null && input.isPrivate !== row.isPrivate) patch.isPrivate = input.isPrivate;
  // Saving an answer back unchanged keeps who wrote it.
  if (input.content != null && input.content !== row.content) {
    patch.content = input.content;
    patch.contentSource = sourceOf(actor, listing);
  }
  if (Object.keys(patch).length === 0) return toKnowledge(row);
  return toKnowledge(await repo.updateKnowledge(ctx.db, row.id, patch));
}

/** DELETE /v1/knowledge/{id} */
export async function deleteKnowledge(ctx: AppContext, actor: UserRecord, id: string): Promise<void> {
  const { row } = await editableEntry(ctx.db, actor, id);
  await repo.deleteKnowledge(ctx.db, row.id);
}

/** GET /v1/knowledge/byListing/{listingId}[/{type}]: in reading order (type, category, ordinal). */
export async function listListingKnowledge(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  type?: KnowledgeType,
): Promise<Knowledge[]> {
  await knowledgeListing(ctx.db, actor, listingId);
  return (await repo.listKnowledge(ctx.db, listingId, type ? { type } : {})).map(toKnowledge);
}

/**
 * A seller's (or concierge's) correction of an assistant answer, kept as knowledge so the next
 * buyer asking the same gets it: type 'correction', question = the buyer's words. Runs in the
 * caller's transaction (the assistant's correction use case checks access).
 */
export async function addCorrection(
  tx: DbOrTx,
  entry: { listingId: string; question: string; content: string; source: 'seller' | 'concierge' },
): Promise<Knowledge> {
  const row = await repo.insertKnowledge(tx, {
    listingId: entry.listingId,
    type: 'correction',
    category: null,
    ordinal: await repo.nextOrdinal(tx, entry.listingId, 'correction', null),
    question: entry.question,
    content: entry.content,
    contentType: 'text',
    contentSource: entry.source,
  });
  return toKnowledge(row);
}
