import { formatDateTime, formatRelative } from '@revy/shared';
import { useNow } from '../../lib/use-now';

type DateInput = string | number | Date | null | undefined;

/**
 * "5 minutes ago" that stays true: it re-renders on the shared 60-second clock (spec 9), and the exact date and time
 * are in the tooltip and the `dateTime` attribute. Use it instead of calling formatRelative without a `now`, which
 * freezes the text at first render (the web test `relative-times.test.ts` keeps that out).
 */
export function RelativeTime({ value, fallback = '' }: { value: DateInput; fallback?: string }) {
  const now = useNow();
  if (value === null || value === undefined || value === '') return <>{fallback}</>;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return <>{fallback}</>;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelative(date, now)}
    </time>
  );
}
