import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventAttendees, events, eventTypes } from './events.table';

/**
 * events' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts): hosts,
 * and attendance, where `to`'s own place at the same event wins.
 */
export const eventsUserReferences = {
  columns: ['event_types.host_id', 'events.host_id', 'event_attendees.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(eventTypes).set({ hostId: to }).where(eq(eventTypes.hostId, from));
    await tx.update(events).set({ hostId: to }).where(eq(events.hostId, from));
    await tx.execute(sql`
    update ${eventAttendees} a set user_id = ${to}
    where a.user_id = ${from}
      and not exists (select 1 from ${eventAttendees} k where k.event_id = a.event_id and k.user_id = ${to})`);
  },
};
