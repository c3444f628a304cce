import { NavLink } from 'react-router';
import { formatMoneyCents, formatRelative, type Chat } from '@revy/shared';
import { lastActivity, waitingLabel } from '../lib/waiting';
import { isAssistantMessage } from '../lib/messages';
import { initialOf } from '../lib/people';
import { OfferStatusBadge } from './offer-status';

/** A preview of the last message: who said it and the first line. */
export function lastMessagePreview(chat: Chat, myUserId: string | null | undefined): string {
  const m = chat.lastMessage;
  if (!m) return 'No messages yet';
  const who = m.senderId && m.senderId === myUserId ? 'You: ' : isAssistantMessage(m) ? 'Revy: ' : '';
  return `${who}${m.content.replace(/\s+/g, ' ').trim()}`;
}

/** Unread badge: a count for screen readers too. */
export function UnreadBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-white">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/**
 * A list of chats as rows: the other person (or the car), last message, unread count, waiting
 * time and flags. Sorted by last activity.
 */
export function ChatList({
  chats,
  nameOf,
  hrefOf,
  myUserId,
  now,
  label,
}: {
  chats: Chat[];
  nameOf: (c: Chat) => string;
  hrefOf: (c: Chat) => string;
  myUserId: string | null | undefined;
  now: number;
  label: string;
}) {
  const sorted = [...chats].sort((a, b) => (lastActivity(a) < lastActivity(b) ? 1 : -1));
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {sorted.map((c) => {
        const unread = c.me?.unreadCount ?? 0;
        const waiting = waitingLabel(c.me?.slaClockAt, now);
        const name = nameOf(c);
        return (
          <li key={c.id}>
            <NavLink
              to={hrefOf(c)}
              className={({ isActive }) =>
                `flex gap-3 px-4 py-3 outline-none transition-colors focus-visible:bg-primary-soft ${isActive ? 'bg-primary-soft' : 'hover:bg-canvas'}`
              }
            >
              <span
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary"
                aria-hidden="true"
              >
                {initialOf(name)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className={`truncate ${unread ? 'font-bold text-ink' : 'font-semibold text-ink'}`}>{name}</span>
                  <span className="shrink-0 text-xs text-muted">{formatRelative(lastActivity(c), now)}</span>
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className={`truncate text-sm ${unread ? 'text-ink' : 'text-muted'}`}>
                    {lastMessagePreview(c, myUserId)}
                  </span>
                  <UnreadBadge count={unread} />
                </span>
                {waiting || c.offerStatus || c.isTestDriveRequested || c.isVideoTourRequested || c.isRestricted ? (
                  <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
                    {waiting ? (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                        {waiting}
                      </span>
                    ) : null}
                    {c.offerStatus ? (
                      <>
                        <span className="text-muted">{formatMoneyCents(c.offer)}</span>
                        <OfferStatusBadge status={c.offerStatus} />
                      </>
                    ) : null}
                    {c.isTestDriveRequested ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900">
                        Test drive
                      </span>
                    ) : null}
                    {c.isVideoTourRequested ? (
                      <span className="rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-900">Video tour</span>
                    ) : null}
                    {c.isRestricted ? (
                      <span className="rounded-full bg-canvas px-2 py-0.5 font-medium text-muted">Blocked</span>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
