import { NOTIFICATION_EMAIL_DELAY_MS, notificationMailCategory } from '@revy/shared';
import type { AppContext } from '../../context';
import { optionalMailOf } from '../mail';
import { digestMail } from './digest.template';
import type { NotificationRow } from './notifications.mapper';
import * as repo from './notifications.repo';

/** A user gets at most one digest this often, however chatty their conversations. */
export const DIGEST_MIN_GAP_MS = 30 * 60 * 1000;
/** Older unread notifications are never mailed (and not rescanned every minute forever). */
export const DIGEST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 50;

type Digest = { userId: string; email: string; firstName: string | null; guest: boolean; items: NotificationRow[] };

/**
 * Mails one digest to each user who has left a notification unread for
 * NOTIFICATION_EMAIL_DELAY_MS, listing every unread one not mailed before, then never again.
 * Safe with several instances: users are locked FOR UPDATE SKIP LOCKED and their
 * notifications marked emailed with a conditional update in the same transaction, so exactly
 * one run takes each. Mail goes out after the commit: a crash between the two loses a digest
 * rather than sending one twice (it is a reminder; the bell still shows everything).
 * Anonymous users are skipped unless they left an address for replies (a guest's contactEmail, issue 19);
 * disabled ones are skipped. Returns how many emails were sent.
 *
 * A user who unsubscribed (issue 19, decision 045-email-unsubscribe) gets only what is essential (deal-room steps, ID
 * results): saved-car and saved-search alerts and the activity of their chats are left out as their email
 * preferences say, though still marked emailed (the bell has them; turning mail back on does not mail the past).
 */
export async function sendNotificationDigests(ctx: AppContext, now: Date = new Date()): Promise<number> {
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const digests = await ctx.db.transaction(async (tx) => {
      const users = await repo.lockUsersDueDigest(tx, {
        dueBefore: new Date(now.getTime() - NOTIFICATION_EMAIL_DELAY_MS),
        oldest: new Date(now.getTime() - DIGEST_MAX_AGE_MS),
        lastDigestAfter: new Date(now.getTime() - DIGEST_MIN_GAP_MS),
        limit: BATCH,
      });
      const out: Digest[] = [];
      const wants = await optionalMailOf(
        tx,
        users.map((u) => u.id),
      );
      for (const u of users) {
        if (seen.has(u.id) || !u.email) continue;
        seen.add(u.id);
        const taken = await repo.takePendingOfUser(tx, u.id, new Date(now.getTime() - DIGEST_MAX_AGE_MS), now);
        const prefs = wants(u.id);
        const items = taken.filter((n) => {
          const category = notificationMailCategory(n.type);
          return category === 'essential' || prefs[category];
        });
        if (items.length > 0) out.push({ userId: u.id, email: u.email, firstName: u.firstName, guest: u.guest, items });
      }
      return { out, full: users.length === BATCH };
    });
    for (const d of digests.out) {
      const mail = digestMail({ firstName: d.firstName, appUrl: ctx.config.appUrl, items: d.items, guest: d.guest });
      const result = await ctx.mailer.send({ ...mail, to: d.email, userId: d.userId });
      if (result.status !== 'failed') sent++;
    }
    // A short batch was the last; a full one that gave nothing new would only repeat itself.
    if (!digests.full || digests.out.length === 0) return sent;
  }
}
