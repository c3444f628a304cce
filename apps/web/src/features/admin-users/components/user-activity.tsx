import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, formatDate, formatMoneyCents, ROUTES, shortTitle, type Chat, type Listing } from '@revy/shared';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { useUserChats, useUserListings, useUserPurchases } from '../api/user-activity';
import { Pill } from './user-badges';

/** The user's listings, chats and purchases, each linking where staff act on it (issue 16). */
export function UserActivity({ userId }: { userId: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <ListingsPanel userId={userId} />
      <ChatsPanel userId={userId} />
      <PurchasesPanel userId={userId} />
    </div>
  );
}

function ListingsPanel({ userId }: { userId: string }) {
  const q = useUserListings(userId);
  return (
    <ActivityPanel
      title="Listings"
      count={q.data?.totalElements}
      state={q}
      empty="No listings."
      items={q.data?.content.map((l) => (
        <li key={l.id} className="py-2.5 first:pt-0 last:pb-0">
          <Link to={ROUTES.listing(l.id)} className="block truncate font-medium text-ink hover:text-primary">
            {shortTitle(l.title, 60) || 'Untitled listing'}
          </Link>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StatusPill status={l.status} />
            <span>{l.price != null ? formatMoneyCents(l.price) : 'No price'}</span>
            <Link to={`/concierge/history/${encodeURIComponent(l.id)}`} className="text-primary hover:underline">
              History
            </Link>
            <Link to={ROUTES.myGarageListing(l.id)} className="text-primary hover:underline">
              Garage
            </Link>
          </p>
        </li>
      ))}
    />
  );
}

function ChatsPanel({ userId }: { userId: string }) {
  const q = useUserChats(userId);
  return (
    <ActivityPanel
      title="Chats"
      count={q.data?.totalElements}
      state={q}
      empty="No chats."
      items={q.data?.content.map((c) => (
        <li key={c.id} className="py-2.5 first:pt-0 last:pb-0">
          <Link
            to={`${ROUTES.myGarageListing(c.listingId)}/messages/${encodeURIComponent(c.id)}`}
            className="block truncate font-medium text-ink hover:text-primary"
          >
            {c.listing?.title ? shortTitle(c.listing.title, 60) : c.title || 'Chat'}
          </Link>
          <p className="mt-0.5 truncate text-sm text-muted">
            {c.buyerId === userId ? 'As buyer' : 'As seller'} · with {otherParty(c, userId)}
            {c.lastMessageAt ? ` · ${formatDate(c.lastMessageAt)}` : ''}
          </p>
        </li>
      ))}
    />
  );
}

function PurchasesPanel({ userId }: { userId: string }) {
  const q = useUserPurchases(userId);
  return (
    <ActivityPanel
      title="Purchases"
      count={q.data?.length}
      state={q}
      empty="No purchases."
      items={q.data?.map((p) => (
        <li key={p.id} className="py-2.5 first:pt-0 last:pb-0">
          <div className="flex items-center justify-between gap-2">
            <span className="truncate font-medium text-ink">{p.name}</span>
            <span className="shrink-0 text-sm text-ink">{formatMoneyCents(p.totalDue)}</span>
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <Pill
              className={
                p.status === 'ACTIVE'
                  ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                  : 'bg-zinc-50 text-zinc-700 ring-zinc-200'
              }
            >
              {p.status.toLowerCase()}
            </Pill>
            <span>{formatDate(p.createdAt)}</span>
            {p.listingId ? (
              <Link to={ROUTES.listing(p.listingId)} className="text-primary hover:underline">
                Listing
              </Link>
            ) : null}
          </p>
        </li>
      ))}
    />
  );
}

const otherParty = (c: Chat, userId: string) => {
  const other = c.buyerId === userId ? c.seller : c.buyer;
  const name = other ? displayName(other) : 'Guest';
  return name === 'Guest' ? 'a guest' : name;
};

const STATUS_STYLES: Record<string, string> = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  unpublished: 'bg-amber-50 text-amber-900 ring-amber-200',
  unpublishedDraft: 'bg-zinc-50 text-zinc-700 ring-zinc-200',
};
const STATUS_LABELS: Record<string, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  unpublishedDraft: 'Draft',
};

function StatusPill({ status }: { status: Listing['status'] }) {
  return (
    <Pill className={STATUS_STYLES[status] ?? STATUS_STYLES.unpublishedDraft!}>{STATUS_LABELS[status] ?? status}</Pill>
  );
}

function ActivityPanel({
  title,
  count,
  state,
  empty,
  items,
}: {
  title: string;
  count: number | undefined;
  state: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: string;
  items: ReactNode[] | undefined;
}) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6" aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-base font-semibold text-ink">
        {title}
        {count !== undefined ? <span className="text-sm font-normal text-muted">{count}</span> : null}
      </h2>
      {state.isPending ? (
        <div className="flex justify-center py-4 text-primary">
          <Spinner size={20} label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : state.isError ? (
        <p className="text-sm text-danger">
          {errorMessage(state.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => state.refetch()}>
            Try again
          </button>
        </p>
      ) : !items?.length ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">{items}</ul>
      )}
    </section>
  );
}
