import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { listingDisplayTitle, ROUTES, type Listing, type ListingProduct } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useListingProducts } from '../api/get-listing-products';
import { usePromoCheck } from '../hooks/use-promo-check';
import { money, planChangeCredit, promoEffect, tierName } from '../lib/plans';
import { PlanStatus } from './plan-badge';
import { PlanCard, PlanGrid, PlanGridSkeleton } from './plan-card';
import { PromoCodeField } from './promo-code-field';

/** The plan the promo sentence talks about: the popular one if the code fits it, else the first it fits. */
function promoTarget(products: ListingProduct[], fits: (p: ListingProduct) => boolean) {
  return (
    products.find((p) => p.popular && fits(p)) ??
    products.find(fits) ??
    products.find((p) => p.popular) ??
    products[0] ??
    null
  );
}

/**
 * /my-garage/{id}/plans: the three plans side by side with what each includes, the current one
 * marked, Upgrade/Downgrade relative to it with what it costs, and a promo code checked live.
 */
export function PlansPage({ listing }: { listing: Listing }) {
  const base = ROUTES.myGarageListing(listing.id);
  const [params] = useSearchParams();
  const returning = params.get('payment');
  const products = useListingProducts(listing.id);
  const [promoText, setPromoText] = useState('');
  const check = usePromoCheck(promoText);
  const list = products.data ?? [];
  const target = check.promo ? promoTarget(list, (p) => promoEffect(check.promo!, p).applies) : null;
  const result = check.promo && target ? promoEffect(check.promo, target) : null;
  const hasPlan = list.some((p) => p.change === 'CURRENT');

  const go = (p: ListingProduct) => {
    const q = new URLSearchParams({ plan: p.stripeProductId });
    if (check.promo && promoEffect(check.promo, p).applies) q.set('promo', check.code);
    // A first plan goes through the plan step (pay now or start a trial); a change goes to paying.
    return `${base}/publish/${p.change ? 'payment' : 'plan'}?${q}`;
  };

  // A checkout started without a return address comes back here; the payment step checks it.
  if (returning) return <Navigate to={`${base}/publish/payment?payment=${encodeURIComponent(returning)}`} replace />;

  return (
    <div className="mt-6 flex flex-col gap-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{hasPlan ? 'Your plan' : 'Choose a plan'}</h1>
          <p className="mt-1 text-muted">
            How long {listingDisplayTitle(listing)} stays listed, where it is posted and how much Revy does for you.
          </p>
        </div>
        <PlanStatus
          listing={listing}
          className="text-sm"
          empty={<span className="text-sm text-muted">No plan yet — your listing is not published.</span>}
        />
      </header>

      <PromoCodeField
        value={promoText}
        onChange={setPromoText}
        check={check}
        result={
          result
            ? { ...result, text: target && list.length > 1 ? `${result.text} on ${target.tier}` : result.text }
            : null
        }
      />

      {products.isPending ? <PlanGridSkeleton /> : null}
      {products.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error" title="We couldn't load the plans">
            {errorMessage(products.error)}
          </Alert>
          <Button variant="secondary" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {products.data && !list.length ? (
        <Alert tone="info" title="No plans on sale right now">
          Please check back soon, or contact us and we will set your listing up.
        </Alert>
      ) : null}
      {list.length ? (
        <PlanGrid label="Plans">
          {list.map((p) => {
            const effect = check.promo ? promoEffect(check.promo, p) : null;
            const discount = effect?.applies ? effect.discount : 0;
            const credit = planChangeCredit(listing, p);
            const cost = money(Math.max(0, p.price - credit - discount));
            const name = tierName(p);
            const current = list.find((x) => x.change === 'CURRENT');
            return (
              <div role="listitem" key={p.stripeProductId}>
                <PlanCard
                  product={p}
                  discount={discount}
                  current={p.change === 'CURRENT'}
                  action={
                    p.change === 'CURRENT' ? (
                      <p className="flex h-10 items-center justify-center rounded-lg bg-canvas text-sm font-semibold text-muted">
                        Your current plan
                      </p>
                    ) : (
                      <ButtonLink
                        to={go(p)}
                        variant={p.change === 'UPGRADE' || (!p.change && p.popular) ? 'primary' : 'secondary'}
                        className="w-full"
                        aria-label={`${p.change === 'UPGRADE' ? 'Upgrade to' : p.change === 'DOWNGRADE' ? 'Downgrade to' : 'Choose'} ${name} for ${cost}`}
                      >
                        {p.change === 'UPGRADE' ? 'Upgrade' : p.change === 'DOWNGRADE' ? 'Downgrade' : `Choose ${name}`}{' '}
                        · {cost}
                      </ButtonLink>
                    )
                  }
                  actionNote={
                    credit > 0
                      ? `${money(credit)} credit from your ${current ? tierName(current) : 'current'} plan`
                      : null
                  }
                />
              </div>
            );
          })}
        </PlanGrid>
      ) : null}
      <p className="text-sm text-muted">
        Prices in US dollars, charged once per plan. Upgrading replaces your current plan; the publish window starts
        again the day the new plan starts.
      </p>
    </div>
  );
}
