import { useEffect, useState } from 'react';
import { RELATIVE_TIME_REFRESH_MS } from '@revy/shared';

/** The current time, refreshed every RELATIVE_TIME_REFRESH_MS (spec 9: relative times refresh every 60 s). */
export function useNow(everyMs = RELATIVE_TIME_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
