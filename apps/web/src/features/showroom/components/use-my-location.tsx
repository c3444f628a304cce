import { useCallback } from 'react';
import type { NearestZip } from '@revy/shared';
import { Spinner } from '../../../components/ui/spinner';
import { MapPinIcon } from '../../listings';
import { useMyLocation } from '../hooks/use-my-location';

/**
 * "Use my location" beside the ZIP filter (issue 19): the nearest ZIP to where the buyer is becomes the ZIP filter,
 * sorted nearest first. Progress and every failure are said in words, in a live region.
 */
export function UseMyLocation({ onZip }: { onZip: (place: NearestZip) => void }) {
  const pick = useCallback((place: NearestZip) => onZip(place), [onZip]);
  const { state, locate } = useMyLocation(pick);
  const busy = state.step === 'locating';
  return (
    <div className="-mt-2 flex flex-col gap-1.5">
      <button
        type="button"
        onClick={locate}
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex h-9 items-center gap-1.5 self-start rounded-lg px-1 text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-70"
      >
        {busy ? <Spinner size={16} /> : <MapPinIcon className="h-4 w-4" />}
        {busy ? 'Finding your location…' : 'Use my location'}
      </button>
      <p aria-live="polite" className="text-sm empty:hidden">
        {state.step === 'error' ? (
          <span className="text-orange-800">{state.message}</span>
        ) : state.step === 'done' ? (
          <span className="text-muted">
            Near {state.place.zip}
            {state.place.city && state.place.state ? ` · ${state.place.city}, ${state.place.state}` : ''}: nearest cars
            first.
          </span>
        ) : null}
      </p>
    </div>
  );
}
