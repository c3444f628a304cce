import { lazy, Suspense, useState } from 'react';
import type { Listing } from '@revy/shared';
import { mapTiles, type MapTiles } from '../../../lib/browser-config';
import { Spinner } from '../../../components/ui/spinner';

// Leaflet and its stylesheet load only when the buyer opens the map: the showroom's first load stays as it was.
const ResultsMap = lazy(() => import('./results-map'));

export type ResultsView = 'list' | 'map';

/**
 * List or map (issue 19). The map is offered only when the server has a tile source (MAP_TILE_URL); otherwise the
 * list alone, and no toggle.
 */
export function useResultsView() {
  const [tiles] = useState<MapTiles | null>(() => mapTiles());
  const [view, setView] = useState<ResultsView>('list');
  return { tiles, view: tiles ? view : 'list', setView };
}

export function ResultsViewToggle({ view, onChange }: { view: ResultsView; onChange: (v: ResultsView) => void }) {
  return (
    <div
      role="group"
      aria-label="Show the cars as"
      className="inline-flex h-10 rounded-lg border border-line bg-white p-0.5"
    >
      {(['list', 'map'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className={`rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
            view === v ? 'bg-primary text-white' : 'text-ink hover:bg-primary-soft'
          }`}
        >
          {v === 'list' ? 'List' : 'Map'}
        </button>
      ))}
    </div>
  );
}

export function LazyResultsMap({ cars, tiles }: { cars: Listing[]; tiles: MapTiles }) {
  return (
    <Suspense
      fallback={
        <div className="flex h-[60vh] min-h-[320px] items-center justify-center rounded-2xl border border-line bg-white lg:h-[620px]">
          <Spinner size={28} label="Loading the map" />
        </div>
      }
    >
      <ResultsMap cars={cars} tiles={tiles} />
    </Suspense>
  );
}
