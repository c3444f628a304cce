import { GENERATED_PARTS, type GeneratedPart, type Listing } from '@revy/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { consume, type RateRule } from '../../adapters/rate-limit';
import type { UserRecord } from '../users';
import {
  assertCanEdit,
  emptyGeneratedParts,
  getListingRow,
  saveWrittenContent,
  type ListingWriter,
  type WriterEmit,
} from '../listings';
import { loadListingFacts } from './listing-facts';

/**
 * The listing writer (issue 6; decision 012): fills a listing's texts from its vehicle data,
 * the seller's Knowledge and its photos' tags, through ctx.ai (the built-in engine or an LLM).
 * `runAi` on save fills only what is still empty; regenerate-content rewrites the parts asked.
 * Here rather than in listings because it needs the listing's facts, which ai reads through listings, knowledge,
 * assets and users; listings' routes call it through their ListingWriter port, plugged in at app.ts (issue 14).
 */

/** Regenerating costs an LLM call when one is configured: a seller gets 20 per 10 minutes. */
export const REGENERATE_RATE_RULE: RateRule = { max: 20, windowMs: 10 * 60_000 };
const regenerateKey = (userId: string) => `listing-writer:user:${userId}`;

/**
 * PUT/PATCH /v1/listing/{id}?runAi=true, once the seller's input is saved: writes the generated
 * fields that are still empty. What the seller wrote is never overwritten: a field with text
 * after the save is kept, whether it came in this request or earlier.
 */
async function writeEmptyParts(ctx: AppContext, actor: UserRecord, id: string): Promise<Listing> {
  const row = await getListingRow(ctx.db, id);
  return writeAndSave(ctx, actor, id, emptyGeneratedParts(row), () => {}, { onlyEmpty: true });
}

/**
 * Checks before regenerating (so a streamed request still answers 401/403/404/429 as HTTP):
 * the listing exists, the caller may edit it, and is under the rate limit.
 */
async function assertCanRegenerate(ctx: AppContext, actor: UserRecord, id: string): Promise<void> {
  const row = await getListingRow(ctx.db, id);
  assertCanEdit(actor, row);
  await consume(ctx.rateLimiter, REGENERATE_RATE_RULE, regenerateKey(actor.id));
}

/** POST /v1/listing/{id}/regenerate-content: rewrites `parts` (all by default) and saves them. */
async function regenerateListingContent(
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
  const listing = await saveWrittenContent(ctx, actor, id, content, parts, { onlyEmpty: opts.onlyEmpty });
  emit({ type: 'progress', step: 'saving', pct: 100 });
  return listing;
}

/** What listings' routes call for ?runAi and regenerate-content (their ListingWriter port; wired in app.ts). */
export const listingWriter: ListingWriter = {
  writeEmptyParts,
  assertCanRegenerate,
  regenerate: regenerateListingContent,
};
