import { openChat, send } from '../../../src/modules/chats/testing';
import { createPublished } from '../../../src/modules/listings/testing';
import { assistantReply } from '../../../src/modules/assistant/testing';
import type { Scenarios } from '../scenario';
import { freshChat, must, type World } from '../world';

/** A fresh chat of the buyer about a fresh car of the owner, with the buyer's pending offer. */
async function chatWithOffer(w: World) {
  const fresh = await freshChat(w);
  must(await w.actors.buyer.client.post(`/v1/chat/${fresh.chat.id}/offer`, { amount: 22_000_00 }), 'offer');
  return fresh.chat;
}

/** Chats, messages, offers and requests: the buyer's chat C about the owner's car L. */
export const chatScenarios: Scenarios = {
  'POST /v1/chat': (w) => ({ path: '/v1/chat', json: { listingId: w.listing.id } }),
  'GET /v1/chat': () => ({ path: '/v1/chat' }),
  'GET /v1/chat/user': () => ({ path: '/v1/chat/user' }),
  'GET /v1/chat/comet/token': () => ({ path: '/v1/chat/comet/token' }),
  'GET /v1/chat/listing/:listingId': (w) => ({ path: `/v1/chat/listing/${w.listing.id}` }),
  'GET /v1/chat/:id': (w) => ({ path: `/v1/chat/${w.chat.id}` }),
  // Issue 19: everyone's own inbox (the owner's holds the world's chat); a guest's address for replies.
  'GET /v1/chat/inbox': () => ({ path: '/v1/chat/inbox', query: { filter: 'needsReply' } }),
  'POST /v1/chat/:id/contact-email': (w) => ({
    path: `/v1/chat/${w.chat.id}/contact-email`,
    json: { email: 'guest-replies@example.com' },
  }),
  'PUT /v1/chat/:id': (w) => ({ path: `/v1/chat/${w.chat.id}`, json: { title: 'About the RAV4' } }),
  'DELETE /v1/chat/:id': async (w) => ({ path: `/v1/chat/${(await freshChat(w)).chat.id}` }),
  'GET /v1/chat/:id/user/:userId': (w) => ({ path: `/v1/chat/${w.chat.id}/user/${w.actors.buyer.user!.id}` }),
  'GET /v1/chat/:id/message': (w) => ({ path: `/v1/chat/${w.chat.id}/message` }),
  'POST /v1/chat/:id/message': (w) => ({
    path: `/v1/chat/${w.chat.id}/message`,
    json: { content: 'Any service records?' },
  }),
  // The author (the buyer) edits a message they just sent.
  'POST /v1/chat/:id/message/:messageId': async (w) => {
    const m = await send(w.actors.buyer.client, w.chat.id, 'Can I pay by bank transfer?');
    return { path: `/v1/chat/${w.chat.id}/message/${m.id}`, json: { content: 'Can I pay by cashier’s check?' } };
  },
  'POST /v1/chat/:id/read': (w) => ({ path: `/v1/chat/${w.chat.id}/read`, json: {} }),
  'POST /v1/api/chat-form/create/:id': (w) => ({
    path: `/v1/api/chat-form/create/${w.chat.id}`,
    json: { name: 'testDriveAvailability', data: '{"days":["Sat"]}' },
  }),
  // One pending offer per chat: each caller offers in a fresh chat that holds the buyer's offer
  // (the seller counters it).
  'POST /v1/chat/:id/offer': async (w) => ({
    path: `/v1/chat/${(await chatWithOffer(w)).id}/offer`,
    json: { amount: 22_500_00 },
  }),
  'POST /v1/chat/:id/offer/respond': async (w) => ({
    path: `/v1/chat/${(await chatWithOffer(w)).id}/offer/respond`,
    json: { action: 'decline' },
  }),
  'GET /v1/chat/:id/offer': (w) => ({ path: `/v1/chat/${w.chat.id}/offer` }),
  'GET /v1/concierge/scam-flagged': () => ({ path: '/v1/concierge/scam-flagged' }),
  // Dismissing is idempotent (204 whether flagged or not), so every caller can use the world's chat.
  'POST /v1/concierge/scam-flagged/:id/dismiss': (w) => ({ path: `/v1/concierge/scam-flagged/${w.chat.id}/dismiss` }),
  'GET /v1/chat/listing/:listingId/offers': (w) => ({ path: `/v1/chat/listing/${w.listing.id}/offers` }),
  'POST /v1/chat/:id/testdrive': (w) => ({ path: `/v1/chat/${w.chat.id}/testdrive` }),
  'DELETE /v1/chat/:id/testdrive': async (w) => {
    const { chat } = await freshChat(w);
    must(await w.actors.buyer.client.post(`/v1/chat/${chat.id}/testdrive`), 'test drive request');
    return { path: `/v1/chat/${chat.id}/testdrive` };
  },
  'POST /v1/chat/:id/videotour': (w) => ({ path: `/v1/chat/${w.chat.id}/videotour` }),
  'DELETE /v1/chat/:id/videotour': (w) => ({ path: `/v1/chat/${w.chat.id}/videotour` }),
  // A fresh assistant answer per caller, in a fresh chat (a second correction of one answer is
  // 409, and the assistant leaves a chat the seller has written in).
  'POST /v1/chat/:id/message/:messageId/correction': async (w) => {
    const listing = await createPublished(w.t, w.actors.owner.client, {}, { assistant: true });
    const chat = await openChat(w.actors.buyer.client, listing.id);
    const asked = await send(w.actors.buyer.client, chat.id, 'How many keys come with it?');
    const answer = await assistantReply(w.actors.buyer.client, chat.id, asked.id);
    return {
      path: `/v1/chat/${chat.id}/message/${answer.id}/correction`,
      json: { content: 'Two keys and a valet key.' },
    };
  },

  'POST /v1/form/:name': () => ({ path: '/v1/form/financing', json: { data: '{"income": 6000}' } }),
  'PUT /v1/form/:id': (w) => ({ path: `/v1/form/${w.form.id}`, json: { data: '{"income": 6500}' } }),
  'GET /v1/form': () => ({ path: '/v1/form' }),

  'GET /api/notifications': () => ({ path: '/api/notifications' }),
  'GET /api/notifications/unread-count': () => ({ path: '/api/notifications/unread-count' }),
  'PUT /api/notifications/read-all': () => ({ path: '/api/notifications/read-all' }),
  'PUT /api/notifications/:id/read': (w) => ({ path: `/api/notifications/${w.notification.id}/read` }),
  'PUT /api/notifications/:id/unread': (w) => ({ path: `/api/notifications/${w.notification.id}/unread` }),
};
