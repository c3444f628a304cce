import { useState } from 'react';
import { localDateOf, timeLabel, type Event } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { Dialog } from '../../../components/ui/dialog';
import { useEventAction } from '../api/event-mutations';
import { useEventType } from '../api/get-event-types';
import { browserTimeZone, formatDateTime } from '../lib/zoned';
import { SlotPicker } from './slot-picker';
import { isSlotRefused } from '../lib/event-view';

/** Picks a new time from the event type's free slots and moves the drive (PUT startAt). */
export function RescheduleDialog({ event, open, onClose }: { event: Event; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Pick a new time" onClose={onClose}>
      {open && event.eventTypeId ? <Reschedule event={event} typeId={event.eventTypeId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Reschedule({ event, typeId, onClose }: { event: Event; typeId: string; onClose: () => void }) {
  const viewerTz = browserTimeZone();
  const type = useEventType(typeId);
  const move = useEventAction();
  const [day, setDay] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  if (type.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner size={16} /> Finding free times…
      </p>
    );
  }
  if (type.isError) return <Alert tone="error">{errorMessage(type.error)}</Alert>;
  const slots = (type.data.slots ?? []).filter((s) => s.startAt !== event.startAt);
  const submit = () => {
    if (!selected) return;
    setConflict(null);
    move.mutate(
      { id: event.id, action: { kind: 'reschedule', startAt: selected } },
      {
        onSuccess: onClose,
        onError: (err) => {
          if (isSlotRefused(err)) {
            setConflict(err.message);
            setSelected(null);
            void type.refetch();
          }
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">Now: {formatDateTime(event.startAt, viewerTz)}</p>
      {slots.length ? (
        <SlotPicker
          slots={slots}
          viewerTz={viewerTz}
          hostTz={type.data.timezone}
          selected={selected}
          day={day}
          onDay={setDay}
          onSelect={setSelected}
        />
      ) : (
        <Alert tone="info">No other free times in the next two weeks. Agree on a time in the chat.</Alert>
      )}
      {conflict ? (
        <Alert tone="error" title="We couldn't move the drive">
          {conflict}
        </Alert>
      ) : null}
      {move.isError && !conflict ? <Alert tone="error">{errorMessage(move.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Keep the current time
        </Button>
        <Button disabled={!selected} loading={move.isPending} onClick={submit}>
          {selected ? `Move to ${timeLabel(localDateOf(selected, viewerTz).msFromMidnight)}` : 'Choose a time'}
        </Button>
      </div>
    </div>
  );
}
