import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  displayName,
  formatDateTime,
  isAdmin,
  NOTIFICATION_TYPES,
  ROUTES,
  type PublicUser,
  type User,
} from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { useListingRefs } from '../../listings';
import { useUsersBatch } from '../../users';
import { useNotifications } from '../api/list-notifications';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
const READ_FILTERS = [
  { value: '', label: 'Read and unread' },
  { value: 'true', label: 'Unread only' },
  { value: 'false', label: 'Read only' },
] as const;

/**
 * /admin/notifications (staff): every user's notifications, newest first, with search, type and
 * read filters and paging; `?q=`, `?type=`, `?unread=` and `?page=` (1-based) keep the view in the URL.
 */
export function AdminNotificationsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const unread = params.get('unread') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const id = useId();

  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );

  useEffect(() => {
    if (text.trim() === search) return;
    const t = setTimeout(() => set('q', text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, search]);

  const q = useNotifications({
    all: true,
    query: search || undefined,
    type: type || undefined,
    unread: unread ? unread === 'true' : undefined,
    page: page - 1,
    size: PAGE_SIZE,
  });
  const data = q.data;
  // People and listings of the page, named in one call each (no request per row).
  const userIds = useMemo(() => (data?.content ?? []).map((n) => n.userId), [data]);
  const listingIds = useMemo(
    () => (data?.content ?? []).map((n) => listingIdOf(n.data)).filter((v): v is string => !!v),
    [data],
  );
  const people = useUsersBatch(userIds);
  const listings = useListingRefs(listingIds);
  const me = useCurrentUser();
  const userHref = (userId: string) =>
    isAdmin(me.data) ? ROUTES.adminUser(userId) : `/concierge/_/users/${encodeURIComponent(userId)}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-ink">
            Search
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Title or text"
            className="h-10 rounded-lg border border-line bg-white px-3 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-ink">
            Type
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => set('type', e.target.value)}
            className="h-10 rounded-lg border border-line bg-white px-3"
          >
            <option value="">All types</option>
            {NOTIFICATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-read`} className="text-sm font-medium text-ink">
            Read
          </label>
          <select
            id={`${id}-read`}
            value={unread}
            onChange={(e) => set('unread', e.target.value)}
            className="h-10 rounded-lg border border-line bg-white px-3"
          >
            {READ_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {q.isError ? (
        <Alert tone="error" title="We couldn't load notifications">
          {errorMessage(q.error)}
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading notifications" />
        </div>
      ) : !data.content.length ? (
        <p className="rounded-xl border border-line bg-white px-4 py-10 text-center text-muted">
          No notifications match.
        </p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Notifications">
            {data.content.map((n) => (
              <li
                key={n.id}
                className={`rounded-xl border border-line p-4 ${n.readAt ? 'bg-white' : 'bg-primary-soft/30'}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <PersonCell user={people.data?.get(n.userId)} loading={people.isPending} href={userHref(n.userId)} />
                  <span className="shrink-0 rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-ink">
                    {n.type}
                  </span>
                </div>
                <p className="mt-2 font-medium text-ink">{n.title}</p>
                {n.body ? <p className="line-clamp-2 text-sm text-muted">{n.body}</p> : null}
                {listingIdOf(n.data) ? (
                  <ListingLink id={listingIdOf(n.data)!} title={listings.data?.get(listingIdOf(n.data)!)?.title} />
                ) : null}
                <p className="mt-2 text-xs text-muted">
                  {formatDateTime(n.createdAt)} ·{' '}
                  {n.readAt ? (
                    `read ${formatDateTime(n.readAt)}`
                  ) : (
                    <span className="font-semibold text-primary">Unread</span>
                  )}
                  {n.emailedAt ? ' · emailed' : ''}
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">
                Notifications, page {page} of {Math.max(1, data.totalPages)}
              </caption>
              <thead className="border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5">
                    When
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    User
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    Notification
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    Read
                  </th>
                  <th scope="col" className="px-4 py-2.5">
                    Emailed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.content.map((n) => (
                  <tr key={n.id} className={n.readAt ? '' : 'bg-primary-soft/30'}>
                    <td className="whitespace-nowrap px-4 py-2.5 text-muted">{formatDateTime(n.createdAt)}</td>
                    <td className="max-w-[14rem] px-4 py-2.5">
                      <PersonCell
                        user={people.data?.get(n.userId)}
                        loading={people.isPending}
                        href={userHref(n.userId)}
                      />
                    </td>
                    <td className="px-4 py-2.5">
                      <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium text-ink">{n.type}</span>
                    </td>
                    <td className="px-4 py-2.5">
                      <p className="font-medium text-ink">{n.title}</p>
                      {n.body ? <p className="line-clamp-1 text-muted">{n.body}</p> : null}
                      {listingIdOf(n.data) ? (
                        <ListingLink
                          id={listingIdOf(n.data)!}
                          title={listings.data?.get(listingIdOf(n.data)!)?.title}
                        />
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap px-4 py-2.5">
                      {n.readAt ? formatDateTime(n.readAt) : <span className="font-semibold text-primary">Unread</span>}
                    </td>
                    <td className="whitespace-nowrap px-4 py-2.5 text-muted">
                      {n.emailedAt ? formatDateTime(n.emailedAt) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {data ? (
        <PageNav
          page={page}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          noun="notifications"
          // Page 1 is the address without ?page.
          onPage={(p) => set('page', p > 1 ? String(p) : '')}
        />
      ) : null}
    </div>
  );
}

/** The listing a notification is about, when its data names one (test drives, chats...). */
function listingIdOf(data: Record<string, unknown>): string | null {
  return typeof data.listingId === 'string' && data.listingId ? data.listingId : null;
}

function PersonCell({ user, loading, href }: { user: User | PublicUser | undefined; loading: boolean; href: string }) {
  if (!user) return <span className="text-muted">{loading ? '…' : 'Unknown user'}</span>;
  const name = displayName(user);
  const email = 'email' in user ? user.email : null;
  return (
    <Link to={href} className="block min-w-0 hover:text-primary">
      <span className="block truncate font-medium text-ink">{name === 'Guest' ? (email ?? 'Guest') : name}</span>
      {email && name !== 'Guest' ? <span className="block truncate text-xs text-muted">{email}</span> : null}
    </Link>
  );
}

function ListingLink({ id, title }: { id: string; title: string | null | undefined }) {
  return (
    <Link to={ROUTES.listing(id)} className="mt-0.5 inline-block text-xs font-medium text-primary hover:underline">
      {title || 'Listing'} →
    </Link>
  );
}
