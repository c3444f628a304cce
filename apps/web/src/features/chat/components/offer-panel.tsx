import { useState } from 'react';
import { formatMoneyCents, formatRelative, type Chat, type Offer } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useMakeOffer, useOffers, useRespondToOffer } from '../api/offers';
import { useNow } from '../../../lib/use-now';
import { OfferForm } from './offer-form';
import { OfferStatusBadge } from './offer-status';
import { OfferMarketRange } from '../../pricing';
import { IdVerificationPrompt, needsIdVerification } from '../../id-verification';

/** The offer waiting for an answer, if any (the newest pending one). */
export function pendingOffer(offers: readonly Offer[] | undefined): Offer | undefined {
  return [...(offers ?? [])].reverse().find((o) => o.status === 'pending');
}

/** The listing's offer rules (offerMethods and offerRequirements), as the seller set them. */
export function OfferRules({ chat }: { chat: Chat }) {
  const l = chat.listing;
  if (!l || (!l.offerMethods.length && !l.offerRequirements)) return null;
  return (
    <div className="rounded-lg bg-canvas px-3 py-2 text-sm text-muted">
      <p className="font-semibold text-ink">The seller's terms</p>
      {l.offerMethods.length ? <p>Payment: {l.offerMethods.join(', ')}</p> : null}
      {l.offerRequirements ? <p className="whitespace-pre-wrap">{l.offerRequirements}</p> : null}
    </div>
  );
}

/**
 * The offer in a chat: its status, and what this side can do. Buyer: make an offer, withdraw a
 * pending one, accept or decline the seller's counter. Seller: accept, decline or counter the
 * buyer's offer, withdraw their own counter.
 */
export function OfferPanel({
  chat,
  role,
  startOpen = false,
  knownOffers,
}: {
  chat: Chat;
  role: 'buyer' | 'seller';
  startOpen?: boolean;
  /** The chat's offers when the page already has them (the offers page loads them all at once). */
  knownOffers?: Offer[];
}) {
  const fetched = useOffers(knownOffers ? undefined : chat.id);
  const offers = knownOffers ? { data: knownOffers } : fetched;
  const make = useMakeOffer(chat.id);
  const respond = useRespondToOffer(chat.id);
  const [open, setOpen] = useState(startOpen);
  const now = useNow();
  const pending = pendingOffer(offers.data);
  const latest = offers.data?.at(-1);
  const accepted = offers.data?.find((o) => o.status === 'accepted');
  const theirs = pending && pending.fromRole !== role;
  const ours = pending && pending.fromRole === role;
  const sold = chat.listing?.saleStatus === 'sold';
  const heading = role === 'buyer' ? 'Your offer' : 'Offer';

  const submit = (body: Parameters<typeof make.mutate>[0]) => make.mutate(body, { onSuccess: () => setOpen(false) });

  return (
    <section aria-labelledby={`offer-${chat.id}`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`offer-${chat.id}`} className="text-sm font-semibold uppercase tracking-wide text-muted">
          {heading}
        </h2>
        {/* An offer declined under the floor after a pending one leaves that one standing. */}
        {(pending ?? latest) ? <OfferStatusBadge status={(pending ?? latest)!.status} /> : null}
      </div>

      {accepted ? (
        <p className="text-sm text-ink">
          <span className="font-semibold">{formatMoneyCents(accepted.amount)}</span> agreed{' '}
          {formatRelative(accepted.respondedAt ?? accepted.createdAt, now)}. Arrange payment and pick-up in the chat.
        </p>
      ) : pending ? (
        <div className="rounded-lg border border-line p-3">
          <p className="text-sm text-ink">
            {ours
              ? role === 'buyer'
                ? 'You offered '
                : 'You countered with '
              : role === 'buyer'
                ? 'The seller countered with '
                : 'The buyer offers '}
            <span className="text-lg font-bold">{formatMoneyCents(pending.amount)}</span>
          </p>
          {pending.explanation ? (
            <p className="mt-1 whitespace-pre-wrap text-sm text-muted">“{pending.explanation}”</p>
          ) : null}
          <p className="mt-1 text-xs text-muted">{formatRelative(pending.createdAt, now)}</p>
          <div className="mt-3">
            <OfferMarketRange listingId={chat.listingId} amount={pending.amount} />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {theirs ? (
              <>
                <Button
                  size="sm"
                  loading={respond.isPending && respond.variables === 'accept'}
                  disabled={respond.isPending}
                  onClick={() => respond.mutate('accept')}
                >
                  Accept {formatMoneyCents(pending.amount)}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={respond.isPending}
                  onClick={() => respond.mutate('decline')}
                >
                  Decline
                </Button>
                {!open ? (
                  <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
                    {role === 'seller' ? 'Counter' : 'Offer another amount'}
                  </Button>
                ) : null}
              </>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={respond.isPending}
                onClick={() => respond.mutate('withdraw')}
              >
                Withdraw
              </Button>
            )}
          </div>
          {respond.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {errorMessage(respond.error)}
            </p>
          ) : null}
        </div>
      ) : role === 'buyer' && !open && !sold ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted">
            {latest
              ? 'Make a new offer whenever you are ready.'
              : 'Name your price; the seller can accept, decline or counter.'}
          </p>
          <Button size="sm" onClick={() => setOpen(true)}>
            Make an offer
          </Button>
        </div>
      ) : !open ? (
        <p className="text-sm text-muted">
          {sold
            ? 'This car is sold.'
            : latest?.autoDeclined
              ? `No offer waiting. The last, ${formatMoneyCents(latest.amount)}, was under your lowest price and declined automatically.`
              : 'No offer waiting. Buyers’ offers show up here.'}
        </p>
      ) : null}

      {open && !accepted && (role === 'buyer' || theirs) ? (
        <div className="rounded-lg border border-line p-3">
          {role === 'buyer' ? <OfferRules chat={chat} /> : null}
          <div
            className={
              role === 'buyer' && chat.listing && (chat.listing.offerMethods.length || chat.listing.offerRequirements)
                ? 'mt-3'
                : ''
            }
          >
            {/* Issue 18: the seller asks for a verified ID; the buyer is taken through it and brought back. */}
            <IdVerificationPrompt error={make.error} what="offer" />
            <OfferForm
              submitLabel={role === 'seller' ? 'Send counteroffer' : 'Send offer'}
              onSubmit={submit}
              pending={make.isPending}
              error={needsIdVerification(make.error) ? null : make.error}
              onCancel={() => setOpen(false)}
              autoFocus
              askingPrice={chat.listing?.price ?? null}
              listingId={chat.listingId}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
