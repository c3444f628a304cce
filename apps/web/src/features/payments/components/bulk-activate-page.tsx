import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, ROUTES, type Purchase } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { activatePurchase } from '../api/activate-purchase';
import { listingPlanChanged } from '../api/invalidate';
import { paymentsKeys } from '../api/keys';
import { usePurchases } from '../api/list-purchases';
import { mapWithConcurrency } from '../lib/concurrency';
import { money } from '../lib/plans';

/** Activations in flight at once: fast enough for a page of 100, gentle on the server. */
export const ACTIVATE_CONCURRENCY = 4;
const PAGE_SIZE = 100;

type Result = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
/** The server may add the listing's title and the seller's email to metadata; read them if there. */
function listingLabel(p: Purchase) {
  const m = p.metadata ?? {};
  const listing = (m.listing && typeof m.listing === 'object' ? m.listing : {}) as Record<string, unknown>;
  return (
    text(m.listingTitle) ?? text(listing.title) ?? (p.listingId ? `Listing ${p.listingId.slice(-6)}` : 'No listing')
  );
}
function sellerLabel(p: Purchase) {
  const m = p.metadata ?? {};
  const seller = (m.seller && typeof m.seller === 'object' ? m.seller : {}) as Record<string, unknown>;
  return text(m.sellerEmail) ?? text(m.email) ?? text(seller.email) ?? (p.userId ? `User ${p.userId.slice(-6)}` : '—');
}

/**
 * /concierge/bulk-activate-purchases: the pending purchases, pick some (or all), activate them
 * a few at a time, and see what happened to each row.
 */
export function BulkActivatePurchasesPage() {
  const qc = useQueryClient();
  const q = usePurchases({ status: 'PENDING', page: 0, size: PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [results, setResults] = useState<Map<string, Result>>(new Map());
  // Rows we acted on stay visible with their result after the refresh drops them from the queue.
  const [acted, setActed] = useState<Map<string, Purchase>>(new Map());
  const [running, setRunning] = useState(false);
  const [summary, setSummary] = useState('');
  const allRef = useRef<HTMLInputElement>(null);

  const pending = q.data?.content ?? [];
  const rows = [...pending, ...[...acted.values()].filter((p) => !pending.some((x) => x.id === p.id))];
  const selectable = pending.filter((p) => results.get(p.id)?.state !== 'done');
  const chosen = selectable.filter((p) => selected.has(p.id));
  const all = selectable.length > 0 && chosen.length === selectable.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const activate = async () => {
    const batch = chosen;
    if (!batch.length) return;
    setRunning(true);
    setSummary(`Activating ${batch.length} purchase${batch.length === 1 ? '' : 's'}…`);
    setActed((m) => new Map([...m, ...batch.map((p) => [p.id, p] as const)]));
    setResults((r) => new Map([...r, ...batch.map((p) => [p.id, { state: 'working' } as Result] as const)]));
    const outcomes = await mapWithConcurrency(batch, ACTIVATE_CONCURRENCY, async (p) => {
      try {
        const done = await activatePurchase({ id: p.id });
        setResults((r) => new Map(r).set(p.id, { state: 'done' }));
        return done;
      } catch (err) {
        setResults((r) => new Map(r).set(p.id, { state: 'failed', message: errorMessage(err) }));
        throw err;
      }
    });
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const failed = outcomes.length - ok;
    setSelected(new Set());
    setRunning(false);
    setSummary(`${ok} activated${failed ? `, ${failed} failed — see the rows marked Failed` : ''}.`);
    const listings = new Set(batch.map((p) => p.listingId));
    await Promise.all([
      qc.invalidateQueries({ queryKey: paymentsKeys.purchases() }),
      ...[...listings].map((id) => listingPlanChanged(qc, id)),
    ]);
  };

  return (
    <div className="mt-6 flex flex-col gap-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">Bulk activate purchases</h1>
          <p className="mt-1 text-sm text-muted">
            Plans created but not paid or started. Activating one starts it now and publishes its listing.
          </p>
        </div>
        {rows.length ? (
          <Button onClick={() => void activate()} disabled={!chosen.length || running} loading={running}>
            {chosen.length ? `Activate ${chosen.length} selected` : 'Activate selected'}
          </Button>
        ) : null}
      </header>
      <p
        role="status"
        aria-live="polite"
        className={summary ? 'rounded-lg bg-primary-soft px-4 py-2 text-sm text-ink' : 'sr-only'}
      >
        {summary}
      </p>
      {q.isPending ? (
        <div className="flex animate-pulse flex-col gap-2" aria-busy="true" aria-label="Loading purchases">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-12 rounded-lg bg-line/60" />
          ))}
        </div>
      ) : q.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error" title="We couldn't load the pending purchases">
            {errorMessage(q.error)}
          </Alert>
          <Button variant="secondary" onClick={() => void q.refetch()}>
            Try again
          </Button>
        </div>
      ) : !rows.length ? (
        <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink">No purchases waiting</p>
          <p className="mt-1 text-sm text-muted">
            Every plan that was bought has started. New ones show up here until they are paid or activated.
          </p>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Pending purchases</caption>
            <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="w-10 px-4 py-3">
                  <input
                    ref={allRef}
                    type="checkbox"
                    aria-label="Select all"
                    checked={all}
                    disabled={!selectable.length || running}
                    onChange={() => setSelected(all ? new Set() : new Set(selectable.map((p) => p.id)))}
                    className="size-4 accent-[var(--theme-primary)]"
                  />
                </th>
                <th scope="col" className="px-3 py-3 font-medium">
                  Listing
                </th>
                <th scope="col" className="px-3 py-3 font-medium">
                  Seller
                </th>
                <th scope="col" className="px-3 py-3 font-medium">
                  Plan
                </th>
                <th scope="col" className="px-3 py-3 text-right font-medium">
                  Total due
                </th>
                <th scope="col" className="px-3 py-3 font-medium">
                  Created
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Result
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((p) => {
                const r = results.get(p.id);
                const label = listingLabel(p);
                const done = r?.state === 'done';
                return (
                  <tr key={p.id} className={selected.has(p.id) ? 'bg-primary-soft/50' : undefined}>
                    <td className="px-4 py-3">
                      <input
                        type="checkbox"
                        aria-label={`Select ${label}`}
                        checked={selected.has(p.id) && !done}
                        disabled={done || running || !pending.some((x) => x.id === p.id)}
                        onChange={() => toggle(p.id)}
                        className="size-4 accent-[var(--theme-primary)]"
                      />
                    </td>
                    <td className="max-w-56 px-3 py-3">
                      {p.listingId ? (
                        <Link
                          to={ROUTES.myGarageListing(p.listingId)}
                          className="block truncate font-medium text-ink hover:text-primary hover:underline"
                        >
                          {label}
                        </Link>
                      ) : (
                        <span className="text-muted">{label}</span>
                      )}
                    </td>
                    <td className="max-w-48 truncate px-3 py-3 text-ink">{sellerLabel(p)}</td>
                    <td className="px-3 py-3 text-ink">
                      {p.tier === 'Standard' ? p.name : p.tier}
                      {p.stripePromoCode ? (
                        <span className="ml-1.5 text-xs text-muted">{p.stripePromoCode}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-3 text-right font-medium tabular-nums text-ink">{money(p.totalDue)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-muted">
                      <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3" data-testid={`result-${p.id}`}>
                      {!r ? (
                        <span className="text-muted">—</span>
                      ) : r.state === 'working' ? (
                        <span className="text-muted">Activating…</span>
                      ) : r.state === 'done' ? (
                        <span className="font-semibold text-success">Activated</span>
                      ) : (
                        <span className="text-danger">{r.message}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {q.data && q.data.totalElements > pending.length ? (
        <p className="text-sm text-muted">
          Showing the first {pending.length} of {q.data.totalElements.toLocaleString('en-US')}. Activate these to see
          the next ones.
        </p>
      ) : null}
    </div>
  );
}
