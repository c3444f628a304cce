import { formatNumber } from '@revy/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ShowroomIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogTitle, ModalSurface } from '../../../components/ui/dialog';
import { useListings, ListingCard, ListingCardSkeleton, CloseIcon, FilterIcon, SearchIcon } from '../../listings';
import { useShowroomFilters } from '../hooks/use-showroom-filters';
import { useSyncedText } from '../hooks/use-synced-text';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  activeFilterCount,
  availableSorts,
  effectiveSort,
  SHOWROOM_PAGE_SIZE,
  SORTS,
  toListingParams,
  type SortKey,
} from '../lib/showroom-filters';
import { ShowroomFilterPanel } from './showroom-filters';
import { SaveSearchButton } from '../../saved';
import { Pagination } from './pagination';
import { CompareTray } from '../../compare';
import { RecentlyViewed } from '../../listings';
import { LazyResultsMap, ResultsViewToggle, useResultsView } from './results-view';

const SEARCH_DELAY_MS = 350;

/** /showroom: every published car, searchable and filterable; the whole view lives in the URL. */
export function ShowroomPage() {
  const { filters, update, clear } = useShowroomFilters();
  const navigation = useNavigation();
  const location = useLocation();
  const params = toListingParams(filters);
  const listings = useListings(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 1024px)');
  const resultsRef = useRef<HTMLDivElement>(null);
  const data = listings.data;
  const total = data?.totalElements ?? 0;
  // Past LISTING_EXACT_COUNT_CAP matches the server estimates the total (decision 047): say "about", and page on
  // without promising a last page number the estimate cannot keep.
  const estimated = data?.totalIsEstimate === true;
  const count = `${estimated ? 'about ' : ''}${formatNumber(total)} ${total === 1 ? 'car' : 'cars'}`;
  const totalPages = Math.max(1, Math.ceil(total / SHOWROOM_PAGE_SIZE));
  const filterCount = activeFilterCount(filters);
  const sort = effectiveSort(filters);
  const sortId = useId();
  const results = useResultsView();

  const goToPage = (page: number) => {
    update({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Showroom</h1>
          <p className="mt-1 text-muted">Cars for sale by their owners, with photos, history and a fair price.</p>
        </div>
        {/* A new search is a step Back can undo; refining the text replaces it, so Back skips the letters. */}
        <SearchBox
          value={filters.q}
          onCommit={(q) => {
            // A visitor who types and clicks a car before the pause is leaving: committing the
            // search now would pull them back to the showroom mid-navigation.
            if (navigation.location && navigation.location.pathname !== location.pathname) return;
            update({ q }, { replace: !!filters.q && !!q });
          }}
        />
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]">
        <aside aria-label="Filters" className="hidden lg:block">
          {/* Drawn only where it shows (lg and up): a phone gets the same panel in the Filters drawer. */}
          {wide ? (
            <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-line bg-white p-5 shadow-sm">
              <h2 className="mb-4 text-lg font-bold text-ink">Filters</h2>
              <ShowroomFilterPanel filters={filters} update={update} onClear={() => clear()} />
            </div>
          ) : null}
        </aside>

        <div ref={resultsRef} className="min-w-0 scroll-mt-20">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite" aria-atomic="true">
              {data ? (
                <>
                  {estimated ? 'About ' : ''}
                  <span className="font-semibold text-ink">{formatNumber(total)}</span> {total === 1 ? 'car' : 'cars'}
                  {filters.q ? ` matching “${filters.q}”` : ''}
                </>
              ) : listings.isPending ? (
                'Finding cars…'
              ) : (
                '\u00a0'
              )}
            </p>
            <SaveSearchButton params={params} />
            <div className="flex flex-wrap items-center gap-2">
              {results.tiles ? <ResultsViewToggle view={results.view} onChange={results.setView} /> : null}
              <button
                type="button"
                onClick={() => setDrawerOpen(true)}
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink lg:hidden"
                aria-haspopup="dialog"
              >
                <FilterIcon className="h-4 w-4" />
                Filters
                {filterCount ? (
                  <span className="rounded-full bg-primary px-1.5 text-xs text-white">{filterCount}</span>
                ) : null}
              </button>
              <label htmlFor={sortId} className="sr-only">
                Sort by
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(e) => update({ sort: e.target.value as SortKey })}
                className="h-10 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
              >
                {availableSorts(filters).map((k) => (
                  <option key={k} value={k}>
                    {SORTS[k].label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {listings.isError && !data ? (
            <Alert tone="error" title="We couldn't load the cars">
              <p>Check your connection and try again.</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void listings.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : listings.isPending ? (
            <ul
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy="true"
              aria-label="Loading cars"
            >
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <ListingCardSkeleton />
                </li>
              ))}
            </ul>
          ) : data && data.content.length === 0 ? (
            <EmptyState
              headingLevel={2}
              illustration={<ShowroomIllustration />}
              title="No cars match — clear filters"
              description={
                filterCount || filters.q
                  ? 'Nothing for sale fits all of these choices. Widen the price or year range, or clear the filters to see every car.'
                  : 'No cars are for sale right now. New cars are listed every day; check back soon.'
              }
            >
              {filterCount || filters.q ? (
                <Button size="lg" className="mt-6" onClick={() => clear({ search: true })}>
                  Clear filters
                </Button>
              ) : null}
            </EmptyState>
          ) : data ? (
            <>
              {listings.isError ? (
                <div className="mb-4">
                  <Alert tone="error" title="These results may be out of date">
                    <Button variant="secondary" size="sm" className="mt-2" onClick={() => void listings.refetch()}>
                      Try again
                    </Button>
                  </Alert>
                </div>
              ) : null}
              {results.view === 'map' && results.tiles ? (
                <LazyResultsMap cars={data.content} tiles={results.tiles} />
              ) : null}
              <ul
                hidden={results.view === 'map'}
                className={`grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${listings.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={listings.isFetching || undefined}
              >
                {data.content.map((l, i) => (
                  // Past the first six (what a phone's first screens and the server's drawing hold), a card is
                  // laid out and painted only when it comes near the viewport.
                  <li key={l.id} className={i < 6 ? undefined : 'below-fold-card'}>
                    <ListingCard listing={l} priority={i < 3} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={filters.page}
                totalPages={estimated ? Math.min(totalPages, filters.page + (data?.nextCursor ? 1 : 0)) : totalPages}
                onPage={goToPage}
              />
            </>
          ) : null}
          {/* Issue 19: this device's recently viewed cars, under the results so nothing above them moves. */}
          <RecentlyViewed />
        </div>
      </div>
      <CompareTray />

      {drawerOpen ? (
        <FilterDrawer onClose={() => setDrawerOpen(false)} resultLabel={data ? `Show ${count}` : 'Show cars'}>
          <ShowroomFilterPanel filters={filters} update={update} onClear={() => clear()} />
        </FilterDrawer>
      ) : null}
    </div>
  );
}

function SearchBox({ value, onCommit }: { value: string; onCommit: (q: string) => void }) {
  const { text, setText, flush, cancel } = useSyncedText(value, onCommit, SEARCH_DELAY_MS);
  const id = useId();
  // A visitor who types and then presses on a car (any link) before the pause is leaving: the
  // pending search must not commit, or it could land after the click and, under load, pull them
  // back to the showroom mid-navigation. Pointer down comes before the link's click.
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href]')) cancel();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [cancel]);
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search cars
      </label>
      <SearchIcon className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search make, model, trim or keyword"
        className="h-12 w-full rounded-xl border border-line bg-white pl-12 pr-4 text-base text-ink shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
    </form>
  );
}

/** The filters as a sheet from the right on phones and tablets. */
function FilterDrawer({
  onClose,
  children,
  resultLabel,
}: {
  onClose: () => void;
  children: ReactNode;
  resultLabel: string;
}) {
  return (
    <ModalSurface
      onClose={onClose}
      overlayClassName="fixed inset-0 z-40 bg-black/40 lg:hidden"
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col bg-white shadow-xl outline-none lg:hidden"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <DialogTitle className="text-lg font-bold text-ink">Filters</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close filters"
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-canvas"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      <div className="border-t border-line p-4">
        <Button size="lg" className="w-full" onClick={onClose}>
          {resultLabel}
        </Button>
      </div>
    </ModalSurface>
  );
}
