import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES, type Chat } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChatIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { BuyerDealEntry } from '../../deals';
import { useListing } from '../../listings';
import { useChat } from '../api/get-chat';
import { useMyChats } from '../api/list-chats';
import { useOpenChat } from '../api/open-chat';
import { sendMessage } from '../api/send-message';
import { newMessageId } from '../lib/messages';
import { sellerName } from '../lib/people';
import { ChatRequestsBar } from './chat-requests-bar';
import { Conversation } from './conversation';
import { GuestEmailPrompt } from './guest-email-prompt';
import { ListingChip } from './listing-chip';
import { IdVerifiedBadge } from '../../../components/ui/id-verified-badge';
import { OfferPanel } from './offer-panel';

type Intent = 'message' | 'test-drive' | 'video-tour' | 'offer';
const intentOf = (v: string | null): Intent | null =>
  v === 'message' || v === 'test-drive' || v === 'video-tour' || v === 'offer' ? v : null;

/** Where a buyer's chat lives (/listings or /old-listings). */
export const buyerChatPath = (listingId: string, chatId: string, base = '/listings') =>
  `${base}/${encodeURIComponent(listingId)}/chat/${encodeURIComponent(chatId)}`;

/** /listings/{id}/chat and /listings/{id}/chat/{chatId}: the buyer's conversation with the seller. */
export function ListingChatPage() {
  return <BuyerChatRoute base="/listings" />;
}

/** /old-listings/{id}/chat: the same conversation at the old address. */
export function OldListingChatPage() {
  return <BuyerChatRoute base="/old-listings" />;
}

function BuyerChatRoute({ base }: { base: string }) {
  const { id = '', chatId } = useParams();
  const [params] = useSearchParams();
  const intent = intentOf(params.get('intent'));
  if (chatId) return <BuyerChat key={chatId} chatId={chatId} listingId={id} intent={intent} base={base} />;
  return <StartChat key={id} listingId={id} intent={intent} base={base} />;
}

/**
 * No chat in the address: go to the buyer's chat about this car if they have one; otherwise
 * offer to start one (the identity and the chat are only created when they act, spec 4).
 */
function StartChat({ listingId, intent, base }: { listingId: string; intent: Intent | null; base: string }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const listing = useListing(listingId);
  const mine = useMyChats({ enabled: !!user.data });
  const open = useOpenChat();
  const existing = mine.data?.content.find((c) => c.listingId === listingId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const intentQuery = intent && intent !== 'message' ? `?intent=${intent}` : '';

  useEffect(() => {
    if (existing) navigate(`${buyerChatPath(listingId, existing.id, base)}${intentQuery}`, { replace: true });
  }, [existing, listingId, base, intentQuery, navigate]);

  const l = listing.data;
  if (listing.isError && isApiError(listing.error) && listing.error.status === 404) {
    return (
      <EmptyState
        illustration={<ChatIllustration />}
        title="This car isn't on Revy right now"
        description="It may have been sold or taken down by its seller."
        actions={[{ to: ROUTES.showroom, label: 'Browse the showroom' }]}
      />
    );
  }
  if (user.isPending || (user.data && mine.isPending) || existing) return <ChatPageSkeleton />;

  const start = async (first?: string) => {
    setFailed(null);
    setSending(true);
    try {
      const chat = await open.mutateAsync(listingId);
      if (first) {
        await sendMessage(chat.id, { id: newMessageId(), content: first });
      }
      navigate(`${buyerChatPath(listingId, chat.id, base)}${intentQuery}`, { replace: true });
    } catch (err) {
      setFailed(err);
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <Link
        to={`${base}/${encodeURIComponent(listingId)}`}
        className="text-sm font-medium text-muted hover:text-primary"
      >
        ← Back to the car
      </Link>
      <div className="mt-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
        {l ? (
          <ListingChip
            listing={{
              id: l.id,
              sellerId: l.sellerId,
              title: l.title ?? 'This car',
              price: l.price,
              status: l.status,
              saleStatus: l.saleStatus,
              coverUrl: l.cover?.files?.cover300x200 ?? null,
              offerMethods: l.offerMethods ?? [],
              offerRequirements: l.offerRequirements ?? null,
              requireVerifiedBuyers: l.requireVerifiedBuyers ?? false,
            }}
          />
        ) : null}
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{INTENT_TITLES[intent ?? 'message']}</h1>
        <p className="mt-1 text-muted">
          Your first message starts a private conversation with the seller. You can make an offer or ask to see the car
          from there.
        </p>
        <form
          className="mt-5 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void start(text.trim() || undefined);
          }}
        >
          <label htmlFor="first-message" className="text-sm font-medium text-ink">
            Your message
          </label>
          <textarea
            id="first-message"
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Hi! Is the car still available?"
            className="resize-none rounded-lg border border-line px-3 py-2 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
          {failed ? (
            <Alert tone="error" title="We couldn't start the conversation">
              {errorMessage(failed)}
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={sending} disabled={!text.trim() || sending}>
              Send message
            </Button>
            <Button type="button" variant="secondary" disabled={sending} onClick={() => void start()}>
              {intent === 'offer'
                ? 'Continue to the offer'
                : intent === 'test-drive' || intent === 'video-tour'
                  ? 'Continue to the request'
                  : 'Open the conversation'}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

const INTENT_TITLES: Record<Intent, string> = {
  message: 'Message the seller',
  'test-drive': 'Request a test drive',
  'video-tour': 'Request a video tour',
  offer: 'Make an offer',
};

function BuyerChat({
  chatId,
  listingId,
  intent,
  base,
}: {
  chatId: string;
  listingId: string;
  intent: Intent | null;
  base: string;
}) {
  const chat = useChat(chatId);
  if (chat.isPending) return <ChatPageSkeleton />;
  if (chat.isError || !chat.data) {
    const status = isApiError(chat.error) ? chat.error.status : 0;
    if (status === 404 || status === 403 || status === 400)
      return (
        <EmptyState
          illustration={<ChatIllustration />}
          title="This conversation isn't available"
          description="It may belong to another account. Sign in with the account you used, or start a new conversation from the car's page."
          actions={[
            { to: `${base}/${encodeURIComponent(listingId)}`, label: 'Back to the car' },
            { to: ROUTES.requests, label: 'My conversations', variant: 'secondary' },
          ]}
        />
      );
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <Alert tone="error" title="We couldn't load this conversation">
          {errorMessage(chat.error)}
        </Alert>
        <Button className="mt-4" variant="secondary" onClick={() => void chat.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <BuyerChatLayout chat={chat.data} intent={intent} base={base} />;
}

function BuyerChatLayout({ chat, intent, base }: { chat: Chat; intent: Intent | null; base: string }) {
  const listingHref = `${base}/${encodeURIComponent(chat.listingId)}`;
  const highlight = intent === 'test-drive' ? 'testDrive' : intent === 'video-tour' ? 'videoTour' : null;
  const side = (
    <>
      <BuyerDealEntry listingId={chat.listingId} watch={chat.offerStatusAt} />
      <OfferPanel chat={chat} role="buyer" startOpen={intent === 'offer'} />
      <div className="border-t border-line pt-4">
        <ChatRequestsBar chat={chat} highlight={highlight} />
      </div>
    </>
  );
  return (
    <div className={CHAT_COLUMNS}>
      <section aria-label={`Conversation with ${sellerName(chat)}`} className={CHAT_PANEL}>
        <Conversation
          chat={chat}
          role="buyer"
          emptyHint="Ask about the car's history, condition or a time to see it. The seller is told right away."
          notice={<GuestEmailPrompt chat={chat} />}
          header={
            // The car's card sits on its own row, on the same 16 px gutter as the messages and the composer, with the
            // phone's "Offer & visit" jump centred on the card itself rather than on the whole header (issue 19).
            <header className="border-b border-line px-4 py-3">
              <p className="flex flex-wrap items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
                Conversation with {sellerName(chat)}
                {chat.seller?.isIdVerified ? (
                  <IdVerifiedBadge size="xs" className="normal-case tracking-normal" />
                ) : null}
              </p>
              <div className="mt-1.5 flex items-center justify-between gap-3">
                <ListingChip listing={chat.listing} to={listingHref} compact />
                <a
                  href="#chat-actions"
                  className="flex h-9 shrink-0 items-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-primary-soft lg:hidden"
                >
                  Offer &amp; visit
                </a>
              </div>
            </header>
          }
        />
      </section>
      <aside
        id="chat-actions"
        // Not sticky: the conversation beside it is exactly a screen tall, and a sticky top of its own put the card
        // a few pixels below the conversation's top edge.
        className="mx-4 mb-6 flex scroll-mt-20 flex-col gap-4 self-stretch rounded-2xl border border-line bg-white p-5 shadow-sm sm:mx-0 lg:mb-0 lg:self-start"
        aria-label="Offer and requests"
      >
        {side}
      </aside>
    </div>
  );
}

/**
 * The page's columns and the conversation panel, shared with the skeleton so nothing moves when the chat arrives.
 * The panel is a screen tall less the site header (4rem and its 1px border) and, from sm, the page's 1.5rem margins,
 * so the page itself never scrolls by a pixel on a wide screen.
 */
const CHAT_COLUMNS =
  'mx-auto flex max-w-6xl flex-col gap-4 px-0 sm:px-6 sm:py-6 lg:grid lg:grid-cols-[minmax(0,1fr)_340px]';
const CHAT_PANEL =
  'flex h-[calc(100dvh-4rem-1px)] min-h-[420px] flex-col overflow-hidden bg-white sm:h-[calc(100dvh-7rem-1px)] sm:rounded-2xl sm:border sm:border-line sm:shadow-sm';

export function ChatPageSkeleton() {
  return (
    <div className={`${CHAT_COLUMNS} animate-pulse`} aria-busy="true" aria-label="Loading the conversation">
      <div className={CHAT_PANEL}>
        <div className="border-b border-line px-4 py-3">
          <div className="h-3 w-40 rounded bg-line" />
          <div className="mt-2 flex items-center gap-3">
            <div className="h-10 w-14 rounded-lg bg-line" />
            <div className="h-8 w-1/2 rounded bg-line/70" />
          </div>
        </div>
        <div className="flex flex-col gap-3 px-4 py-4">
          <div className="ml-auto h-10 w-1/2 rounded-2xl bg-primary-soft" />
          <div className="h-10 w-2/3 rounded-2xl bg-line/70" />
        </div>
      </div>
    </div>
  );
}
