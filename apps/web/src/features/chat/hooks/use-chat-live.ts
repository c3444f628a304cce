import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TYPING_TTL_MS, type Chat, type ChatMessage, type FeedEvent } from '@revy/shared';
import { useFeed, useFeedReconnect } from '../../../lib/feed/use-feed';
import { chatUserQuery } from '../api/chat-user';
import { fetchMessages } from '../api/get-messages';
import { chatKeys } from '../api/keys';
import { isAssistantMessage, lastStored, mergeMessages, type LocalMessage } from '../lib/messages';

type Typing = { userId: string; at: string };

/** How long "Revy is typing…" may show without its revyEnd (a lost feed message must not leave it up). */
const ASSISTANT_TYPING_MAX_MS = 60_000;

function isChat(data: unknown): data is Chat {
  return !!data && typeof data === 'object' && 'listingId' in data && 'buyerId' in data;
}
function isMessage(data: unknown): data is ChatMessage {
  return !!data && typeof data === 'object' && 'content' in data && 'chatId' in data && 'id' in data;
}

/**
 * Keeps one chat live: new messages (child) are merged into the message list, edited ones
 * (update with a message) replace the cached copy, chat updates replace the cached chat, typing
 * signals from the other side show for TYPING_TTL_MS, and after the feed reconnects the messages
 * missed meanwhile are fetched with afterId. revyStart / revyEnd on the chat show and hide the
 * assistant writing (issue 6).
 * Returns the id of the user typing, if any, and whether the assistant is writing.
 */
export function useChatLive(
  chatId: string | undefined,
  myUserId: string | null | undefined,
): { typingUserId: string | null; assistantTyping: boolean } {
  const qc = useQueryClient();
  const [typing, setTyping] = useState<Typing | null>(null);
  const [assistantTyping, setAssistantTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const assistantTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const onMessage = useCallback(
    (m: FeedEvent) => {
      if (!chatId) return;
      if (m.action === 'revyStart' || m.action === 'revyEnd') {
        const on = m.action === 'revyStart';
        setAssistantTyping(on);
        if (assistantTimer.current) clearTimeout(assistantTimer.current);
        if (on) assistantTimer.current = setTimeout(() => setAssistantTyping(false), ASSISTANT_TYPING_MAX_MS);
        return;
      }
      if (m.action === 'child' && isMessage(m.data)) {
        const msg = m.data;
        qc.setQueryData<LocalMessage[]>(chatKeys.messages(chatId), (cur) => mergeMessages(cur, [msg]));
        // A message ends that person's typing; the assistant's own message ends its writing.
        setTyping((t) => (t && t.userId === msg.senderId ? null : t));
        if (isAssistantMessage(msg)) setAssistantTyping(false);
        // A shared form's card reads chat.forms: fetch the chat again when we do not have it yet.
        const formId = msg.metadata?.kind === 'form' ? msg.metadata.formId : undefined;
        const cached = qc.getQueryData<Chat>(chatKeys.detail(chatId));
        if (formId && !cached?.forms?.some((f) => f.id === formId))
          void qc.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
        void qc.invalidateQueries({ queryKey: chatKeys.mineAll() });
        return;
      }
      if (m.action === 'update') {
        // One of the update shapes of FeedUpdateDataSchema; only the chat's own ones matter here.
        const data = m.data;
        if (data && 'chatUser' in data && data.chatUser) {
          // Someone's read state moved: ours updates the chat, theirs the "Seen" receipt.
          const cu = data.chatUser;
          if (cu.userId === myUserId)
            qc.setQueryData<Chat>(chatKeys.detail(chatId), (cur) => (cur ? { ...cur, me: cu } : cur));
          else qc.setQueryData(chatUserQuery(chatId, cu.userId).queryKey, cu);
          return;
        }
        if (data && 'message' in data && isMessage(data.message)) {
          const edited = data.message;
          qc.setQueryData<LocalMessage[]>(chatKeys.messages(chatId), (cur) => mergeMessages(cur, [edited]));
          return;
        }
        if (data && 'typing' in data && data.typing) {
          const t = data.typing;
          if (t.userId === myUserId) return;
          setTyping(t);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setTyping(null), TYPING_TTL_MS);
          return;
        }
        if (isChat(data)) {
          // The pushed chat carries the receiver's own read state only when it is theirs; keep ours.
          // Pushed chats come without forms (those need ?forms=true): keep the ones we have.
          qc.setQueryData<Chat>(chatKeys.detail(chatId), (cur) =>
            cur
              ? {
                  ...data,
                  me: data.me && data.me.userId === myUserId ? data.me : cur.me,
                  forms: data.forms ?? cur.forms,
                }
              : data,
          );
          void qc.invalidateQueries({ queryKey: chatKeys.offers(chatId) });
        } else {
          void qc.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
        }
        return;
      }
      if (m.action === 'delete') void qc.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
    },
    [chatId, myUserId, qc],
  );

  useFeed([chatId], onMessage);

  // Catch up on what arrived while the connection was down.
  useFeedReconnect(() => {
    if (!chatId) return;
    const after = lastStored(qc.getQueryData<LocalMessage[]>(chatKeys.messages(chatId)));
    void fetchMessages(chatId, { afterId: after?.id })
      .then((missed) => qc.setQueryData<LocalMessage[]>(chatKeys.messages(chatId), (cur) => mergeMessages(cur, missed)))
      .catch(() => undefined);
    void qc.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (assistantTimer.current) clearTimeout(assistantTimer.current);
    },
    [],
  );

  return { typingUserId: typing?.userId ?? null, assistantTyping };
}
