import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, ROUTES, type ChatMessage, type ScamFlaggedChat } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageNav } from '../../../components/ui/page-nav';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form-errors';
import { buyerName, scamFamilyLabel, sellerName } from '../../chat';
import { useScamQueue, useScamQueueActions } from '../api/scam-queue';

const PAGE_SIZE = 20;

/** Who wrote a flagged message, in the chat's words. */
function author(item: ScamFlaggedChat, m: ChatMessage): string {
  if (m.senderId === item.chat.buyerId) return `Buyer · ${buyerName(item.chat)}`;
  if (m.senderId && m.senderId === item.chat.listing?.sellerId) return `Seller · ${sellerName(item.chat)}`;
  return 'Staff';
}

function kindsOf(m: ChatMessage): string[] {
  const s = m.metadata?.scamSignals;
  return Array.isArray(s) ? s.map((x) => String((x as { kind?: unknown }).kind)) : [];
}

function FlaggedChatCard({
  item,
  busy,
  onRestrict,
  onDismiss,
}: {
  item: ScamFlaggedChat;
  busy: boolean;
  onRestrict: (isRestricted: boolean) => void;
  onDismiss: () => void;
}) {
  const { chat } = item;
  const title = chat.listing?.title ?? 'Listing';
  const headingId = `scam-${chat.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
        <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-semibold text-ink">
              <Link
                to={`${ROUTES.myGarageListing(chat.listingId)}/messages/${encodeURIComponent(chat.id)}`}
                className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-primary"
              >
                {title}
              </Link>
            </h2>
            <p className="text-sm text-muted">
              Buyer {buyerName(chat)} · Seller {sellerName(chat)}
            </p>
          </div>
          <p className="shrink-0 text-xs text-muted">
            Flagged <time dateTime={item.scamFlaggedAt}>{formatDateTime(item.scamFlaggedAt)}</time>
          </p>
        </header>

        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Scam families">
          {item.families.map((f) => (
            <li key={f} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950">
              {scamFamilyLabel(f)}
            </li>
          ))}
          {chat.isRestricted ? (
            <li className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-medium text-orange-900">
              Buyer restricted
            </li>
          ) : null}
        </ul>

        <p className="mt-3 text-xs font-medium uppercase tracking-wide text-muted">
          {item.flaggedMessageCount === 1
            ? '1 flagged message'
            : `${item.flaggedMessageCount} flagged messages${item.flaggedMessageCount > item.messages.length ? `, the latest ${item.messages.length}` : ''}`}
        </p>
        <ol className="mt-1.5 flex flex-col gap-2">
          {item.messages.map((m) => (
            <li key={m.id} className="rounded-lg bg-canvas px-3 py-2 text-sm">
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
                <span className="font-medium text-ink">{author(item, m)}</span>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </p>
              {/* Text as text: a scammer's link is shown, never made clickable. */}
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{m.content}</p>
              <p className="mt-1 text-xs text-amber-900">{kindsOf(m).map(scamFamilyLabel).join(' · ')}</p>
            </li>
          ))}
        </ol>

        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onRestrict(!chat.isRestricted)}
            aria-describedby={headingId}
          >
            {chat.isRestricted ? 'Let the buyer write again' : 'Restrict the buyer'}
          </Button>
          <Button size="sm" disabled={busy} onClick={onDismiss} aria-describedby={headingId}>
            Dismiss: not a scam
          </Button>
        </div>
      </article>
    </li>
  );
}

/**
 * /concierge/scam: conversations the scam shield flagged (decision 026), the latest flag first, with the flagged
 * messages and their families. Staff open the chat, restrict its buyer, or dismiss it out of the queue (the warnings
 * stay for the people in the chat). `?page=` (1-based) keeps the place in the URL.
 */
export function ScamQueuePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useScamQueue({ page: page - 1, size: PAGE_SIZE });
  const { dismiss, restrict } = useScamQueueActions();
  const [status, setStatus] = useState('');
  const data = q.data;
  const failed = dismiss.error ?? restrict.error;

  const onDismiss = (item: ScamFlaggedChat) =>
    dismiss.mutate(item.chat.id, {
      onSuccess: () => setStatus(`Dismissed the conversation about ${item.chat.listing?.title ?? 'the listing'}.`),
    });
  const onRestrict = (item: ScamFlaggedChat, isRestricted: boolean) =>
    restrict.mutate(
      { chatId: item.chat.id, isRestricted },
      {
        onSuccess: () =>
          setStatus(
            isRestricted
              ? `The buyer can no longer write about ${item.chat.listing?.title ?? 'the listing'}.`
              : `The buyer can write about ${item.chat.listing?.title ?? 'the listing'} again.`,
          ),
      },
    );

  return (
    <div className="mt-6 flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Scam shield</h1>
        <p className="mt-1 text-sm text-muted">
          Conversations with messages that match scam patterns, the latest first. The person at risk already sees a
          warning; restrict the buyer when it is a scam, dismiss it when it is not.
        </p>
        {data ? (
          <p className="mt-2 text-sm font-medium text-ink">
            {data.totalElements === 1 ? '1 conversation to review' : `${data.totalElements} conversations to review`}
          </p>
        ) : null}
      </header>
      <p
        role="status"
        aria-live="polite"
        className={status ? 'rounded-lg bg-primary-soft px-4 py-2 text-sm' : 'sr-only'}
      >
        {status}
      </p>
      {failed ? (
        <Alert tone="error" title="That did not work">
          {errorMessage(failed)}
        </Alert>
      ) : null}
      {q.isError ? (
        <Alert tone="error" title="We couldn't load the flagged conversations">
          {errorMessage(q.error)}
          <div className="mt-2">
            <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : !data ? (
        <div className="flex justify-center py-12 text-primary">
          <Spinner size={28} label="Loading flagged conversations" />
        </div>
      ) : !data.content.length ? (
        <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink">No flagged conversations</p>
          <p className="mt-1 text-sm text-muted">
            Messages that look like a scam show up here as soon as they are sent. Nothing is waiting for review.
          </p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label={`Flagged conversations, page ${page}`}>
            {data.content.map((item) => (
              <FlaggedChatCard
                key={item.chat.id}
                item={item}
                busy={dismiss.isPending || restrict.isPending}
                onDismiss={() => onDismiss(item)}
                onRestrict={(r) => onRestrict(item, r)}
              />
            ))}
          </ul>
          <PageNav
            page={page}
            totalPages={data.totalPages}
            totalElements={data.totalElements}
            noun="conversations"
            onPage={(p) => setParams({ page: String(p) })}
          />
        </>
      )}
    </div>
  );
}
