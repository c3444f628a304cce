import type { z } from 'zod';
import type { TrackEventSchema } from '@revy/shared';
import type { AppContext } from '../../context';
import { insertPageView } from './tracking.repo';

/**
 * Records a page view or named event (POST /v1/t) for the signed-in user, or anonymously with
 * only the browser's distinct id. The page is stored without its query string: query strings
 * carry codes and coupons that have no place in analytics.
 */
export async function recordEvent(
  ctx: AppContext,
  userId: string | null,
  input: z.output<typeof TrackEventSchema>,
): Promise<void> {
  await insertPageView(ctx.db, {
    userId,
    distinctId: input.distinctId ?? null,
    event: input.event,
    page: input.page ? input.page.split(/[?#]/)[0]!.slice(0, 500) : null,
    listingId: input.listingId ?? null,
  });
}
