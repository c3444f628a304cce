import { useState } from 'react';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useUserEvents } from '../api/get-events';
import { useEventsLive } from '../hooks/use-events-live';
import { isPast } from '../lib/event-view';
import { browserTimeZone, zoneCity } from '../lib/zoned';
import { DriveCard } from './drive-card';
import { PageSkeleton } from './my-calendar-page';
import { SignedOutState } from './signed-out-state';

type Tab = 'upcoming' | 'past';

/** /test-drives: the signed-in user's drives as buyer or seller, upcoming first, then past. */
export function TestDrivesPage() {
  const user = useCurrentUser();
  if (user.isPending) return <PageSkeleton />;
  if (!user.data || user.data.anonymous)
    return <SignedOutState next={ROUTES.testDrives} title="Sign in to see your test drives" />;
  return <Drives me={user.data.id} />;
}

function Drives({ me }: { me: string }) {
  const events = useUserEvents(me);
  useEventsLive();
  const [tab, setTab] = useState<Tab>('upcoming');
  const tz = browserTimeZone();
  const all = events.data ?? [];
  const upcoming = all.filter((e) => !isPast(e)).sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  const past = all.filter((e) => isPast(e)).sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
  const list = tab === 'upcoming' ? upcoming : past;
  const tabs: Array<{ id: Tab; label: string; count: number }> = [
    { id: 'upcoming', label: 'Upcoming', count: upcoming.length },
    { id: 'past', label: 'Past', count: past.length },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Test drives</h1>
      <p className="text-sm text-muted">Times in your time zone ({zoneCity(tz)}).</p>
      <div role="tablist" aria-label="Test drives" className="mt-5 flex gap-1 border-b border-line">
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls="drives-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = t.id === 'upcoming' ? 'past' : 'upcoming';
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === t.id ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {t.label}
            {events.data ? ` (${t.count})` : ''}
          </button>
        ))}
      </div>
      <div id="drives-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-5">
        {events.isPending ? (
          <div
            className="h-40 animate-pulse rounded-2xl border border-line bg-white"
            aria-busy="true"
            aria-label="Loading your test drives"
          />
        ) : events.isError ? (
          <Alert tone="error" title="We couldn't load your test drives">
            {errorMessage(events.error)}
          </Alert>
        ) : list.length ? (
          <ul className="flex flex-col gap-4">
            {list.map((e) => (
              <DriveCard key={e.id} event={e} me={me} tz={tz} />
            ))}
          </ul>
        ) : tab === 'upcoming' ? (
          <EmptyState
            headingLevel={2}
            illustration={<CalendarIllustration />}
            title="No upcoming test drives"
            description="Book one from a car's page or your conversation with the seller. Drives buyers book with you appear here too."
            actions={[
              { to: ROUTES.showroom, label: 'Find a car to test drive' },
              { to: ROUTES.calendar, label: 'Set my availability' },
            ]}
          />
        ) : (
          <p className="py-10 text-center text-muted">No past test drives yet.</p>
        )}
      </div>
    </div>
  );
}
