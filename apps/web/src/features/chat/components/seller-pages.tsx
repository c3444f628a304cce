import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMoneyCents, formatRelative, ROUTES, type Chat } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration, InboxIllustration, TagIllustration } from '../../../components/illustrations';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { SellerDealEntry } from '../../deals';
import { useChat } from '../api/get-chat';
import { useListingChats } from '../api/listing-chats';
import { useListingOffers } from '../api/listing-offers';
import { useRestrictChat } from '../api/update-chat';
import { useInboxLive } from '../hooks/use-inbox-live';
import { useNow } from '../../../lib/use-now';
import { buyerName } from '../lib/people';
import { waitingLabel } from '../lib/waiting';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { OfferPanel } from './offer-panel';
import { IdVerifiedBadge } from '../../../components/ui/id-verified-badge';
import { OfferStatusBadge } from './offer-status';

const messagesPath = (listingId: string, chatId?: string) =>
  `${ROUTES.myGarageListing(listingId)}/messages${chatId ? `/${encodeURIComponent(chatId)}` : ''}`;

function ListSkeleton() {
  return (
    <div className="animate-pulse divide-y divide-line" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 px-4 py-3">
          <div className="h-10 w-10 rounded-full bg-line" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 rounded bg-line" />
            <div className="h-3 w-3/4 rounded bg-line/70" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /my-garage/{id}/messages and messages/{chatId}: the seller's inbox for one car beside the open
 * conversation on wide screens; the list, then the conversation, on phones.
 */
export function SellerMessages({ listingId }: { listingId: string }) {
  const { chatId } = useParams();
  const chats = useListingChats(listingId);
  const me = useCurrentUser().data;
  const now = useNow();
  const ids = (chats.data ?? []).map((c) => c.id);
  useInboxLive(ids, listingId);

  if (chats.isError)
    return (
      <LoadError title="We couldn't load your messages" error={chats.error} onRetry={() => void chats.refetch()} />
    );
  if (chats.data && chats.data.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        illustration={<ChatIllustration />}
        title="No messages from buyers yet"
        description="When buyers ask about your car, every conversation shows up here, live. Step in whenever you like."
        actions={[{ to: ROUTES.listing(listingId), label: 'See your listing as buyers do' }]}
      />
    );
  const unread = (chats.data ?? []).reduce((n, c) => n + (c.me?.unreadCount ?? 0), 0);

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-line bg-white shadow-sm lg:h-[calc(100dvh-14rem)] lg:min-h-[520px] lg:grid-cols-[340px_minmax(0,1fr)]">
      <section
        aria-label="Buyers"
        className={`min-h-0 flex-col border-line lg:flex lg:border-r ${chatId ? 'hidden' : 'flex'}`}
      >
        <header className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 className="font-semibold text-ink">Buyers</h2>
          <span className="text-sm text-muted" aria-live="polite">
            {unread
              ? `${unread} unread`
              : chats.data
                ? `${chats.data.length} conversation${chats.data.length === 1 ? '' : 's'}`
                : ''}
          </span>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {chats.data ? (
            <ChatList
              chats={chats.data}
              nameOf={buyerName}
              hrefOf={(c) => messagesPath(listingId, c.id)}
              myUserId={me?.id}
              now={now}
              label="Conversations with buyers"
            />
          ) : (
            <ListSkeleton />
          )}
        </div>
      </section>
      <section
        aria-label="Conversation"
        className={`min-h-0 flex-col lg:flex ${chatId ? 'flex h-[calc(100dvh-12rem)] min-h-[480px] lg:h-auto' : 'hidden'}`}
      >
        {chatId ? (
          <SellerConversation key={chatId} chatId={chatId} listingId={listingId} now={now} />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center p-8 text-center">
            <ChatIllustration />
            <p className="mt-4 font-semibold text-ink">Pick a conversation</p>
            <p className="mt-1 max-w-xs text-sm text-muted">
              Buyers waiting longest for an answer show how long they have waited.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

function SellerConversation({ chatId, listingId, now }: { chatId: string; listingId: string; now: number }) {
  const chat = useChat(chatId);
  const [showOffer, setShowOffer] = useState(false);
  if (chat.isPending)
    return (
      <div className="flex flex-1 items-center justify-center text-muted" aria-busy="true">
        Loading the conversation…
      </div>
    );
  if (chat.isError || !chat.data)
    return (
      <div className="p-5">
        <LoadError title="We couldn't load this conversation" error={chat.error} onRetry={() => void chat.refetch()} />
      </div>
    );
  const c = chat.data;
  const waiting = waitingLabel(c.me?.slaClockAt, now);
  return (
    <Conversation
      chat={c}
      role="seller"
      emptyHint="The buyer opened this conversation but has not written yet."
      header={
        <header className="border-b border-line px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex min-w-0 items-center gap-2">
              <Link
                to={messagesPath(listingId)}
                className="rounded-lg px-1 text-sm font-medium text-muted hover:text-primary lg:hidden"
                aria-label="Back to all buyers"
              >
                ←
              </Link>
              <h2 className="truncate font-semibold text-ink">{buyerName(c)}</h2>
              {c.buyer?.isIdVerified ? <IdVerifiedBadge size="xs" /> : null}
              {waiting ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {waiting}
                </span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <SellerDealEntry listingId={listingId} buyerId={c.buyerId} watch={c.offerStatusAt} />
              <Button size="sm" variant="secondary" aria-expanded={showOffer} onClick={() => setShowOffer((v) => !v)}>
                {c.offerStatus === 'pending' ? `Offer ${formatMoneyCents(c.offer)}` : 'Offer'}
              </Button>
              <BlockButton chat={c} />
            </div>
          </div>
          {c.isTestDriveRequested || c.isVideoTourRequested ? (
            <p className="mt-1 text-sm text-muted">
              Asked for{' '}
              {[c.isTestDriveRequested ? 'a test drive' : null, c.isVideoTourRequested ? 'a video tour' : null]
                .filter(Boolean)
                .join(' and ')}
            </p>
          ) : null}
          {c.isRestricted ? (
            <p className="mt-1 text-sm font-medium text-danger">You blocked this buyer: they cannot send messages.</p>
          ) : null}
          {showOffer ? (
            <div className="mt-3 rounded-xl border border-line p-3">
              <OfferPanel chat={c} role="seller" />
            </div>
          ) : null}
        </header>
      }
    />
  );
}

/** Block (restrict) or unblock the buyer, after a confirmation. */
function BlockButton({ chat }: { chat: Chat }) {
  const [open, setOpen] = useState(false);
  const restrict = useRestrictChat(chat.id);
  const blocking = !chat.isRestricted;
  return (
    <>
      <Button size="sm" variant={blocking ? 'ghost' : 'secondary'} onClick={() => setOpen(true)}>
        {blocking ? 'Block buyer' : 'Unblock'}
      </Button>
      <ConfirmDialog
        open={open}
        title={blocking ? `Block ${buyerName(chat)}?` : `Unblock ${buyerName(chat)}?`}
        body={
          <>
            <p>
              {blocking
                ? 'They will not be able to send you messages, offers or requests about this car. You can unblock them later.'
                : 'They will be able to message you about this car again.'}
            </p>
            {restrict.isError ? (
              <p role="alert" className="mt-2 text-danger">
                {errorMessage(restrict.error)}
              </p>
            ) : null}
          </>
        }
        confirmLabel={blocking ? 'Block buyer' : 'Unblock'}
        danger={blocking}
        pending={restrict.isPending}
        onConfirm={() => restrict.mutate(blocking, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** /my-garage/{id}/offers: every offer on the car, with accept, decline, counter and history. */
export function SellerOffers({ listingId }: { listingId: string }) {
  const q = useListingOffers(listingId);
  const now = useNow();
  useInboxLive(
    (q.data ?? []).map((x) => x.chat.id),
    listingId,
  );
  if (q.isError) return <LoadError title="We couldn't load offers" error={q.error} onRetry={() => void q.refetch()} />;
  if (q.isPending)
    return (
      <div className="mt-6 rounded-2xl border border-line bg-white">
        <ListSkeleton />
      </div>
    );
  if (!q.data.length)
    return (
      <EmptyState
        headingLevel={2}
        illustration={<TagIllustration />}
        title="No offers yet"
        description="When a buyer makes an offer it lands here, so you can accept, decline or counter it in one place."
        actions={[{ to: messagesPath(listingId), label: 'Open messages' }]}
      />
    );
  // Pending first, then newest.
  const rows = [...q.data].sort(
    (a, b) =>
      Number(b.chat.offerStatus === 'pending') - Number(a.chat.offerStatus === 'pending') ||
      ((b.chat.offerAt ?? '') > (a.chat.offerAt ?? '') ? 1 : -1),
  );
  const best = Math.max(
    0,
    ...q.data.flatMap((x) => x.offers.filter((o) => o.fromRole === 'buyer').map((o) => o.amount)),
  );
  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="text-sm text-muted">
        {q.data.length} buyer{q.data.length === 1 ? '' : 's'} made offers
        {best ? ` · best ${formatMoneyCents(best)}` : ''}
      </p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {rows.map(({ chat, offers }) => (
          <li key={chat.id} className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-2">
              <p className="flex items-center gap-1.5 font-semibold text-ink">
                {buyerName(chat)}
                {chat.buyer?.isIdVerified ? <IdVerifiedBadge size="xs" /> : null}
              </p>
              <Link
                to={messagesPath(listingId, chat.id)}
                className="text-sm font-semibold text-primary hover:underline"
              >
                Open chat
              </Link>
            </div>
            <OfferPanel chat={chat} role="seller" knownOffers={offers} />
            {offers.length ? (
              <details className="text-sm">
                <summary className="cursor-pointer font-medium text-muted hover:text-ink">
                  History ({offers.length})
                </summary>
                <ol className="mt-2 space-y-1.5">
                  {[...offers].reverse().map((o) => (
                    <li key={o.id} className="flex flex-wrap items-center gap-2">
                      <span className="w-16 text-muted">{o.fromRole === 'buyer' ? 'Buyer' : 'You'}</span>
                      <span className="font-semibold text-ink">{formatMoneyCents(o.amount)}</span>
                      <OfferStatusBadge status={o.status} />
                      {o.autoDeclined ? (
                        <span className="text-muted">automatically, under your lowest price</span>
                      ) : null}
                      <time className="text-muted" dateTime={o.createdAt} title={formatDateTime(o.createdAt)}>
                        {formatRelative(o.createdAt, now)}
                      </time>
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /my-garage/{id}/requests: test-drive and video-tour requests, with the buyer and a link to the chat. */
export function SellerRequests({ listingId }: { listingId: string }) {
  const chats = useListingChats(listingId);
  const now = useNow();
  useInboxLive(
    (chats.data ?? []).map((c) => c.id),
    listingId,
  );
  if (chats.isError)
    return <LoadError title="We couldn't load requests" error={chats.error} onRetry={() => void chats.refetch()} />;
  if (chats.isPending)
    return (
      <div className="mt-6 rounded-2xl border border-line bg-white">
        <ListSkeleton />
      </div>
    );
  const rows = chats.data
    .filter((c) => c.isTestDriveRequested || c.isVideoTourRequested)
    .sort((a, b) => (b.updatedAt > a.updatedAt ? 1 : -1));
  if (!rows.length)
    return (
      <EmptyState
        headingLevel={2}
        illustration={<InboxIllustration />}
        title="No test drive or video tour requests yet"
        description="When a buyer asks to see the car, the request lands here with a link to the conversation to agree a time."
        actions={[{ to: ROUTES.calendar, label: 'Set your availability' }]}
      />
    );
  return (
    <ul
      className="mt-6 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
      aria-label="Requests"
    >
      {rows.map((c) => (
        <li key={c.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-ink">{buyerName(c)}</p>
            <p className="mt-1 flex flex-wrap gap-1.5 text-sm">
              {c.isTestDriveRequested ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-900">Test drive</span>
              ) : null}
              {c.isVideoTourRequested ? (
                <span className="rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-900">Video tour</span>
              ) : null}
              <span className="text-muted">
                updated{' '}
                <time dateTime={c.updatedAt} title={formatDateTime(c.updatedAt)}>
                  {formatRelative(c.updatedAt, now)}
                </time>
              </span>
            </p>
          </div>
          <ButtonLink to={messagesPath(listingId, c.id)} variant="secondary" size="sm">
            Reply in chat
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
