import { sql } from 'drizzle-orm';
import { TEST_DRIVE_DEFAULT_TIMEZONE } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { eventAttendees, events, eventTypes } from './events.table';

/*
 * The events side of the concierge work queues (issue 16, decision 030): test drives still to come today. "Today" is
 * the host's day, in the timezone of the event's type (America/Los_Angeles without one), so a drive at 9 am in New
 * York and one at 9 am in Los Angeles are both "today" for the people driving.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

const todayWhere = (now: Date) => sql`e.end_at > ${now}
  and (e.start_at at time zone coalesce(et.timezone, ${TEST_DRIVE_DEFAULT_TIMEZONE}))::date
    = (${now}::timestamptz at time zone coalesce(et.timezone, ${TEST_DRIVE_DEFAULT_TIMEZONE}))::date`;

export type TodayTestDriveRow = {
  id: string;
  listing_id: string | null;
  chat_id: string | null;
  host_id: string;
  buyer_id: string | null;
  title: string | null;
  status: string;
  start_at: string | Date;
  end_at: string | Date;
  timezone: string;
};

/** Test drives not over yet that start today in their host's timezone, the soonest first. */
export async function todaysTestDrivesPage(
  db: DbOrTx,
  now: Date,
  q: { page: number; size: number },
): Promise<TodayTestDriveRow[]> {
  const res = await db.execute(sql`
    select e.id, e.listing_id, e.chat_id, e.host_id, e.title, e.status, e.start_at, e.end_at,
      coalesce(et.timezone, ${TEST_DRIVE_DEFAULT_TIMEZONE}) as timezone,
      (select a.user_id from ${eventAttendees} a where a.event_id = e.id and a.user_id <> e.host_id
        order by a.created_at asc limit 1) as buyer_id
    from ${events} e left join ${eventTypes} et on et.id = e.event_type_id
    where ${todayWhere(now)}
    order by e.start_at asc, e.id asc
    limit ${q.size} offset ${q.page * q.size}`);
  return rowsOf<TodayTestDriveRow>(res);
}

export async function countTodaysTestDrives(db: DbOrTx, now: Date): Promise<number> {
  const res = await db.execute(sql`
    select count(*)::int as n from ${events} e left join ${eventTypes} et on et.id = e.event_type_id
    where ${todayWhere(now)}`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}
