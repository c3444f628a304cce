import { PLAN_PRODUCT_IDS } from '@revy/shared';
import type { Caller } from '../../src/lib/access';
import { openChat, send } from '../../src/modules/chats/testing';
import { book, typeForListing } from '../../src/modules/events/testing';
import { addPhoto, createListing, createPublished } from '../../src/modules/listings/testing';
import { uploadPhoto } from '../../src/modules/assets/testing';
import { checkout, choosePlan, sessionIdOf } from '../../src/modules/payments/testing';
import { startDeal, writeBill } from '../../src/modules/deals/testing';
import type { TestApp } from '../build-test-app';
import { createAnonymous, createStaff, createUser, createSignedInUser, signIn, type TestUser } from '../factories';
import type { TestClient } from '../http-client';

/** A caller of the table: their client and, but for signed-out and anonymous, their account. */
export type Actor = { client: TestClient; user?: TestUser['user']; creds?: { email: string; password: string } };

/**
 * One world for the whole table (see access-table.test.ts for what each caller means):
 * the owner's published car L with an active plan and saved test-drive hours (type T), the
 * buyer's chat C about it with a message M, a pending offer, a test-drive request and a booked
 * test drive E; a knowledge entry K, a photo A, the owner's purchase P, a pending sandbox
 * checkout, a form F and a notification N of the owner's; the other seller's own draft.
 */
export async function buildWorld(t: TestApp, imageHost: string) {
  const [ownerU, buyerU, otherU, conciergeU, adminU, anonymous] = await Promise.all([
    createSignedInUser(t, { firstName: 'Olive', lastName: 'Owner' }),
    createSignedInUser(t, { firstName: 'Bea', lastName: 'Buyer' }),
    createSignedInUser(t, { firstName: 'Otto', lastName: 'Other' }),
    createStaff(t, 'concierge'),
    createStaff(t, 'admin'),
    createAnonymous(t),
  ]);
  const actors: Record<Caller, Actor> = {
    signedOut: { client: t.client() },
    anonymous: { client: anonymous.client },
    buyer: { client: buyerU.client, user: buyerU.user, creds: buyerU },
    otherSeller: { client: otherU.client, user: otherU.user, creds: otherU },
    owner: { client: ownerU.client, user: ownerU.user, creds: ownerU },
    concierge: { client: conciergeU.client, user: conciergeU.user, creds: conciergeU },
    admin: { client: adminU.client, user: adminU.user, creds: adminU },
  };
  const owner = ownerU.client;
  const buyer = buyerU.client;
  const otherListing = await createListing(otherU.client);

  const listing = await createPublished(t, owner);
  const chat = await openChat(buyer, listing.id);
  const message = await send(buyer, chat.id, 'Is it still available?');
  must(await buyer.post(`/v1/chat/${chat.id}/offer`, { amount: 23_000_00 }), 'offer');
  must(await buyer.post(`/v1/chat/${chat.id}/testdrive`), 'test drive request');
  const type = await saveHours(owner, listing.id);
  const nextSlot = slotQueue(type.slots);
  const event = must(await book(buyer, type.id, chat.id, nextSlot()), 'booking').body;
  const knowledge = must(
    await owner.post('/v1/knowledge', { listingId: listing.id, type: 'faq', question: 'Tow hitch?', content: 'Yes.' }),
    'knowledge',
  ).body;
  const photo = await uploadPhoto(owner, listing.id, { tag: 'photo' });
  const purchase = must(await owner.get(`/v1/purchase/listing/${listing.id}`), 'purchases').body[0];
  const history = must(await owner.get(`/v1/history/target/${listing.id}`), 'history').body.content[0];
  const pay = await pendingCheckout(t, owner);
  const form = must(await owner.post('/v1/form/financing', { data: '{"income": 5000}' }), 'form').body;
  // A tracking record of L (run r1) and a short link to L, for the reads of issue 17.
  must(await owner.post('/v1/tracking', { targetId: listing.id, key: 'seen', runKey: 'r1', data: 1 }), 'tracking');
  const shortLink = must(
    await owner.post('/v1/redirect', { url: `/listings/${listing.id}`, targetId: listing.id }),
    'short link',
  ).body;
  // A deal (issue 18) on another car of the owner's with the buyer, its bill of sale written (for the deal reads).
  const dealListing = await createPublished(t, owner);
  await openChat(buyer, dealListing.id);
  const deal = await writeBill(owner, (await startDeal(owner, dealListing.id, buyerU.user.id)).id);
  const notification = (await owner.get('/api/notifications')).body.content.find(
    (n: { type: string }) => !n.type.startsWith('deal.'),
  );
  if (!notification) throw new Error('the owner has no notification');

  return {
    t,
    imageHost,
    actors,
    /** The user a user-targeted route is about: the owner. */
    target: ownerU,
    otherListing,
    listing,
    chat,
    message,
    type,
    /** Slots of T at least three hours apart, each handed out once (bookings never collide). */
    nextSlot,
    event,
    knowledge,
    photo,
    purchase,
    history,
    payment: pay.payment,
    sandboxSessionId: pay.sessionId,
    form,
    shortLink,
    notification,
    dealListing,
    deal,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Throws unless the response is 2xx (world building must not silently fail). */
export function must<T extends { status: number; text: string }>(res: T, what: string): T {
  if (res.status < 200 || res.status > 299) throw new Error(`${what} failed: ${res.status} ${res.text}`);
  return res;
}

/** The owner saves their test-drive hours for the listing (the default is shown unsaved until then). */
export async function saveHours(owner: TestClient, listingId: string) {
  const unsaved = await typeForListing(owner, listingId);
  must(await owner.put(`/v1/event/type/${unsaved.id}`, {}), 'save hours');
  return typeForListing(owner, listingId);
}

function slotQueue(slots: { startAt: string; endAt: string }[]) {
  const spaced: typeof slots = [];
  for (const s of slots) {
    const last = spaced.at(-1);
    if (
      Date.parse(s.startAt) > Date.now() + 2 * 86_400_000 &&
      (!last || Date.parse(s.startAt) - Date.parse(last.startAt) >= 3 * 3_600_000)
    )
      spaced.push(s);
  }
  return () => {
    const slot = spaced.shift();
    if (!slot) throw new Error('out of slots');
    return slot;
  };
}

/** A new client with a session of its own for the caller (for sign-in, sign-out, registration). */
export async function freshSession(w: World, caller: Caller): Promise<TestClient> {
  if (caller === 'signedOut') return w.t.client();
  if (caller === 'anonymous') return (await createAnonymous(w.t)).client;
  return signIn(w.t, w.actors[caller].creds!);
}

/** A new published car of the owner with a chat of the buyer about it. */
export async function freshChat(w: World) {
  const listing = await createPublished(w.t, w.actors.owner.client);
  const chat = await openChat(w.actors.buyer.client, listing.id);
  return { listing, chat };
}

/** A new draft of the owner with a photo (plans can be chosen for it). */
export async function freshDraft(w: World) {
  const listing = await createListing(w.actors.owner.client);
  await addPhoto(w.t, listing.id, 0);
  return listing;
}

/** A pending Starter purchase for a new draft of the owner. */
export async function freshPurchase(w: World) {
  const listing = await freshDraft(w);
  return choosePlan(w.actors.owner.client, listing.id, PLAN_PRODUCT_IDS.Starter);
}

/** An open sandbox checkout of the owner's (a paid plan for a new draft). */
export async function pendingCheckout(t: TestApp, owner: TestClient) {
  const listing = await createListing(owner);
  await addPhoto(t, listing.id, 0);
  const purchase = await choosePlan(owner, listing.id, PLAN_PRODUCT_IDS.Pro);
  const result = await checkout(owner, purchase.id);
  return { purchase, payment: result.payment, sessionId: sessionIdOf(result.url), url: result.url };
}

/** A new registered user (for routes that change or end the target's account). */
export const freshUser = (w: World) => createUser(w.t);
