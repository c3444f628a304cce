import { DAY_MS, DEFAULT_TIMEZONE, EVENT_REMINDER_MS } from '@revy/shared';
import type { AppContext } from '../../context';
import { scheduledJob } from '../../lib/queue/scheduled-job';
import { sendEventNotices, type EventNotice } from './event-notices';
import * as repo from './events.repo';

/** A confirmed drive becomes completed this long after it ends (the host may do it sooner). */
export const COMPLETE_AFTER_MS = DAY_MS;

/**
 * Reminds both sides of confirmed drives starting within EVENT_REMINDER_MS, once: each event is
 * claimed by a conditional update of reminded_at, so several instances never send twice. Then
 * marks confirmed drives that ended a day ago completed.
 */
export async function runEventJobs(
  ctx: AppContext,
  now = new Date(),
): Promise<{ reminded: number; completed: number }> {
  const due = await repo.claimReminders(ctx.db, now, new Date(now.getTime() + EVENT_REMINDER_MS));
  if (due.length > 0) {
    const [events, zones] = await Promise.all([
      repo.withAttendees(ctx.db, due),
      repo.typeTimezones(
        ctx.db,
        due.flatMap((e) => (e.eventTypeId ? [e.eventTypeId] : [])),
      ),
    ]);
    const notices: EventNotice[] = events.map((event) => ({
      kind: 'reminder',
      event,
      actorId: null,
      timezone: (event.eventTypeId && zones.get(event.eventTypeId)) || DEFAULT_TIMEZONE,
    }));
    await sendEventNotices(ctx, notices);
  }
  const completed = await repo.completeEnded(ctx.db, new Date(now.getTime() - COMPLETE_AFTER_MS));
  return { reminded: due.length, completed };
}

/** Once a minute across all instances (decision 015). */
export const eventJobs = scheduledJob('events.reminders', 'minute', (ctx) => runEventJobs(ctx));
