import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES, type Event } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useNow } from '../../../lib/use-now';
import { useTypesByHost } from '../api/get-event-types';
import { useUserEvents } from '../api/get-events';
import { useEventsLive } from '../hooks/use-events-live';
import { monthOf, shiftAnchor, weekOf } from '../lib/calendar';
import { isPast, needsHostAnswer } from '../lib/event-view';
import { browserTimeZone, dayKeyOf, formatDayKey, zoneCity } from '../lib/zoned';
import { AvailabilityEditor } from './availability-editor';
import { MonthView } from './month-view';
import { RequestsList } from './requests-list';
import { SignedOutState } from './signed-out-state';
import { WeekView } from './week-view';

type View = 'week' | 'month';

/** /my-calendar: the seller's drives across listings, requests to answer, and availability. */
export function MyCalendarPage() {
  const user = useCurrentUser();
  if (user.isPending) return <PageSkeleton />;
  if (!user.data || user.data.anonymous)
    return <SignedOutState next={ROUTES.calendar} title="Sign in to see your calendar" />;
  return <SellerCalendar me={user.data.id} />;
}

function SellerCalendar({ me }: { me: string }) {
  const types = useTypesByHost(me);
  const events = useUserEvents(me);
  useEventsLive();
  const type = types.data?.[0] ?? null;
  // Drives sit where they happen for the seller: in the zone of their availability.
  const tz = type?.timezone ?? browserTimeZone();
  const now = useNow();
  const today = dayKeyOf(new Date(now), tz);
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);

  const hosting: Event[] = (events.data ?? []).filter((e) => e.hostId === me);
  const requests = hosting.filter((e) => needsHostAnswer(e) && !isPast(e, now));
  const week = weekOf(anchor);
  const weeks = monthOf(anchor);
  const title =
    view === 'week'
      ? `${formatDayKey(week[0]!, { month: 'short', day: 'numeric' })} – ${formatDayKey(week[6]!, { month: 'short', day: 'numeric', year: 'numeric' })}`
      : formatDayKey(anchor, { month: 'long', year: 'numeric' });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My calendar</h1>
          <p className="text-sm text-muted">Test drives for all your cars. Times in {zoneCity(tz)} time.</p>
        </div>
        <Link to={ROUTES.testDrives} className="text-sm font-semibold text-primary hover:underline">
          All test drives →
        </Link>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-1">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setAnchor(shiftAnchor(anchor, view, -1))}
                aria-label={`Previous ${view}`}
              >
                ←
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setAnchor(today)}>
                Today
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setAnchor(shiftAnchor(anchor, view, 1))}
                aria-label={`Next ${view}`}
              >
                →
              </Button>
              <h2 className="ml-2 text-base font-semibold text-ink" aria-live="polite">
                {title}
              </h2>
            </div>
            <div role="group" aria-label="View" className="inline-flex rounded-lg border border-line p-0.5">
              {(['week', 'month'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className={`h-8 rounded-md px-3 text-sm font-semibold capitalize ${view === v ? 'bg-primary text-white' : 'text-ink hover:bg-primary-soft'}`}
                >
                  {v}
                </button>
              ))}
            </div>
          </div>
          {events.isError ? (
            <Alert tone="error" title="We couldn't load your test drives">
              {errorMessage(events.error)}
            </Alert>
          ) : events.isPending ? (
            <div
              className="h-96 animate-pulse rounded-2xl border border-line bg-white"
              aria-busy="true"
              aria-label="Loading your calendar"
            />
          ) : (
            <>
              {hosting.length === 0 ? (
                <Alert tone="info" title="No test drives yet">
                  Buyers book from the hours you set under Availability. Every booking shows up here.
                </Alert>
              ) : null}
              {view === 'week' ? (
                <WeekView days={week} events={hosting} tz={tz} today={today} me={me} />
              ) : (
                <MonthView
                  weeks={weeks}
                  month={anchor.slice(0, 7)}
                  events={hosting}
                  tz={tz}
                  today={today}
                  onDay={(d) => {
                    setAnchor(d);
                    setView('week');
                  }}
                />
              )}
            </>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <RequestsList requests={requests} tz={browserTimeZone()} me={me} />
          {types.isPending ? (
            <div
              className="h-64 animate-pulse rounded-2xl border border-line bg-white"
              aria-busy="true"
              aria-label="Loading your availability"
            />
          ) : types.isError ? (
            <Alert tone="error" title="We couldn't load your availability">
              {errorMessage(types.error)}
            </Alert>
          ) : (
            <AvailabilityEditor key={type?.id ?? 'new'} type={type} />
          )}
        </div>
      </div>
    </div>
  );
}

export function PageSkeleton() {
  return <div className="mx-auto h-96 max-w-5xl animate-pulse px-4 py-6" aria-busy="true" aria-label="Loading" />;
}
