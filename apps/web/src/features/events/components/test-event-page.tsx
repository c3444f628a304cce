import { ROUTES } from '@revy/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useEventType, useTypesByHost } from '../api/get-event-types';
import { browserTimeZone, formatDateTime } from '../lib/zoned';
import { PageSkeleton } from './my-calendar-page';
import { SignedOutState } from './signed-out-state';

/** /test/event: a look at the signed-in user's event types and the next slots they offer. */
export function TestEventSandbox() {
  const user = useCurrentUser();
  const types = useTypesByHost(user.data?.id);
  if (user.isPending) return <PageSkeleton />;
  if (!user.data || user.data.anonymous)
    return <SignedOutState next="/test/event" title="Sign in to try the booking flow" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">Booking flow sandbox</h1>
      <p className="text-sm text-muted">
        Your event types and their next free slots, as buyers see them. Change the hours in{' '}
        <Link to={ROUTES.calendar} className="text-primary underline">
          My calendar
        </Link>
        .
      </p>
      {types.isError ? <Alert tone="error">{errorMessage(types.error)}</Alert> : null}
      <ul className="mt-5 flex flex-col gap-4">
        {(types.data ?? []).map((t) => (
          <TypeSlots key={t.id} id={t.id} title={t.title} />
        ))}
      </ul>
      {types.data?.length === 0 ? (
        <p className="mt-5 text-muted">No event types yet: save your availability in My calendar to create one.</p>
      ) : null}
    </div>
  );
}

function TypeSlots({ id, title }: { id: string; title: string }) {
  const type = useEventType(id);
  const tz = browserTimeZone();
  const slots = type.data?.slots ?? [];
  return (
    <li className="rounded-2xl border border-line bg-white p-4">
      <h2 className="font-semibold text-ink">{title}</h2>
      <p className="text-sm text-muted">
        {type.isPending ? 'Loading slots…' : `${slots.length} free slots in the next 14 days`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {slots.slice(0, 8).map((s) => (
          <li key={s.startAt} className="rounded-lg border border-line px-2 py-1">
            {formatDateTime(s.startAt, tz)}
          </li>
        ))}
      </ul>
    </li>
  );
}
