import { Link } from 'react-router';
import { formatDateTime, formatRelative, ROUTES, type Escalation } from '@revy/shared';
import { handoffReasonLabel, handoffToLabel } from '../lib/handoff';

/**
 * Chats the assistant handed to a person: who, why, what they asked and for how long they have
 * waited, each linking to the conversation. `showHandoffTo` adds who it was handed to (staff view).
 */
export function EscalationList({
  items,
  listingId,
  now,
  showHandoffTo = false,
}: {
  items: Escalation[];
  listingId: string;
  now: number;
  showHandoffTo?: boolean;
}) {
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((e) => {
        const since = e.waitingSince ?? e.at;
        return (
          <li key={e.chatId} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{e.buyerName}</span>
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {handoffReasonLabel(e.reason)}
                </span>
                {showHandoffTo ? (
                  <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                    To: {handoffToLabel(e.handoffTo)}
                  </span>
                ) : null}
              </p>
              {e.question ? <p className="mt-1 break-words text-sm text-ink">“{e.question}”</p> : null}
              <p className="mt-1 text-xs text-muted">
                Waiting since{' '}
                <time dateTime={since} title={formatDateTime(since)}>
                  {formatRelative(since, now)}
                </time>
              </p>
            </div>
            <Link
              to={`${ROUTES.myGarageListing(listingId)}/messages/${encodeURIComponent(e.chatId)}`}
              aria-label={`Open chat with ${e.buyerName}`}
              className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg border border-line px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
            >
              Open chat
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
