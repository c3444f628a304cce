import type { GeneratedPart, Listing, ListingWriterEvent } from '@revy/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users';

export type WriterEmit = (event: ListingWriterEvent) => void;

/**
 * The listing writer's use cases, as listings' routes call them (?runAi on save, regenerate-content). A port
 * because the writer lives in the ai module, which is above listings (it reads the listing's facts through
 * listings): app.ts plugs the ai module's `listingWriter` into `listingsRoutes` (issue 14).
 */
export type ListingWriter = {
  /** After a save with runAi=true: writes the generated parts that are still empty and saves them. */
  writeEmptyParts(ctx: AppContext, actor: UserRecord, id: string): Promise<Listing>;
  /**
   * Checks before regenerating (so a streamed request still answers 401/403/404/429 as HTTP): the listing exists,
   * the caller may edit it, and is under the rate limit.
   */
  assertCanRegenerate(ctx: AppContext, actor: UserRecord, id: string): Promise<void>;
  /** Rewrites `parts` (all by default) and saves them; `emit` follows the work (progress, text as written). */
  regenerate(
    ctx: AppContext,
    actor: UserRecord,
    id: string,
    parts: GeneratedPart[] | undefined,
    emit?: WriterEmit,
    signal?: AbortSignal,
  ): Promise<Listing>;
};
