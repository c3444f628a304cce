import type { Chat, ChatMessage, ChatUser, Offer, PublicUser } from '@revy/shared';

export const BUYER_ID = '00000000-0000-7000-8000-0000000000b1';
export const SELLER_ID = '00000000-0000-7000-8000-0000000000a1';
export const LISTING_ID = '00000000-0000-7000-8000-000000000c01';
export const CHAT_ID = '00000000-0000-7000-8000-0000000c0001';

const person = (id: string, firstName: string, lastNameInitial: string): PublicUser => ({
  id,
  firstName,
  lastNameInitial,
  isIdVerified: false,
  anonymous: false,
  listingCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
});

export function makeChatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    id: 'cu-1',
    chatId: CHAT_ID,
    userId: BUYER_ID,
    role: 'buyer',
    lastReadChatMessageId: null,
    lastReadAt: null,
    lastTypingAt: null,
    slaClockAt: null,
    cometAdded: false,
    cometUid: null,
    unreadCount: 0,
    user: null,
    ...overrides,
  };
}

export function makeChat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: CHAT_ID,
    userUid: null,
    groupUid: null,
    listingId: LISTING_ID,
    buyerId: BUYER_ID,
    title: null,
    isTestDriveRequested: false,
    isVideoTourRequested: false,
    isTestDrivePaid: false,
    isEscalated: false,
    isConciergeEscalated: false,
    cometAdded: false,
    offer: null,
    offerExplanation: null,
    offerStatus: null,
    offerAt: null,
    offerStatusAt: null,
    isRestricted: false,
    lastMessageAt: '2026-03-01T10:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    listing: {
      id: LISTING_ID,
      sellerId: SELLER_ID,
      title: '2019 Honda Civic EX',
      price: 1_850_000,
      status: 'published',
      saleStatus: 'unsold',
      coverUrl: null,
      offerMethods: ['Cash', 'Cashier check'],
      offerRequirements: 'Serious offers only, in person.',
      requireVerifiedBuyers: false,
    },
    buyer: person(BUYER_ID, 'Bea', 'B'),
    seller: person(SELLER_ID, 'Dana', 'K'),
    me: makeChatUser(),
    lastMessage: null,
    ...overrides,
  };
}

let n = 0;
export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  n++;
  const at = new Date(Date.UTC(2026, 2, 1, 10, 0, n)).toISOString();
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    chatId: CHAT_ID,
    senderId: SELLER_ID,
    replyToId: null,
    content: `Message ${n}`,
    contentText: null,
    metadata: { kind: 'text' },
    cometMessageId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  n++;
  return {
    id: `00000000-0000-7000-8000-0000000f${String(n).padStart(4, '0')}`,
    chatId: CHAT_ID,
    listingId: LISTING_ID,
    fromUserId: BUYER_ID,
    fromRole: 'buyer',
    amount: 1_500_000,
    explanation: null,
    status: 'pending',
    counterOfId: null,
    createdAt: '2026-03-01T10:05:00.000Z',
    respondedAt: null,
    autoDeclined: false,
    ...overrides,
  };
}
