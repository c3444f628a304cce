import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, parseShowroomSearch, toShowroomSearch, type ShowroomFilters } from '../lib/showroom-filters';

/**
 * The showroom's filters, read from and written to the URL. A change of filter adds a history
 * entry (Back undoes it) and goes back to page 1; typing replaces the entry instead, so Back does
 * not step through every letter.
 */
export function useShowroomFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the params
  const filters = useMemo(() => parseShowroomSearch(params), [key]);

  const update = useCallback(
    (patch: Partial<ShowroomFilters>, opts: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const current = parseShowroomSearch(prev);
          const next: ShowroomFilters = { ...current, ...patch, page: patch.page ?? 1 };
          return toShowroomSearch(next);
        },
        { replace: opts.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** Clears the filters (keeping the search text and sort unless `search` is set). */
  const clear = useCallback(
    (opts: { search?: boolean } = {}) => {
      setParams(
        (prev) => {
          const cur = parseShowroomSearch(prev);
          return toShowroomSearch(opts.search ? EMPTY_FILTERS : { ...EMPTY_FILTERS, q: cur.q, sort: cur.sort });
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { filters, update, clear };
}
