/* eslint-disable @typescript-eslint/no-explicit-any -- GET bodies are sent back as they came */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createSignedInUser, createStaff } from './factories';
import { grantActivePlan } from './plan-factories';
import { chatSetup, send } from '../src/modules/chats/testing';
import { book, bookingSetup, firstSlotAfter } from '../src/modules/events/testing';
import { createListing } from '../src/modules/listings/testing';
import { uploadPhoto } from '../src/modules/assets/testing';

/**
 * Issue 13, decision 019: every PUT (and POST-as-update) takes the resource's own GET body back.
 * Server-owned fields are accepted and ignored, never applied; a typo or a bad value is still a
 * 400 in the error shape. One test per route.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const OTHER_ID = '01890000-0000-7000-8000-00000000abcd';

function expectValidation(res: { status: number; body: any }, field?: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ status: 400, name: 'ValidationException' });
  if (field) expect(JSON.stringify(res.body)).toContain(field);
}

describe('whole objects PUT back (decision 019)', () => {
  it('PUT /v1/chat/{id}: the buyer saves the chat back; listing, buyer and flags they may not set are ignored or unchanged', async () => {
    const s = await chatSetup(t);
    const other = await createSignedInUser(t);
    const before = (await s.buyer.client.get(`/v1/chat/${s.chat.id}`)).body;
    const res = await s.buyer.client.put(`/v1/chat/${s.chat.id}`, {
      ...before,
      title: 'About the RAV4',
      buyerId: other.user.id,
      listingId: OTHER_ID,
      offer: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: s.chat.id,
      title: 'About the RAV4',
      buyerId: s.buyer.user.id,
      listingId: s.listing.id,
      offer: before.offer,
    });
    expectValidation(await s.buyer.client.put(`/v1/chat/${s.chat.id}`, { ...before, titel: 'x' }), 'titel');
    expectValidation(
      await s.buyer.client.put(`/v1/chat/${s.chat.id}`, { ...before, isRestricted: 'yes' }),
      'isRestricted',
    );
    // A flag the buyer may not set, changed, is still refused (per field).
    expect((await s.buyer.client.put(`/v1/chat/${s.chat.id}`, { ...before, isEscalated: true })).status).toBe(403);
    const staff = await createStaff(t, 'concierge');
    const asStaff = (await staff.client.get(`/v1/chat/${s.chat.id}`)).body;
    const escalated = await staff.client.put(`/v1/chat/${s.chat.id}`, { ...asStaff, isEscalated: true });
    expect(escalated.status).toBe(200);
    expect(escalated.body.isEscalated).toBe(true);
  });

  it('POST /v1/chat/{id}/message/{messageId}: the author sends the message back with new text; sender and chat are ignored', async () => {
    const s = await chatSetup(t);
    const message = await send(s.buyer.client, s.chat.id, 'Is it still for sale?');
    const res = await s.buyer.client.post(`/v1/chat/${s.chat.id}/message/${message.id}`, {
      ...message,
      content: 'Is it still available?',
      senderId: s.seller.user.id,
      chatId: OTHER_ID,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: message.id,
      chatId: s.chat.id,
      senderId: s.buyer.user.id,
      content: 'Is it still available?',
    });
    expectValidation(
      await s.buyer.client.post(`/v1/chat/${s.chat.id}/message/${message.id}`, { ...message, contnet: 'x' }),
      'contnet',
    );
  });

  it('PUT and POST /v1/event/{id}: an attendee saves the drive back unchanged; host and attendees are ignored', async () => {
    const s = await bookingSetup(t);
    const slot = firstSlotAfter(s.type.slots, 2);
    const booked = await book(s.buyer.client, s.type.id, s.chat.id, slot);
    expect(booked.status).toBe(200);
    const before = (await s.buyer.client.get(`/v1/event/${booked.body.id}`)).body;
    const res = await s.buyer.client.put(`/v1/event/${before.id}`, {
      ...before,
      hostId: s.buyer.user.id,
      attendees: [],
      isPaid: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: before.id,
      hostId: s.seller.user.id,
      isPaid: before.isPaid,
      status: before.status,
      startAt: before.startAt,
    });
    expect(res.body.attendees).toHaveLength(before.attendees.length);
    // The buyer still may not change the details (per field), and the host may.
    expect((await s.buyer.client.put(`/v1/event/${before.id}`, { ...before, title: 'Mine' })).status).toBe(403);
    const hostView = (await s.seller.client.get(`/v1/event/${before.id}`)).body;
    const renamed = await s.seller.client.post(`/v1/event/${before.id}`, {
      ...hostView,
      location: 'Main St parking',
      hostId: s.buyer.user.id,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ location: 'Main St parking', hostId: s.seller.user.id });
    expectValidation(
      await s.seller.client.put(`/v1/event/${before.id}`, { ...hostView, stauts: 'confirmed' }),
      'stauts',
    );
    expectValidation(await s.seller.client.put(`/v1/event/${before.id}`, { ...hostView, status: 'maybe' }), 'status');
  });

  it('PUT /v1/knowledge/{id}: the entry comes back; listing, type and source are ignored, and an unchanged answer keeps its writer', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    const other = await createListing(seller.client);
    const created = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'faq',
      question: 'Smoker?',
      content: 'Never smoked in.',
    });
    expect(created.status).toBe(200);
    const staff = await createStaff(t, 'concierge');
    const res = await staff.client.put(`/v1/knowledge/${created.body.id}`, {
      ...created.body,
      listingId: other.id,
      type: 'correction',
      contentSource: 'ai',
      ordinal: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      listingId: listing.id,
      type: 'faq',
      contentSource: created.body.contentSource,
      content: 'Never smoked in.',
      ordinal: 3,
    });
    expect((await seller.client.get(`/v1/knowledge/byListing/${other.id}`)).body).toHaveLength(0);
    expectValidation(
      await seller.client.put(`/v1/knowledge/${created.body.id}`, { ...created.body, contnet: 'x' }),
      'contnet',
    );
    // null is what GET shows for "none": it never clears a saved answer.
    expectValidation(
      await seller.client.put(`/v1/knowledge/${created.body.id}`, { ...created.body, content: null }),
      'content',
    );
    expectValidation(
      await seller.client.put(`/v1/knowledge/${created.body.id}`, { ...created.body, ordinal: -1 }),
      'ordinal',
    );
    // A correction's question is the buyer's whole message: it comes back as long as it was stored.
    const long = await seller.client.post('/v1/knowledge', {
      listingId: listing.id,
      type: 'correction',
      question: 'q',
      content: 'Yes, it has a tow hitch.',
    });
    const buyerWords = `Does it have a tow hitch? ${'We tow a camper every summer. '.repeat(40)}`.trim();
    await seller.client.put(`/v1/knowledge/${long.body.id}`, { question: buyerWords });
    const longBody = (await seller.client.get(`/v1/knowledge/byListing/${listing.id}/correction`)).body[0];
    expect(longBody.question.length).toBeGreaterThan(500);
    expect((await seller.client.put(`/v1/knowledge/${long.body.id}`, longBody)).status).toBe(200);
  });

  it('PUT /v1/knowledge/byListing/{id}/enrich/{set}: the set GET body comes back and saves its answers as they are', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    const sets = (await seller.client.get(`/v1/knowledge/byListing/${listing.id}/enrichSets`)).body;
    const set = sets[0];
    const q = set.questions.find((x: any) => x.kind === 'text') ?? set.questions[0];
    const content = q.kind === 'choice' ? q.options[0] : 'Garage kept';
    const saved = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/${set.id}`, {
      answers: [{ key: q.key, content }],
    });
    expect(saved.status).toBe(200);
    const back = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/${set.id}`, {
      ...saved.body,
      answeredCount: 99,
      title: 'Mine',
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: set.id, title: set.title, answeredCount: saved.body.answeredCount });
    expect(back.body.questions.find((x: any) => x.key === q.key).answer.content).toBe(content);
    expectValidation(
      await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/${set.id}`, { ...saved.body, answerz: [] }),
      'answerz',
    );
  });

  it('PUT /v1/listing/{id}/revy: the settings come back; counts and plan inclusion are ignored', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    const before = (await seller.client.get(`/v1/listing/${listing.id}/revy`)).body;
    const res = await seller.client.put(`/v1/listing/${listing.id}/revy`, {
      ...before,
      enabled: !before.enabled,
      included: true,
      handledCount: 50,
      listingId: OTHER_ID,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      listingId: listing.id,
      enabled: !before.enabled,
      included: before.included,
      handledCount: before.handledCount,
    });
    expectValidation(
      await seller.client.put(`/v1/listing/${listing.id}/revy`, { ...before, enabeld: true }),
      'enabeld',
    );
    expectValidation(
      await seller.client.put(`/v1/listing/${listing.id}/revy`, { ...before, enabled: 'on' }),
      'enabled',
    );
  });

  it('PUT /v1/asset/{id}: the asset comes back; target, files and creator are ignored', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    const other = await createListing(seller.client);
    const photo = await uploadPhoto(seller.client, listing.id, { tag: 'photo', ordinal: '0' });
    const before = (await seller.client.get(`/v1/asset/${photo.id}`)).body;
    const res = await seller.client.put(`/v1/asset/${photo.id}`, {
      ...before,
      title: 'Front',
      targetId: other.id,
      createdBy: OTHER_ID,
      width: 1,
      files: {},
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: photo.id,
      title: 'Front',
      targetId: listing.id,
      createdBy: before.createdBy,
      width: before.width,
      files: before.files,
      tags: before.tags,
    });
    expect((await seller.client.get(`/v1/asset/target/${other.id}`)).body.content).toHaveLength(0);
    expectValidation(await seller.client.put(`/v1/asset/${photo.id}`, { ...before, tittle: 'x' }), 'tittle');
    expectValidation(await seller.client.put(`/v1/asset/${photo.id}`, { ...before, tags: [{ name: 'a b' }] }), 'tags');
  });

  it('PUT /v1/form/{id}: the form comes back; owner and name are ignored', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const created = await user.client.post('/v1/form/trade-in', { data: '{"miles":1}' });
    expect(created.status).toBe(200);
    const before = (await user.client.get('/v1/form')).body.find((f: any) => f.id === created.body.id);
    const res = await user.client.put(`/v1/form/${before.id}`, {
      ...before,
      data: '{"miles":2}',
      userId: other.user.id,
      name: 'other',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: before.id, userId: user.user.id, name: 'trade-in', data: '{"miles":2}' });
    expectValidation(await user.client.put(`/v1/form/${before.id}`, { ...before, dta: '{}' }), 'dta');
    expectValidation(await user.client.put(`/v1/form/${before.id}`, { ...before, data: 'not json' }), 'data');
  });

  it('PUT /v1/purchase/{id}/payment-due: staff send the purchase back; only paymentDue is applied', async () => {
    const seller = await createSignedInUser(t);
    const listing = await createListing(seller.client);
    const granted = await grantActivePlan(t, listing.id);
    const staff = await createStaff(t);
    const before = (await staff.client.get(`/v1/purchase/${granted.id}`)).body;
    const res = await staff.client.put(`/v1/purchase/${granted.id}/payment-due`, {
      ...before,
      paymentDue: true,
      price: 1,
      status: 'CANCELLED',
      listingId: OTHER_ID,
      userId: staff.user.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: granted.id,
      paymentDue: true,
      price: before.price,
      status: before.status,
      listingId: listing.id,
      userId: seller.user.id,
    });
    expectValidation(
      await staff.client.put(`/v1/purchase/${granted.id}/payment-due`, { ...before, paymentDu: true }),
      'paymentDu',
    );
    expectValidation(
      await staff.client.put(`/v1/purchase/${granted.id}/payment-due`, { ...before, paymentDue: 'no' }),
      'paymentDue',
    );
  });

  it('POST /v1/user/{id}: self, a concierge and an admin send the user back; email, roles and flags are ignored; per-field rules hold', async () => {
    const user = await createSignedInUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = (await user.client.get(`/v1/user/${user.user.id}`)).body;
    const res = await user.client.post(`/v1/user/${user.user.id}`, {
      ...before,
      phone: '+1 555 123 4567',
      email: 'x@example.com',
      admin: true,
      acl: [{ role: 'admin' }],
      id: OTHER_ID,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.user.id,
      email: before.email,
      phone: '+1 555 123 4567',
      admin: false,
      acl: before.acl,
      disabled: false,
    });
    expectValidation(await user.client.post(`/v1/user/${user.user.id}`, { ...before, frstName: 'A' }), 'frstName');
    expectValidation(await user.client.post(`/v1/user/${user.user.id}`, { ...before, phone: 'call me' }), 'phone');
    expectValidation(await user.client.post(`/v1/user/${user.user.id}`, { ...res.body, firstName: null }), 'firstName');
    // Self may not enable or disable themselves, even with the rest of the body unchanged.
    expect((await user.client.post(`/v1/user/${user.user.id}`, { ...res.body, disabled: true })).status).toBe(403);
    // Decision 017: a concierge saves the record back unchanged, but may not change the name.
    const concierge = await createStaff(t, 'concierge');
    const seen = (await concierge.client.get(`/v1/user/${user.user.id}`)).body;
    expect((await concierge.client.post(`/v1/user/${user.user.id}`, seen)).status).toBe(200);
    expect((await concierge.client.post(`/v1/user/${user.user.id}`, { ...seen, firstName: 'Eve' })).status).toBe(403);
    const admin = await createStaff(t, 'admin');
    const renamed = await admin.client.post(`/v1/user/${user.user.id}`, {
      ...seen,
      firstName: 'Augusta',
      email: 'admin@example.com',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Augusta', email: before.email });
  });

  it('POST /v1/user/{id}/metadata: the metadata comes back; what the server records is ignored', async () => {
    const user = await createSignedInUser(t);
    const first = await user.client.post(`/v1/user/${user.user.id}/metadata`, { featureFlags: { newInbox: 'on' } });
    expect(first.status).toBe(200);
    const metadata = first.body.metadata;
    const res = await user.client.post(`/v1/user/${user.user.id}/metadata`, {
      ...metadata,
      googleCid: 'forged',
      facebookLoginId: 'forged',
      knownDevices: ['forged'],
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata.featureFlags).toEqual({ newInbox: 'on' });
    expect(res.body.metadata.googleCid).toBe(metadata.googleCid);
    expect(res.body.metadata.facebookLoginId).toBe(metadata.facebookLoginId);
    expect(res.body.metadata.knownDevices).toEqual(metadata.knownDevices);
    expectValidation(
      await user.client.post(`/v1/user/${user.user.id}/metadata`, { ...metadata, featureFlagz: {} }),
      'featureFlagz',
    );
  });

  it('PUT /api/notifications/{id}/read and /unread: the notification sent back as the body is ignored', async () => {
    const s = await chatSetup(t);
    await send(s.buyer.client, s.chat.id, 'Hello there');
    const page = (await s.seller.client.get('/api/notifications')).body;
    const n = page.content[0];
    expect(n).toBeTruthy();
    const read = await s.seller.client.put(`/api/notifications/${n.id}/read`, {
      ...n,
      userId: OTHER_ID,
      title: 'forged',
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: n.id, userId: s.seller.user.id, title: n.title });
    expect(read.body.readAt).not.toBeNull();
  });
});
