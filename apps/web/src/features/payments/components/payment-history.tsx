import { useState } from 'react';
import { formatDate, type Payment, type PaymentStatus } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useUserPayments } from '../api/get-user-payments';
import { money } from '../lib/plans';

const STATUS: Record<PaymentStatus, { label: string; className: string }> = {
  succeeded: { label: 'Paid', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  pending: { label: 'Pending', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
  requires_action: { label: 'Waiting for bank', className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  failed: { label: 'Failed', className: 'bg-orange-50 text-orange-900 ring-orange-200' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
  refunded: { label: 'Refunded', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  refund_due: { label: 'Refund on its way', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
};

function Pill({ payment }: { payment: Payment }) {
  const s = STATUS[payment.status] ?? { label: payment.status, className: 'bg-canvas text-ink ring-line' };
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.className}`}
    >
      {s.label}
    </span>
  );
}

/** Why a payment failed or its checkout ended, when the server said. */
function Reason({ payment }: { payment: Payment }) {
  if (!(payment.status === 'failed' || payment.status === 'cancelled') || !payment.failureMessage) return null;
  return (
    <span className={`text-xs ${payment.status === 'failed' ? 'text-orange-900' : 'text-muted'}`}>
      {payment.failureMessage}
    </span>
  );
}

function Status({ payment }: { payment: Payment }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Pill payment={payment} />
      <Reason payment={payment} />
    </span>
  );
}

/** Newest payments shown before "Show older". */
const SHOWN = 10;

const describe = (p: Payment) => p.description ?? 'Listing plan';
const amount = (p: Payment) => (p.status === 'refunded' ? `−${money(p.amount)}` : money(p.amount));

/** GET /v1/payment/user/{id}: a table from 576 px, cards on phones. */
export function PaymentHistory({ userId }: { userId: string }) {
  const q = useUserPayments(userId);
  const [all, setAll] = useState(false);
  if (q.isPending) {
    return (
      <div className="flex animate-pulse flex-col gap-3" aria-busy="true" aria-label="Loading payments">
        {[0, 1].map((i) => (
          <div key={i} className="h-10 rounded-lg bg-line/60" />
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error" title="We couldn't load your payments">
          {errorMessage(q.error)}
        </Alert>
        <Button size="sm" variant="secondary" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const payments = all ? q.data : q.data.slice(0, SHOWN);
  const more = q.data.length - payments.length;
  if (!payments.length)
    return (
      <p className="text-sm text-muted">
        No payments yet. When you buy a plan for a listing, the receipt shows up here.
      </p>
    );
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Your payments, newest first</caption>
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {payments.map((p) => (
            <tr key={p.id} className="align-top">
              <td className="whitespace-nowrap py-3 pr-3 text-muted">
                <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
              </td>
              <td className="py-3 pr-3 text-ink">{describe(p)}</td>
              <td className="whitespace-nowrap py-3 pr-3 text-right font-medium tabular-nums text-ink">{amount(p)}</td>
              <td className="py-3">
                <Status payment={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col divide-y divide-line sm:hidden" aria-label="Your payments">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-ink">{describe(p)}</span>
              <span className="font-semibold tabular-nums text-ink">{amount(p)}</span>
            </div>
            <div className="flex items-center justify-between gap-3 text-sm">
              <time dateTime={p.createdAt} className="whitespace-nowrap text-muted">
                {formatDate(p.createdAt)}
              </time>
              <Pill payment={p} />
            </div>
            <Reason payment={p} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setAll(true)}>
          Show {more} older payment{more === 1 ? '' : 's'}
        </Button>
      ) : null}
    </>
  );
}
