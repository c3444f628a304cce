/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read loosely typed bodies */
import type { TestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/http-client';
import { appendMessage } from '../chats';
import { loadChat } from '../chats';
import { ChatEffects } from '../chats';
import { getUserRecord } from '../users';
import { ANSWER_QUEUE } from './assistant.service';

/** The chat's messages as `client` reads them. */
export async function messagesOf(client: TestClient, chatId: string): Promise<any[]> {
  const res = await client.get(`/v1/chat/${chatId}/message`, { query: { size: 100 } });
  if (res.status !== 200) throw new Error(`messages failed: ${res.status} ${res.text}`);
  return res.body.content;
}

/** Polls (up to ~3 s) until the assistant has replied to `buyerMessageId`; throws otherwise. */
export async function assistantReply(
  client: TestClient,
  chatId: string,
  buyerMessageId: string,
  timeoutMs = 3000,
): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesOf(client, chatId)).find(
      (m) => m.metadata.kind === 'assistant' && m.metadata.revy?.inReplyTo === buyerMessageId,
    );
    if (found) return found;
    if (Date.now() > until) throw new Error('the assistant did not reply in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the assistant's queue is drained: no answer job waiting or running (for "it stayed quiet"). */
export const assistantIdle = (t: TestApp) => t.ctx.jobs.drain([ANSWER_QUEUE]);

/**
 * Stores a buyer's text the way the send path does (loadChat with lock, appendMessage) but
 * without queueing the assistant's job: tests then queue it or run the handler themselves.
 */
export async function storeBuyerTextSilently(t: TestApp, buyerId: string, chatId: string, content: string) {
  const buyer = await getUserRecord(t.ctx.db, buyerId);
  const row = await t.ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, buyer, chatId, { lock: true });
    return appendMessage(
      tx,
      a,
      { senderId: buyerId, actorId: buyerId, actorRole: 'buyer', content, metadata: { kind: 'text' }, moveSla: true },
      new ChatEffects(),
    );
  });
  if (!row) throw new Error('the message was not stored');
  return row;
}
