import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { displayName, formatDate, ROUTES, type User } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useUsers } from '../../users';
import { KindBadge, RoleBadges } from './user-badges';
import { type FILTER_KEYS, hasFilters, readFilters, UserFilters, type UserFilterValues } from './user-filters';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/**
 * Where a user's row leads: /admin/users/{id} needs admin (spec 6), so from the concierge tools it opens the
 * concierge's read-only view of the same page (decision 032).
 */
export function useUserHref(): (id: string) => string {
  const inConcierge = useLocation().pathname.startsWith('/concierge');
  return (id) => (inConcierge ? `/concierge/_/users/${encodeURIComponent(id)}` : ROUTES.adminUser(id));
}

/**
 * /admin/users and /concierge/_/users (staff): searchable, filtered, paged list of users. `?q=`, the filters and
 * `?page=` (1-based) keep the view in the URL. Anonymous guests are hidden unless "Show guests" is on.
 */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const filters = readFilters(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const searchId = useId();

  // The box follows the URL when something else changes `?q=` (Back/Forward, a link), but not
  // on the echo of its own write, which may land after the user typed on.
  const [seen, setSeen] = useState<{ search: string; written: string | null }>({ search, written: null });
  if (search !== seen.search) {
    setSeen({ search, written: null });
    if (search !== seen.written) setText(search);
  }

  // Debounced: the URL (and the request) follows the box once typing pauses.
  useEffect(() => {
    if (text.trim() === search) return;
    const t = setTimeout(() => {
      setSeen((s) => ({ ...s, written: text.trim() }));
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [text, search, setParams]);

  const users = useUsers({
    page: page - 1,
    size: PAGE_SIZE,
    search,
    sort: 'createdAt,desc',
    role: filters.role || undefined,
    verified: filters.verified ? filters.verified === 'true' : undefined,
    disabled: filters.disabled ? filters.disabled === 'true' : undefined,
    signupMethod: filters.signup || undefined,
    guests: filters.guests,
  });
  const data = users.data;
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const clearAll = () => {
    setText('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const goToPage = (n: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });

  return (
    // The admin section around this page gives the container and the admin tabs.
    <div className="w-full">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Users</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {data ? countLabel(data.totalElements, !!search || hasFilters(filters), filters.guests) : '\u00a0'}
          </p>
        </div>
        <div className="relative w-full sm:w-80">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <svg
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, email or phone"
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-line bg-white pl-10 pr-10 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
          {users.isFetching && data ? (
            <Spinner size={16} className="absolute right-3 top-1/2 -translate-y-1/2 text-primary" label="Loading" />
          ) : null}
        </div>
      </header>

      <UserFilters value={filters} onChange={setFilter} />

      {users.isError ? (
        <Alert tone="error" title="Could not load users">
          {errorMessage(users.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => users.refetch()}>
            Try again
          </button>
        </Alert>
      ) : users.isPending ? (
        <LoadingRows />
      ) : data && data.content.length === 0 ? (
        <NoResults search={search} filters={filters} onClear={clearAll} />
      ) : data ? (
        <div className={users.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <UsersTable users={data.content} />
          <UserCards users={data.content} />
          <Pagination
            page={page}
            totalPages={data.totalPages}
            total={data.totalElements}
            shown={data.content.length}
            onPage={goToPage}
          />
        </div>
      ) : null}
    </div>
  );
}

function countLabel(total: number, filtered: boolean, guests: boolean): string {
  const n = total.toLocaleString('en-US');
  if (filtered) return `${n} matching${guests ? '' : ' · guests hidden'}`;
  return `${n} ${total === 1 ? 'user' : 'users'} · guests hidden`;
}

function UsersTable({ users }: { users: User[] }) {
  const navigate = useNavigate();
  const href = useUserHref();
  return (
    <div className="hidden overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:block">
      <table className="w-full table-fixed text-left text-sm">
        <colgroup>
          <col />
          <col className="w-32" />
          <col className="w-48" />
          <col className="w-36" />
          <col className="w-12" />
        </colgroup>
        <thead className="border-b border-line bg-canvas text-xs font-semibold uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              User
            </th>
            <th scope="col" className="px-4 py-3">
              Kind
            </th>
            <th scope="col" className="px-4 py-3">
              Roles
            </th>
            <th scope="col" className="px-4 py-3">
              Created
            </th>
            <th scope="col" className="w-10 px-4 py-3">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((u) => (
            <tr
              key={u.id}
              // The name is the real link; the row click is a convenience for mouse users.
              onClick={() => navigate(href(u.id))}
              className="cursor-pointer transition-colors hover:bg-primary-soft/60"
            >
              <td className="max-w-0 px-4 py-3">
                <Link
                  to={href(u.id)}
                  className="block truncate font-medium text-ink hover:text-primary"
                  onClick={(e) => e.stopPropagation()}
                >
                  {displayName(u) === 'Guest' ? <span className="text-muted">Unnamed guest</span> : displayName(u)}
                </Link>
                <span className="block truncate text-muted">{u.email ?? u.unverifiedEmail ?? 'No email'}</span>
              </td>
              <td className="px-4 py-3">
                <KindBadge user={u} />
              </td>
              <td className="px-4 py-3">
                <RoleBadges acl={u.acl} disabled={u.disabled} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">{formatDate(u.createdAt)}</td>
              <td className="px-4 py-3 text-muted" aria-hidden="true">
                <Chevron />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users }: { users: User[] }) {
  const href = useUserHref();
  return (
    <ul className="space-y-3 md:hidden">
      {users.map((u) => (
        <li key={u.id}>
          <Link
            to={href(u.id)}
            className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm active:bg-primary-soft"
          >
            <div className="min-w-0 flex-1 space-y-2">
              <div>
                <p className="truncate font-medium text-ink">
                  {displayName(u) === 'Guest' ? 'Unnamed guest' : displayName(u)}
                </p>
                <p className="truncate text-sm text-muted">{u.email ?? u.unverifiedEmail ?? 'No email'}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <KindBadge user={u} />
                <RoleBadges acl={u.acl} disabled={u.disabled} dash={false} />
                <span className="ml-auto text-xs text-muted">{formatDate(u.createdAt)}</span>
              </div>
            </div>
            <span className="text-muted" aria-hidden="true">
              <Chevron />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Pagination({
  page,
  totalPages,
  total,
  shown,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  shown: number;
  onPage: (n: number) => void;
}) {
  const from = (page - 1) * PAGE_SIZE + 1;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {from.toLocaleString('en-US')}–{(from + shown - 1).toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
          Next
        </Button>
      </div>
    </nav>
  );
}

function NoResults({ search, filters, onClear }: { search: string; filters: UserFilterValues; onClear: () => void }) {
  const filtered = hasFilters(filters);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <div className="mb-4 grid h-14 w-14 place-items-center rounded-full bg-primary-soft text-primary">
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M20 20l-4-4M8.5 11h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      <h2 className="text-lg font-semibold text-ink">{search || filtered ? 'No users match' : 'No users yet'}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted">
        {search ? (
          <>
            Nothing found for <strong className="text-ink">“{search}”</strong>
            {filtered ? ' with these filters' : ''}. Try part of an email address, a name or a phone number
            {filters.guests ? '' : ', or turn on Show guests'}.
          </>
        ) : filtered ? (
          'No one matches these filters. Loosen one, or clear them all.'
        ) : (
          'People appear here as soon as they sign up or start a listing.'
        )}
      </p>
      {search || filtered ? (
        <Button variant="secondary" className="mt-5" onClick={onClear}>
          {filtered ? 'Clear search and filters' : 'Clear search'}
        </Button>
      ) : null}
    </div>
  );
}

function LoadingRows() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-16 animate-pulse rounded-2xl border border-line bg-white" />
      ))}
    </div>
  );
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24">
      <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
