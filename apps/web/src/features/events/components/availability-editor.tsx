import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timeLabel, timeOptions, type EventType } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { typesByHostQuery } from '../api/get-event-types';
import { useSaveEventType } from '../api/event-mutations';
import { AvailabilityConflict } from './availability-conflict';
import {
  buildBody,
  DAY_NAMES,
  valuesOf,
  type AvailabilityErrors,
  type AvailabilityValues,
} from '../lib/availability-form';
import { availabilityChanges } from '../lib/availability-changes';
import { timeZoneOptions } from '../lib/time-zones';
import { browserTimeZone } from '../lib/zoned';

const MIN = 60_000;
const DURATIONS = [30, 45, 60, 90, 120].map((m) => ({
  value: m * MIN,
  label: m < 60 ? `${m} minutes` : `${m / 60} ${m === 60 ? 'hour' : 'hours'}`.replace('1.5 hours', '1½ hours'),
}));
const BUFFERS = [0, 15, 30, 45, 60].map((m) => ({ value: m * MIN, label: m ? `${m} minutes` : 'None' }));

/** A select's options, plus the current value when it is not among them (set elsewhere). */
const withCurrent = (
  options: Array<{ value: number; label: string }>,
  current: number,
  label: (v: number) => string,
) =>
  options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, label: label(current) }].sort((a, b) => a.value - b.value);

const selectClass =
  'h-10 rounded-lg border border-line bg-white px-2 text-sm text-ink focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20';

/** The host's weekly hours and booking rules (spec 9 options), saved to their event type. */
export function AvailabilityEditor({ type }: { type: EventType | null }) {
  const id = useId();
  const [values, setValues] = useState<AvailabilityValues>(() => valuesOf(type, browserTimeZone()));
  // The version of the type these hours were opened from (or last saved or reloaded as): its
  // updatedAt goes with the save, so one made over someone else's newer hours is a 409.
  const [base, setBase] = useState(type);
  const [errors, setErrors] = useState<AvailabilityErrors | null>(null);
  const save = useSaveEventType();
  const set = (patch: Partial<AvailabilityValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    save.reset();
  };
  const setDay = (i: number, patch: Partial<AvailabilityValues['days'][number]>) =>
    set({ days: values.days.map((d, j) => (j === i ? { ...d, ...patch } : d)) });
  const times = timeOptions();

  const qc = useQueryClient();
  // A save refused because someone else saved these hours since they were opened (409): their
  // version, fetched at once, so the host sees what changed and picks reload or overwrite.
  const [theirs, setTheirs] = useState<EventType | null>(null);
  const latest = async (of: EventType) =>
    (await qc.fetchQuery({ ...typesByHostQuery(of.hostId), staleTime: 0 })).find((t) => t.id === of.id) ?? null;

  const saveOver = (over: EventType | null) => {
    const result = buildBody(values, over?.availabilities);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(null);
    // The version these hours were opened at: a save over someone else's newer one is 409 (decision 019).
    save.mutate(
      { id: over?.id ?? null, body: { ...result.body, ...(over?.updatedAt ? { updatedAt: over.updatedAt } : {}) } },
      {
        onSuccess: (saved) => {
          setBase(saved);
          setTheirs(null);
        },
        onError: (err) => {
          if (!over || !isApiError(err) || err.status !== 409) return;
          void latest(over).then(setTheirs, () => setTheirs(null));
        },
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    saveOver(base);
  };
  const stale = save.isError && isApiError(save.error) && save.error.status === 409;
  const changes =
    stale && base && theirs
      ? availabilityChanges(valuesOf(base, values.timezone), valuesOf(theirs, values.timezone))
      : [];
  const [reloading, setReloading] = useState(false);
  // "Reload their hours": show what the type holds now, dropping this form's edits.
  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      const fresh = theirs ?? (await latest(base));
      if (fresh) {
        setBase(fresh);
        setValues(valuesOf(fresh, browserTimeZone()));
      }
      setTheirs(null);
      save.reset();
    } finally {
      setReloading(false);
    }
  };
  // "Overwrite with mine": save this form's hours over theirs, knowingly (their version is the base now).
  const overwrite = () => {
    if (!theirs) return;
    setBase(theirs);
    saveOver(theirs);
  };
  const fieldError = (name: string) =>
    errors?.fields[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-danger">
        {errors.fields[name]}
      </p>
    ) : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          Availability
        </h2>
        <p className="text-sm text-muted">Buyers can book test drives in these hours, for every car you sell.</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Days and hours</legend>
        {values.days.map((d, i) => (
          <div key={i} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex w-32 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={d.on}
                  onChange={(e) => setDay(i, { on: e.target.checked })}
                  className="h-4 w-4 accent-primary"
                />
                {DAY_NAMES[i]}
              </label>
              {d.on ? (
                <span className="flex items-center gap-1">
                  <select
                    aria-label={`${DAY_NAMES[i]} from`}
                    value={d.start}
                    onChange={(e) => setDay(i, { start: Number(e.target.value) })}
                    className={selectClass}
                    aria-invalid={!!errors?.days[i] || undefined}
                  >
                    {withCurrent(times, d.start, timeLabel).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <span className="text-sm text-muted">to</span>
                  <select
                    aria-label={`${DAY_NAMES[i]} until`}
                    value={d.end}
                    onChange={(e) => setDay(i, { end: Number(e.target.value) })}
                    className={selectClass}
                    aria-invalid={!!errors?.days[i] || undefined}
                  >
                    {withCurrent(times, d.end, timeLabel).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </span>
              ) : (
                <span className="text-sm text-muted">Unavailable</span>
              )}
            </div>
            {errors?.days[i] ? <p className="text-sm text-danger">{`${DAY_NAMES[i]}: ${errors.days[i]}`}</p> : null}
          </div>
        ))}
      </fieldset>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Drive length
            <select
              value={values.duration}
              onChange={(e) => set({ duration: Number(e.target.value) })}
              className={selectClass}
            >
              {withCurrent(DURATIONS, values.duration, (v) => `${v / MIN} minutes`).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {fieldError('duration')}
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Notice (hours)
            <input
              inputMode="decimal"
              value={values.noticeHours}
              onChange={(e) => set({ noticeHours: e.target.value })}
              aria-invalid={!!errors?.fields.bufferNotice || undefined}
              aria-describedby={errors?.fields.bufferNotice ? `${id}-bufferNotice-error` : undefined}
              className={selectClass}
            />
          </label>
          {fieldError('bufferNotice')}
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Break before a drive
            <select
              value={values.bufferBefore}
              onChange={(e) => set({ bufferBefore: Number(e.target.value) })}
              className={selectClass}
            >
              {withCurrent(BUFFERS, values.bufferBefore, (v) => `${v / MIN} minutes`).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {fieldError('bufferBefore')}
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Break after a drive
            <select
              value={values.bufferAfter}
              onChange={(e) => set({ bufferAfter: Number(e.target.value) })}
              className={selectClass}
            >
              {withCurrent(BUFFERS, values.bufferAfter, (v) => `${v / MIN} minutes`).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {fieldError('bufferAfter')}
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink">
            Time zone
            <select value={values.timezone} onChange={(e) => set({ timezone: e.target.value })} className={selectClass}>
              {timeZoneOptions(values.timezone).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {fieldError('timezone')}
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.requiresConfirmation}
          onChange={(e) => set({ requiresConfirmation: e.target.checked })}
          className="mt-0.5 h-4 w-4 accent-primary"
        />
        <span>
          <span className="font-medium">I confirm each request</span>
          <span className="block text-muted">Off: buyers’ bookings are confirmed right away.</span>
        </span>
      </label>
      {save.isSuccess ? <Alert tone="success">Availability saved. Buyers see the new times now.</Alert> : null}
      {save.isError ? (
        <Alert tone="error" title={stale ? 'These hours were changed elsewhere' : "We couldn't save your availability"}>
          {errorMessage(save.error)}
          {stale ? (
            <AvailabilityConflict
              changes={changes}
              canOverwrite={!!theirs}
              reloading={reloading}
              saving={save.isPending}
              onReload={() => void reload()}
              onOverwrite={overwrite}
            />
          ) : null}
        </Alert>
      ) : null}
      {errors ? <Alert tone="error">Check the highlighted fields.</Alert> : null}
      <Button type="submit" loading={save.isPending} className="self-start">
        Save availability
      </Button>
    </form>
  );
}
