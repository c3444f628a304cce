import type { z } from 'zod';
import type { TrackEventSchema } from '@revy/shared';
import type { AnalyticsSink } from '../../adapters/analytics';
import type { AppContext } from '../../context';
import { type Caller } from '../auth';
import { canEditListing } from '@revy/shared';
import { listingSellers, trackListing } from '../listings';
import { insertPageView } from './tracking.repo';

/**
 * Records a page view or named event (POST /v1/t) for the signed-in user, or anonymously with only the browser's
 * distinct id. The page is stored without its query string: query strings carry codes and coupons that have no
 * place in analytics. A listing page view also counts its visitor once in the listing's uniqueVisitorCount; the
 * seller's and staff's own views are kept out of the listing's figures. With consent (and no Global Privacy
 * Control), the event also goes to PostHog.
 */
export async function recordEvent(
  ctx: AppContext,
  caller: Caller & { gpc: boolean },
  input: z.output<typeof TrackEventSchema>,
  sink: AnalyticsSink | null,
): Promise<void> {
  const user = caller.user;
  const page = input.page ? input.page.split(/[?#]/)[0]!.slice(0, 500) : null;
  let listingId = input.listingId ?? null;
  if (listingId) {
    const [listing] = await listingSellers(ctx.db, [listingId]);
    if (!listing || canEditListing(user, listing)) listingId = null;
  }
  await insertPageView(ctx.db, {
    userId: user?.id ?? null,
    distinctId: input.distinctId ?? null,
    event: input.event,
    page,
    listingId,
  });
  if (listingId && input.event === 'page_view' && (user || input.distinctId)) {
    // Same visitor key as POST /v1/listing/{id}/track, so the two never count one person twice.
    await trackListing(ctx, caller, listingId, { action: 'VIEW', distinctId: input.distinctId }).catch(() => undefined);
  }
  if (sink && input.consent === true && !caller.gpc) {
    const distinctId = user?.id ?? input.distinctId;
    if (distinctId) {
      sink.capture({
        event: input.event === 'page_view' ? '$pageview' : input.event,
        distinctId,
        properties: { $current_url: page ?? undefined, listingId: input.listingId ?? undefined },
        timestamp: new Date(),
      });
    }
  }
}
