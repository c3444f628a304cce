import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { ChatRow } from './chats.repo';
import type { MessageRow } from './messages.repo';

/**
 * What a person's sent message lets a module above chats add (the assistant's answer job, decision 015): a port,
 * because chats may not import the assistant (issue 14). app.ts plugs the assistant's hook into
 * chatMessagesRoutes.
 */
export type MessageHook = {
  /**
   * Inside the transaction that stored the message, right after it (the chat and its listing locked): what is
   * written here commits with the message or not at all.
   */
  stored(ctx: AppContext, tx: DbOrTx, message: MessageRow, chat: ChatRow, sellerId: string): Promise<unknown>;
  /** After the commit (and the chat's feed and notifications). */
  committed(ctx: AppContext): void;
};
