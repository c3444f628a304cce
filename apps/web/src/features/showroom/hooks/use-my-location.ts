import { useCallback, useRef, useState } from 'react';
import type { NearestZip } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { fetchNearestZip } from '../api/nearest-zip';

export type LocateState =
  { step: 'idle' } | { step: 'locating' } | { step: 'done'; place: NearestZip } | { step: 'error'; message: string };

/** What to tell a buyer for each way the browser's geolocation fails (GeolocationPositionError codes). */
export const LOCATION_ERRORS = {
  unsupported: "This browser can't share your location. Type your ZIP code instead.",
  denied: 'Location is turned off for this site. Allow it in your browser settings, or type your ZIP code.',
  unavailable: "We couldn't find your location right now. Try again, or type your ZIP code.",
  timeout: 'Finding your location took too long. Try again, or type your ZIP code.',
  lookup: "We couldn't look up your ZIP code. Try again, or type it.",
} as const;

/**
 * "Use my location" (issue 19): asks the browser for its position once (no tracking), turns it into the nearest US
 * ZIP on the server, and hands it to `onZip`. Every failure becomes a sentence the buyer can act on.
 */
export function useMyLocation(onZip: (place: NearestZip) => void) {
  const [state, setState] = useState<LocateState>({ step: 'idle' });
  const busy = useRef(false);
  const locate = useCallback(() => {
    if (busy.current) return;
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) {
      setState({ step: 'error', message: LOCATION_ERRORS.unsupported });
      return;
    }
    busy.current = true;
    setState({ step: 'locating' });
    geo.getCurrentPosition(
      (pos) => {
        fetchNearestZip(pos.coords.latitude, pos.coords.longitude)
          .then((place) => {
            setState({ step: 'done', place });
            onZip(place);
          })
          .catch((err: unknown) => {
            // 404 (outside the US) and 429 carry the server's own sentence.
            const message =
              isApiError(err) && (err.status === 404 || err.status === 429) ? err.message : LOCATION_ERRORS.lookup;
            setState({ step: 'error', message });
          })
          .finally(() => (busy.current = false));
      },
      (err) => {
        busy.current = false;
        const message =
          err.code === 1
            ? LOCATION_ERRORS.denied
            : err.code === 3
              ? LOCATION_ERRORS.timeout
              : LOCATION_ERRORS.unavailable;
        setState({ step: 'error', message });
      },
      // A city-block fix is plenty for a ZIP; a recent one is reused rather than waking the GPS.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  }, [onZip]);
  return { state, locate };
}
