import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMoneyCents, formatMonthYear, formatNumber, ROUTES, type Listing, type PublicUser } from '@revy/shared';
import {
  formatDistance,
  formatLocation,
  ChatIcon,
  CompareToggle,
  KeyIcon,
  MapPinIcon,
  TagIcon,
  VideoIcon,
} from '../../listings';
import { CompareTray } from '../../compare';
import { IdVerifiedBadge } from '../../../components/ui/id-verified-badge';
import { ShareButton } from './share-button';
import { SaveCarButton } from '../../saved';
import { useOpenChat } from '../../chat';
import { ListingDeal } from '../../pricing';
import { BookTestDriveButton } from './book-test-drive-button';
import { ListingDealSlot } from './listing-deal-slot';
import { BottomBar } from '../../../components/ui/bottom-bar';

/** Where a call to action leads without script (the chat page opens or finds the chat from there). */
export const chatIntentPath = (listingId: string, intent: ChatIntent) =>
  `${ROUTES.listing(listingId)}/chat?intent=${intent}`;
export type ChatIntent = 'message' | 'test-drive' | 'video-tour' | 'offer';

const ACTIONS: Array<{ intent: ChatIntent; label: string; icon: ReactNode }> = [
  { intent: 'message', label: 'Message seller', icon: <ChatIcon /> },
  { intent: 'test-drive', label: 'Book a test drive', icon: <KeyIcon /> },
  { intent: 'video-tour', label: 'Request video tour', icon: <VideoIcon /> },
  { intent: 'offer', label: 'Make an offer', icon: <TagIcon /> },
];

/**
 * A call to action: opens (or finds) the buyer's chat about the car with POST /v1/chat — making
 * an anonymous identity first if needed — and goes to it with the intent. The link's address is
 * the fallback (new tab, no script).
 */
export function useChatAction(listingId: string) {
  const open = useOpenChat();
  const navigate = useNavigate();
  return {
    pending: open.isPending ? open.variables : null,
    error: open.error,
    onClick: (intent: ChatIntent) => (e: MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      if (open.isPending) return;
      open.mutate(listingId, {
        onSuccess: (chat) =>
          navigate(
            `${ROUTES.listing(listingId)}/chat/${encodeURIComponent(chat.id)}${intent === 'message' ? '' : `?intent=${intent}`}`,
          ),
        // Fall back to the chat page, which explains and offers to try again.
        onError: () => navigate(chatIntentPath(listingId, intent)),
      });
    },
  };
}

const ACTION_CLASS =
  'flex h-12 w-full items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink transition-colors hover:bg-primary-soft';

/** Title, price, location, the buyer's calls to action and share: the column beside the photos. */
export function ListingSummary({ listing, title, isOwner }: { listing: Listing; title: string; isOwner: boolean }) {
  const sold = listing.saleStatus === 'sold';
  const location = formatLocation(listing.location);
  const distance = formatDistance(listing.distance);
  const v = listing.vehicle;
  // The display title usually carries the trim already; the line under it adds what it lacks.
  const trim = v.trim && !title.includes(v.trim) ? v.trim : null;
  const mileage = v.mileage !== null && v.mileage !== undefined ? `${formatNumber(v.mileage)} mi` : null;
  const subtitle = [trim, mileage, v.bodyType, v.transmission].filter(Boolean).join(' · ');
  const action = useChatAction(listing.id);
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <div>
        {sold ? (
          <p className="mb-2 inline-flex rounded-full bg-danger px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            Sold
          </p>
        ) : null}
        {/* Save sits by the title, so a phone shows it with the price rather than below every button. */}
        <div className="flex items-start justify-between gap-3">
          <h1 className="min-w-0 text-balance text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {isOwner ? null : (
            <div className="shrink-0">
              <SaveCarButton listingId={listing.id} title={title} variant="page" />
            </div>
          )}
        </div>
        {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
        <p
          className="mt-3 text-3xl font-extrabold tracking-tight text-ink"
          aria-label={listing.price ? `Price ${formatMoneyCents(listing.price)}` : undefined}
        >
          {formatMoneyCents(listing.price, { fallback: 'Price on request' })}
        </p>
        {sold ? null : <ListingDeal listingId={listing.id} isOwner={isOwner} price={listing.price} />}
        {location ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
            <MapPinIcon className="h-4 w-4 shrink-0" />
            <span>
              {location}
              {distance ? <span className="text-ink"> · {distance}</span> : null}
            </span>
          </p>
        ) : null}
      </div>

      {isOwner ? null : (
        <div>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {ACTIONS.map((a, i) => (
              <li key={a.intent} className={i === 0 ? 'sm:col-span-2 lg:col-span-1' : ''}>
                {a.intent === 'test-drive' ? (
                  <BookTestDriveButton
                    listingId={listing.id}
                    href={chatIntentPath(listing.id, a.intent)}
                    className={ACTION_CLASS}
                  >
                    {a.icon}
                    {a.label}
                  </BookTestDriveButton>
                ) : (
                  <Link
                    to={chatIntentPath(listing.id, a.intent)}
                    onClick={action.onClick(a.intent)}
                    aria-busy={action.pending ? true : undefined}
                    className={`flex h-12 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors ${
                      i === 0
                        ? 'bg-primary text-white shadow-sm hover:bg-primary-hover active:bg-primary-pressed'
                        : 'border border-line bg-white text-ink hover:bg-primary-soft'
                    }`}
                  >
                    {a.icon}
                    {a.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <ListingDealSlot listingId={listing.id} />
          <p className="mt-2 text-xs text-muted">
            {sold ? 'This car is sold; the seller may still answer questions. ' : ''}
            {action.pending ? 'Opening your conversation…' : 'Your conversation with the seller is private.'}
          </p>
        </div>
      )}

      <ShareButton title={title} listingId={listing.id} />
      {/* Issue 19: side by side with up to two other cars; the picks show under the button. */}
      {isOwner ? null : (
        <div className="-mt-2 flex flex-col gap-3">
          <CompareToggle listing={listing} />
          <CompareTray placement="inline" />
        </div>
      )}
    </div>
  );
}

/** Phones: price and "Message seller" stay at hand at the bottom of the screen while scrolling. */
export function MobileActionBar({ listing }: { listing: Listing }) {
  const action = useChatAction(listing.id);
  return (
    <BottomBar className="z-30 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
        <p className="text-lg font-extrabold tracking-tight text-ink">
          {formatMoneyCents(listing.price, { fallback: 'Price on request' })}
        </p>
        <Link
          to={chatIntentPath(listing.id, 'message')}
          onClick={action.onClick('message')}
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-primary px-5 text-sm font-semibold text-white shadow-sm hover:bg-primary-hover"
        >
          <ChatIcon className="h-4 w-4" />
          Message seller
        </Link>
      </div>
    </BottomBar>
  );
}

/** The seller's public profile: first name and initial, member since, verified badge. */
export function SellerCard({ seller }: { seller: PublicUser | null }) {
  const name = seller
    ? [seller.firstName, seller.lastNameInitial ? `${seller.lastNameInitial.replace(/\.$/, '')}.` : null]
        .filter(Boolean)
        .join(' ')
    : '';
  const since = seller ? formatMonthYear(seller.createdAt) : '';
  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="seller-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
        Seller
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-bold text-primary"
          aria-hidden="true"
        >
          {(seller?.firstName?.[0] ?? 'R').toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold text-ink">
            {name || 'Private seller'}
            {seller?.isIdVerified ? <IdVerifiedBadge /> : null}
          </p>
          <p className="text-sm text-muted">
            Private owner{since ? ` · Member since ${since}` : ''}
            {seller && seller.listingCount > 1 ? ` · ${seller.listingCount} cars listed` : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
