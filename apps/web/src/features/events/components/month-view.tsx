import type { Event } from '@revy/shared';
import { eventsByDay } from '../lib/calendar';
import { carTitle, STATUS_VIEW } from '../lib/event-view';
import { formatDayKey, formatTime } from '../lib/zoned';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The month as weeks of days with their drives as chips; a day opens its week. */
export function MonthView({
  weeks,
  month,
  events,
  tz,
  today,
  onDay,
}: {
  weeks: string[][];
  month: string;
  events: Event[];
  tz: string;
  today: string;
  onDay: (day: string) => void;
}) {
  const byDay = eventsByDay(events, tz);
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <div
        className="grid grid-cols-7 border-b border-line text-center text-xs font-semibold uppercase text-muted"
        aria-hidden="true"
      >
        {WEEKDAYS.map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7">
        {weeks.flat().map((d) => {
          const list = byDay.get(d) ?? [];
          const inMonth = d.startsWith(month);
          const label = formatDayKey(d, { weekday: 'long', month: 'long', day: 'numeric' });
          return (
            <li
              key={d}
              className={`min-h-20 border-b border-r border-line p-1 sm:min-h-28 ${inMonth ? '' : 'bg-slate-50'}`}
            >
              <button
                type="button"
                onClick={() => onDay(d)}
                aria-label={`${label}: ${list.length ? `${list.length} ${list.length === 1 ? 'drive' : 'drives'}` : 'no drives'}. Open the week`}
                className="flex h-full w-full flex-col items-stretch gap-1 rounded-md p-1 text-left hover:bg-primary-soft"
              >
                <span
                  className={`text-xs font-semibold ${d === today ? 'inline-flex h-6 w-6 items-center justify-center self-start rounded-full bg-primary text-white' : inMonth ? 'text-ink' : 'text-muted'}`}
                >
                  {Number(d.slice(8))}
                </span>
                {/* Phones: a count; wider screens: up to two chips and how many more. */}
                {list.length ? (
                  <span className="text-xs font-semibold text-primary sm:hidden">{list.length}</span>
                ) : null}
                <span className="hidden flex-col gap-1 sm:flex">
                  {list.slice(0, 2).map((e) => (
                    <span
                      key={e.id}
                      className={`truncate rounded border-l-4 px-1 text-xs ${STATUS_VIEW[e.status].block}`}
                    >
                      {formatTime(e.startAt, tz)} {carTitle(e)}
                    </span>
                  ))}
                  {list.length > 2 ? <span className="text-xs text-muted">+{list.length - 2} more</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
