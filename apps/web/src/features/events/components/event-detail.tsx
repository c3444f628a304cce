import { Link, useNavigate } from 'react-router';
import { eventNotFoundMessage, ROUTES, type Event } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useEvent } from '../api/get-events';
import { useEventsLive } from '../hooks/use-events-live';
import { carTitle, otherPerson, personName, placeOf, roleOf } from '../lib/event-view';
import { downloadIcs } from '../lib/ics';
import { browserTimeZone, formatRange, sameClock, zoneAbbreviation, zoneCity } from '../lib/zoned';
import { EventActions } from './event-actions';
import { PageSkeleton } from './my-calendar-page';
import { EventStatusBadge } from './status-badge';

/** /event/{id}: the drive for its host and attendees (the route guard keeps others out). */
export function EventDetailPage({ id }: { id: string }) {
  const user = useCurrentUser();
  const event = useEvent(id);
  useEventsLive();
  if (user.isPending || event.isPending) return <PageSkeleton />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) {
      return (
        <EmptyState
          illustration={<CalendarIllustration />}
          title="This test drive isn't here"
          description={event.error.message || eventNotFoundMessage(id)}
          actions={[
            { to: ROUTES.testDrives, label: 'All my test drives' },
            { to: ROUTES.dashboardSelling, label: 'Go to the dashboard' },
          ]}
        />
      );
    }
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Alert tone="error" title="We couldn't load this test drive">
          {errorMessage(event.error)}
        </Alert>
        <Button className="mt-4" variant="secondary" onClick={() => void event.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <EventDetail event={event.data} me={user.data?.id ?? ''} />;
}

function chatHref(e: Event, host: boolean): string | null {
  if (!e.chatId || !e.listingId) return null;
  return host
    ? `${ROUTES.myGarageListing(e.listingId)}/messages/${encodeURIComponent(e.chatId)}`
    : `${ROUTES.listing(e.listingId)}/chat/${encodeURIComponent(e.chatId)}`;
}

function EventDetail({ event, me }: { event: Event; me: string }) {
  const navigate = useNavigate();
  const tz = browserTimeZone();
  const host = roleOf(event, me) === 'host';
  const hostTz = event.timezone;
  const place = placeOf(event);
  const chat = chatHref(event, host);
  const l = event.listing;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <Link to={ROUTES.testDrives} className="text-sm font-medium text-muted hover:text-primary">
        ← All test drives
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Test drive: {carTitle(event)}</h1>
        <EventStatusBadge status={event.status} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_260px]">
        <section aria-label="Details" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5">
          <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-3 text-sm">
            <dt className="font-semibold text-muted">When</dt>
            <dd className="text-ink">
              {formatRange(event.startAt, event.endAt, tz)} {zoneAbbreviation(event.startAt, tz)}
              {hostTz && !sameClock(tz, hostTz) ? (
                <span className="block text-muted">
                  {host ? 'Your calendar' : 'The seller’s time'}: {formatRange(event.startAt, event.endAt, hostTz)} (
                  {zoneCity(hostTz)})
                </span>
              ) : null}
            </dd>
            <dt className="font-semibold text-muted">Where</dt>
            <dd className="text-ink">{place ?? 'Agree on the place in the chat'}</dd>
            <dt className="font-semibold text-muted">{host ? 'Buyer' : 'Seller'}</dt>
            <dd className="text-ink">{personName(otherPerson(event, me))}</dd>
            {event.description ? (
              <>
                <dt className="font-semibold text-muted">Notes</dt>
                <dd className="whitespace-pre-line text-ink">{event.description}</dd>
              </>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-2 border-t border-line pt-4">
            {chat ? (
              <Link
                to={chat}
                className="inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:bg-primary-soft"
              >
                Open the chat
              </Link>
            ) : null}
            <Button variant="secondary" onClick={() => downloadIcs(event)}>
              Add to calendar
            </Button>
          </div>
          <EventActions event={event} me={me} onGone={() => navigate(ROUTES.testDrives, { replace: true })} />
        </section>
        {l ? (
          <Link
            to={ROUTES.listing(l.id)}
            className="self-start overflow-hidden rounded-2xl border border-line bg-white hover:border-primary"
          >
            {l.coverUrl ? (
              <img src={l.coverUrl} alt="" className="h-40 w-full object-cover" />
            ) : (
              <span className="flex h-40 items-center justify-center bg-primary-soft text-sm text-muted">No photo</span>
            )}
            <span className="block p-4">
              <span className="block font-semibold text-ink">{l.title ?? l.shortTitle ?? 'The car'}</span>
              {l.city || l.state ? (
                <span className="block text-sm text-muted">{[l.city, l.state].filter(Boolean).join(', ')}</span>
              ) : null}
              <span className="mt-1 block text-sm font-semibold text-primary">See the car →</span>
            </span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
