import type { Event, EventType } from '@revy/shared';

export const SELLER_ID = '00000000-0000-7000-8000-0000000000a1';
export const BUYER_ID = '00000000-0000-7000-8000-0000000000b1';
export const LISTING_ID = '00000000-0000-7000-8000-000000000c01';
export const CHAT_ID = '00000000-0000-7000-8000-0000000c0001';
export const TYPE_ID = '00000000-0000-7000-8000-0000000e0001';
export const EVENT_ID = '00000000-0000-7000-8000-0000000e1001';

const HOUR = 3_600_000;

export function makeEventType(overrides: Partial<EventType> = {}): EventType {
  return {
    id: TYPE_ID,
    hostId: SELLER_ID,
    title: 'Test Drive',
    description: null,
    duration: 0.75 * HOUR,
    slotInterval: 0.5 * HOUR,
    bufferBefore: 0.5 * HOUR,
    bufferAfter: 0,
    bufferNotice: 4 * HOUR,
    startAt: null,
    endAt: null,
    disableGuests: false,
    requiresConfirmation: true,
    timezone: 'America/Los_Angeles',
    location: null,
    availabilities: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
      id: `a${dayOfWeek}`,
      dayOfWeek,
      available: true,
      dayStartTime: 9 * HOUR,
      dayEndTime: 17 * HOUR,
    })),
    slots: [],
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: EVENT_ID,
    eventTypeId: TYPE_ID,
    hostId: SELLER_ID,
    status: 'pending',
    listingId: LISTING_ID,
    chatId: CHAT_ID,
    title: 'Test Drive',
    description: null,
    isPaid: false,
    startAt: '2030-03-05T17:00:00.000Z',
    endAt: '2030-03-05T17:45:00.000Z',
    location: null,
    attendees: [{ userId: BUYER_ID, firstName: 'Bea', lastNameInitial: 'B' }],
    host: { userId: SELLER_ID, firstName: 'Sam', lastNameInitial: 'S' },
    listing: {
      id: LISTING_ID,
      title: '2019 Honda Civic EX',
      shortTitle: 'Honda Civic',
      city: 'Austin',
      state: 'TX',
      coverUrl: null,
    },
    timezone: 'America/Los_Angeles',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
