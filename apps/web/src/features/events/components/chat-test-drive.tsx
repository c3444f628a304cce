import { useState } from 'react';
import { Link } from 'react-router';
import type { Chat } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { useChatEvents } from '../api/get-events';
import { useEventsLive } from '../hooks/use-events-live';
import { isPast, STATUS_VIEW } from '../lib/event-view';
import { browserTimeZone, formatDateTime } from '../lib/zoned';
import { BookTestDriveDialog } from './book-test-drive-dialog';

/**
 * The chat's "Book a test drive" button. When the seller has no free times the dialog offers
 * the plain request (`onPlainRequest`), which tells the seller to propose a time.
 */
export function ChatBookButton({
  chat,
  onPlainRequest,
  autoOpen = false,
}: {
  chat: Chat;
  onPlainRequest: () => void;
  autoOpen?: boolean;
}) {
  const [open, setOpen] = useState(autoOpen);
  return (
    <>
      <button
        type="button"
        disabled={chat.isRestricted}
        onClick={() => setOpen(true)}
        className="h-8 shrink-0 rounded-lg bg-primary px-3 text-sm font-semibold text-white hover:bg-primary-hover disabled:opacity-60"
      >
        Book<span className="sr-only"> a test drive</span>
      </button>
      <BookTestDriveDialog
        open={open}
        onClose={() => setOpen(false)}
        listingId={chat.listingId}
        chatId={() => Promise.resolve(chat.id)}
        fallback={
          <Button
            variant="secondary"
            onClick={() => {
              onPlainRequest();
              setOpen(false);
            }}
          >
            Send a test drive request instead
          </Button>
        }
      />
    </>
  );
}

/** The buyer's booked drives for this car, from GET /v1/event/byChatId/{id}. */
export function ChatBookedDrives({ chatId }: { chatId: string }) {
  const events = useChatEvents(chatId);
  useEventsLive();
  const tz = browserTimeZone();
  const now = useNow();
  const upcoming = (events.data ?? []).filter((e) => !isPast(e, now));
  if (!upcoming.length) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Your test drives">
      {upcoming.map((e) => (
        <li key={e.id}>
          <Link
            to={`/event/${encodeURIComponent(e.id)}`}
            className="flex flex-col rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm hover:border-emerald-400"
          >
            <span className="font-semibold text-emerald-950">Test drive · {formatDateTime(e.startAt, tz)}</span>
            <span className="text-emerald-900">{STATUS_VIEW[e.status].label} · See details</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
