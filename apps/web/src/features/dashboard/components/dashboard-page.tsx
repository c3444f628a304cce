import { NavLink, useParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration, GarageIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { NotFoundState } from '../../errors';
import { SellerInbox, useInboxUnread } from '../../chat';
import { useListings, ListingCard } from '../../listings';
import { SellerListings, SellerListingsSkeleton } from './seller-listings';

/** The dashboard's views: the seller's garage and the buyer's conversations. */
export const DASHBOARD_ACTIONS = [
  { action: 'selling', label: 'Selling' },
  // Issue 19: every buyer conversation across the seller's cars, with the unread total on the tab.
  { action: 'inbox', label: 'Inbox' },
  { action: 'buying', label: 'Buying' },
] as const;

/** Spec 9: lists ask for pages of 100. */
const SELLER_PAGE_SIZE = 100;

/** /dashboard/{action} (signed-in users with an account; see the route guard). */
export function DashboardPage() {
  const { action } = useParams();
  const known = DASHBOARD_ACTIONS.some((a) => a.action === action);
  const unread = useInboxUnread(known).data ?? 0;
  if (!known) return <NotFoundState />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink">My garage</h1>
        <nav aria-label="Dashboard">
          <ul className="flex gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-line">
            {DASHBOARD_ACTIONS.map((a) => (
              <li key={a.action}>
                <NavLink
                  to={`/dashboard/${a.action}`}
                  className={({ isActive }) =>
                    `inline-flex items-center rounded-lg px-4 py-2 text-sm font-medium ${isActive ? 'bg-primary text-white' : 'text-muted hover:text-ink'}`
                  }
                >
                  {a.label}
                  {a.action === 'inbox' && unread > 0 ? (
                    <span className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-ink">
                      {unread > 99 ? '99+' : unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mt-6">
        {action === 'selling' ? <SellingView /> : action === 'inbox' ? <SellerInbox /> : <BuyingView />}
      </div>
    </div>
  );
}

/** GET /v1/listing?sellerId=<me>&size=100: every car of this seller, whatever its status. */
function SellingView() {
  const user = useCurrentUser();
  const me = user.data?.id;
  const listings = useListings({ sellerId: me, size: SELLER_PAGE_SIZE, sort: 'updatedAt,desc' }, { enabled: !!me });
  const cars = listings.data?.content ?? [];

  if (!me || listings.isPending) return <SellerListingsSkeleton />;
  if (listings.isError && !listings.data) return <LoadError onRetry={() => void listings.refetch()} what="your cars" />;
  if (!cars.length) {
    return (
      <EmptyState
        headingLevel={2}
        illustration={<GarageIllustration />}
        title="Your garage is empty — List your first car"
        description="Add your car in a few minutes. Revy writes the listing, prices it against the market and answers buyers for you."
        actions={[
          { to: ROUTES.myGarageCreate, label: 'List my first car' },
          { to: ROUTES.showroom, label: 'See what others are selling' },
        ]}
      />
    );
  }
  const total = listings.data?.totalElements ?? cars.length;
  return (
    <section aria-labelledby="selling-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="selling-heading" className="text-lg font-semibold text-ink">
          {total === 1 ? 'Your car' : `Your ${total.toLocaleString('en-US')} cars`}
        </h2>
        <ButtonLink to={ROUTES.myGarageCreate} size="sm" variant="secondary">
          List another car
        </ButtonLink>
      </div>
      <SellerListings listings={cars} />
    </section>
  );
}

/** GET /v1/listing?buyerId=<me>: the cars this user is talking to sellers about. */
function BuyingView() {
  const user = useCurrentUser();
  const me = user.data?.id;
  const listings = useListings({ buyerId: me, size: SELLER_PAGE_SIZE, sort: 'updatedAt,desc' }, { enabled: !!me });
  const cars = listings.data?.content ?? [];
  if (!me || listings.isPending) return <SellerListingsSkeleton />;
  if (!cars.length) {
    return (
      <EmptyState
        headingLevel={2}
        illustration={<ChatIllustration />}
        title="Cars you're talking to sellers about"
        description="When you message a seller, book a test drive or make an offer, the car and the conversation show up here."
        actions={[{ to: ROUTES.showroom, label: 'Browse the showroom' }]}
      />
    );
  }
  return (
    <section aria-labelledby="buying-heading">
      <h2 id="buying-heading" className="mb-4 text-lg font-semibold text-ink">
        Cars you're interested in
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((l) => (
          <li key={l.id}>
            <ListingCard listing={l} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LoadError({ onRetry, what }: { onRetry: () => void; what: string }) {
  return (
    <Alert tone="error" title={`We couldn't load ${what}`}>
      <p>Check your connection and try again.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
