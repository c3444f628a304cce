import { Link } from 'react-router';
import { formatMoneyCents, formatRelative, ROUTES, type InboxRow as Row } from '@revy/shared';
import { personName, initialOf } from '../lib/people';
import { waitingLabel } from '../lib/waiting';
import { UnreadBadge } from './chat-list';

/** The seller's chat page for a row: the per-listing conversation, which marks it read when it opens. */
export const inboxChatPath = (r: Pick<Row, 'listingId' | 'chatId'>) =>
  `${ROUTES.myGarageListing(r.listingId)}/messages/${encodeURIComponent(r.chatId)}`;

const WHO: Record<NonNullable<Row['lastMessage']>['from'], string> = {
  buyer: '',
  seller: 'You: ',
  assistant: 'Revy: ',
  staff: 'Revy team: ',
  system: '',
};

function Pill({
  tone,
  children,
}: {
  tone: 'amber' | 'emerald' | 'sky' | 'violet' | 'grey' | 'rose';
  children: string;
}) {
  const tones = {
    amber: 'bg-amber-100 text-amber-900',
    emerald: 'bg-emerald-50 text-emerald-900',
    sky: 'bg-sky-50 text-sky-900',
    violet: 'bg-primary-soft text-primary',
    grey: 'bg-canvas text-muted',
    rose: 'bg-rose-50 text-rose-900',
  };
  return <span className={`rounded-full px-2 py-0.5 font-semibold ${tones[tone]}`}>{children}</span>;
}

function Thumb({ url, title }: { url: string | null; title: string }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className="h-14 w-14 shrink-0 rounded-lg object-cover"
    />
  ) : (
    <span
      className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-lg font-bold text-primary"
      aria-hidden="true"
    >
      {initialOf(title)}
    </span>
  );
}

/**
 * One conversation of the seller's inbox: who, which car, the last message and when, unread messages, how long the
 * buyer has waited for a reply (the SLA clock, on the shared 60-second clock `now`), and what is going on in it.
 */
export function InboxRow({ row, now }: { row: Row; now: number }) {
  const name = personName(row.buyer, row.buyer?.anonymous ? 'Guest buyer' : 'Buyer');
  const unread = row.unreadCount > 0;
  const waiting = waitingLabel(row.waitingSince, now);
  const m = row.lastMessage;
  const offer = row.offer;
  return (
    <li>
      <Link
        to={inboxChatPath(row)}
        className="flex gap-3 px-4 py-3 outline-none transition-colors hover:bg-canvas focus-visible:bg-primary-soft sm:px-5"
        aria-label={`${name} about ${row.listing.title}${unread ? `, ${row.unreadCount} unread` : ''}${waiting ? `, ${waiting}` : ''}`}
      >
        <Thumb url={row.listing.thumbnailUrl} title={row.listing.title} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'} text-ink`}>{name}</span>
            <span className="shrink-0 text-xs text-muted">
              <time dateTime={row.activityAt}>{formatRelative(row.activityAt, now)}</time>
            </span>
          </span>
          <span className="block truncate text-xs text-muted">{row.listing.title}</span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${unread ? 'text-ink' : 'text-muted'}`}>
              {m ? `${WHO[m.from]}${m.preview}` : 'Opened a conversation, no message yet'}
            </span>
            <UnreadBadge count={row.unreadCount} />
          </span>
          {waiting ||
          offer ||
          row.testDrive ||
          row.videoTourRequested ||
          row.handledByAssistant ||
          row.escalated ||
          row.restricted ? (
            <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
              {waiting ? <Pill tone="amber">{waiting}</Pill> : null}
              {offer?.status === 'pending' ? (
                <Pill tone="violet">{`Offer ${formatMoneyCents(offer.amount)} pending`}</Pill>
              ) : offer ? (
                <Pill tone="grey">{`Offer ${offer.status}`}</Pill>
              ) : null}
              {row.testDrive === 'booked' ? <Pill tone="emerald">Test drive booked</Pill> : null}
              {row.testDrive === 'requested' ? <Pill tone="emerald">Test drive requested</Pill> : null}
              {row.videoTourRequested ? <Pill tone="sky">Video tour requested</Pill> : null}
              {row.escalated ? <Pill tone="rose">Revy handed over to you</Pill> : null}
              {row.handledByAssistant && !row.escalated ? <Pill tone="sky">Answered by Revy</Pill> : null}
              {row.restricted ? <Pill tone="grey">Blocked</Pill> : null}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
