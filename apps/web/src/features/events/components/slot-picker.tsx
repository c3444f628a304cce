import { useId, useMemo } from 'react';
import { groupSlotsByDay, type Slot } from '@revy/shared';
import { sameClock, zoneCity } from '../lib/zoned';

/**
 * A day strip and the day's times, in the viewer's zone. The selected day follows the selected
 * slot; with none selected, the first day with times is shown.
 */
export function SlotPicker({
  slots,
  viewerTz,
  hostTz,
  selected,
  day,
  onDay,
  onSelect,
}: {
  slots: Slot[];
  viewerTz: string;
  hostTz: string | null;
  selected: string | null;
  day: string | null;
  onDay: (day: string) => void;
  onSelect: (startAt: string) => void;
}) {
  const id = useId();
  const days = useMemo(() => groupSlotsByDay(slots, viewerTz), [slots, viewerTz]);
  const current = days.find((d) => d.day === day) ?? days[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-4">
      <ZoneNote viewerTz={viewerTz} hostTz={hostTz} />
      <div>
        <h3 id={`${id}-days`} className="text-sm font-semibold text-ink">
          Day
        </h3>
        <ul aria-labelledby={`${id}-days`} className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-2">
          {days.map((d) => {
            const on = d.day === current.day;
            const [weekday, date] = d.label.split(', ');
            return (
              <li key={d.day} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={`${d.label}, ${d.slots.length} ${d.slots.length === 1 ? 'time' : 'times'}`}
                  onClick={() => onDay(d.day)}
                  className={`flex w-16 flex-col items-center rounded-xl border px-2 py-2 text-sm ${
                    on ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary'
                  }`}
                >
                  <span className="text-xs font-semibold uppercase">{weekday}</span>
                  <span className="font-bold">{date}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 id={`${id}-times`} className="text-sm font-semibold text-ink">
          Times on {current.label}
        </h3>
        <ul aria-labelledby={`${id}-times`} className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {current.slots.map((s) => {
            const on = s.startAt === selected;
            return (
              <li key={s.startAt}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onSelect(s.startAt)}
                  className={`h-10 w-full rounded-lg border text-sm font-semibold ${on ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary hover:bg-primary-soft'}`}
                >
                  {s.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** "Times in your time zone (New York). The seller is in Los Angeles." — only when clocks differ. */
export function ZoneNote({ viewerTz, hostTz }: { viewerTz: string; hostTz: string | null }) {
  const differs = hostTz && !sameClock(viewerTz, hostTz);
  return (
    <p className="text-sm text-muted">
      Times in your time zone ({zoneCity(viewerTz)}).{differs ? ` The seller is in ${zoneCity(hostTz)}.` : ''}
    </p>
  );
}
