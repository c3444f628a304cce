import { describe, expect, it } from 'vitest';
import { makeChat, makeMessage, SELLER_ID } from '../../../test/chat.fixture';
import { lastMessagePreview } from './chat-list';

describe('lastMessagePreview', () => {
  it('names who wrote the last line: you, the assistant, or nobody for the other person', () => {
    const chatWith = (m: Parameters<typeof makeMessage>[0]) => makeChat({ lastMessage: makeMessage(m) });
    expect(lastMessagePreview(chatWith({ senderId: SELLER_ID, content: 'See you  Saturday' }), SELLER_ID)).toBe(
      'You: See you Saturday',
    );
    expect(
      lastMessagePreview(
        chatWith({
          senderId: null,
          content: 'It has 33,100 miles.',
          metadata: { kind: 'assistant', revy: { action: 'answer' } },
        }),
        SELLER_ID,
      ),
    ).toBe('Revy: It has 33,100 miles.');
    expect(lastMessagePreview(chatWith({ senderId: 'buyer-1', content: 'Is it still for sale?' }), SELLER_ID)).toBe(
      'Is it still for sale?',
    );
    expect(lastMessagePreview(makeChat({ lastMessage: null }), SELLER_ID)).toBe('No messages yet');
  });
});
