import { describe, expect, it } from 'vitest';
import { FeedEventSchema } from './feed-event.schema';

const at = '2026-01-01T00:00:00.000Z';
const on = (targetId: string, action: string, data: unknown) => ({ targetId, action, createdAt: at, data });

// The shapes the server's publishers send (decision 011); a change there must change these.
describe('FeedEventSchema', () => {
  it('reads the small update shapes of chats, users and listings', () => {
    const ok = [
      on('chat-1', 'update', { typing: { userId: 'u-1', at } }),
      on('chat-1', 'update', null),
      on('u-1', 'update', { chatId: 'chat-1', unreadCount: 2 }),
      on('u-1', 'update', { readAll: true, readAt: at, unreadCount: 0 }),
      on('u-1', 'update', { readChat: 'chat-1', unreadCount: 1 }),
      on('l-1', 'update', {
        id: 'l-1',
        buyerCount: 1,
        offerCount: 0,
        highestOfferAmount: null,
        testDriveRequestCount: 0,
        videoTourRequestCount: 0,
        testDriveAndVideoTourCount: 0,
        chatsToAnswerCount: 1,
        maxSlaClockAt: at,
      }),
      on('chat-1', 'delete', { id: 'chat-1' }),
      on('chat-1', 'revyStart', { chatId: 'chat-1', messageId: 'm-1' }),
      on('chat-1', 'revyEnd', { chatId: 'chat-1', messageId: null }),
    ];
    for (const m of ok) expect(FeedEventSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
  });

  it('reads a notification as create and tells the actions apart', () => {
    const notification = {
      id: 'n-1',
      userId: 'u-1',
      type: 'event.requested',
      title: 'A test drive was requested',
      body: null,
      link: null,
      data: {},
      readAt: null,
      emailedAt: null,
      createdAt: at,
    };
    const parsed = FeedEventSchema.parse(on('u-1', 'create', notification));
    expect(parsed.action === 'create' && parsed.data.title).toBe('A test drive was requested');
  });

  it('refuses what no publisher sends', () => {
    expect(FeedEventSchema.safeParse(on('chat-1', 'child', { text: 'hi' })).success).toBe(false);
    expect(FeedEventSchema.safeParse(on('chat-1', 'revyStart', {})).success).toBe(false);
    expect(FeedEventSchema.safeParse(on('chat-1', 'ping', null)).success).toBe(false);
  });
});
