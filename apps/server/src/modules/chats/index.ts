/*
 * Public entry of the chats module: the only file other modules, app.ts and the test harness import (issue 14,
 * eslint import-x/no-restricted-paths). Keep it to what they use.
 */

export { assertCanWrite, assertForSale, assertVerifiedBuyer, type ChatAccess, chatLink, loadChat } from './chat-access';
export { appendMessage } from './chat-append';
export {
  type AssistantChatFlags,
  type ChatState,
  clearSellerEscalation,
  countHandoffChats,
  type EscalationRow,
  findChatState,
  hasAssistantReplyTo,
  lastBuyerMessage,
  listEscalations,
  messagesBefore,
  pageExchanges,
  personWroteAfter,
  revyAnsweredChatCount,
  sellerClock,
  setChatFlags,
  setMessageMetadata,
  slaOverdueChats,
} from './assistant-queries.repo';
export { ChatEffects, flush } from './chat-effects';
export { chatMessagesRoutes } from './chat-messages.routes';
export { chatOffersRoutes } from './chat-offers.routes';
export { lockChatOfEvent, recordTestDriveChange } from './chat-test-drive';
export { chatTokenSecret, verifyChatToken } from './chat-token';
export { buyerChatCondition } from './buyer-chats.repo';
export { saveLastTypingAt, watchableChats } from './chat-watch.repo';
export { feedChat } from './chat-views';
export { chatJobs } from './chats.jobs';
export { toChatMessage } from './chats.mapper';
export { chatsRoutes } from './chats.routes';
export { inboxRoutes } from './inbox.routes';
export { scamQueueRoutes } from './scam-queue.routes';
export { createChat } from './chats.service';
export { type MessageHook } from './message-hook';
export { type AcceptedOffer, type OfferHook } from './offer-hook';
export { type BuyerChatRow, listingBuyerChats } from './deal-chats.repo';
export { LISTING_SOLD_TEXT, tellOtherBuyersSold } from './listing-sold.service';
export { findMessage } from './messages.repo';
export { actorRoleOf, messageNotices } from './messages.service';
export { setRequest } from './requests.service';
export { chatsUserReferences } from './user-references.repo';
export {
  clearConciergeEscalation,
  countEscalatedChats,
  countScamFlagged,
  escalatedChatsPage,
  scamFlaggedPage,
} from './concierge-queue.repo';
