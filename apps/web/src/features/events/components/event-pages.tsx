import { useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIllustration } from '../../../components/illustrations';

/** /my-calendar: the seller's availability and booked test drives. */
export function MyCalendarPage() {
  return (
    <EmptyState
      illustration={<CalendarIllustration />}
      title="Your test drive calendar"
      description="Set the days and hours you can show your car. Buyers book from those times, and every booking appears here."
      actions={[
        { to: ROUTES.testDrives, label: 'See my test drives' },
        { to: ROUTES.dashboardSelling, label: 'Go to my garage' },
      ]}
    />
  );
}

/** /test-drives: upcoming and past test drives. */
export function TestDrivesPage() {
  return (
    <EmptyState
      illustration={<CalendarIllustration />}
      title="No test drives booked yet"
      description="Test drives you book as a buyer, or that buyers book with you, are listed here with the time, place and the other person."
      actions={[
        { to: ROUTES.showroom, label: 'Find a car to test drive' },
        { to: ROUTES.calendar, label: 'Set my availability' },
      ]}
    />
  );
}

/** /event/{id}: one booked event, for its host and attendees (see the route guard). */
export function EventPage() {
  const { id = '' } = useParams();
  return (
    <EmptyState
      illustration={<CalendarIllustration />}
      title="Your test drive details"
      description="The time, meeting place and car of this booking, with buttons to confirm, reschedule or cancel."
      actions={[
        { to: ROUTES.testDrives, label: 'All my test drives' },
        { to: ROUTES.calendar, label: 'My calendar' },
      ]}
    >
      <p className="mt-6 text-xs text-muted">Booking reference {id}</p>
    </EmptyState>
  );
}

/** /test/event: a sandbox for the booking flow. */
export function TestEventPage() {
  return (
    <EmptyState
      illustration={<CalendarIllustration />}
      title="Booking flow sandbox"
      description="Try the test drive booking flow end to end against test data, without notifying real sellers."
      actions={[
        { to: ROUTES.calendar, label: 'Open my calendar' },
        { to: ROUTES.testDrives, label: 'See test drives' },
      ]}
    />
  );
}
