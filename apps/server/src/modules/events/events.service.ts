import {
  DEFAULT_TIMEZONE,
  isStaff,
  NON_BLOCKING_EVENT_STATUSES,
  type Event,
  type EventStatus,
  type UpdateEvent,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { loadChat } from '../chats';
import { ChatEffects } from '../chats';
import { lockChatOfEvent, recordTestDriveChange } from '../chats';
import { listingRefusal, listingSummaries } from '../listings';
import type { UserRecord } from '../users';
import { afterCommit, checkSlot, clashes, endOf, refusal, remindedAtFor } from './booking.service';
import { eventNotFound, loadEvent, roleInEvent } from './event-access';
import { whenLabel, type EventNotice, type NoticeKind } from './event-notices';
import { eventView, eventViews } from './event-views';
import * as repo from './events.repo';
import type { EventPatch } from './events.repo';

const isBlocking = (s: EventStatus) => !NON_BLOCKING_EVENT_STATUSES.includes(s);

/** Who an event change is in the chat's own terms: the host sells, attendees buy, anyone else is staff. */
const chatRoleOf = (role: ReturnType<typeof roleInEvent>) =>
  role === 'host' ? 'seller' : role === 'attendee' ? 'buyer' : 'concierge';

/** GET /v1/event/{id}: its host, attendees and staff. */
export async function getEvent(ctx: AppContext, actor: UserRecord, id: string): Promise<Event> {
  const { event } = await loadEvent(ctx.db, actor, id);
  return eventView(ctx.db, event);
}

/**
 * The write path shared by PUT and DELETE: checks the caller on a first read, then locks in the
 * one order every booking uses (the chat's listing row, the chat row, the host's calendar) and
 * reads the event again under the locks.
 */
async function lockEventForChange(tx: DbOrTx, actor: UserRecord, id: string) {
  const first = await loadEvent(tx, actor, id);
  const chat = first.event.chatId ? await lockChatOfEvent(tx, first.event.chatId) : null;
  await repo.lockHostCalendar(tx, first.event.hostId);
  const event = await repo.findEvent(tx, id, { forUpdate: true });
  if (!event) throw eventNotFound(id);
  const type = event.eventTypeId ? await repo.findEventType(tx, event.eventTypeId) : null;
  return { event, role: roleInEvent(actor, event), staff: isStaff(actor), chat, type };
}

/**
 * PUT /v1/event/{id} (spec 4: status may be set to any value). The host and staff may change
 * anything; an attendee may only move the drive to another offered time. A new time is checked
 * with the shared slot function (ignoring this event); a move by the buyer of a confirmed drive
 * that needs confirmation waits for the host again (awaitingHost). Confirming re-checks that no
 * other confirmed drive took the time meanwhile (two requests for one slot: the second 409s).
 */
export async function updateEvent(ctx: AppContext, actor: UserRecord, id: string, input: UpdateEvent): Promise<Event> {
  const fx = new ChatEffects();
  const now = new Date();
  const result = await ctx.db.transaction(async (tx) => {
    const { event, role, staff, chat, type } = await lockEventForChange(tx, actor, id);
    const manager = role === 'host' || staff;
    const patch: EventPatch = {};
    const detailsChanged = (['title', 'description', 'location'] as const).some(
      (k) => input[k] !== undefined && input[k] !== event[k],
    );
    if (!manager && (detailsChanged || (input.status !== undefined && input.status !== event.status))) {
      throw forbidden('Only the seller can change this; you can move the drive or cancel it');
    }
    for (const k of ['title', 'description', 'location'] as const)
      if (input[k] !== undefined && input[k] !== event[k]) patch[k] = input[k];

    const newStart = input.startAt ? new Date(input.startAt) : null;
    const moved =
      !!newStart &&
      (newStart.getTime() !== event.startAt.getTime() ||
        (!!input.endAt && new Date(input.endAt).getTime() !== event.endAt.getTime()));
    let status = input.status ?? event.status;
    if (moved && newStart) {
      if (!type) throw new AppError('UNPROCESSABLE', 'This test drive can no longer be moved: its calendar is gone');
      const end = endOf(newStart, input.endAt, type.duration);
      const check = await checkSlot(tx, type, newStart, end, now, event.id);
      if (!check.ok) throw refusal(check, type);
      patch.startAt = newStart;
      patch.endAt = end;
      patch.sequence = event.sequence + 1;
      if (!manager && type.requiresConfirmation && isBlocking(event.status)) status = 'awaitingHost';
    } else if (input.endAt && new Date(input.endAt).getTime() !== event.endAt.getTime()) {
      if (type) endOf(event.startAt, input.endAt, type.duration);
    }
    const confirming = isBlocking(status) && !isBlocking(event.status);
    if (confirming && !moved && type) {
      // Only a clash refuses a confirmation: the host may accept a request inside the notice
      // window or outside hours changed since; another confirmed drive at that time may not.
      if (await clashes(tx, type, event)) throw refusal({ ok: false, reason: 'taken' }, type);
    }
    if (status !== event.status) patch.status = status;
    const start = patch.startAt ?? event.startAt;
    if (moved || confirming) patch.remindedAt = status === 'confirmed' ? remindedAtFor(start, now) : null;
    if (Object.keys(patch).length === 0)
      return { event, kind: null, timezone: type?.timezone ?? DEFAULT_TIMEZONE, typeLocation: type?.location ?? null };
    patch.updatedAt = now;
    const row = await repo.updateEvent(tx, event.id, patch);
    const updated = { ...row, attendeeIds: event.attendeeIds };
    const timezone = type?.timezone ?? DEFAULT_TIMEZONE;
    const kind: NoticeKind | null = moved ? 'rescheduled' : confirming && status === 'confirmed' ? 'confirmed' : null;
    if (chat && kind) {
      const when = whenLabel(updated.startAt, timezone);
      await recordTestDriveChange(
        tx,
        chat,
        {
          actorId: actor.id,
          actorRole: chatRoleOf(role),
          requested: true,
          content: kind === 'rescheduled' ? `Test drive moved to ${when}` : `Test drive confirmed for ${when}`,
          event: kind === 'rescheduled' ? 'testDriveMoved' : 'testDriveConfirmed',
          eventId: event.id,
        },
        fx,
      );
    }
    return { event: updated, kind, timezone, typeLocation: type?.location ?? null };
  });
  const notices: EventNotice[] = result.kind
    ? [
        {
          kind: result.kind,
          event: result.event,
          actorId: actor.id,
          timezone: result.timezone,
          typeLocation: result.typeLocation,
        },
      ]
    : [];
  await afterCommit(ctx, fx, result.event.chatId, notices);
  return eventView(ctx.db, result.event);
}

/**
 * DELETE /v1/event/{id}: cancelling removes the event (spec 4), for its host, attendees and
 * staff; `?reason=declined` is the host (or staff) refusing a request, which removes it too, so a
 * refused slot never blocks anyone (decision 013). The chat's test-drive flag is cleared when no
 * other event of the chat remains; the other side is told, with a CANCEL invitation.
 */
export async function cancelEvent(
  ctx: AppContext,
  actor: UserRecord,
  id: string,
  opts: { reason?: 'declined' | 'cancelled' | undefined },
): Promise<void> {
  const fx = new ChatEffects();
  const declined = opts.reason === 'declined';
  const result = await ctx.db.transaction(async (tx) => {
    const { event, role, staff, chat, type } = await lockEventForChange(tx, actor, id);
    if (declined && role !== 'host' && !staff)
      throw forbidden('Only the seller declines a test drive; you can cancel it');
    await repo.deleteEvent(tx, event.id);
    const timezone = type?.timezone ?? DEFAULT_TIMEZONE;
    if (chat) {
      const remaining = await repo.countEventsOfChat(tx, chat.chat.id);
      const when = whenLabel(event.startAt, timezone);
      await recordTestDriveChange(
        tx,
        chat,
        {
          actorId: actor.id,
          actorRole: chatRoleOf(role),
          requested: remaining > 0,
          content: declined ? `The seller declined the test drive for ${when}` : `Test drive for ${when} cancelled`,
          event: declined ? 'testDriveDeclined' : 'testDriveCancelled',
          eventId: event.id,
        },
        fx,
      );
    }
    return { event, timezone, typeLocation: type?.location ?? null };
  });
  await afterCommit(ctx, fx, result.event.chatId, [
    {
      kind: declined ? 'declined' : 'cancelled',
      event: result.event,
      actorId: actor.id,
      timezone: result.timezone,
      typeLocation: result.typeLocation,
    },
  ]);
}

/** GET /v1/event/byChatId/{id}: the chat's buyer, seller and staff. */
export async function listChatEvents(ctx: AppContext, actor: UserRecord, chatId: string): Promise<Event[]> {
  await loadChat(ctx.db, actor, chatId);
  return eventViews(ctx.db, await repo.withAttendees(ctx.db, await repo.eventsOfChat(ctx.db, chatId)));
}

/** GET /v1/event/byListing/{id}: the listing's seller and staff (others: 403, or 404 for a car they may not see). */
export async function listListingEvents(ctx: AppContext, actor: UserRecord, listingId: string): Promise<Event[]> {
  const [listing] = await listingSummaries(ctx.db, [listingId]);
  if (!listing) throw notFound('Listing');
  if (listing.sellerId !== actor.id && !isStaff(actor))
    throw listingRefusal(actor, listing, "Only the seller and staff see a car's test drives");
  return eventViews(ctx.db, await repo.withAttendees(ctx.db, await repo.eventsOfListing(ctx.db, listingId)));
}

/** GET /v1/event/byUser/{id}: the events a user hosts or attends, for that user and staff. */
export async function listUserEvents(ctx: AppContext, actor: UserRecord, userId: string): Promise<Event[]> {
  if (userId !== actor.id && !isStaff(actor)) throw forbidden("Only staff see someone else's calendar");
  return eventViews(ctx.db, await repo.withAttendees(ctx.db, await repo.eventsOfUser(ctx.db, userId)));
}
