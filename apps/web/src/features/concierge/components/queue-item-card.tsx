import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CHAT_MESSAGE_MAX_LENGTH, formatDateTime, ROUTES, type ListingGap, type QueueItem } from '@revy/shared';
import { Button } from '../../../components/ui/button';

/** "3 h 20 min", "2 days": how long a buyer has waited, in words a glance can read. */
export function waitedFor(at: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** A time of day in the test drive's own timezone ("3:00 PM PST"). */
function timeIn(iso: string, timeZone: string | null) {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? undefined,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const GAP_LABEL: Record<ListingGap, string> = { photos: 'No photos', price: 'No price', description: 'No description' };

const chip = (tone: 'amber' | 'slate' | 'emerald' | 'primary') =>
  ({
    amber: 'bg-amber-100 text-amber-950',
    slate: 'bg-line/70 text-ink',
    emerald: 'bg-emerald-100 text-emerald-900',
    primary: 'bg-primary-soft text-primary',
  })[tone];

function Chip({ tone, children }: { tone: 'amber' | 'slate' | 'emerald' | 'primary'; children: ReactNode }) {
  return <li className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${chip(tone)}`}>{children}</li>;
}

const linkClass =
  'rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** Staff's links for a row: the listing, its garage (where chats are answered too), its history. */
function RowLinks({ item }: { item: QueueItem }) {
  const listingId = item.listing?.id;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Open">
      {listingId && item.chatId && item.queue !== 'scam' ? (
        <li>
          <Link
            className={linkClass}
            to={`${ROUTES.myGarageListing(listingId)}/messages/${encodeURIComponent(item.chatId)}`}
          >
            Open the chat
          </Link>
        </li>
      ) : null}
      {item.queue === 'scam' ? (
        <li>
          <Link className={linkClass} to="/concierge/scam">
            Review in the scam shield
          </Link>
        </li>
      ) : null}
      {listingId ? (
        <>
          <li>
            <Link className={linkClass} to={ROUTES.myGarageListing(listingId)}>
              Garage
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={`/concierge/history/${encodeURIComponent(listingId)}`}>
              History
            </Link>
          </li>
        </>
      ) : null}
    </ul>
  );
}

/** The inline answer box of an escalated chat: the message goes out as "Revy concierge (your name)". */
function AnswerForm({ item, busy, onAnswer }: { item: QueueItem; busy: boolean; onAnswer: (text: string) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) onAnswer(text.trim());
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Answer {item.buyer?.name ?? 'the buyer'} as the Revy concierge
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        required
        className="rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        placeholder="The buyer and the seller both see this, with your name."
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={busy} disabled={!text.trim()}>
          Send answer
        </Button>
      </div>
    </form>
  );
}

export type QueueRowActions = {
  /** The row an action is running on (its buttons wait). */
  busyId: string | null;
  onAnswer: (item: QueueItem, text: string) => void;
  onReview: (item: QueueItem) => void;
  onActivate: (item: QueueItem) => void;
};

/** When the item entered its queue, in the queue's words. */
function When({ item, now }: { item: QueueItem; now: number }) {
  const at = <time dateTime={item.at}>{formatDateTime(item.at)}</time>;
  switch (item.queue) {
    case 'escalated':
      return (
        <>
          Waiting <strong className="font-semibold text-ink">{waitedFor(item.at, now)}</strong>
        </>
      );
    case 'review':
      return <>Published {at}</>;
    case 'incomplete':
      return <>Created {at}</>;
    case 'activation':
      return <>Bought {at}</>;
    case 'scam':
      return <>Flagged {at}</>;
    case 'test-drives':
      return (
        <>
          <time dateTime={item.at}>{timeIn(item.at, item.timezone)}</time>
          {item.endsAt ? <> – {timeIn(item.endsAt, item.timezone)}</> : null}
        </>
      );
  }
}

/** One row of a queue, with what staff do about it right there. */
export function QueueItemCard({ item, now, actions }: { item: QueueItem; now: number; actions: QueueRowActions }) {
  const busy = actions.busyId === item.id;
  const headingId = `queue-item-${item.id}`;
  const title = item.listing?.title ?? (item.queue === 'activation' ? 'Plan without a listing' : 'Listing');
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
        <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h2 id={headingId} className="line-clamp-2 break-words text-base font-semibold text-ink">
              {item.listing ? (
                <Link
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  to={ROUTES.listing(item.listing.id)}
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
            <p className="text-sm text-muted">
              {[item.seller ? `Seller ${item.seller.name}` : null, item.buyer ? `Buyer ${item.buyer.name}` : null]
                .filter(Boolean)
                .join(' · ') || 'No seller on record'}
            </p>
          </div>
          <p className="shrink-0 text-sm text-muted">
            <When item={item} now={now} />
          </p>
        </header>

        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Details">
          {item.queue === 'escalated' ? (
            item.conciergeEscalated ? (
              <Chip tone="amber">Handed to a concierge</Chip>
            ) : (
              <Chip tone="slate">Past the seller&apos;s reply deadline</Chip>
            )
          ) : null}
          {item.missing.map((g) => (
            <Chip key={g} tone="amber">
              {GAP_LABEL[g]}
            </Chip>
          ))}
          {item.queue === 'activation' && item.summary ? <Chip tone="primary">{item.summary}</Chip> : null}
          {item.queue === 'test-drives' && item.summary ? <Chip tone="primary">{item.summary}</Chip> : null}
          {item.queue === 'test-drives' || item.queue === 'activation' ? (
            item.status ? (
              <Chip tone="slate">{item.status}</Chip>
            ) : null
          ) : null}
        </ul>

        {item.queue === 'escalated' && item.summary ? (
          <blockquote className="mt-3 rounded-lg bg-canvas px-3 py-2 text-sm">
            <p className="text-xs font-medium text-muted">The buyer&apos;s latest message</p>
            {/* Text as text: a buyer's link is shown, never made clickable. */}
            <p className="mt-1 whitespace-pre-wrap break-words text-ink">{item.summary}</p>
          </blockquote>
        ) : null}

        {item.queue === 'escalated' && item.chatId ? (
          <AnswerForm item={item} busy={busy} onAnswer={(text) => actions.onAnswer(item, text)} />
        ) : null}

        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <RowLinks item={item} />
          {item.queue === 'review' ? (
            <Button size="sm" loading={busy} onClick={() => actions.onReview(item)} aria-describedby={headingId}>
              Mark reviewed
            </Button>
          ) : null}
          {item.queue === 'activation' ? (
            <Button size="sm" loading={busy} onClick={() => actions.onActivate(item)} aria-describedby={headingId}>
              Activate plan
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
