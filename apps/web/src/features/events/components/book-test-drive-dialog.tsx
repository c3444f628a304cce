import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { localDateOf, SLOT_RANGE_DAYS, timeLabel, type Event } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { Dialog } from '../../../components/ui/dialog';
import { useBookEvent } from '../api/event-mutations';
import { useTypeByListing } from '../api/get-event-types';
import { browserTimeZone, formatDateTime } from '../lib/zoned';
import { SlotPicker } from './slot-picker';
import { isSlotRefused } from '../lib/event-view';
import { IdVerificationPrompt, needsIdVerification } from '../../id-verification';

/**
 * "Book a test drive": the seller's free times for this car in the buyer's zone, then a request
 * (or a booking, when the seller does not confirm). `chatId` resolves the buyer's chat, opening
 * it if needed, since every booking belongs to a conversation.
 */
export function BookTestDriveDialog({
  open,
  onClose,
  listingId,
  chatId,
  fallback,
}: {
  open: boolean;
  onClose: () => void;
  listingId: string;
  chatId: () => Promise<string>;
  /** Shown with the empty state: e.g. the chat's plain "Request a test drive". */
  fallback?: ReactNode;
}) {
  return (
    <Dialog open={open} title="Book a test drive" onClose={onClose}>
      {open ? <BookingFlow listingId={listingId} chatId={chatId} fallback={fallback} onClose={onClose} /> : null}
    </Dialog>
  );
}

function BookingFlow({
  listingId,
  chatId,
  fallback,
  onClose,
}: {
  listingId: string;
  chatId: () => Promise<string>;
  fallback?: ReactNode;
  onClose: () => void;
}) {
  const viewerTz = browserTimeZone();
  const type = useTypeByListing(listingId);
  const book = useBookEvent();
  const [day, setDay] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [booked, setBooked] = useState<Event | null>(null);

  if (booked) return <Booked event={booked} viewerTz={viewerTz} onClose={onClose} />;
  if (type.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted" role="status">
        <Spinner size={16} /> Finding the seller’s free times…
      </p>
    );
  }
  if (type.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error" title="We couldn't load the seller's times">
          {errorMessage(type.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void type.refetch()}>
          Try again
        </Button>
        {fallback}
      </div>
    );
  }
  const t = type.data;
  const slots = t.slots ?? [];
  const confirm = t.requiresConfirmation;
  const label = selected ? timeLabel(localDateOf(selected, viewerTz).msFromMidnight) : null;

  const submit = async () => {
    if (!selected) return;
    setConflict(null);
    try {
      const event = await book.mutateAsync({ eventTypeId: t.id, startAt: selected, listingId, chatId: await chatId() });
      setBooked(event);
    } catch (err) {
      if (isSlotRefused(err)) {
        setConflict(err.message);
        setSelected(null);
        void type.refetch();
      }
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {slots.length === 0 ? (
        <div className="flex flex-col gap-3">
          <Alert tone="info" title={`No free times in the next ${SLOT_RANGE_DAYS} days`}>
            Ask the seller in the chat for another time.
          </Alert>
          {fallback}
        </div>
      ) : (
        <SlotPicker
          slots={slots}
          viewerTz={viewerTz}
          hostTz={t.timezone}
          selected={selected}
          day={day}
          onDay={setDay}
          onSelect={setSelected}
        />
      )}
      {conflict ? (
        <Alert tone="error" title="We couldn't book that time">
          {conflict}
        </Alert>
      ) : null}
      {/* Issue 18: the seller asks for a verified ID; the buyer is taken through it and brought back. */}
      <IdVerificationPrompt error={book.error} what="test drive" />
      {book.isError && !conflict && !needsIdVerification(book.error) ? (
        <Alert tone="error">{errorMessage(book.error)}</Alert>
      ) : null}
      {slots.length ? (
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <p className="text-sm text-muted">
            {confirm
              ? 'The seller confirms each request; you’ll get a notification.'
              : 'This seller accepts bookings right away.'}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} disabled={!selected} loading={book.isPending}>
              {label ? `${confirm ? 'Request' : 'Book'} ${label}` : 'Choose a time'}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function Booked({ event, viewerTz, onClose }: { event: Event; viewerTz: string; onClose: () => void }) {
  const pending = event.status === 'pending' || event.status === 'awaitingHost';
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={pending ? 'Request sent' : 'Test drive booked'}>
        {formatDateTime(event.startAt, viewerTz)}.{' '}
        {pending ? 'The seller will confirm the time; we’ll let you know.' : 'It’s on the seller’s calendar.'}
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Link
          to={`/event/${encodeURIComponent(event.id)}`}
          className="inline-flex h-10 items-center justify-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-hover"
        >
          See the details
        </Link>
      </div>
    </div>
  );
}
