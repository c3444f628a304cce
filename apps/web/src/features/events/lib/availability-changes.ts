import { timeLabel } from '@revy/shared';
import { DAY_NAMES, type AvailabilityValues } from './availability-form';
const MIN = 60_000;

const minutes = (ms: number) => (ms ? `${ms / MIN} minutes` : 'none');
const hours = (d: AvailabilityValues['days'][number]) =>
  d.on ? `${timeLabel(d.start)}–${timeLabel(d.end)}` : 'unavailable';
const notice = (h: string) => (h.trim() ? `${h.trim()} hours` : 'none');

/**
 * What someone else changed, in the editor's own words: "Monday: 9:00 AM–5:00 PM → unavailable".
 * Compares the hours this form was opened from with the version saved meanwhile (a 409 on save),
 * so the host can decide between reloading theirs and overwriting with their own.
 */
export function availabilityChanges(from: AvailabilityValues, to: AvailabilityValues): string[] {
  const out: string[] = [];
  from.days.forEach((d, i) => {
    const t = to.days[i]!;
    if (hours(d) !== hours(t)) out.push(`${DAY_NAMES[i]}: ${hours(d)} → ${hours(t)}`);
  });
  if (from.duration !== to.duration) out.push(`Drive length: ${minutes(from.duration)} → ${minutes(to.duration)}`);
  if (from.noticeHours.trim() !== to.noticeHours.trim())
    out.push(`Notice: ${notice(from.noticeHours)} → ${notice(to.noticeHours)}`);
  if (from.bufferBefore !== to.bufferBefore)
    out.push(`Break before a drive: ${minutes(from.bufferBefore)} → ${minutes(to.bufferBefore)}`);
  if (from.bufferAfter !== to.bufferAfter)
    out.push(`Break after a drive: ${minutes(from.bufferAfter)} → ${minutes(to.bufferAfter)}`);
  if (from.timezone !== to.timezone) out.push(`Time zone: ${from.timezone} → ${to.timezone}`);
  if (from.requiresConfirmation !== to.requiresConfirmation)
    out.push(to.requiresConfirmation ? 'Requests now need your confirmation' : 'Bookings are now confirmed right away');
  return out;
}
