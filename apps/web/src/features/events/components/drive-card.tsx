import { Link } from 'react-router';
import type { Event } from '@revy/shared';
import { carTitle, otherPerson, personName, placeOf, roleOf } from '../lib/event-view';
import { formatRange } from '../lib/zoned';
import { EventActions } from './event-actions';
import { EventStatusBadge } from './status-badge';

/** One drive in /test-drives: car, time in the viewer's zone, place, status, the other person. */
export function DriveCard({ event, me, tz }: { event: Event; me: string; tz: string }) {
  const host = roleOf(event, me) === 'host';
  const href = `/event/${encodeURIComponent(event.id)}`;
  const place = placeOf(event);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:flex-row">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {event.listing?.coverUrl ? (
          <img src={event.listing.coverUrl} alt="" className="h-32 w-full rounded-xl object-cover sm:h-24 sm:w-36" />
        ) : (
          <span className="flex h-32 w-full items-center justify-center rounded-xl bg-primary-soft text-sm text-muted sm:h-24 sm:w-36">
            No photo
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${host ? 'bg-primary-soft text-primary' : 'bg-slate-100 text-slate-700'}`}
          >
            {host ? 'You’re selling' : 'You’re buying'}
          </span>
          <EventStatusBadge status={event.status} />
        </div>
        <h3 className="text-lg font-bold text-ink">
          <Link to={href} className="hover:text-primary">
            {carTitle(event)}
          </Link>
        </h3>
        <p className="text-sm text-ink">{formatRange(event.startAt, event.endAt, tz)}</p>
        <p className="text-sm text-muted">
          {place ? `${place} · ` : ''}
          {host ? 'Buyer' : 'Seller'}: {personName(otherPerson(event, me))}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <EventActions event={event} me={me} compact />
          <Link to={href} className="text-sm font-semibold text-primary hover:underline">
            Open<span className="sr-only"> {carTitle(event)} test drive</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
