import type { Chat, ChatMessage, ChatUser, Form, Offer, PublicUser } from '@revy/shared';
import type { ChatListingRow, ChatRow, ChatUserRow } from './chats.repo';
import type { MessageRow } from './messages.repo';
import type { OfferRow } from './offers.repo';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function toChatMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    chatId: m.chatId,
    senderId: m.senderId,
    replyToId: m.replyToId,
    content: m.content,
    contentText: m.contentText,
    metadata: m.metadata,
    cometMessageId: m.cometMessageId,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export function toChatUser(u: ChatUserRow, user: PublicUser | null): ChatUser {
  return {
    id: u.id,
    chatId: u.chatId,
    userId: u.userId,
    role: u.role,
    lastReadChatMessageId: u.lastReadChatMessageId,
    lastReadAt: iso(u.lastReadAt),
    lastTypingAt: iso(u.lastTypingAt),
    slaClockAt: iso(u.slaClockAt),
    cometAdded: u.cometAdded,
    cometUid: u.cometUid,
    unreadCount: u.unreadCount,
    user,
  };
}

export function toOffer(o: OfferRow): Offer {
  return {
    id: o.id,
    chatId: o.chatId,
    listingId: o.listingId,
    fromUserId: o.fromUserId,
    fromRole: o.fromRole,
    amount: o.amount,
    explanation: o.explanation,
    status: o.status,
    counterOfId: o.counterOfId,
    createdAt: o.createdAt.toISOString(),
    respondedAt: iso(o.respondedAt),
    autoDeclined: o.autoDeclined,
  };
}

export type ChatExtras = {
  listing: ChatListingRow | null;
  coverUrl: string | null;
  buyer: PublicUser | null;
  seller: PublicUser | null;
  me: ChatUser | null;
  lastMessage: MessageRow | null;
  forms?: Form[];
};

export function toChat(c: ChatRow, x: ChatExtras): Chat {
  const l = x.listing;
  return {
    id: c.id,
    userUid: c.userUid,
    groupUid: c.groupUid,
    listingId: c.listingId,
    buyerId: c.buyerId,
    title: c.title,
    isTestDriveRequested: c.isTestDriveRequested,
    isVideoTourRequested: c.isVideoTourRequested,
    isTestDrivePaid: c.isTestDrivePaid,
    isEscalated: c.isEscalated,
    isConciergeEscalated: c.isConciergeEscalated,
    cometAdded: c.cometAdded,
    offer: c.offer,
    offerExplanation: c.offerExplanation,
    offerStatus: c.offerStatus,
    offerAt: iso(c.offerAt),
    offerStatusAt: iso(c.offerStatusAt),
    isRestricted: c.isRestricted,
    lastMessageAt: iso(c.lastMessageAt),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    listing: l
      ? {
          id: l.id,
          sellerId: l.sellerId,
          title: l.title ?? '',
          price: l.price,
          status: l.deletedAt ? 'deleted' : l.status,
          saleStatus: l.saleStatus,
          coverUrl: x.coverUrl,
          offerMethods: l.offerMethods,
          offerRequirements: l.offerRequirements,
          requireVerifiedBuyers: l.requireVerifiedBuyers,
        }
      : null,
    buyer: x.buyer,
    seller: x.seller,
    me: x.me,
    lastMessage: x.lastMessage ? toChatMessage(x.lastMessage) : null,
    ...(x.forms ? { forms: x.forms } : {}),
  };
}
