import {
  buildIcs,
  eventNotice,
  localDateOf,
  timeLabel,
  type EventNoticeKind,
  type NotificationType,
} from '@revy/shared';
import type { AppContext } from '../../context';
import { notifyUsers, type NotifyItem } from '../notifications';
import { listingSummaries, type ListingSummaryRow } from '../listings';
import { findUsersByIds } from '../users';
import type { EventWithAttendees } from './events.repo';

export type NoticeKind = EventNoticeKind;

/** What happened to an event, told after the change committed (a rolled-back change tells nobody). */
export type EventNotice = {
  kind: NoticeKind;
  /** The event as it is now (as it was, for a cancelled or declined one). */
  event: EventWithAttendees;
  /** Who did it; they are not told about their own change, except a booking's confirmation copy. */
  actorId: string | null;
  timezone: string;
  typeLocation?: string | null;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Sat, Nov 28, 10:00 AM PST': the seller's local time with its zone, so nobody has to guess. */
export function whenLabel(at: Date, timezone: string): string {
  const local = localDateOf(at, timezone);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${WEEKDAYS[local.dayOfWeek]}, ${MONTHS[local.month - 1]} ${local.day}, ${timeLabel(local.msFromMidnight)}${zone ? ` ${zone}` : ''}`;
}

const TYPES: Record<NoticeKind, NotificationType> = {
  requested: 'event.requested',
  confirmed: 'event.confirmed',
  declined: 'event.declined',
  rescheduled: 'event.rescheduled',
  cancelled: 'event.cancelled',
  reminder: 'event.reminder',
};

/**
 * Who hears about a change: every participant but the one who made it. A booking also mails its maker the .ics
 * copy for their calendar, but never puts it in their bell: the page they booked on already said so, and a bell
 * item about your own click read as a second notification of the same booking (issue 19).
 */
function recipientsOf(n: EventNotice): string[] {
  const all = [...new Set([n.event.hostId, ...n.event.attendeeIds])];
  if (n.kind === 'requested' || n.kind === 'reminder') return all;
  return all.filter((id) => id !== n.actorId);
}

/**
 * In-app notifications (link /event/{id}) and one email per person with the .ics invitation:
 * REQUEST for a booking, confirmation or new time (same UID, SEQUENCE bumped), CANCEL for a
 * cancelled or declined one. Failures are logged, never thrown: the change itself is stored.
 */
export async function sendEventNotices(ctx: AppContext, notices: EventNotice[]): Promise<void> {
  for (const n of notices) {
    try {
      await sendOne(ctx, n);
    } catch (err) {
      ctx.log.warn({ err, eventId: n.event.id, kind: n.kind }, 'events: notice failed');
    }
  }
}

async function sendOne(ctx: AppContext, n: EventNotice): Promise<void> {
  const e = n.event;
  const to = recipientsOf(n);
  if (to.length === 0) return;
  const [people, listing] = await Promise.all([
    findUsersByIds(ctx.db, to),
    e.listingId ? listingSummaries(ctx.db, [e.listingId]) : Promise.resolve([] as ListingSummaryRow[]),
  ]);
  const l = listing[0];
  const car = l?.shortTitle || l?.title || e.title || 'the car';
  const when = whenLabel(e.startAt, n.timezone);
  const link = `/event/${e.id}`;
  const url = `${ctx.config.appUrl}${link}`;
  const place =
    e.location ?? n.typeLocation ?? ([l?.location.city, l?.location.state].filter(Boolean).join(', ') || null);
  const titles = new Map(
    people.map((p) => [
      p.id,
      eventNotice({ kind: n.kind, forHost: p.id === e.hostId, status: e.status, car, when }).title,
    ]),
  );
  const items: NotifyItem[] = people
    .filter((p) => p.id !== n.actorId)
    .map((p) => ({
      userId: p.id,
      type: TYPES[n.kind],
      title: titles.get(p.id)!,
      link,
      data: {
        eventId: e.id,
        listingId: e.listingId,
        chatId: e.chatId,
        status: e.status,
        startAt: e.startAt.toISOString(),
      },
      emailed: !!p.email,
    }));
  await notifyUsers(ctx, items);
  const cancel = n.kind === 'cancelled' || n.kind === 'declined';
  await Promise.all(
    people.flatMap((p) => {
      if (!p.email || p.disabled) return [];
      const subject = titles.get(p.id)!;
      const lines = [
        p.firstName ? `Hi ${p.firstName},` : 'Hi,',
        '',
        `${subject}.`,
        ...(place ? [`Where: ${place}`] : []),
        '',
        `Open it in Revy: ${url}`,
      ];
      const ics = buildIcs({
        method: cancel ? 'CANCEL' : 'REQUEST',
        eventId: e.id,
        sequence: e.sequence,
        start: e.startAt,
        end: e.endAt,
        summary: `Test drive: ${car}`,
        description: e.description ?? `Test drive of ${car}, booked on Revy.`,
        location: place,
        url,
        organizer: ctx.config.mailFrom,
        attendee: { email: p.email, name: p.firstName },
      });
      return [
        ctx.mailer.send({
          to: p.email,
          subject,
          text: lines.join('\n'),
          template: `event.${n.kind}`,
          userId: p.id,
          highlights: { link: url },
          icalEvent: {
            method: cancel ? 'CANCEL' : 'REQUEST',
            filename: cancel ? 'cancel.ics' : 'invite.ics',
            content: ics,
          },
        }),
      ];
    }),
  );
}
