import type { AppContext } from '../../context';
import type { UserRecord } from '../users';
import { cancelEvent } from './events.service';
import * as repo from './events.repo';

/**
 * The car was sold (a finished deal, issue 18): every test drive of the listing not yet driven (pending, awaiting
 * the host or confirmed, starting later) is cancelled by `actor` (the seller, who hosts them), each through the
 * ordinary cancel path, so chats, counters, notifications and CANCEL invitations follow as when the seller cancels
 * by hand. Safe to run again: a cancelled drive is gone. Returns how many were cancelled.
 */
export async function cancelUpcomingDrivesOfListing(
  ctx: AppContext,
  actor: UserRecord,
  listingId: string,
  now = new Date(),
): Promise<number> {
  const upcoming = (await repo.eventsOfListing(ctx.db, listingId)).filter(
    (e) => e.status !== 'completed' && e.startAt.getTime() > now.getTime(),
  );
  let cancelled = 0;
  for (const event of upcoming) {
    await cancelEvent(ctx, actor, event.id, { reason: 'cancelled' });
    cancelled++;
  }
  return cancelled;
}
