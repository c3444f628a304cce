import { useState } from 'react';
import { Link } from 'react-router';
import type { Event } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { useEventAction } from '../api/event-mutations';
import { carTitle, otherPerson, personName } from '../lib/event-view';
import { formatDateTime } from '../lib/zoned';
import { EventStatusBadge } from './status-badge';

/** The host's pending and move requests with Confirm and Decline (declining asks first). */
export function RequestsList({ requests, tz, me }: { requests: Event[]; tz: string; me: string }) {
  return (
    <section aria-labelledby="requests-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="requests-heading" className="text-lg font-bold text-ink">
        Requests{requests.length ? ` (${requests.length})` : ''}
      </h2>
      {requests.length ? (
        <ul className="mt-3 flex flex-col gap-3">
          {requests.map((e) => (
            <RequestItem key={e.id} event={e} tz={tz} me={me} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No requests waiting. New ones appear here and in your notifications.</p>
      )}
    </section>
  );
}

function RequestItem({ event, tz, me }: { event: Event; tz: string; me: string }) {
  const action = useEventAction();
  const [declining, setDeclining] = useState(false);
  const who = personName(otherPerson(event, me));
  return (
    <li className="rounded-xl border border-line p-3">
      <div className="flex items-start justify-between gap-2">
        <Link to={`/event/${encodeURIComponent(event.id)}`} className="min-w-0 text-sm hover:text-primary">
          <span className="block font-semibold text-ink">{formatDateTime(event.startAt, tz)}</span>
          <span className="block truncate text-muted">
            {carTitle(event)} · {who}
          </span>
        </Link>
        <EventStatusBadge status={event.status} />
      </div>
      {action.isError ? (
        <div className="mt-2">
          <Alert tone="error">{errorMessage(action.error)}</Alert>
        </div>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button
          size="sm"
          loading={action.isPending && action.variables?.action.kind === 'confirm'}
          disabled={action.isPending}
          onClick={() => action.mutate({ id: event.id, action: { kind: 'confirm' } })}
        >
          Confirm<span className="sr-only"> {who}&rsquo;s drive</span>
        </Button>
        <Button size="sm" variant="secondary" disabled={action.isPending} onClick={() => setDeclining(true)}>
          Decline<span className="sr-only"> {who}&rsquo;s drive</span>
        </Button>
      </div>
      <ConfirmDialog
        open={declining}
        title="Decline this request?"
        body={`${who} asked for ${formatDateTime(event.startAt, tz)}. They'll be told, and the time stays free for others.`}
        confirmLabel="Decline request"
        danger
        pending={action.isPending}
        onClose={() => setDeclining(false)}
        onConfirm={() =>
          action.mutate({ id: event.id, action: { kind: 'decline' } }, { onSettled: () => setDeclining(false) })
        }
      />
    </li>
  );
}
