import type { Event } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { photoStats } from '../assets';
import { listingSummaries } from '../listings';
import { findUsersByIds } from '../users';
import * as repo from './events.repo';
import type { EventWithAttendees } from './events.repo';
import { toEvent, type EventListingRow, type PersonRow } from './events.mapper';

/**
 * Events with their people, listing summary and time zone: a fixed number of queries for a
 * whole list, never one per event.
 */
export async function eventViews(db: DbOrTx, rows: EventWithAttendees[]): Promise<Event[]> {
  if (rows.length === 0) return [];
  const listingIds = [...new Set(rows.flatMap((e) => (e.listingId ? [e.listingId] : [])))];
  const typeIds = [...new Set(rows.flatMap((e) => (e.eventTypeId ? [e.eventTypeId] : [])))];
  const personIds = [...new Set(rows.flatMap((e) => [e.hostId, ...e.attendeeIds]))];
  const [people, summaries, photos, zones] = await Promise.all([
    findUsersByIds(db, personIds),
    listingSummaries(db, listingIds),
    photoStats(db, listingIds),
    repo.typeTimezones(db, typeIds),
  ]);
  const byPerson = new Map<string, PersonRow>(people.map((u) => [u.id, u]));
  const listings = new Map<string, EventListingRow>(
    summaries.map((l) => {
      const files = photos.get(l.id)?.cover?.files;
      const coverUrl = files?.cover600x400 ?? files?.cover300x200 ?? null;
      return [
        l.id,
        {
          id: l.id,
          title: l.title,
          shortTitle: l.shortTitle,
          city: l.location.city ?? null,
          state: l.location.state ?? null,
          coverUrl,
        },
      ];
    }),
  );
  return rows.map((e) =>
    toEvent(e, {
      people: byPerson,
      listing: e.listingId ? (listings.get(e.listingId) ?? null) : null,
      timezone: e.eventTypeId ? (zones.get(e.eventTypeId) ?? null) : null,
    }),
  );
}

export async function eventView(db: DbOrTx, row: EventWithAttendees): Promise<Event> {
  return (await eventViews(db, [row]))[0]!;
}
