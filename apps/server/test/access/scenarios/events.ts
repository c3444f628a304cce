import { book } from '../../../src/modules/events/testing';
import type { Scenarios } from '../scenario';
import { freshChat, must, type World } from '../world';

/** A fresh chat of the buyer's with a test drive booked on the owner's calendar. */
async function freshEvent(w: World) {
  const { chat } = await freshChat(w);
  return must(await book(w.actors.buyer.client, w.type.id, chat.id, w.nextSlot()), 'booking').body as { id: string };
}

/** Test-drive hours (type T, hosted by the owner) and test drives (E, booked by the buyer in C). */
export const eventScenarios: Scenarios = {
  'POST /v1/event/type': () => ({ path: '/v1/event/type', json: { title: 'Test drive' } }),
  'GET /v1/event/type/byHost/:hostId': (w) => ({ path: `/v1/event/type/byHost/${w.target.user.id}` }),
  'GET /v1/event/type/byListing/:listingId': (w) => ({ path: `/v1/event/type/byListing/${w.listing.id}` }),
  'GET /v1/event/type/:id': (w) => ({ path: `/v1/event/type/${w.type.id}` }),
  'PUT /v1/event/type/:id': (w) => ({ path: `/v1/event/type/${w.type.id}`, json: { title: 'Test drive of the RAV4' } }),
  // Each caller books a slot of its own in a fresh chat of the buyer's (staff and the host book for the buyer).
  'POST /v1/event': async (w) => {
    const { chat } = await freshChat(w);
    return { path: '/v1/event', json: { eventTypeId: w.type.id, chatId: chat.id, startAt: w.nextSlot().startAt } };
  },
  'GET /v1/event/byChatId/:id': (w) => ({ path: `/v1/event/byChatId/${w.chat.id}` }),
  'GET /v1/event/byListing/:id': (w) => ({ path: `/v1/event/byListing/${w.listing.id}` }),
  'GET /v1/event/byUser/:id': (w) => ({ path: `/v1/event/byUser/${w.target.user.id}` }),
  'GET /v1/event/:id': (w) => ({ path: `/v1/event/${w.event.id}` }),
  'PUT /v1/event/:id': (w) => ({ path: `/v1/event/${w.event.id}`, json: { location: 'Corner of 1st and Main' } }),
  'POST /v1/event/:id': (w) => ({ path: `/v1/event/${w.event.id}`, json: { location: 'Corner of 2nd and Main' } }),
  'DELETE /v1/event/:id': async (w) => ({ path: `/v1/event/${(await freshEvent(w)).id}` }),
};
