import { Link } from 'react-router';
import type { Event } from '@revy/shared';
import { eventsByDay, gridHours, layoutDay } from '../lib/calendar';
import { carTitle, otherPerson, personName, STATUS_VIEW } from '../lib/event-view';
import { formatDayKey, formatTime } from '../lib/zoned';
import { EventStatusBadge } from './status-badge';

const eventHref = (e: Event) => `/event/${encodeURIComponent(e.id)}`;
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;

/**
 * Seven columns of 7:00–21:00 in the seller's zone with drives as blocks (links, so Tab reaches
 * them in time order). Phones get the same week as a day-by-day list instead.
 */
export function WeekView({
  days,
  events,
  tz,
  today,
  me,
}: {
  days: string[];
  events: Event[];
  tz: string;
  today: string;
  me: string;
}) {
  const byDay = eventsByDay(events, tz);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white sm:block">
        <div className="grid min-w-[720px] grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
          <div />
          {days.map((d) => (
            <div
              key={d}
              className={`border-b border-l border-line px-2 py-2 text-center text-sm font-semibold ${d === today ? 'text-primary' : 'text-ink'}`}
            >
              {formatDayKey(d)}
              {d === today ? <span className="sr-only"> (today)</span> : null}
            </div>
          ))}
          <div className="relative" aria-hidden="true">
            {gridHours().map((h) => (
              <div key={h} className="h-12 pr-2 text-right text-xs text-muted">
                {hourLabel(h)}
              </div>
            ))}
          </div>
          {days.map((d) => (
            <section
              key={d}
              aria-label={formatDayKey(d, { weekday: 'long', month: 'long', day: 'numeric' })}
              className={`relative border-l border-line ${d === today ? 'bg-primary-soft/40' : ''}`}
            >
              {gridHours().map((h) => (
                <div key={h} className="h-12 border-b border-line/60" />
              ))}
              {layoutDay(byDay.get(d) ?? [], tz).map((b) => (
                <Link
                  key={b.event.id}
                  to={eventHref(b.event)}
                  data-testid="week-event"
                  style={{
                    top: `${b.top}%`,
                    height: `${b.height}%`,
                    left: `${(b.lane / b.lanes) * 100}%`,
                    width: `${100 / b.lanes}%`,
                  }}
                  className={`absolute overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-xs leading-tight shadow-sm outline-offset-1 hover:z-10 hover:shadow-md focus-visible:z-10 ${STATUS_VIEW[b.event.status].block}`}
                  aria-label={`${formatTime(b.event.startAt, tz)}, ${carTitle(b.event)} with ${personName(otherPerson(b.event, me))}, ${STATUS_VIEW[b.event.status].label}`}
                >
                  <span className="block font-semibold">{formatTime(b.event.startAt, tz)}</span>
                  <span className="block truncate">{carTitle(b.event)}</span>
                  <span className="block truncate opacity-80">{STATUS_VIEW[b.event.status].label}</span>
                </Link>
              ))}
            </section>
          ))}
        </div>
      </div>
      <AgendaList days={days} byDay={byDay} tz={tz} today={today} me={me} />
    </>
  );
}

function AgendaList({
  days,
  byDay,
  tz,
  today,
  me,
}: {
  days: string[];
  byDay: Map<string, Event[]>;
  tz: string;
  today: string;
  me: string;
}) {
  return (
    <ol className="flex flex-col gap-3 sm:hidden" aria-label="This week, day by day">
      {days.map((d) => {
        const list = byDay.get(d) ?? [];
        return (
          <li key={d} className="rounded-2xl border border-line bg-white p-4">
            <h3 className={`text-sm font-semibold ${d === today ? 'text-primary' : 'text-ink'}`}>
              {formatDayKey(d, { weekday: 'long', month: 'short', day: 'numeric' })}
              {d === today ? ' · Today' : ''}
            </h3>
            {list.length ? (
              <ul className="mt-2 flex flex-col gap-2">
                {list.map((e) => (
                  <li key={e.id}>
                    <Link
                      to={eventHref(e)}
                      className={`flex items-center justify-between gap-2 rounded-lg border-l-4 px-3 py-2 text-sm ${STATUS_VIEW[e.status].block}`}
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold">
                          {formatTime(e.startAt, tz)} – {formatTime(e.endAt, tz)}
                        </span>
                        <span className="block truncate">
                          {carTitle(e)} · {personName(otherPerson(e, me))}
                        </span>
                      </span>
                      <EventStatusBadge status={e.status} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-muted">No drives</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
