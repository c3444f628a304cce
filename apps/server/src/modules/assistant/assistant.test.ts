import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessageSchema, PLAN_PRODUCT_IDS, RevyFeedSchema, RevyMetadataSchema } from '@revy/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectConsoleError } from '../../../test/console-guard';
import { createStaff } from '../../../test/factories';
import { chatSetup, counters, openChat, recordFeed, send } from '../chats/testing';
import { chatUsers } from '../chats/chats.table';
import { listings } from '../listings/listings.table';
import { createSignedInUser } from '../../../test/factories';
import type { AppContext } from '../../context';
import { assistantIdle, assistantReply, messagesOf, storeBuyerTextSilently } from './assistant.fixtures';
import {
  ANSWER_QUEUE,
  ANSWER_QUEUE_SPEC,
  answerQueued,
  escalateOverdueChats,
  FAILURE_HANDOFF,
  type AnswerJob,
} from './assistant.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const withAssistant = { assistant: true };

describe('the buyer assistant answers for the seller', () => {
  it('answers a mileage question within seconds between revyStart and revyEnd, without stopping the seller SLA clock', async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, withAssistant);
    const feed = recordFeed(t);
    const asked = await send(buyer.client, chat.id, 'Hi! How many miles does it have?');
    const answer = await assistantReply(buyer.client, chat.id, asked.id);
    await assistantIdle(t);
    feed.stop();

    expect(ChatMessageSchema.parse(answer)).toMatchObject({ senderId: null, replyToId: asked.id });
    const revy = RevyMetadataSchema.parse(answer.metadata.revy);
    expect(revy).toMatchObject({ action: 'answer', handoffTo: null, inReplyTo: asked.id });
    expect(answer.content).toMatch(/42,?000/);

    const onChat = feed.on(chat.id);
    const start = onChat.findIndex((m) => m.action === 'revyStart');
    const child = onChat.findIndex((m) => m.action === 'child' && (m.data as { id: string }).id === answer.id);
    const end = onChat.findIndex((m) => m.action === 'revyEnd');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan(child);
    expect(child).toBeLessThan(end);
    expect(RevyFeedSchema.parse(onChat[start]!.data)).toEqual({ chatId: chat.id, messageId: asked.id });
    expect(onChat[end]!.data).toEqual({ chatId: chat.id, messageId: answer.id });

    // The buyer still waits on the seller: the assistant does not answer for the SLA.
    expect(await counters(seller.client, listing.id)).toMatchObject({ chatsToAnswerCount: 1 });
    expect((await seller.client.get(`/v1/listing/${listing.id}`)).body.chatsHandledByRevyCount).toBe(1);

    const again = await send(buyer.client, chat.id, 'What transmission does it have?');
    await assistantReply(buyer.client, chat.id, again.id);
    expect((await seller.client.get(`/v1/listing/${listing.id}`)).body.chatsHandledByRevyCount).toBe(1);
  });

  it('hands price talk to the seller: isEscalated, the seller notified, nothing private said', async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, withAssistant);
    await t.ctx.db.update(listings).set({ offerLowest: 21_750_00 }).where(eq(listings.id, listing.id));
    const asked = await send(
      buyer.client,
      chat.id,
      "What's your lowest price? What's the least the seller would accept?",
    );
    const handoff = await assistantReply(buyer.client, chat.id, asked.id);
    expect(handoff.metadata.revy).toMatchObject({
      action: 'handoff',
      handoffTo: 'seller',
      reason: expect.stringMatching(/negotiation|private/),
    });
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isEscalated).toBe(true);

    const notes = await seller.client.get('/api/notifications', { query: { type: 'assistant.handoff' } });
    expect(notes.body.content).toContainEqual(
      expect.objectContaining({ type: 'assistant.handoff', link: `/my-garage/${listing.id}/messages/${chat.id}` }),
    );
    for (const m of await messagesOf(buyer.client, chat.id)) expect(m.content).not.toMatch(/21,?750|95112|@/);
  });

  it('keeps helping after a price hand-off: answers a new question, stays quiet on more price talk until the seller writes', async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, withAssistant);
    const price = await send(buyer.client, chat.id, 'Would you take $20,000 for it?');
    const handoff = await assistantReply(buyer.client, chat.id, price.id);
    expect(handoff.metadata.revy).toMatchObject({
      action: 'handoff',
      reason: 'negotiation',
      handoffs: [{ reason: 'negotiation', question: 'Would you take $20,000 for it?' }],
    });

    const mileage = await send(buyer.client, chat.id, 'How many miles does it have?');
    const answer = await assistantReply(buyer.client, chat.id, mileage.id);
    expect(answer.metadata.revy).toMatchObject({ action: 'answer' });
    expect(answer.content).toMatch(/42,?000/);

    const again = await send(buyer.client, chat.id, "OK, what's the lowest you'll take then?");
    await assistantIdle(t);
    const replies = (await messagesOf(buyer.client, chat.id)).filter((m) => m.metadata.kind === 'assistant');
    expect(replies.map((m) => m.metadata.revy.inReplyTo)).toEqual([price.id, mileage.id]);
    expect(replies.some((m) => m.metadata.revy.inReplyTo === again.id)).toBe(false);
    // The seller still owes the buyer an answer: the hand-off and its SLA clock stand.
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isEscalated).toBe(true);
    expect(await counters(seller.client, listing.id)).toMatchObject({ chatsToAnswerCount: 1 });

    await send(seller.client, chat.id, 'Happy to talk price in person.');
    await assistantIdle(t);
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isEscalated).toBe(false);
    const afresh = await send(buyer.client, chat.id, 'Would you do $21,000?');
    expect((await assistantReply(buyer.client, chat.id, afresh.id)).metadata.revy).toMatchObject({
      action: 'handoff',
      reason: 'negotiation',
    });
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body.isEscalated).toBe(true);
  });

  it('answers both questions of one message, and hands off the part for the seller with the answers', async () => {
    const { buyer, chat } = await chatSetup(t, {}, withAssistant);
    const both = await send(buyer.client, chat.id, 'How many miles does it have? And what transmission is it?');
    const answer = await assistantReply(buyer.client, chat.id, both.id);
    expect(answer.metadata.revy).toMatchObject({ action: 'answer' });
    expect(answer.content).toMatch(/42,?000/);
    expect(answer.content).toMatch(/automatic/i);
    expect(answer.metadata.revy.citations.map((c: { ref: string }) => c.ref)).toEqual(
      expect.arrayContaining(['vehicle.mileage', 'vehicle.transmission']),
    );

    const mixed = await send(buyer.client, chat.id, 'What year is it? Can I test drive it on Saturday?');
    const reply = await assistantReply(buyer.client, chat.id, mixed.id);
    expect(reply.metadata.revy).toMatchObject({
      action: 'handoff',
      reason: 'booking',
      handoffs: [{ reason: 'booking', question: 'Can I test drive it on Saturday?' }],
    });
    expect(reply.content).toMatch(/2019/);
    expect(reply.content).toMatch(/arrange/);
  });

  it('hands off when the buyer asks for a person or to book a test drive', async () => {
    const { buyer, chat } = await chatSetup(t, {}, withAssistant);
    const asked = await send(buyer.client, chat.id, 'Can I talk to a real person please?');
    expect((await assistantReply(buyer.client, chat.id, asked.id)).metadata.revy).toMatchObject({
      action: 'handoff',
      reason: 'human',
    });
    const other = await chatSetup(t, {}, withAssistant);
    const booking = await send(other.buyer.client, other.chat.id, 'Can I book a test drive on Saturday?');
    expect((await assistantReply(other.buyer.client, other.chat.id, booking.id)).metadata.revy).toMatchObject({
      action: 'handoff',
      reason: 'booking',
    });
  });

  it('stays quiet when the plan lacks the assistant or the seller switched it off', async () => {
    const feed = recordFeed(t);
    const starter = await chatSetup(t, {}, { assistant: true, productId: PLAN_PRODUCT_IDS.Starter });
    const off = await chatSetup(t);
    await send(starter.buyer.client, starter.chat.id, 'How many miles does it have?');
    await send(off.buyer.client, off.chat.id, 'How many miles does it have?');
    await assistantIdle(t);
    feed.stop();
    expect(await messagesOf(starter.buyer.client, starter.chat.id)).toHaveLength(1);
    expect(await messagesOf(off.buyer.client, off.chat.id)).toHaveLength(1);
    expect(feed.seen.filter((m) => m.action === 'revyStart')).toEqual([]);
  });

  it('answers a burst of buyer messages in order, each once', async () => {
    const { buyer, chat } = await chatSetup(t, {}, withAssistant);
    const sent = [];
    for (const q of ['How many miles does it have?', 'What year is it?', 'Is it automatic?'])
      sent.push(await send(buyer.client, chat.id, q));
    await send(buyer.client, chat.id, 'What year is it?', { id: sent[1]!.id }); // a retried send
    await assistantIdle(t);
    const replies = (await messagesOf(buyer.client, chat.id)).filter((m) => m.metadata.kind === 'assistant');
    expect(replies.map((m) => m.metadata.revy.inReplyTo)).toEqual(sent.map((m) => m.id));
  });
});

describe('knowledge feeds the assistant', () => {
  it('answers from the guided enrich answers', async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, withAssistant);
    const saved = await seller.client.put(`/v1/knowledge/byListing/${listing.id}/enrich/keys`, {
      answers: [{ key: 'extras', content: 'All-weather floor mats and a roof rack' }],
    });
    expect(saved.status).toBe(200);
    const asked = await send(buyer.client, chat.id, 'Is a roof rack included?');
    const answer = await assistantReply(buyer.client, chat.id, asked.id);
    expect(answer.metadata.revy.action).toBe('answer');
    expect(answer.content).toMatch(/roof rack/i);
    expect(answer.metadata.revy.citations).toContainEqual(expect.objectContaining({ source: 'knowledge' }));
  });

  it("a correction becomes knowledge, is posted as the seller's message, marks the answer, and answers the next buyer", async () => {
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, withAssistant);
    const question = 'How many miles does it have?';
    const asked = await send(buyer.client, chat.id, question);
    const answer = await assistantReply(buyer.client, chat.id, asked.id);
    const feed = recordFeed(t);
    const fix = 'It has 43,100 miles now; I drove it to work since listing.';
    const res = await seller.client.post(`/v1/chat/${chat.id}/message/${answer.id}/correction`, { content: fix });
    feed.stop();
    expect(res.status).toBe(200);
    expect(res.body.knowledge).toMatchObject({
      listingId: listing.id,
      type: 'correction',
      question,
      content: fix,
      contentSource: 'seller',
    });
    expect(res.body.message).toMatchObject({ senderId: seller.user.id, content: fix, replyToId: asked.id });
    expect(res.body.answer.metadata.revy.correctedBy).toBe(res.body.knowledge.id);
    expect(feed.on(chat.id)).toContainEqual(
      expect.objectContaining({ action: 'update', data: { message: res.body.answer } }),
    );
    expect((await seller.client.get(`/v1/knowledge/byListing/${listing.id}/correction`)).body).toHaveLength(1);
    expect(
      (await seller.client.post(`/v1/chat/${chat.id}/message/${answer.id}/correction`, { content: 'again' })).status,
    ).toBe(409);

    const next = await createSignedInUser(t);
    const chat2 = await openChat(next.client, listing.id);
    const asked2 = await send(next.client, chat2.id, question);
    expect((await assistantReply(next.client, chat2.id, asked2.id)).content).toMatch(/43,100/);
  });
});

describe('SLA hand-off to a concierge', () => {
  it('waits as long as the sellerSlaMinutes setting says (issue 16): 120 by default, a change applies on the next run', async () => {
    const admin = await createStaff(t, 'admin');
    const { buyer, chat } = await chatSetup(t, {}, withAssistant);
    const asked = await send(buyer.client, chat.id, 'Can I talk to a real person please?');
    await assistantReply(buyer.client, chat.id, asked.id);
    await t.ctx.db
      .update(chatUsers)
      .set({ slaClockAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(chatUsers.chatId, chat.id));
    const escalated = async () => (await buyer.client.get(`/v1/chat/${chat.id}`)).body.isConciergeEscalated;

    // 30 minutes of waiting is within the default 120.
    await escalateOverdueChats(t.ctx);
    expect(await escalated()).toBe(false);

    const id = (await admin.client.get('/v1/config/name/sellerSlaMinutes')).body.id as string;
    expect((await admin.client.put(`/v1/config/${id}`, { value: '20' })).status).toBe(200);
    try {
      await escalateOverdueChats(t.ctx);
      expect(await escalated()).toBe(true);
    } finally {
      await admin.client.delete(`/v1/config/${id}`);
    }
  });

  it('hands chats the seller left unanswered past the SLA to a concierge, once, and tells staff', async () => {
    const staff = await createStaff(t, 'concierge');
    const { seller, buyer, chat, listing } = await chatSetup(t, {}, withAssistant);
    const asked = await send(buyer.client, chat.id, 'Can I talk to a real person please?');
    await assistantReply(buyer.client, chat.id, asked.id);
    await t.ctx.db
      .update(chatUsers)
      .set({ slaClockAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(chatUsers.chatId, chat.id));

    await escalateOverdueChats(t.ctx);
    await escalateOverdueChats(t.ctx);
    const slaLines = (await messagesOf(buyer.client, chat.id)).filter((m) => m.metadata.revy?.reason === 'sla');
    expect(slaLines).toHaveLength(1);
    expect(slaLines[0].metadata.revy).toMatchObject({ action: 'handoff', handoffTo: 'concierge' });
    expect((await seller.client.get(`/v1/chat/${chat.id}`)).body).toMatchObject({
      isConciergeEscalated: true,
      isEscalated: true,
    });

    const staffNotes = await staff.client.get('/api/notifications', { query: { type: 'assistant.handoff' } });
    expect(staffNotes.body.content).toContainEqual(
      expect.objectContaining({ link: `/my-garage/${listing.id}/concierge` }),
    );

    const queue = await staff.client.get('/v1/concierge/escalations');
    expect(queue.status).toBe(200);
    expect(queue.body).toContainEqual(
      expect.objectContaining({
        chatId: chat.id,
        listingId: listing.id,
        handoffTo: 'concierge',
        reason: 'sla',
        buyerName: 'Bea',
      }),
    );
    const mine = await seller.client.get(`/v1/listing/${listing.id}/escalations`);
    expect(mine.body).toEqual([
      expect.objectContaining({ chatId: chat.id, isConciergeEscalated: true, waitingSince: expect.any(String) }),
    ]);

    // While a concierge has the chat the assistant stays out of it, factual questions included (decision 012).
    const meanwhile = await send(buyer.client, chat.id, 'How many miles does it have?');
    await assistantIdle(t);
    const replies = (await messagesOf(buyer.client, chat.id)).filter((m) => m.metadata.kind === 'assistant');
    expect(replies.some((m) => m.metadata.revy.inReplyTo === meanwhile.id)).toBe(false);
  });
});

describe('answers queued with the message (durable, once per message)', () => {
  // Another server instance: its own context object, running the same handler on the same database.
  const otherInstance = (): AppContext => Object.create(t.ctx) as AppContext;
  const repliesTo = async (client: Parameters<typeof messagesOf>[0], chatId: string, id: string) =>
    (await messagesOf(client, chatId)).filter(
      (m) => m.metadata.kind === 'assistant' && m.metadata.revy?.inReplyTo === id,
    );
  /** Queues the answer job the send path commits with a message (what a killed instance leaves behind). */
  const queueAnswer = (m: { id: string; chatId: string }) =>
    t.ctx.jobs.send(ANSWER_QUEUE, { chatId: m.chatId, messageId: m.id } satisfies AnswerJob, {
      id: m.id,
      key: m.chatId,
    });

  it('queues one job per message with ids only, and answers a job an earlier instance left queued', async () => {
    const { buyer, chat } = await chatSetup(t, {}, withAssistant);
    const sent = await send(buyer.client, chat.id, 'What transmission does it have?');
    await assistantReply(buyer.client, chat.id, sent.id);
    // The reply is visible as soon as it commits; the job is marked completed just after the handler returns.
    await assistantIdle(t);
    const [job] = await t.ctx.jobs.find(ANSWER_QUEUE, sent.id);
    expect(job).toMatchObject({ state: 'completed', data: { chatId: chat.id, messageId: sent.id } });
    expect(Object.keys(job!.data as object).sort()).toEqual(['chatId', 'messageId']);

    const lost = await storeBuyerTextSilently(t, buyer.user.id, chat.id, 'How many miles does it have?');
    expect(await queueAnswer(lost)).toBe(lost.id);
    expect(await queueAnswer(lost)).toBeNull(); // the message id is the job id: queued once
    await assistantIdle(t);
    const [answer] = await repliesTo(buyer.client, chat.id, lost.id);
    expect(answer).toMatchObject({ senderId: null, replyToId: lost.id });
    expect(answer.content).toMatch(/42,?000/);
  });

  it('with the queue worker and two other instances running the job at once, answers exactly once', async () => {
    const { buyer, chat } = await chatSetup(t, {}, withAssistant);
    const msg = await storeBuyerTextSilently(t, buyer.user.id, chat.id, 'What year is it?');
    const data: AnswerJob = { chatId: chat.id, messageId: msg.id };
    await queueAnswer(msg);
    await Promise.all([answerQueued(otherInstance(), data), answerQueued(otherInstance(), data), assistantIdle(t)]);
    await answerQueued(t.ctx, data); // a retry after the answer is posted does nothing
    expect(await repliesTo(buyer.client, chat.id, msg.id)).toHaveLength(1);
    expect((await messagesOf(buyer.client, chat.id)).filter((m) => m.metadata.kind === 'assistant')).toHaveLength(1);
  });

  it('after its last failed attempt hands the question to the seller and completes, so later answers in the chat are not held back', async () => {
    const { buyer, seller, chat } = await chatSetup(t, {}, withAssistant);
    const msg = await storeBuyerTextSilently(t, buyer.user.id, chat.id, 'Does it have heated seats?');
    const data: AnswerJob = { chatId: chat.id, messageId: msg.id };
    const broken = Object.create(t.ctx) as AppContext;
    Object.defineProperty(broken, 'ai', {
      value: { ...t.ctx.ai, answer: () => Promise.reject(new Error('engine down')) },
    });
    // Earlier attempts fail (pg-boss retries them with backoff) and post nothing.
    await expect(answerQueued(broken, data, { retryCount: 0 })).rejects.toThrow('engine down');
    expect(await repliesTo(buyer.client, chat.id, msg.id)).toHaveLength(0);
    // The last one hands off instead of failing (logged as an error): the buyer is told, the seller takes over.
    expectConsoleError();
    expect(await answerQueued(broken, data, { retryCount: ANSWER_QUEUE_SPEC.retryLimit })).toEqual({
      handedOff: true,
      error: 'engine down',
    });
    const [handoff] = await repliesTo(buyer.client, chat.id, msg.id);
    expect(handoff!.content).toBe(FAILURE_HANDOFF.text);
    expect((await buyer.client.get(`/v1/chat/${chat.id}`)).body).toMatchObject({ isEscalated: true });
    const notices = (await seller.client.get('/api/notifications')).body.content as { data?: { chatId?: string } }[];
    expect(notices.some((n) => JSON.stringify(n).includes(chat.id))).toBe(true);
    // The seller answers; the buyer's next question goes through the real queue and is answered.
    await send(seller.client, chat.id, 'Yes, front seats.');
    await assistantIdle(t);
    const next = await send(buyer.client, chat.id, 'What transmission does it have?');
    await assistantReply(buyer.client, chat.id, next.id);
  });

  it('skips a text a person already answered and chats of listings without the assistant', async () => {
    const answered = await chatSetup(t, {}, withAssistant);
    const msg = await storeBuyerTextSilently(
      t,
      answered.buyer.user.id,
      answered.chat.id,
      'How many miles does it have?',
    );
    await send(answered.seller.client, answered.chat.id, 'About 42,000.');
    const starter = await chatSetup(t, {}, { assistant: true, productId: PLAN_PRODUCT_IDS.Starter });
    const starterMsg = await storeBuyerTextSilently(
      t,
      starter.buyer.user.id,
      starter.chat.id,
      'How many miles does it have?',
    );
    const off = await chatSetup(t);
    const offMsg = await storeBuyerTextSilently(t, off.buyer.user.id, off.chat.id, 'How many miles does it have?');
    const feed = recordFeed(t);
    await Promise.all([msg, starterMsg, offMsg].map(queueAnswer));
    await assistantIdle(t);
    feed.stop();

    expect(await messagesOf(answered.buyer.client, answered.chat.id)).toHaveLength(2);
    expect(await messagesOf(starter.buyer.client, starter.chat.id)).toHaveLength(1);
    expect(await messagesOf(off.buyer.client, off.chat.id)).toHaveLength(1);
    const started = feed.seen
      .filter((m) => m.action === 'revyStart')
      .map((m) => (m.data as { messageId: string }).messageId);
    for (const id of [msg.id, starterMsg.id, offMsg.id]) expect(started).not.toContain(id);
  });
});
