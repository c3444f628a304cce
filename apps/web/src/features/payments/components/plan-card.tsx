import type { ReactNode } from 'react';
import type { Product } from '@revy/shared';
import { durationLabel, money, planIncludes, trialLabel } from '../lib/plans';

/**
 * One plan: tier, price (struck through when a promo code lowers it), how long it runs, the
 * trial, what it includes, and the card's action at the bottom. `selectable` turns the card
 * into a radio choice (the publish flow).
 */
export function PlanCard({
  product,
  discount = 0,
  current = false,
  action,
  actionNote,
  selectable,
}: {
  product: Product;
  discount?: number;
  current?: boolean;
  action?: ReactNode;
  /** A line under the action (credit from the current plan). */
  actionNote?: string | null;
  selectable?: { name: string; checked: boolean; onSelect: () => void };
}) {
  const total = Math.max(0, product.price - discount);
  const trial = trialLabel(product);
  const headingId = `plan-${product.stripeProductId}`;
  const ring = selectable?.checked
    ? 'border-primary ring-2 ring-primary'
    : product.popular
      ? 'border-primary/60'
      : 'border-line';
  const body = (
    <>
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {product.tier === 'Standard' ? product.name : product.tier}
        </h3>
        {product.popular ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">Most popular</span>
        ) : null}
        {current ? (
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            Current plan
          </span>
        ) : null}
      </div>
      {/* Two lines kept for the description from 768 px, so prices line up across the cards. */}
      {product.description ? <p className="mt-1 text-sm text-muted md:min-h-10">{product.description}</p> : null}
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        {discount > 0 ? (
          <>
            <span className="text-3xl font-bold tracking-tight text-ink">{money(total)}</span>
            <s className="text-base text-muted">
              <span className="sr-only">was </span>
              {money(product.price)}
            </s>
          </>
        ) : (
          <span className="text-3xl font-bold tracking-tight text-ink">{money(product.price)}</span>
        )}
        <span className="text-sm text-muted">· {durationLabel(product)}</span>
      </p>
      {product.priceExtra ? <p className="text-xs text-muted">{product.priceExtra}</p> : null}
      <p className={`mt-2 text-sm font-medium ${trial ? 'text-success' : 'text-muted'}`}>
        {trial ?? 'Pay once, no trial'}
      </p>
      {product.featuresTitle ? <p className="mt-4 text-sm font-semibold text-ink">{product.featuresTitle}</p> : null}
      <ul
        className={`${product.featuresTitle ? 'mt-2' : 'mt-4'} flex flex-col gap-2 text-sm text-ink`}
        aria-label={`${product.tier} includes`}
      >
        {planIncludes(product).map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="mt-0.5 text-success">
              ✓
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </>
  );

  if (selectable) {
    return (
      <label
        className={`relative flex h-full cursor-pointer flex-col rounded-2xl border bg-white p-5 shadow-sm transition hover:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${ring}`}
      >
        {/* The radio covers the whole card, so a click anywhere on it (or a test's check) hits the input. */}
        <input
          type="radio"
          name={selectable.name}
          checked={selectable.checked}
          onChange={selectable.onSelect}
          aria-labelledby={headingId}
          className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
        />
        <span
          aria-hidden="true"
          className={`absolute right-4 top-5 flex size-5 items-center justify-center rounded-full border-2 ${selectable.checked ? 'border-primary bg-primary' : 'border-line bg-white'}`}
        >
          {selectable.checked ? <span className="size-2 rounded-full bg-white" /> : null}
        </span>
        {body}
      </label>
    );
  }
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${ring}`}
    >
      {body}
      {action ? (
        <div className="mt-auto pt-6">
          {action}
          {actionNote ? <p className="mt-2 text-center text-xs text-muted">{actionNote}</p> : null}
        </div>
      ) : null}
    </article>
  );
}

/** The plans side by side from 768 px, stacked on phones. */
export function PlanGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="list" aria-label={label} className="grid gap-4 md:grid-cols-3">
      {children}
    </div>
  );
}

export function PlanGridSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading plans">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse flex-col gap-3 rounded-2xl border border-line bg-white p-6">
          <div className="h-5 w-24 rounded bg-line" />
          <div className="h-8 w-32 rounded bg-line" />
          <div className="h-4 w-40 rounded bg-line/70" />
          <div className="mt-3 flex flex-col gap-2">
            {[0, 1, 2].map((j) => (
              <div key={j} className="h-4 w-full rounded bg-line/60" />
            ))}
          </div>
          <div className="mt-4 h-10 rounded-lg bg-line/70" />
        </div>
      ))}
    </div>
  );
}
