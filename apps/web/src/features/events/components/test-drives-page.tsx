import { useState } from 'react';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
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
      <Tabs value={tab} onChange={setTab}>
        <TabList label="Test drives">
          {tabs.map((t) => (
            <Tab key={t.id} value={t.id}>
              {t.label}
              {events.data ? ` (${t.count})` : ''}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab} className="mt-5">
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
        </TabPanel>
      </Tabs>
    </div>
  );
}
