import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@revy/shared';

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/**
 * Writing a message: Enter sends, Shift+Enter adds a line, a counter near the limit. When the
 * writer is restricted the box is replaced by a notice saying why.
 */
export function Composer({
  onSend,
  onTyping,
  restricted,
  restrictedNotice,
  placeholder = 'Write a message',
  autoFocus,
  actions,
}: {
  onSend: (text: string) => void;
  onTyping?: () => void;
  restricted?: boolean;
  restrictedNotice?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Controls beside the box (Share details); hidden with it when the writer is restricted. */
  actions?: ReactNode;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const length = text.length;
  const over = length > CHAT_MESSAGE_MAX_LENGTH;
  const empty = text.trim().length === 0;

  if (restricted) {
    return (
      <div role="status" className="border-t border-line bg-canvas px-4 py-4 text-center text-sm text-muted">
        {restrictedNotice ?? 'You can no longer send messages in this conversation.'}
      </div>
    );
  }

  const send = () => {
    if (empty || over) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  // The actions sit outside the <form>: they may hold a dialog with a form of its own, and
  // forms cannot nest (nor should its submit reach this one).
  return (
    <div className="border-t border-line bg-white px-4 py-3">
      <div className="flex items-end gap-2">
        {actions}
        <form
          className="flex min-w-0 flex-1 items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor={id} className="sr-only">
            Message
          </label>
          <textarea
            id={id}
            value={text}
            rows={1}
            autoFocus={autoFocus}
            placeholder={placeholder}
            aria-describedby={`${id}-hint`}
            aria-invalid={over || undefined}
            onChange={(e) => {
              setText(e.target.value);
              onTyping?.();
            }}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink outline-none [field-sizing:content] focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
          <button
            type="submit"
            disabled={empty || over}
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-primary px-4 text-sm font-semibold text-white shadow-sm hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50"
          >
            Send
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 12l16-8-6 16-2-7-8-1z" fill="currentColor" />
            </svg>
          </button>
        </form>
      </div>
      <div id={`${id}-hint`} className="mt-1 flex justify-between px-1 text-xs text-muted">
        <span className="hidden sm:inline">Enter to send · Shift+Enter for a new line</span>
        {length >= CHAT_MESSAGE_MAX_LENGTH * COUNTER_FROM ? (
          <span className={over ? 'font-semibold text-danger' : ''} aria-live="polite">
            {length.toLocaleString('en-US')} / {CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
