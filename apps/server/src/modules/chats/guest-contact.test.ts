import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DELAY_MS } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAnonymous, createSignedInUser, latestEmailCode, uniqueEmail } from '../../../test/factories';
import { createPublished } from '../listings/testing';
import { mailOutbox } from '../mail/mail.table';
import { sendNotificationDigests } from '../notifications/testing';
import { users } from '../users/users.table';
import { openChat, send } from './chat.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const mailsTo = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const contactEmailOf = async (id: string) =>
  (await t.ctx.db.select({ c: users.contactEmail }).from(users).where(eq(users.id, id)))[0]?.c ?? null;
/** When the digest runs for what is unread now: a little past the delay. */
const digestTime = () => new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS + 60_000);

/** A seller's published car, and a guest who has written about it. */
async function guestChat() {
  const seller = await createSignedInUser(t, { firstName: 'Sam', lastName: 'Seller' });
  const listing = await createPublished(t, seller.client);
  const guest = await createAnonymous(t);
  const chat = await openChat(guest.client, listing.id);
  await send(guest.client, chat.id, 'Hi, is it still for sale?');
  return { seller, listing, guest, chat };
}

describe('POST /v1/chat/{id}/contact-email (a guest leaves an email for replies)', () => {
  it("stores the guest's address, and the seller's reply is mailed there", async () => {
    const { seller, guest, chat } = await guestChat();
    const email = uniqueEmail('guest');
    const res = await guest.client.post(`/v1/chat/${chat.id}/contact-email`, { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contactEmail: email });
    const me = (await guest.client.get('/v1/user/current')).body;
    expect(me).toMatchObject({ id: guest.userId, anonymous: true, email: null, contactEmail: email });

    await send(seller.client, chat.id, 'Yes it is! Want to see it Saturday?');
    await sendNotificationDigests(t.ctx, digestTime());
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.userId).toBe(guest.userId);
    expect(mails[0]!.text).toContain('Want to see it Saturday?');
    expect(mails[0]!.text).toContain(`/listings/`);
    expect(mails[0]!.text).toContain('create an account with this address');
  });

  it('refuses an address that has an account (409 EMAIL_TAKEN, sign in instead) and stores nothing', async () => {
    const { guest, chat } = await guestChat();
    const member = await createSignedInUser(t);
    const res = await guest.client.post(`/v1/chat/${chat.id}/contact-email`, { email: member.email });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'EMAIL_TAKEN', fields: { email: expect.stringContaining('sign in') } });
    // Nothing about the account beyond that it exists.
    expect(JSON.stringify(res.body)).not.toContain(member.user.id);
    expect(await contactEmailOf(guest.userId)).toBeNull();
    // The account's chats did not gain the guest's conversation.
    expect((await member.client.get('/v1/chat')).body.content).toEqual([]);
  });

  it('refuses malformed addresses (400) and anyone but the guest buyer of the chat', async () => {
    const { seller, guest, chat } = await guestChat();
    for (const body of [{}, { email: 'not-an-email' }, { email: '' }, { email: 'a@b.co', extra: 1 }, { email: 42 }]) {
      const res = await guest.client.post(`/v1/chat/${chat.id}/contact-email`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await guest.client.post('/v1/chat/nope/contact-email', { email: 'a@example.com' })).status).toBe(400);
    const otherGuest = await createAnonymous(t);
    const hijack = await otherGuest.client.post(`/v1/chat/${chat.id}/contact-email`, { email: uniqueEmail('x') });
    expect(hijack.status).toBe(403);
    expect((await seller.client.post(`/v1/chat/${chat.id}/contact-email`, { email: uniqueEmail('s') })).status).toBe(
      403,
    );
    expect((await t.client().post(`/v1/chat/${chat.id}/contact-email`, { email: uniqueEmail('o') })).status).toBe(401);
    expect(await contactEmailOf(guest.userId)).toBeNull();
    expect(await contactEmailOf(otherGuest.userId)).toBeNull();
    // A buyer with an account already gets replies at its email.
    const member = await createSignedInUser(t);
    const own = await openChat(member.client, chat.listing.id);
    expect((await member.client.post(`/v1/chat/${own.id}/contact-email`, { email: uniqueEmail('m') })).status).toBe(
      409,
    );
  });

  it('keeps the last of two racing addresses, whole', async () => {
    const { guest, chat } = await guestChat();
    const [a, b] = [uniqueEmail('race-a'), uniqueEmail('race-b')];
    const res = await Promise.all(
      [a, b].map((email) => guest.client.post(`/v1/chat/${chat.id}/contact-email`, { email })),
    );
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    expect([a, b]).toContain(await contactEmailOf(guest.userId));
  });
});

describe('a guest who registers keeps the conversation', () => {
  it('registering on the same browser: the chat stays theirs and mail goes to the account', async () => {
    const { seller, guest, chat } = await guestChat();
    const email = uniqueEmail('guest-reg');
    expect((await guest.client.post(`/v1/chat/${chat.id}/contact-email`, { email })).status).toBe(200);
    const reg = await guest.client.post('/v1/user', {
      email,
      password: 'a-long-password',
      firstName: 'Gil',
      lastName: 'Guest',
    });
    expect(reg.status).toBe(201);
    expect(reg.body.id).toBe(guest.userId);
    const mine = (await guest.client.get('/v1/chat')).body.content as { id: string }[];
    expect(mine.map((c) => c.id)).toEqual([chat.id]);
    expect((await guest.client.get(`/v1/chat/${chat.id}`)).status).toBe(200);
    expect(await contactEmailOf(guest.userId)).toBeNull();
    await send(seller.client, chat.id, 'Saturday works.');
    await sendNotificationDigests(t.ctx, digestTime());
    const digests = (await mailsTo(email)).filter((m) => m.template === 'notificationDigest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).not.toContain('create an account with this address');
  });

  it('registering and confirming the address on another device brings the conversation along', async () => {
    const { guest, chat } = await guestChat();
    const email = uniqueEmail('guest-phone');
    expect((await guest.client.post(`/v1/chat/${chat.id}/contact-email`, { email })).status).toBe(200);
    const laptop = t.client();
    const reg = await laptop.post('/v1/user', {
      email,
      password: 'a-long-password',
      firstName: 'Gil',
      lastName: 'Guest',
    });
    expect(reg.status).toBe(201);
    // Not before the address is proved: registering alone moves nothing.
    expect((await laptop.get('/v1/chat')).body.content).toEqual([]);
    const code = await latestEmailCode(t, reg.body.id);
    expect((await laptop.post('/v1/user/emailVerify', { code })).status).toBe(200);
    const mine = (await laptop.get('/v1/chat')).body.content as { id: string; buyerId: string }[];
    expect(mine.map((c) => [c.id, c.buyerId])).toEqual([[chat.id, reg.body.id]]);
  });

  it('signing in to an existing account on the guest browser moves the chat there', async () => {
    const { guest, chat } = await guestChat();
    const member = await createSignedInUser(t);
    const res = await guest.client.post('/v1/auth', { email: member.email, password: member.password });
    expect(res.status).toBe(200);
    const mine = (await guest.client.get('/v1/chat')).body.content as { id: string }[];
    expect(mine.map((c) => c.id)).toEqual([chat.id]);
  });
});
