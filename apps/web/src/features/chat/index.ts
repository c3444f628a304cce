// The chat feature's public entry: other features and app/ import only from here.

/** Route modules, loaded on demand so each area ships in its own chunk. */
export const loadBuyerChatPages = () => import('./components/buyer-chat-pages');
export { useMyChats } from './api/list-chats';
export { useOpenChat } from './api/open-chat';
export { lastMessagePreview, UnreadBadge } from './components/chat-list';
export { OfferStatusBadge } from './components/offer-status';
export { SellerMessages, SellerOffers, SellerRequests } from './components/seller-pages';
export { useInboxLive } from './hooks/use-inbox-live';
export { SellerInbox } from './components/seller-inbox';
export { useInboxUnread } from './api/inbox';
export { buyerName, sellerName } from './lib/people';
export { lastActivity } from './lib/waiting';
export { scamFamilyLabel } from './lib/scam';
