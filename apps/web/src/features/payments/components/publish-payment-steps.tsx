import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { encodeNext, ROUTES, type Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage, serverFieldErrors } from '../../../lib/form-errors';
import { useBuyPlan, useCheckout } from '../api/checkout';
import { CHECK_ATTEMPTS, CHECK_INTERVAL_MS, SETTLING, usePaymentCheck } from '../api/check-payment';
import { useListingProducts } from '../api/get-listing-products';
import { usePromoCheck } from '../hooks/use-promo-check';
import { openCheckout } from '../lib/navigate-to-checkout';
import { listingActivePurchase, money, planChangeCredit, promoEffect, tierName, trialLabel } from '../lib/plans';
import { LockIcon } from './lock-icon';
import { PlanCard, PlanGrid, PlanGridSkeleton } from './plan-card';
import { PromoCodeField } from './promo-code-field';

type StepProps = { listing: Listing; base: string; next: () => void };

/** Navigation state of the done step reached by buying a plan, so its progress shows the plan path. */
export const PAID = { viaPlan: true } as const;

/**
 * The publish flow's choice carried in the address (?plan, ?promo, ?trial=1), so a reload or
 * the way back from checkout keeps it. Held in state too: changing the address re-runs the
 * route's loaders, and a radio must follow the click at once.
 */
function useChoice() {
  const [params, setParams] = useSearchParams();
  const [choice, setChoice] = useState(() => ({
    plan: params.get('plan'),
    promo: params.get('promo') ?? '',
    trial: params.get('trial') === '1',
  }));
  const set = (patch: Partial<{ plan: string | null; promo: string; trial: boolean }>) => {
    setChoice((c) => ({ ...c, ...patch }));
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        const put = (k: string, v: string | null | undefined) => (v ? n.set(k, v) : n.delete(k));
        if ('plan' in patch) put('plan', patch.plan);
        if ('promo' in patch) put('promo', patch.promo);
        if ('trial' in patch) put('trial', patch.trial ? '1' : null);
        return n;
      },
      { replace: true },
    );
  };
  return { ...choice, set, params };
}

function PlansLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error" title="We couldn't load the plans">
        {errorMessage(error)}
      </Alert>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** Publish step "plan": choose the plan, a promo code, and pay now or start the free trial. */
export function PlanStep({ listing, base }: StepProps) {
  const navigate = useNavigate();
  const products = useListingProducts(listing.id);
  const choice = useChoice();
  const [promoText, setPromoText] = useState(choice.promo);
  const check = usePromoCheck(promoText);
  const list = products.data ?? [];
  const selected =
    list.find((p) => p.stripeProductId === choice.plan) ?? list.find((p) => p.popular) ?? list[0] ?? null;
  const effect = check.promo && selected ? promoEffect(check.promo, selected) : null;
  const discount = effect?.applies ? effect.discount : 0;
  const total = selected ? Math.max(0, selected.price - discount) : 0;
  const trial = selected ? trialLabel(selected) : null;
  const payLater = !!trial && choice.trial;
  const blocked = check.checking || (!!check.code && !effect?.applies);

  const proceed = () => {
    if (!selected) return;
    const q = new URLSearchParams({ plan: selected.stripeProductId });
    if (check.promo && effect?.applies) q.set('promo', check.code);
    if (payLater) q.set('trial', '1');
    navigate(`${base}/publish/payment?${q}`);
  };

  return (
    <Card className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">Choose a plan</h1>
        <p className="mt-1 text-muted">Your plan decides how long your car is listed and how much Revy does for you.</p>
      </div>
      {products.isPending ? <PlanGridSkeleton /> : null}
      {products.isError ? <PlansLoadError error={products.error} retry={() => void products.refetch()} /> : null}
      {list.length ? (
        <fieldset>
          <legend className="sr-only">Plan</legend>
          <PlanGrid label="Plans">
            {list.map((p) => {
              const e = check.promo ? promoEffect(check.promo, p) : null;
              return (
                <div role="listitem" key={p.stripeProductId}>
                  <PlanCard
                    product={p}
                    current={p.change === 'CURRENT'}
                    discount={e?.applies ? e.discount : 0}
                    selectable={{
                      name: 'plan',
                      checked: p === selected,
                      onSelect: () => choice.set({ plan: p.stripeProductId, trial: false }),
                    }}
                  />
                </div>
              );
            })}
          </PlanGrid>
        </fieldset>
      ) : null}
      {selected ? (
        <>
          <PromoCodeField
            value={promoText}
            onChange={(v) => {
              setPromoText(v);
              choice.set({ promo: v.trim().toUpperCase() });
            }}
            check={check}
            result={effect}
          />
          {trial ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-ink">When do you want to pay?</legend>
              <PayOption
                checked={!payLater}
                onSelect={() => choice.set({ trial: false })}
                title={`Pay ${money(total)} now`}
                detail="Your car goes live as soon as the payment goes through."
              />
              <PayOption
                checked={payLater}
                onSelect={() => choice.set({ trial: true })}
                title={`Start the ${trial.replace(', pay later', '')}`}
                detail={`Go live today and pay ${money(total)} when the trial ends. Cancel any time before.`}
              />
            </fieldset>
          ) : null}
        </>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <ButtonLink to={`${base}/publish/review`} variant="secondary">
            Back
          </ButtonLink>
          {listing.status !== 'published' ? (
            <ButtonLink to={`/onboarding/${encodeURIComponent(listing.id)}/before-you-leave`} variant="ghost">
              Not now
            </ButtonLink>
          ) : null}
        </div>
        <Button size="lg" onClick={proceed} disabled={!selected || blocked}>
          {selected ? `Continue with ${tierName(selected)}` : 'Continue'}
        </Button>
      </div>
    </Card>
  );
}

function PayOption({
  checked,
  onSelect,
  title,
  detail,
}: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${checked ? 'border-primary bg-primary-soft/60' : 'border-line bg-white hover:border-primary'}`}
    >
      <input
        type="radio"
        name="pay-when"
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 accent-[var(--theme-primary)]"
      />
      <span>
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
    </label>
  );
}

/**
 * Publish step "payment". Without ?payment: the order summary and the button that creates the
 * purchase, opens its checkout and sends the browser there (or straight to done when nothing is
 * due). Back from checkout: ?cancelled (the payer left; the server adds the purchase to retry)
 * shows the abandoned state at once; ?payment checks the payment until it settles.
 */
export function PaymentStep(props: StepProps) {
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  if (params.has('cancelled') || params.has('canceled'))
    return <Abandoned {...props} purchaseId={params.get('purchase')} />;
  if (paymentId) return <PaymentReturn {...props} paymentId={paymentId} />;
  return <OrderSummary {...props} />;
}

function OrderSummary({ listing, base }: StepProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const choice = useChoice();
  const products = useListingProducts(listing.id);
  const check = usePromoCheck(choice.promo);
  const buy = useBuyPlan();
  const user = useCurrentUser().data;
  const registerUrl = `${ROUTES.register}?next=${encodeNext(location.pathname + location.search)}`;
  const product = products.data?.find((p) => p.stripeProductId === choice.plan);
  const planUrl = `${base}/publish/plan?${choice.params}`;

  if (!choice.plan) return <Navigate to={`${base}/publish/plan`} replace />;
  if (products.isPending) return <PlanGridSkeleton />;
  if (products.isError) return <PlansLoadError error={products.error} retry={() => void products.refetch()} />;
  if (!product) return <Navigate to={`${base}/publish/plan`} replace />;

  const effect = check.promo ? promoEffect(check.promo, product) : null;
  const discount = effect?.applies ? effect.discount : 0;
  // Changing plans credits what the current plan was paid (the server's discountAmount).
  const credit = planChangeCredit(listing, product);
  const current = listingActivePurchase(listing);
  const changing = !!current && current.stripeProductId !== product.stripeProductId;
  const total = Math.max(0, product.price - credit - discount);
  const trial = choice.trial && !!trialLabel(product) && !changing;
  const promoError = serverFieldErrors(buy.error).stripePromoCode;

  const pay = () =>
    buy.mutate(
      {
        listingId: listing.id,
        purchase: {
          stripeProductId: product.stripeProductId,
          stripePromoCode: choice.promo ? choice.promo : null,
          publish: true,
        },
        checkout: { trial: trial || undefined, returnPath: `${base}/publish/payment` },
      },
      {
        onSuccess: (r) => (r.url ? openCheckout(r.url, navigate) : navigate(`${base}/publish/done`, { state: PAID })),
        onError: (err) => {
          if (isApiError(err) && err.error === 'REGISTRATION_REQUIRED') navigate(registerUrl);
        },
      },
    );

  const rows: [string, string][] = [[`${tierName(product)} plan`, money(product.price)]];
  if (credit) rows.push([`Credit from your ${current ? tierName(current) : 'current'} plan`, `−${money(credit)}`]);
  if (discount) rows.push([`Promo ${check.code}`, `−${money(discount)}`]);

  return (
    <Card className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {trial ? 'Start your free trial' : changing ? `Change to ${tierName(product)}` : 'Pay and go live'}
        </h1>
        <p className="mt-1 text-muted">
          {trial
            ? `Your car goes live today. ${money(total)} is due when the ${product.trialDuration}-day trial ends.`
            : total === 0
              ? credit
                ? 'Nothing to pay: what you paid for your current plan covers this one.'
                : 'Nothing to pay: your promo code covers the whole plan.'
              : 'You pay on a secure checkout page, then come straight back here.'}
        </p>
      </div>
      <dl className="flex flex-col divide-y divide-line rounded-xl border border-line" aria-label="Order summary">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <dt className="text-muted">{k}</dt>
            <dd className={`font-medium tabular-nums ${v.startsWith('−') ? 'text-success' : 'text-ink'}`}>{v}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="font-semibold text-ink">{trial ? 'Due today' : 'Total'}</dt>
          <dd className="text-lg font-bold tabular-nums text-ink">{money(trial ? 0 : total)}</dd>
        </div>
      </dl>
      {user?.anonymous ? (
        <Alert tone="info" title="One more thing: a free account">
          Plans belong to an account, so buyers can reach you and your receipts are kept.{' '}
          <Link to={registerUrl} className="font-semibold text-primary underline">
            Create it here
          </Link>{' '}
          — your listing comes with you.
        </Alert>
      ) : null}
      {check.code && check.error ? <Alert tone="error">{check.error}</Alert> : null}
      {buy.isError && !(isApiError(buy.error) && buy.error.error === 'REGISTRATION_REQUIRED') ? (
        <Alert tone="error" title={promoError ? 'That promo code cannot be used' : "We couldn't start the checkout"}>
          {promoError ?? errorMessage(buy.error)}{' '}
          <Link to={planUrl} className="font-semibold underline">
            Change plan or code
          </Link>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={planUrl} variant="secondary">
          Back
        </ButtonLink>
        <Button size="lg" onClick={pay} loading={buy.isPending || check.checking}>
          {trial
            ? 'Start free trial and publish'
            : total === 0
              ? changing
                ? `Switch to ${tierName(product)}`
                : 'Publish for free'
              : `Pay ${money(total)}`}
        </Button>
      </div>
      {!trial && total > 0 ? (
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted">
          <LockIcon />
          Card details go to the payment page only; Revy never sees your card number.
        </p>
      ) : null}
    </Card>
  );
}

/** Back from checkout: checks the payment (the server re-reads the provider) until it settles. */
function PaymentReturn({ base, paymentId }: StepProps & { paymentId: string }) {
  const navigate = useNavigate();
  const check = usePaymentCheck(paymentId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const payment = check.data;
  const status = payment?.status;
  // After the automatic checks stop, offer to check again by hand.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), CHECK_ATTEMPTS * CHECK_INTERVAL_MS);
    return () => clearTimeout(t);
  }, [paymentId]);

  useEffect(() => {
    if (status === 'succeeded') navigate(`${base}/publish/done`, { replace: true, state: PAID });
  }, [status, base, navigate]);
  useEffect(() => {
    if (status && !SETTLING.includes(status)) headingRef.current?.focus();
  }, [status]);

  if (check.isError) {
    return (
      <Card className="flex flex-col gap-4">
        <Alert tone="error" title="We couldn't check your payment">
          {errorMessage(check.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void check.refetch()} className="self-start">
          Check again
        </Button>
      </Card>
    );
  }
  if (status === 'failed') {
    return (
      <Retry
        base={base}
        purchaseId={payment!.purchaseId}
        headingRef={headingRef}
        title="Your payment didn't go through"
        message={payment!.failureMessage ?? 'Your card was declined.'}
        hint="Nothing was charged and your listing is not published yet. Try another card."
        retryLabel="Try another card"
      />
    );
  }
  if (status === 'cancelled') return <Abandoned base={base} purchaseId={payment!.purchaseId} headingRef={headingRef} />;
  if (status === 'refunded') {
    return (
      <Card className="flex flex-col gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          This payment was refunded
        </h1>
        <ButtonLink to={`${base}/publish/plan`} className="self-start">
          Choose a plan
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <Spinner size={40} className="text-primary" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">Confirming your payment…</h1>
      <p role="status" aria-live="polite" className="max-w-md text-muted">
        {payment?.status === 'requires_action'
          ? 'Your bank is still confirming the payment. This page updates by itself.'
          : 'This usually takes a few seconds. Please keep this page open.'}
      </p>
      {slow ? (
        <Button variant="secondary" onClick={() => void check.refetch()}>
          Check again
        </Button>
      ) : null}
    </Card>
  );
}

/** The payer left checkout before paying. */
function Abandoned({
  base,
  purchaseId,
  headingRef,
}: {
  base: string;
  purchaseId: string | null;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Retry
      base={base}
      purchaseId={purchaseId}
      headingRef={headingRef}
      title="Checkout not finished"
      message="You left checkout before paying — your listing is not published yet."
      hint="Pick up where you left off, or choose another plan."
      retryLabel="Return to checkout"
    />
  );
}

function Retry({
  base,
  purchaseId,
  headingRef,
  title,
  message,
  hint,
  retryLabel,
}: {
  base: string;
  purchaseId: string | null;
  headingRef?: RefObject<HTMLHeadingElement | null> | undefined;
  title: string;
  message: string;
  hint: string;
  retryLabel: string;
}) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const retry = () => {
    if (!purchaseId) return navigate(`${base}/publish/plan`);
    checkout.mutate(
      { purchaseId, input: { returnPath: `${base}/publish/payment` } },
      { onSuccess: (r) => (r.url ? openCheckout(r.url, navigate) : navigate(`${base}/publish/done`, { state: PAID })) },
    );
  };
  return (
    <Card className="flex flex-col gap-5">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink outline-none">
          {title}
        </h1>
        <p className="mt-1 text-muted">{hint}</p>
      </div>
      <Alert tone="error">{message}</Alert>
      {checkout.isError ? <Alert tone="error">{errorMessage(checkout.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={`${base}/publish/plan`} variant="secondary">
          Choose another plan
        </ButtonLink>
        <Button size="lg" onClick={retry} loading={checkout.isPending}>
          {retryLabel}
        </Button>
      </div>
    </Card>
  );
}
