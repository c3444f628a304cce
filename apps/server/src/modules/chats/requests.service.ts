import { chatRequestLine, chatRequestNotice, type Chat } from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import type { UserRecord } from '../users';
import { assertCanWrite, assertForSale, assertVerifiedBuyer, chatLink, loadChat } from './chat-access';
import { appendMessage } from './chat-append';
import { ChatEffects, flush } from './chat-effects';
import { chatView, feedChat } from './chat-views';
import * as repo from './chats.repo';

export type RequestKind = 'testDrive' | 'videoTour';

/**
 * POST and DELETE /v1/chat/{id}/testdrive and /videotour (the buyer). Asking twice, or
 * cancelling what was not asked, changes nothing and answers the chat as it is; a change sets the
 * chat flag, writes a system line, recounts the listing's request counters and tells the seller.
 */
export async function setRequest(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  kind: RequestKind,
  on: boolean,
): Promise<Chat> {
  const fx = new ChatEffects();
  const flag = kind === 'testDrive' ? 'isTestDriveRequested' : 'isVideoTourRequested';
  const chat = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    if (a.role !== 'buyer')
      throw forbidden(`Only the buyer asks for ${kind === 'testDrive' ? 'a test drive' : 'a video tour'}`);
    assertCanWrite(a);
    if (on) assertForSale(a.listing);
    // Asking for a test drive is the start of one: the seller's "verified buyers only" applies (issue 18).
    if (on && kind === 'testDrive') assertVerifiedBuyer(a, actor);
    if (a.chat[flag] === on) return a.chat;
    const updated = await repo.updateChat(tx, chatId, { [flag]: on });
    const content = chatRequestLine(kind, on);
    await appendMessage(
      tx,
      a,
      {
        senderId: null,
        actorId: actor.id,
        actorRole: 'buyer',
        content,
        metadata: { kind: 'system', event: on ? `${kind}Requested` : `${kind}Cancelled` },
        moveSla: false,
      },
      fx,
    );
    fx.counters(await repo.recountListing(tx, a.chat.listingId));
    fx.notify.push({
      userId: a.listing.sellerId,
      type: on ? (kind === 'testDrive' ? 'chat.testDrive' : 'chat.videoTour') : 'chat.requestCancelled',
      title: chatRequestNotice({ kind, on, car: a.listing.title }).title,
      link: chatLink('seller', a.chat),
      data: { chatId, listingId: a.chat.listingId, request: kind },
    });
    return updated;
  });
  if (fx.feed.length > 0) fx.push(chatId, 'update', await feedChat(ctx.db, chatId));
  await flush(ctx, fx);
  return chatView(ctx.db, actor, chat);
}
