import {
  EVENT_TYPE_DEFAULTS,
  UpdateEventTypeSchema,
  type Availability,
  type EventType,
  type UpdateEventType,
} from '@revy/shared';

/** Day names by `dayOfWeek` (0 = Sunday), as the availability editor shows them. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const MIN = 60_000;
const HOUR = 60 * MIN;

export type DayValues = { on: boolean; start: number; end: number };
export type AvailabilityValues = {
  days: DayValues[];
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  /** Hours, as typed. */
  noticeHours: string;
  timezone: string;
  requiresConfirmation: boolean;
};

/** The form's values from the host's type, or the spec 9 defaults for a first setup. */
export function valuesOf(type: EventType | null, fallbackTz: string): AvailabilityValues {
  const d = EVENT_TYPE_DEFAULTS;
  const weekly = (type?.availabilities ?? []).filter((a) => !a.startAt && !a.endAt);
  const days = Array.from({ length: 7 }, (_, day): DayValues => {
    const row = weekly.find((a) => a.dayOfWeek === day);
    if (!type) return { on: true, start: d.dayStartTime, end: d.dayEndTime };
    return row
      ? { on: row.available, start: row.dayStartTime, end: row.dayEndTime }
      : { on: false, start: d.dayStartTime, end: d.dayEndTime };
  });
  return {
    days,
    duration: type?.duration ?? d.duration,
    bufferBefore: type?.bufferBefore ?? d.bufferBefore,
    bufferAfter: type?.bufferAfter ?? d.bufferAfter,
    noticeHours: String((type?.bufferNotice ?? d.bufferNotice) / HOUR),
    timezone: type?.timezone ?? fallbackTz,
    requiresConfirmation: type?.requiresConfirmation ?? d.requiresConfirmation,
  };
}

export type AvailabilityErrors = { days: Record<number, string>; fields: Record<string, string> };
export type BuildResult = { ok: true; body: UpdateEventType } | { ok: false; errors: AvailabilityErrors };

/** ms limits read as people say them ("Up to 720 hours"), since the schema speaks ms. */
function readable(field: string, code: string, limit: unknown, fallback: string): string {
  const n = typeof limit === 'number' || typeof limit === 'bigint' ? Number(limit) : NaN;
  if (!Number.isFinite(n)) return fallback;
  const words = field === 'bufferNotice' ? `${n / HOUR} hours` : `${n / MIN} minutes`;
  if (code === 'too_big') return `Up to ${words}`;
  if (code === 'too_small') return n === 0 ? "Can't be negative" : `At least ${words}`;
  return fallback;
}

/**
 * The PUT/POST body, checked with the shared UpdateEventTypeSchema the server validates with.
 * Weekly rows replace the old ones; date overrides (rows with dates) are kept as they were.
 */
export function buildBody(values: AvailabilityValues, existing: Availability[] = []): BuildResult {
  const errors: AvailabilityErrors = { days: {}, fields: {} };
  const hours = values.noticeHours.trim() === '' ? NaN : Number(values.noticeHours);
  if (!Number.isFinite(hours)) errors.fields.bufferNotice = 'Enter the notice in hours, like 4';
  const overrides = existing.filter((a) => a.startAt || a.endAt).map(({ id: _id, ...rest }) => rest);
  const weekly = values.days.map((d, dayOfWeek) => ({
    dayOfWeek,
    available: d.on,
    dayStartTime: d.start,
    dayEndTime: d.end,
  }));
  const body: UpdateEventType = {
    duration: values.duration,
    bufferBefore: values.bufferBefore,
    bufferAfter: values.bufferAfter,
    bufferNotice: Number.isFinite(hours) ? Math.round(hours * HOUR) : 0,
    timezone: values.timezone,
    requiresConfirmation: values.requiresConfirmation,
    availabilities: [...weekly, ...overrides],
  };
  const parsed = UpdateEventTypeSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'availabilities' && typeof index === 'number' && index < 7) errors.days[index] ??= issue.message;
      else if (typeof field === 'string') {
        const limit = 'maximum' in issue ? issue.maximum : 'minimum' in issue ? issue.minimum : undefined;
        errors.fields[field] ??= readable(field, issue.code, limit, issue.message);
      }
    }
  }
  // A day that is on but ends when it starts offers nothing; say so rather than save an empty day.
  values.days.forEach((d, i) => {
    if (d.on && d.end <= d.start) errors.days[i] ??= 'The day must end after it starts';
  });
  if (Object.keys(errors.days).length || Object.keys(errors.fields).length) return { ok: false, errors };
  return { ok: true, body: parsed.success ? parsed.data : body };
}
