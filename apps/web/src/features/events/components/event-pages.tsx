import { useParams } from 'react-router';
import { EventDetailPage } from './event-detail';
import { TestEventSandbox } from './test-event-page';

// The route table lazy-loads this module and picks these names; the pages live in their own files.
export { MyCalendarPage } from './my-calendar-page';
export { TestDrivesPage } from './test-drives-page';

/** /event/{id}: one booked event, for its host and attendees (see the route guard). */
export function EventPage() {
  const { id = '' } = useParams();
  return <EventDetailPage key={id} id={id} />;
}

/** /test/event: the signed-in user's event types and their next slots. */
export function TestEventPage() {
  return <TestEventSandbox />;
}
