import { useState } from 'react';
import type { Event } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useNow } from '../../../lib/use-now';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { useEventAction, type EventAction } from '../api/event-mutations';
import { isPast, needsHostAnswer, roleOf } from '../lib/event-view';
import { RescheduleDialog } from './reschedule-dialog';

/**
 * What the viewer may do with a drive: the host confirms or declines a request and marks a
 * started drive completed; both sides reschedule or cancel until it is over.
 * `onGone` runs after cancel or decline (both delete the event).
 */
export function EventActions({
  event,
  me,
  onGone,
  compact = false,
}: {
  event: Event;
  me: string;
  onGone?: () => void;
  compact?: boolean;
}) {
  const action = useEventAction();
  const [asking, setAsking] = useState<'cancel' | 'decline' | null>(null);
  const [moving, setMoving] = useState(false);
  const host = roleOf(event, me) === 'host';
  const now = useNow();
  const over = isPast(event, now);
  const started = Date.parse(event.startAt) <= now;
  const size = compact ? 'sm' : 'md';
  const run = (a: EventAction, then?: () => void) => action.mutate({ id: event.id, action: a }, { onSuccess: then });
  const busy = (kind: EventAction['kind']) => action.isPending && action.variables?.action.kind === kind;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {host && needsHostAnswer(event) && !over ? (
          <>
            <Button
              size={size}
              loading={busy('confirm')}
              disabled={action.isPending}
              onClick={() => run({ kind: 'confirm' })}
            >
              Confirm
            </Button>
            <Button size={size} variant="secondary" disabled={action.isPending} onClick={() => setAsking('decline')}>
              Decline
            </Button>
          </>
        ) : null}
        {host && event.status === 'confirmed' && started ? (
          <Button
            size={size}
            loading={busy('complete')}
            disabled={action.isPending}
            onClick={() => run({ kind: 'complete' })}
          >
            Mark as completed
          </Button>
        ) : null}
        {!over && event.eventTypeId ? (
          <Button size={size} variant="secondary" disabled={action.isPending} onClick={() => setMoving(true)}>
            Reschedule
          </Button>
        ) : null}
        {!over ? (
          <Button size={size} variant="ghost" disabled={action.isPending} onClick={() => setAsking('cancel')}>
            Cancel drive
          </Button>
        ) : null}
      </div>
      {action.isError ? <Alert tone="error">{errorMessage(action.error)}</Alert> : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'decline' ? 'Decline this request?' : 'Cancel this test drive?'}
        body={
          asking === 'decline'
            ? 'The buyer is told, and the time stays free for others.'
            : 'The other person is told right away. This can’t be undone.'
        }
        confirmLabel={asking === 'decline' ? 'Decline request' : 'Cancel drive'}
        danger
        pending={action.isPending}
        onClose={() => setAsking(null)}
        // The dialog closes either way, so an error shows beside the buttons rather than behind it.
        onConfirm={() =>
          asking &&
          action.mutate(
            { id: event.id, action: { kind: asking } },
            { onSuccess: () => onGone?.(), onSettled: () => setAsking(null) },
          )
        }
      />
      <RescheduleDialog event={event} open={moving} onClose={() => setMoving(false)} />
    </div>
  );
}
