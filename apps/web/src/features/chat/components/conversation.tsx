import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { parseChatFormData, type Chat, type ParsedChatForm } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { getFeed } from '../../../lib/feed/feed';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useChatUser } from '../api/chat-user';
import { useEditMessage } from '../api/edit-message';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import { useChatLive } from '../hooks/use-chat-live';
import { lastStored, newMessageId, type LocalMessage } from '../lib/messages';
import { buyerName, sellerName } from '../lib/people';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ShareDetails } from './share-form-dialog';

/**
 * One conversation, from either side: the live message list, the composer (optimistic, with
 * retry), editing our recent text, shared forms as cards, typing signals both ways, read
 * receipts, and marking read while it is on screen.
 */
export function Conversation({
  chat,
  role,
  header,
  emptyHint,
  notice,
}: {
  chat: Chat;
  role: 'buyer' | 'seller';
  header?: ReactNode;
  emptyHint?: string;
  /** Shown above the composer (a guest's email prompt, issue 19). */
  notice?: ReactNode;
}) {
  const me = useCurrentUser().data ?? null;
  const myId = me?.id ?? chat.me?.userId ?? null;
  const messages = useMessages(chat.id);
  const send = useSendMessage(chat.id, myId);
  const markRead = useMarkRead(chat.id);
  const edit = useEditMessage(chat.id);
  const otherId = role === 'buyer' ? (chat.seller?.id ?? chat.listing?.sellerId) : chat.buyerId;
  const otherRead = useChatUser(chat.id, otherId);
  const { typingUserId, assistantTyping } = useChatLive(chat.id, myId);
  const otherLabel = role === 'buyer' ? sellerName(chat) : buyerName(chat);
  const list = (messages.data ?? []) as LocalMessage[];
  const newest = lastStored(list);
  const restricted = role === 'buyer' && chat.isRestricted;

  // Mark read while the conversation is open and visible, once per newest message.
  const { mutate: mark, isPending: marking } = markRead;
  const lastRead = chat.me?.lastReadChatMessageId ?? null;
  useEffect(() => {
    if (!newest || !chat.me || marking) return;
    if (newest.id === lastRead || (newest.senderId === myId && !chat.me.unreadCount)) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    mark(newest.id);
  }, [newest, lastRead, chat.me, myId, mark, marking]);

  // Refresh the other side's read state when a message arrives or the chat changes.
  const { refetch: refetchOther } = otherRead;
  useEffect(() => {
    if (otherRead.isSuccess) void refetchOther();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest?.id, chat.updatedAt]);

  const onSend = useCallback((content: string) => send.mutate({ id: newMessageId(), content }), [send]);
  const onRetry = useCallback((m: LocalMessage) => send.mutate({ id: m.id, content: m.content }), [send]);
  const { mutateAsync: saveEdit } = edit;
  const onEdit = useCallback((m: LocalMessage, content: string) => saveEdit({ messageId: m.id, content }), [saveEdit]);
  const forms = useMemo(
    () =>
      new Map<string, ParsedChatForm | null>((chat.forms ?? []).map((f) => [f.id, parseChatFormData(f.name, f.data)])),
    [chat.forms],
  );
  const onTyping = useCallback(() => getFeed().sendTyping(chat.id), [chat.id]);

  const sendError = send.isError && isApiError(send.error) ? send.error : null;
  const sendProblem =
    sendError?.status === 429
      ? `You're sending messages quickly. ${errorMessage(sendError)}`
      : sendError?.status === 403
        ? 'The seller is not accepting messages from you in this conversation.'
        : send.isError
          ? `Your message was not sent: ${errorMessage(send.error)}`
          : null;

  return (
    <div className="flex h-full min-h-0 flex-col">
      {header}
      {messages.isPending ? (
        <MessagesSkeleton />
      ) : messages.isError ? (
        <div className="flex flex-1 flex-col items-start gap-3 p-5">
          <Alert tone="error" title="We couldn't load the messages">
            {errorMessage(messages.error)}
          </Alert>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <MessageList
          messages={list}
          myUserId={myId}
          otherLabel={otherLabel}
          otherRead={otherRead.data}
          typingLabel={assistantTyping ? 'Revy is typing…' : typingUserId ? `${otherLabel} is typing…` : null}
          sellerSide={role === 'seller'}
          onRetry={onRetry}
          onEdit={onEdit}
          forms={forms}
          empty={
            <div className="mx-auto flex max-w-sm flex-col items-center py-10 text-center">
              <p className="font-semibold text-ink">No messages yet</p>
              <p className="mt-1 text-sm text-muted">{emptyHint ?? 'Say hello and ask anything about the car.'}</p>
            </div>
          }
        />
      )}
      {sendProblem ? (
        <p role="alert" className="border-t border-orange-200 bg-orange-50 px-4 py-2 text-sm text-orange-900">
          {sendProblem}
        </p>
      ) : null}
      {notice}
      <Composer
        onSend={onSend}
        onTyping={onTyping}
        restricted={restricted}
        restrictedNotice="The seller has paused this conversation. You can't send messages here for now."
        placeholder={role === 'buyer' ? `Message ${otherLabel}` : `Reply to ${otherLabel}`}
        actions={<ShareDetails chatId={chat.id} userId={myId} role={role} />}
      />
    </div>
  );
}

function MessagesSkeleton() {
  return (
    <div className="flex flex-1 animate-pulse flex-col gap-3 px-5 py-4" aria-busy="true" aria-label="Loading messages">
      <div className="h-10 w-2/3 rounded-2xl bg-line/70" />
      <div className="ml-auto h-10 w-1/2 rounded-2xl bg-primary-soft" />
      <div className="h-16 w-3/5 rounded-2xl bg-line/70" />
    </div>
  );
}
