import {
  DAY_MS,
  EVENT_REMINDER_MS,
  isSlotBookable,
  isStaff,
  NON_BLOCKING_EVENT_STATUSES,
  type CreateEvent,
  type Event,
  type EventStatus,
  type SlotCheck,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors';
import { assertCanWrite, assertForSale, assertVerifiedBuyer, loadChat, type ChatAccess } from '../chats';
import { ChatEffects, flush } from '../chats';
import { recordTestDriveChange } from '../chats';
import { feedChat } from '../chats';
import { listingSummaries } from '../listings';
import { findUsersByIds } from '../users';
import type { UserRecord } from '../users';
import { eventView } from './event-views';
import { sendEventNotices, whenLabel, type EventNotice } from './event-notices';
import { busyAround, MAX_SLOT_RANGE_DAYS } from './event-types.service';
import * as repo from './events.repo';
import { findOrSaveBookableType } from './default-event-type';
import type { EventTypeRow, EventWithAttendees } from './events.repo';
import { toSlotType } from './events.mapper';

const minutes = (ms: number) => Math.round(ms / 60_000);

function noticeWords(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} hour${ms === 3_600_000 ? '' : 's'}'`;
  return `${minutes(ms)} minutes'`;
}

/** A refused slot in words: 409 for a time that cannot be had, 422 for the past, 400 for a wrong length. */
export function refusal(check: Exclude<SlotCheck, { ok: true }>, t: EventTypeRow): AppError {
  switch (check.reason) {
    case 'taken':
      return new AppError('CONFLICT', 'That time was just taken. Pick another one.');
    case 'notice':
      return new AppError('CONFLICT', `That time is too soon: bookings need ${noticeWords(t.bufferNotice)} notice`);
    case 'outsideHours':
      return new AppError('CONFLICT', "That time is outside the seller's hours");
    case 'offGrid':
      return new AppError('CONFLICT', 'Pick one of the offered times');
    case 'outOfRange':
      return new AppError('CONFLICT', 'That date is not open for booking');
    case 'past':
      return new AppError('UNPROCESSABLE', 'That time has already passed');
    case 'wrongLength':
      return validationFailed({ endAt: `A test drive lasts ${minutes(t.duration)} minutes` });
  }
}

/** The end a payload asks for: startAt + duration when left out, and it must be exactly that. */
export function endOf(startAt: Date, endAt: string | undefined, duration: number): Date {
  const end = endAt ? new Date(endAt) : new Date(startAt.getTime() + duration);
  if (end <= startAt) throw validationFailed({ endAt: 'The end must be after the start' });
  if (end.getTime() - startAt.getTime() !== duration)
    throw validationFailed({ endAt: `A test drive lasts ${minutes(duration)} minutes` });
  return end;
}

/**
 * The shared slot check against the host's calendar as it is now: the caller holds the host's
 * calendar lock, so nothing can be booked between this read and its insert. Bookings further
 * ahead than the slot list ever reaches are refused as out of range.
 */
export async function checkSlot(
  tx: DbOrTx,
  t: EventTypeRow,
  start: Date,
  end: Date,
  now: Date,
  ignoreEventId?: string,
): Promise<SlotCheck> {
  if (start.getTime() > now.getTime() + MAX_SLOT_RANGE_DAYS * DAY_MS) return { ok: false, reason: 'outOfRange' };
  const avail = (await repo.availabilitiesOf(tx, [t.id])).get(t.id) ?? [];
  const busy = await busyAround(tx, t.hostId, start, end);
  return isSlotBookable(
    toSlotType(t, avail),
    busy,
    { startAt: start, endAt: end },
    now,
    ignoreEventId ? { ignoreEventId } : {},
  );
}

/**
 * Whether another blocking event overlaps this one with the type's buffers, as the slot
 * function's 'taken' reads it. Confirming checks only this: notice and hours are the buyer's
 * limits, and the host may accept a request they no longer fall within.
 */
export async function clashes(
  tx: DbOrTx,
  t: EventTypeRow,
  e: { id: string; startAt: Date; endAt: Date },
): Promise<boolean> {
  const from = e.startAt.getTime() - t.bufferBefore;
  const to = e.endAt.getTime() + t.bufferAfter;
  const busy = await busyAround(tx, t.hostId, e.startAt, e.endAt);
  return busy.some((b) => b.id !== e.id && b.startAt.getTime() < to && b.endAt.getTime() > from);
}

/** A drive starting within the reminder window is reminded by its booking or confirmation, not again by the job. */
export const remindedAtFor = (start: Date, now: Date): Date | null =>
  start.getTime() - now.getTime() <= EVENT_REMINDER_MS ? now : null;

const isBlocking = (s: EventStatus) => !NON_BLOCKING_EVENT_STATUSES.includes(s);

/**
 * POST /v1/event: book a slot. The buyer books from their chat (the chat's seller must host the
 * type); the host or staff may book for someone, with or without a chat. In one transaction:
 * the chat's listing and chat rows are locked (loadChat's order), then the host's calendar, the
 * slot is re-checked with the shared function, the event is inserted, and the chat's flag,
 * system line and the listing's counters follow. Notifications and the .ics emails go out after
 * the commit.
 */
/**
 * A booking against a seller's unsaved default type (the id byListing shows a seller who never
 * set hours): saved now by the first booking. No calendar lock here (it comes after the chat's,
 * below): the insert is ON CONFLICT DO NOTHING on the derived id, so racing first bookings
 * make one type.
 */
async function savedDefaultType(tx: DbOrTx, actor: UserRecord, input: CreateEvent) {
  const listingId = input.listingId ?? (input.chatId ? (await loadChat(tx, actor, input.chatId)).chat.listingId : null);
  const [listing] = listingId ? await listingSummaries(tx, [listingId]) : [];
  if (!listing) return null;
  return findOrSaveBookableType(tx, input.eventTypeId, listing.sellerId);
}

export async function bookEvent(ctx: AppContext, actor: UserRecord, input: CreateEvent): Promise<Event> {
  const startAt = new Date(input.startAt);
  const fx = new ChatEffects();
  const now = new Date();
  const { event, type } = await ctx.db.transaction(async (tx) => {
    const type = (await repo.findEventType(tx, input.eventTypeId)) ?? (await savedDefaultType(tx, actor, input));
    if (!type) throw notFound('Event type');
    const endAt = endOf(startAt, input.endAt, type.duration);
    const isHost = actor.id === type.hostId;
    const staff = isStaff(actor);
    let chat: ChatAccess | null = null;
    if (input.chatId) {
      chat = await loadChat(tx, actor, input.chatId, { lock: true });
      if (chat.listing.sellerId !== type.hostId)
        throw new AppError('CONFLICT', "This event type is not this car's seller's");
      if (input.listingId && input.listingId !== chat.chat.listingId)
        throw validationFailed({ listingId: 'The chat is about another listing' });
    }
    const asBuyer = !isHost && !staff;
    if (asBuyer) {
      if (chat?.role !== 'buyer') throw forbidden('Book a test drive from your conversation with the seller');
      assertCanWrite(chat);
      assertForSale(chat.listing);
      assertVerifiedBuyer(chat, actor);
    }
    const listingId = chat?.chat.listingId ?? input.listingId ?? null;
    if (!chat && listingId) {
      const [l] = await listingSummaries(tx, [listingId]);
      if (!l) throw notFound('Listing');
      if (l.sellerId !== type.hostId) throw new AppError('CONFLICT', "This event type is not this car's seller's");
    }
    const defaultStatus: EventStatus = type.requiresConfirmation ? 'pending' : 'confirmed';
    const status = input.status ?? defaultStatus;
    if (asBuyer && isBlocking(status) && status !== defaultStatus)
      throw forbidden('Only the seller confirms a test drive');
    const extra = (input.attendees ?? [])
      .map((a) => a.userId)
      .filter((id) => id !== chat?.chat.buyerId && id !== type.hostId);
    if (extra.length > 0 && type.disableGuests)
      throw validationFailed({ attendees: 'This test drive takes no guests' });
    if (extra.length > 0 && (await findUsersByIds(tx, extra)).length !== new Set(extra).size)
      throw validationFailed({ attendees: 'Unknown attendee' });

    await repo.lockHostCalendar(tx, type.hostId);
    if (asBuyer && chat && (await repo.upcomingEventsOfChat(tx, chat.chat.id, now)).length > 0) {
      throw new AppError('CONFLICT', 'You already have a test drive booked for this car: move or cancel it instead');
    }
    const check = await checkSlot(tx, type, startAt, endAt, now);
    if (!check.ok) throw refusal(check, type);
    const event = await repo.insertEvent(
      tx,
      {
        eventTypeId: type.id,
        hostId: type.hostId,
        status,
        listingId,
        chatId: chat?.chat.id ?? null,
        title: input.title ?? type.title,
        description: input.description ?? null,
        startAt,
        endAt,
        location: input.location ?? type.location,
        remindedAt: status === 'confirmed' ? remindedAtFor(startAt, now) : null,
      },
      [...(chat ? [chat.chat.buyerId] : []), ...extra],
    );
    if (chat) {
      const when = whenLabel(startAt, type.timezone);
      await recordTestDriveChange(
        tx,
        chat,
        {
          actorId: actor.id,
          actorRole: chat.role ?? 'concierge',
          requested: true,
          content: status === 'confirmed' ? `Test drive booked for ${when}` : `Test drive requested for ${when}`,
          event: 'testDriveBooked',
          eventId: event.id,
        },
        fx,
      );
    }
    return { event, type };
  });
  await afterCommit(ctx, fx, event.chatId, [
    { kind: 'requested', event, actorId: actor.id, timezone: type.timezone, typeLocation: type.location },
  ]);
  return eventView(ctx.db, event);
}

/** What every event change does once committed: the chat's feed, counters, notices. */
export async function afterCommit(
  ctx: AppContext,
  fx: ChatEffects,
  chatId: string | null,
  notices: EventNotice[],
): Promise<void> {
  if (chatId && fx.feed.length > 0) fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  await sendEventNotices(ctx, notices);
}

export type { EventWithAttendees };
