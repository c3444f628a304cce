import type { ChatUserRole } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import type { ChatAccess } from './chat-access';
import { appendMessage } from './chat-append';
import type { ChatEffects } from './chat-effects';
import * as repo from './chats.repo';

/**
 * A test-drive booking changed in a chat (the events module, issue 7), inside the caller's
 * transaction, which holds loadChat's locks (listing row, then chat row): sets or clears the
 * chat's isTestDriveRequested, writes the system line and recounts the listing's counters, as
 * POST /v1/chat/{id}/testdrive does. The caller publishes the chat (feedChat) after commit and
 * sends its own notifications.
 */
export async function recordTestDriveChange(
  tx: DbOrTx,
  a: ChatAccess,
  input: {
    actorId: string;
    actorRole: ChatUserRole;
    requested: boolean;
    content: string;
    event: string;
    eventId: string;
  },
  fx: ChatEffects,
): Promise<void> {
  if (a.chat.isTestDriveRequested !== input.requested) {
    a.chat = await repo.updateChat(tx, a.chat.id, { isTestDriveRequested: input.requested });
  }
  await appendMessage(
    tx,
    a,
    {
      senderId: null,
      actorId: input.actorId,
      actorRole: input.actorRole,
      content: input.content,
      metadata: { kind: 'system', event: input.event, eventId: input.eventId },
      moveSla: false,
    },
    fx,
  );
  fx.counters(await repo.recountListing(tx, a.chat.listingId));
}

/**
 * Locks a chat for a change its event made (listing row, then chat row: loadChat's order) without
 * asking who the caller is: the events module has already checked the caller against the event.
 * Null when the chat is gone.
 */
export async function lockChatOfEvent(tx: DbOrTx, chatId: string): Promise<ChatAccess | null> {
  const listing = await repo.lockChatListingOfChat(tx, chatId);
  const chat = listing ? await repo.findChat(tx, chatId, { forUpdate: true }) : null;
  return chat && listing ? { chat, listing, role: null, staff: false } : null;
}
