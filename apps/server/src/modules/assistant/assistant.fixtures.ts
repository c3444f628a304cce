/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers read loosely typed bodies */
import type { TestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/http-client';
import { runnerOf } from './assistant-runner';

/** The chat's messages as `client` reads them. */
export async function messagesOf(client: TestClient, chatId: string): Promise<any[]> {
  const res = await client.get(`/v1/chat/${chatId}/message`, { query: { size: 100 } });
  if (res.status !== 200) throw new Error(`messages failed: ${res.status} ${res.text}`);
  return res.body.content;
}

/** Polls (up to ~3 s) until the assistant has replied to `buyerMessageId`; throws otherwise. */
export async function assistantReply(client: TestClient, chatId: string, buyerMessageId: string, timeoutMs = 3000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messagesOf(client, chatId)).find((m) => m.metadata.kind === 'assistant' && m.metadata.revy?.inReplyTo === buyerMessageId);
    if (found) return found;
    if (Date.now() > until) throw new Error('the assistant did not reply in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the assistant's queued work on this instance is done (for "it stayed quiet"). */
export const assistantIdle = (t: TestApp) => runnerOf(t.ctx).idle();
