import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatRelative, type ParsedChatForm, type ScamSignal, type StaffMark } from '@revy/shared';
import { messageKind, scamSignals, splitLinks, type LocalMessage } from '../lib/messages';
import { scamFamilyLabel } from '../lib/scam';
import { FormCard } from './form-card';
import { MessageEditor } from './message-editor';

/**
 * Message text as text: never HTML. Links are shown (styled, selectable, copyable) but not
 * clickable, so a scammer's link is never one tap away (issue 5: links shown, not auto-followed).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.link ? (
          <span
            key={i}
            className="break-all underline decoration-dotted underline-offset-2"
            title="Links in messages are not opened for you: copy it if you trust it"
          >
            {part.text}
          </span>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** metadata.revy of an assistant message, read defensively (metadata is free-form on the wire). */
function assistantMeta(
  m: LocalMessage,
): { action?: string; handoffTo?: string | null; correctedBy?: string | null } | null {
  const r = m.metadata?.revy;
  return r && typeof r === 'object'
    ? (r as { action?: string; handoffTo?: string | null; correctedBy?: string | null })
    : null;
}

/**
 * The warning on a flagged message for the person it is addressed to (and staff): what the message looks like and
 * what to do, one line per family. A note, not an alert: it is read with the message, not announced over it.
 */
function ScamBanner({ signals }: { signals: ScamSignal[] }) {
  const headings = [...new Set(signals.map((s) => scamFamilyLabel(s.kind)))];
  return (
    <div
      role="note"
      aria-label="Safety warning"
      className="mt-2 flex gap-2.5 rounded-xl border-2 border-amber-400 bg-amber-50 px-3 py-2.5 text-left text-sm text-amber-950 shadow-sm"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 shrink-0 text-amber-600">
        <path d="M12 3l10 18H2L12 3z" fill="currentColor" />
        <path d="M12 10v5M12 17.5v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div>
        <p className="font-semibold">Be careful: this looks like a scam</p>
        <p className="text-xs font-medium text-amber-800">{headings.join(' · ')}</p>
        <ul className="mt-1 space-y-1">
          {[...new Set(signals.map((s) => s.warning))].map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * What the sender of a flagged message sees (decision 026): that the other person was shown a safety tip, not which
 * words did it. An honest sender is not surprised by a wary answer; a scammer is not handed a checklist to rephrase
 * around (the payload still carries the signals: anyone can read them, so this is courtesy, not secrecy).
 */
function SentFlagNote() {
  return (
    <p className="mt-1 max-w-xs px-1 text-right text-xs text-muted">
      Revy showed the other person a safety tip about this message.
    </p>
  );
}

/** Who on Revy's staff wrote a message: a "Concierge" badge and their name, for buyer and seller alike. */
function StaffByline({ staff, onPrimary }: { staff: StaffMark; onPrimary: boolean }) {
  return (
    <p
      className={`mb-1 flex flex-wrap items-center gap-1.5 text-xs font-semibold ${onPrimary ? 'text-white' : 'text-ink'}`}
    >
      <span
        className={`rounded-full px-2 py-0.5 text-[11px] uppercase tracking-wide ${onPrimary ? 'bg-white/20 text-white' : 'bg-emerald-100 text-emerald-900'}`}
      >
        Concierge
      </span>
      <span>Revy concierge ({staff.name})</span>
    </p>
  );
}

/**
 * One message: ours on the right, theirs on the left, system lines centred; scam warnings under
 * it for the person it is addressed to (the sender sees a short note instead). A shared form draws as a card when its data is known; our recent text has an Edit control.
 */
export function MessageBubble({
  message,
  mine,
  senderLabel,
  now,
  seen,
  onRetry,
  form,
  onEdit,
  canEdit,
  assistant = false,
  staff = null,
}: {
  message: LocalMessage;
  /** On our side of the conversation (the assistant's answers are on the seller's side). */
  mine: boolean;
  /** The buyer assistant's message: labelled and drawn apart from people's messages. */
  assistant?: boolean;
  /** A concierge answered for the seller (metadata.staff, decision 030): badge and name on the bubble. */
  staff?: StaffMark | null;
  senderLabel: string;
  now: number;
  seen?: boolean;
  onRetry?: () => void;
  /** The shared form's answers, for a message of kind 'form'; null when unknown or unreadable. */
  form?: ParsedChatForm | null;
  /** Saves an edit of our own text message. */
  onEdit?: (content: string) => Promise<unknown>;
  /** Whether to offer Edit now (inside the edit window). */
  canEdit?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Focus goes back to Edit when the editor closes, so keyboard users keep their place.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const kind = messageKind(message);
  const editedAt = typeof message.metadata?.editedAt === 'string' ? message.metadata.editedAt : null;
  const signals = scamSignals(message);
  const time = (
    <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
      {formatRelative(message.createdAt, now)}
    </time>
  );

  if (kind === 'system' || kind === 'offer') {
    return (
      <li className="flex flex-col items-center px-2 py-1 text-center">
        <p
          className={`max-w-md rounded-full px-3 py-1 text-xs ${kind === 'offer' ? 'bg-primary-soft font-semibold text-primary' : 'bg-line/60 text-muted'}`}
        >
          <MessageText text={message.content} />
          <span className="sr-only"> · </span>
          <span className="ml-1.5 whitespace-nowrap font-normal text-muted">{time}</span>
        </p>
        {signals.length ? <ScamBanner signals={signals} /> : null}
      </li>
    );
  }

  const revy = assistant ? assistantMeta(message) : null;
  const bubble = (
    <div
      className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[15px] leading-snug sm:max-w-[70%] ${
        assistant
          ? `border border-primary/30 bg-primary-soft text-ink ${mine ? 'rounded-br-md' : 'rounded-bl-md'}`
          : mine
            ? 'rounded-br-md bg-primary text-white'
            : 'rounded-bl-md border border-line bg-white text-ink'
      } ${message.local === 'sending' ? 'opacity-70' : ''} ${message.local === 'failed' ? 'ring-2 ring-danger/60' : ''}`}
    >
      {assistant ? (
        <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-primary" aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
            <path
              d="M12 2l2.2 6.3L20.5 10l-6.3 2.2L12 18.5l-2.2-6.3L3.5 10l6.3-1.7L12 2zM19 15l1 2.6 2.6 1-2.6 1L19 22l-1-2.4-2.6-1 2.6-1L19 15z"
              fill="currentColor"
            />
          </svg>{' '}
          Revy · AI assistant
        </p>
      ) : null}
      {staff ? <StaffByline staff={staff} onPrimary={mine} /> : null}
      <MessageText text={message.content} />
    </div>
  );

  return (
    <li className={`group flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <span className="sr-only">{mine && !assistant && !staff ? 'You' : senderLabel}:</span>
      {editing && onEdit ? (
        <MessageEditor
          initial={message.content}
          onCancel={() => setEditing(false)}
          onSave={async (content) => {
            await onEdit(content);
            setEditing(false);
          }}
        />
      ) : kind === 'form' && form ? (
        <FormCard form={form} mine={mine} />
      ) : (
        bubble
      )}
      {signals.length && mine && !assistant ? (
        <SentFlagNote />
      ) : signals.length ? (
        <div className="max-w-[85%] sm:max-w-[70%]">
          <ScamBanner signals={signals} />
        </div>
      ) : null}
      {revy?.action === 'handoff' ? (
        <p className="mt-1 px-1 text-xs font-medium text-amber-800">
          {revy.handoffTo === 'concierge' ? 'Handed to a Revy concierge' : 'Handed to the seller'}
        </p>
      ) : null}
      {revy?.correctedBy ? <p className="mt-1 px-1 text-xs font-medium text-muted">Corrected by the seller</p> : null}
      <p className="mt-1 flex items-center gap-2 px-1 text-xs text-muted">
        {onEdit && canEdit && !editing ? (
          // Always there on touch screens; on devices that hover it shows on hover or focus. First in
          // the line, so while hidden it does not push the time away from the bubble's edge.
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            aria-label="Edit message"
            className="-my-1 rounded px-1.5 py-1 font-semibold text-primary hover:underline focus-visible:opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100"
          >
            Edit
          </button>
        ) : null}
        {message.local === 'sending' ? <span>Sending…</span> : null}
        {message.local === 'failed' ? (
          <>
            <span className="font-medium text-danger">Not sent</span>
            {onRetry ? (
              <button
                type="button"
                onClick={onRetry}
                className="rounded font-semibold text-primary underline-offset-2 hover:underline"
              >
                Retry
              </button>
            ) : null}
          </>
        ) : null}
        {!message.local ? time : null}
        {editedAt ? <span title={`Edited ${formatDateTime(editedAt)}`}>· edited</span> : null}
        {seen ? <span className="font-medium text-primary">· Seen</span> : null}
      </p>
    </li>
  );
}
