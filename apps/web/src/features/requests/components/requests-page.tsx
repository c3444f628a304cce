import { Link, useSearchParams } from 'react-router';
import { formatMoneyCents, formatRelative, ROUTES, type Chat } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration, InboxIllustration, TagIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import {
  useMyChats,
  lastMessagePreview,
  UnreadBadge,
  OfferStatusBadge,
  useInboxLive,
  buyerName,
  sellerName,
  lastActivity,
} from '../../chat';
import { useNow } from '../../../lib/use-now';

const TABS = [
  { key: 'chats', label: 'Conversations' },
  { key: 'offers', label: 'Offers' },
  { key: 'requests', label: 'Test drives & tours' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** Where a chat opens: the buyer's page for the car, or the seller's garage. */
function chatHref(c: Chat, myId: string | undefined): string {
  return c.buyerId === myId
    ? `${ROUTES.listing(c.listingId)}/chat/${encodeURIComponent(c.id)}`
    : `${ROUTES.myGarageListing(c.listingId)}/messages/${encodeURIComponent(c.id)}`;
}

/** /requests: the user's conversations, offers and test-drive and video-tour requests across cars. */
export function RequestsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS.find((t) => t.key === params.get('tab'))?.key ?? 'chats') as Tab;
  const chats = useMyChats({ enabled: !!user.data });
  const now = useNow();
  useInboxLive((chats.data?.content ?? []).map((c) => c.id));
  const myId = user.data?.id;

  if (!user.isPending && !user.data) {
    return (
      <EmptyState
        illustration={<InboxIllustration />}
        title="Your conversations with sellers"
        description="Message a seller from any car's page; your conversations, offers and test-drive requests are gathered here."
        actions={[
          { to: ROUTES.showroom, label: 'Find a car' },
          { to: `${ROUTES.signIn}?next=${encodeURIComponent(ROUTES.requests)}`, label: 'Sign in' },
        ]}
      />
    );
  }

  const all = [...(chats.data?.content ?? [])].sort((a, b) => (lastActivity(a) < lastActivity(b) ? 1 : -1));
  const shown =
    tab === 'offers'
      ? all.filter((c) => c.offerStatus)
      : tab === 'requests'
        ? all.filter((c) => c.isTestDriveRequested || c.isVideoTourRequested)
        : all;
  const counts: Record<Tab, number> = {
    chats: all.length,
    offers: all.filter((c) => c.offerStatus).length,
    requests: all.filter((c) => c.isTestDriveRequested || c.isVideoTourRequested).length,
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My requests</h1>
      <p className="mt-1 text-muted">Your conversations, offers and visits, across every car.</p>
      <div role="tablist" aria-label="Show" className="mt-5 flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((t) => (
          <button
            key={t.key}
            role="tab"
            type="button"
            aria-selected={tab === t.key}
            onClick={() => setParams(t.key === 'chats' ? {} : { tab: t.key }, { replace: true })}
            className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${tab === t.key ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {t.label}
            {chats.data ? (
              <span className="ml-1.5 rounded-full bg-canvas px-1.5 text-xs text-muted">{counts[t.key]}</span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-5">
        {chats.isError ? (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error" title="We couldn't load your conversations">
              {errorMessage(chats.error)}
            </Alert>
            <Button variant="secondary" onClick={() => void chats.refetch()}>
              Try again
            </Button>
          </div>
        ) : !chats.data ? (
          <div className="grid animate-pulse gap-3" aria-busy="true" aria-label="Loading">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-24 rounded-2xl border border-line bg-white" />
            ))}
          </div>
        ) : !shown.length ? (
          <EmptyState
            headingLevel={2}
            className="!py-8"
            illustration={
              tab === 'offers' ? <TagIllustration /> : tab === 'requests' ? <InboxIllustration /> : <ChatIllustration />
            }
            title={
              tab === 'offers'
                ? 'No offers yet'
                : tab === 'requests'
                  ? 'No test drive or video tour requests yet'
                  : 'No conversations yet'
            }
            description={
              tab === 'offers'
                ? 'Make an offer from a car you like; its status shows here.'
                : tab === 'requests'
                  ? 'Ask a seller for a test drive or a video tour from the car’s page.'
                  : 'Message a seller from any car’s page and the conversation shows here.'
            }
            actions={[{ to: ROUTES.showroom, label: 'Browse the showroom' }]}
          />
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {shown.map((c) => {
              const mine = c.buyerId === myId;
              const unread = c.me?.unreadCount ?? 0;
              return (
                <li key={c.id}>
                  <Link
                    to={chatHref(c, myId)}
                    className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md"
                  >
                    <span className="h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-line sm:h-20 sm:w-28">
                      {c.listing?.coverUrl ? (
                        <img src={c.listing.coverUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
                      ) : null}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-start justify-between gap-2">
                        <span className="line-clamp-2 font-semibold text-ink sm:line-clamp-1">
                          {c.listing?.title ?? 'A car'}
                        </span>
                        <span className="flex shrink-0 items-center gap-2">
                          <span className="text-xs text-muted">{formatRelative(lastActivity(c), now)}</span>
                          <UnreadBadge count={unread} />
                        </span>
                      </span>
                      <span className="block text-sm text-muted">
                        {mine ? `with ${sellerName(c)}` : `Buyer ${buyerName(c)} · your car`}
                        {c.listing?.price ? ` · ${formatMoneyCents(c.listing.price)}` : ''}
                      </span>
                      <span className={`mt-1 block truncate text-sm ${unread ? 'font-medium text-ink' : 'text-muted'}`}>
                        {lastMessagePreview(c, myId)}
                      </span>
                      {c.offerStatus || c.isTestDriveRequested || c.isVideoTourRequested ? (
                        <span className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
                          {c.offerStatus ? (
                            <>
                              <span className="font-semibold text-ink">Offer {formatMoneyCents(c.offer)}</span>
                              <OfferStatusBadge status={c.offerStatus} />
                            </>
                          ) : null}
                          {c.isTestDriveRequested ? (
                            <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900">
                              Test drive requested
                            </span>
                          ) : null}
                          {c.isVideoTourRequested ? (
                            <span className="rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-900">
                              Video tour requested
                            </span>
                          ) : null}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
