import {
  GENERATED_PARTS,
  carFeatures,
  isPlanFeature,
  shortTitle,
  type GeneratedContent,
  type GeneratedPart,
  type Listing,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users';
import * as repo from './listings.repo';
import type { ListingPatch, ListingRow } from './listings.repo';
import { assertCanEdit, getListingRow, listingView, recordListingChange } from './listings.service';

/**
 * The listings side of the listing writer (issue 6; decision 012): which generated parts a listing still lacks,
 * and saving what was written. The writing itself (facts, ctx.ai, progress, rate limit) is the ai module's
 * `listingWriter`, which listings' routes reach through the port in listing-writer.port.ts (issue 14).
 */

/** A part is empty when the seller has not written it (features: the highlights, never the plan codes). */
const isEmpty = (row: ListingRow, part: GeneratedPart) =>
  part === 'features' ? carFeatures(row.features).length === 0 : !row[part]?.trim();

/** The generated parts the seller has not written (what ?runAi=true fills). */
export function emptyGeneratedParts(row: ListingRow): GeneratedPart[] {
  return GENERATED_PARTS.filter((p) => isEmpty(row, p));
}

/**
 * Saves written `content` for `parts` under the listing's row lock, as the caller (who must still be allowed to
 * edit) and records the change. `onlyEmpty` (runAi): what the seller wrote is never overwritten, a field with text
 * now is kept, whether it came before or while the text was being written.
 */
export async function saveWrittenContent(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  content: GeneratedContent,
  parts: GeneratedPart[],
  opts: { onlyEmpty: boolean },
): Promise<Listing> {
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await getListingRow(tx, id, { forUpdate: true });
    assertCanEdit(actor, saved);
    // The seller may have typed into a field while the text was being written: keep theirs.
    const patch = patchFor(saved, content, opts.onlyEmpty ? parts.filter((p) => isEmpty(saved, p)) : parts);
    const updated = await repo.updateListing(tx, id, patch);
    await recordListingChange(tx, 'update', actor, saved, updated, Object.keys(patch));
    return updated;
  });
  return listingView(ctx.db, actor, row);
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
