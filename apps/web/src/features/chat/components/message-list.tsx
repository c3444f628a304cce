import { useEffect, useRef, type ReactNode } from 'react';
import { canEditMessageAt, staffAuthorLabel, staffMarkOf, type ChatUser, type ParsedChatForm } from '@revy/shared';
import { useNow } from '../../../lib/use-now';
import { isAssistantMessage, messageKind, type LocalMessage } from '../lib/messages';
import { MessageBubble } from './message-bubble';

/**
 * The conversation, oldest first, as a live log (new messages are announced politely). Keeps the
 * view at the bottom when a message arrives while the reader is already there.
 */
export function MessageList({
  messages,
  myUserId,
  otherLabel,
  otherRead,
  typingLabel,
  onRetry,
  onEdit,
  forms,
  empty,
  sellerSide = false,
}: {
  messages: LocalMessage[];
  myUserId: string | null;
  otherLabel: string;
  otherRead: ChatUser | null | undefined;
  typingLabel: string | null;
  onRetry: (m: LocalMessage) => void;
  /** Saves an edit; the Edit control shows on our stored text messages inside the edit window. */
  onEdit?: (m: LocalMessage, content: string) => Promise<unknown>;
  /** Shared forms by id, parsed (null when the data does not fit its template). */
  forms?: ReadonlyMap<string, ParsedChatForm | null>;
  empty: ReactNode;
  /** The reader is on the seller's side, where the assistant's answers are drawn (issue 6). */
  sellerSide?: boolean;
}) {
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const count = messages.length;

  useEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count, typingLabel]);

  // "Seen" goes under our newest message the other side has read.
  const readId = otherRead?.lastReadChatMessageId ?? null;
  const readIndex = readId ? messages.findIndex((m) => m.id === readId) : -1;
  let seenId: string | null = null;
  if (readIndex >= 0) {
    for (let i = readIndex; i >= 0; i--) {
      if (messages[i]!.senderId === myUserId) {
        seenId = messages[i]!.id;
        break;
      }
    }
    // Only worth saying for the newest message of ours.
    const lastMine = [...messages].reverse().find((m) => m.senderId === myUserId && !m.local);
    if (lastMine?.id !== seenId) seenId = null;
  }

  // Our stored text may be edited; the control shows only inside the window, but an editor left
  // open past it still saves and gets the server's 409 rather than vanishing.
  const ownText = (m: LocalMessage) =>
    !!onEdit && !!myUserId && m.senderId === myUserId && !m.local && messageKind(m) === 'text' && !m.metadata?.revy;

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4"
    >
      {count === 0 ? (
        empty
      ) : (
        <div role="log" aria-live="polite" aria-label="Messages">
          <ol className="flex flex-col gap-3">
            {messages.map((m) => {
              const staff = staffMarkOf(m.metadata);
              const own = !!myUserId && m.senderId === myUserId;
              return (
                <MessageBubble
                  key={m.id}
                  message={m}
                  // The assistant and a concierge write for the seller, so their answers sit on the seller's side.
                  mine={isAssistantMessage(m) ? sellerSide : own || (!!staff && sellerSide)}
                  assistant={isAssistantMessage(m)}
                  staff={staff}
                  senderLabel={
                    isAssistantMessage(m) ? 'Revy, AI assistant' : staff ? staffAuthorLabel(staff) : otherLabel
                  }
                  now={now}
                  seen={m.id === seenId}
                  onRetry={() => onRetry(m)}
                  onEdit={ownText(m) ? (content) => onEdit!(m, content) : undefined}
                  canEdit={ownText(m) && canEditMessageAt(m.createdAt, new Date(now))}
                  form={typeof m.metadata?.formId === 'string' ? (forms?.get(m.metadata.formId) ?? null) : null}
                />
              );
            })}
          </ol>
        </div>
      )}
      <div aria-live="polite" className="min-h-6 px-1 pt-2 text-sm italic text-muted">
        {typingLabel ? (
          <span className="inline-flex items-center gap-2">
            <span className="inline-flex gap-0.5" aria-hidden="true">
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted [animation-delay:-0.3s]" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted [animation-delay:-0.15s]" />
              <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted" />
            </span>
            {typingLabel}
          </span>
        ) : null}
      </div>
    </div>
  );
}
