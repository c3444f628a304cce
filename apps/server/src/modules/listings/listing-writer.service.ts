import {
  GENERATED_PARTS,
  carFeatures,
  isPlanFeature,
  shortTitle,
  type GeneratedContent,
  type GeneratedPart,
  type Listing,
  type ListingInput,
  type ListingWriterEvent,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { consume, type RateRule } from '../../adapters/rate-limit';
import { loadListingFacts } from '../ai';
import * as repo from './listings.repo';
import type { ListingPatch, ListingRow } from './listings.repo';
import { assertCanEdit, getListingRow, listingView, recordListingChange, updateListing } from './listings.service';

/**
 * The listing writer (issue 6; decision 012): fills a listing's texts from its vehicle data,
 * the seller's Knowledge and its photos' tags, through ctx.ai (the built-in engine or an LLM).
 * `runAi` on save fills only what is still empty; regenerate-content rewrites the parts asked.
 */

/** Regenerating costs an LLM call when one is configured: a seller gets 20 per 10 minutes. */
export const REGENERATE_RATE_RULE: RateRule = { max: 20, windowMs: 10 * 60_000 };
const regenerateKey = (userId: string) => `listing-writer:user:${userId}`;

export type WriterEmit = (event: ListingWriterEvent) => void;

/** A part is empty when the seller has not written it (features: the highlights, never the plan codes). */
const isEmpty = (row: ListingRow, part: GeneratedPart) =>
  part === 'features' ? carFeatures(row.features).length === 0 : !row[part]?.trim();

/**
 * PUT/PATCH /v1/listing/{id}?runAi=true: saves the seller's input as usual, then writes the
 * generated fields that are still empty. What the seller wrote is never overwritten: a field
 * with text after the save is kept, whether it came in this request or earlier.
 */
export async function updateListingAndWrite(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  input: ListingInput | null | undefined,
  mode: 'put' | 'patch',
  runAi: boolean,
  opts: { ifMatch?: string | undefined } = {},
): Promise<Listing> {
  const saved = await updateListing(ctx, actor, id, input, mode, opts);
  if (!runAi) return saved;
  const row = await getListingRow(ctx.db, id);
  const parts = GENERATED_PARTS.filter((p) => isEmpty(row, p));
  return writeAndSave(ctx, actor, id, parts, () => {}, { onlyEmpty: true });
}

/**
 * Checks before regenerating (so a streamed request still answers 401/403/404/429 as HTTP):
 * the listing exists, the caller may edit it, and is under the rate limit.
 */
export async function assertCanRegenerate(ctx: AppContext, actor: UserRecord, id: string): Promise<void> {
  const row = await getListingRow(ctx.db, id);
  assertCanEdit(actor, row);
  await consume(ctx.rateLimiter, REGENERATE_RATE_RULE, regenerateKey(actor.id));
}

/** POST /v1/listing/{id}/regenerate-content: rewrites `parts` (all by default) and saves them. */
export async function regenerateListingContent(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  parts: GeneratedPart[] | undefined,
  emit: WriterEmit = () => {},
  signal?: AbortSignal,
): Promise<Listing> {
  return writeAndSave(ctx, actor, id, parts?.length ? [...new Set(parts)] : [...GENERATED_PARTS], emit, {
    onlyEmpty: false,
    signal,
  });
}

async function writeAndSave(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  parts: GeneratedPart[],
  emit: WriterEmit,
  opts: { onlyEmpty: boolean; signal?: AbortSignal },
): Promise<Listing> {
  emit({ type: 'progress', step: 'facts', pct: 5 });
  const loaded = await loadListingFacts(ctx.db, id);
  if (!loaded) throw notFound('Listing');
  emit({ type: 'progress', step: 'writing', pct: 20 });
  const started = Date.now();
  const content = await ctx.ai.writeListing({ ...loaded, parts }, (part, text) => emit({ type: 'delta', part, text }), {
    signal: opts.signal,
  });
  ctx.log.info({ listingId: id, engine: ctx.ai.name, parts, ms: Date.now() - started }, 'listing writer: text written');
  emit({ type: 'progress', step: 'saving', pct: 90 });
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await getListingRow(tx, id, { forUpdate: true });
    assertCanEdit(actor, saved);
    // The seller may have typed into a field while the text was being written: keep theirs.
    const patch = patchFor(saved, content, opts.onlyEmpty ? parts.filter((p) => isEmpty(saved, p)) : parts);
    const updated = await repo.updateListing(tx, id, patch);
    await recordListingChange(tx, 'update', actor, saved, updated, Object.keys(patch));
    return updated;
  });
  const listing = await listingView(ctx.db, actor, row);
  emit({ type: 'progress', step: 'saving', pct: 100 });
  return listing;
}

function patchFor(saved: ListingRow, content: GeneratedContent, parts: GeneratedPart[]): ListingPatch {
  const patch: ListingPatch = { isPopulated: true };
  for (const part of parts) {
    if (part === 'features') patch.features = [...saved.features.filter(isPlanFeature), ...content.features];
    else patch[part] = content[part] || null;
  }
  // shortTitle is the title cut at 25 characters (spec 9), whoever wrote the title.
  const title = patch.title ?? saved.title;
  if (title) patch.shortTitle = shortTitle(title);
  return patch;
}
