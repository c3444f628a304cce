import { Suspense, lazy, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ROUTES, signInUrl, type SavedSearchFilters } from '@revy/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { HeartIcon } from './heart-icon';

// The dialog (and the form's zod schema) loads on the first press: the showroom's first load carries neither.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/**
 * "Save this search" in the showroom (issue 19): `params` is the showroom's API query (GET /v1/listing's), of which
 * the filters are kept. Visitors without an account go to sign in and come back to the same results.
 */
export function SaveSearchButton({ params }: { params: Record<string, unknown> }) {
  const user = useCurrentUser().data;
  const account = !!user && !user.anonymous;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const filters = searchFilters(params);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (account ? setOpen(true) : navigate(signInUrl(pathname + search)))}
        className="ml-auto inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm font-semibold text-ink hover:bg-primary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <HeartIcon filled={false} className="h-4 w-4" />
        Save this search
      </button>
      {savedName ? (
        <p role="status" className="basis-full text-sm text-muted">
          Saved “{savedName}”.{' '}
          <Link to={ROUTES.savedSearches} className="font-semibold text-primary underline-offset-2 hover:underline">
            Your saved searches
          </Link>
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filters={filters}
            onClose={() => setOpen(false)}
            onSaved={(name) => {
              setOpen(false);
              setSavedName(name);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The showroom query without paging and the published-for-sale view every saved search has anyway. */
export function searchFilters(params: Record<string, unknown>): SavedSearchFilters {
  const out: SavedSearchFilters = {};
  for (const [key, value] of Object.entries(params)) {
    if (['page', 'size', 'status', 'saleStatus', 'sellerId', 'buyerId'].includes(key)) continue;
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') out[key] = value as string | number;
  }
  return out;
}
