import type { ChatMessage } from '@revy/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users';
import { saveForm } from '../forms';
import { assertCanWrite, loadChat } from './chat-access';
import { appendMessage } from './chat-append';
import { ChatEffects, flush } from './chat-effects';
import { toChatMessage } from './chats.mapper';
import { actorRoleOf, messageNotices } from './messages.service';

/**
 * POST /v1/api/chat-form/create/{id}: the caller's form (name, data) stored and shared in the
 * chat as a message of kind 'form' carrying formId; GET /v1/chat/{id}?forms=true lists them.
 */
export async function createChatForm(
  ctx: AppContext,
  actor: UserRecord,
  chatId: string,
  input: { name: string; data: string },
): Promise<ChatMessage> {
  const fx = new ChatEffects();
  const row = await ctx.db.transaction(async (tx) => {
    const a = await loadChat(tx, actor, chatId, { lock: true });
    assertCanWrite(a);
    const form = await saveForm(tx, actor.id, input.name, input.data);
    const content = `Shared a form: ${input.name}`;
    const stored = await appendMessage(
      tx,
      a,
      {
        senderId: actor.id,
        actorId: actor.id,
        actorRole: actorRoleOf(a),
        content,
        metadata: { kind: 'form', formId: form.id, formName: form.name },
        moveSla: true,
      },
      fx,
    );
    messageNotices(a, actor.id, fx, content);
    return stored!;
  });
  await flush(ctx, fx);
  return toChatMessage(row);
}
