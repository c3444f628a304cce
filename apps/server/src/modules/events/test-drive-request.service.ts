import type { Chat } from '@revy/shared';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { loadChat } from '../chats';
import { setRequest } from '../chats';
import type { UserRecord } from '../users';
import * as repo from './events.repo';
import { cancelEvent } from './events.service';

/**
 * DELETE /v1/chat/{id}/testdrive (the buyer). Cancelling the request also cancels the test
 * drives booked from it that have not happened yet (issue 13: they used to stay on both
 * calendars), each the way DELETE /v1/event/{id} does: removed, the seller told, a CANCEL
 * invitation mailed, and the chat's flag cleared when none remains. Then the request itself.
 */
export async function cancelTestDriveRequest(ctx: AppContext, actor: UserRecord, chatId: string): Promise<Chat> {
  const access = await loadChat(ctx.db, actor, chatId);
  if (access.role !== 'buyer') throw forbidden('Only the buyer asks for a test drive');
  const now = Date.now();
  for (const event of await repo.eventsOfChat(ctx.db, chatId)) {
    if (event.endAt.getTime() > now) await cancelEvent(ctx, actor, event.id, { reason: 'cancelled' });
  }
  return setRequest(ctx, actor, chatId, 'testDrive', false);
}
