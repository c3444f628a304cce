import { useState } from 'react';
import { formatDateTime, formatMoneyCents } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useDealAction } from '../api/deal-mutations';
import { myRole, PANEL_IDS } from '../lib/deal-view';
import { PAYMENT_METHODS, paymentLabel } from '../lib/payment';
import type { DealView, PaymentMethod } from '../lib/types';
import { ConfirmFundsDialog } from './confirm-funds-dialog';
import { Panel, Pill } from './panel';

/** Payment: the buyer says how they pay, the seller confirms the funds cleared (once, for good). */
export function PaymentPanel({ deal }: { deal: DealView }) {
  const me = myRole(deal);
  const { method, recordedAt, fundsConfirmedAt } = deal.payment;
  const open = deal.status === 'open';
  const status = fundsConfirmedAt ? (
    <Pill tone="done">Funds received</Pill>
  ) : method ? (
    <Pill tone="waiting">Awaiting funds</Pill>
  ) : (
    <Pill tone="todo">Method to choose</Pill>
  );
  return (
    <Panel id={PANEL_IDS.payment} title="Payment" status={status}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink">
          Agreed price: <strong>{formatMoneyCents(deal.price)}</strong>
        </p>
        {fundsConfirmedAt ? null : <SafetyNotes />}
        {method ? (
          <p className="text-sm text-ink">
            {deal.you === 'buyer' ? 'You pay' : `${deal.buyer.displayName} pays`} by{' '}
            <strong>{paymentLabel(method)}</strong>
            {recordedAt ? <span className="text-muted"> · chosen {formatDateTime(recordedAt)}</span> : null}
          </p>
        ) : null}
        {fundsConfirmedAt ? (
          <Alert tone="success" title="Funds received">
            {deal.seller.displayName} confirmed the money cleared on {formatDateTime(fundsConfirmedAt)}.
          </Alert>
        ) : null}
        {open && me === 'buyer' && !fundsConfirmedAt ? <MethodChooser deal={deal} /> : null}
        {open && me === 'seller' && !fundsConfirmedAt ? <SellerConfirm deal={deal} /> : null}
      </div>
    </Panel>
  );
}

/** The warnings every private sale needs, before any money moves. */
function SafetyNotes() {
  return (
    <div
      role="note"
      aria-label="Paying safely"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">Paying safely</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Never release the car, keys or signed title before the funds have cleared in the seller&apos;s account.</li>
        <li>
          Wire fraud: payment details that arrive or change by email or text are a classic scam. Confirm them by phone
          on a number you already know.
        </li>
        <li>
          No overpayments &ldquo;by mistake&rdquo; to refund, no gift cards, no one sent to collect on someone&apos;s
          behalf.
        </li>
        <li>Meet in daylight at a bank or a police station&apos;s safe exchange spot.</li>
      </ul>
    </div>
  );
}

function MethodChooser({ deal }: { deal: DealView }) {
  const [choice, setChoice] = useState<PaymentMethod | null>(deal.payment.method);
  const action = useDealAction(deal.id);
  const unchanged = choice === deal.payment.method;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice) action.mutate({ kind: 'payment', method: choice });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">How will you pay?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PAYMENT_METHODS.map((m) => (
            <label
              key={m.value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                choice === m.value ? 'border-primary bg-primary-soft' : 'border-line bg-white hover:bg-canvas'
              }`}
            >
              <input
                type="radio"
                name="payment-method"
                value={m.value}
                checked={choice === m.value}
                onChange={() => setChoice(m.value)}
                className="mt-0.5 accent-primary"
              />
              <span>
                <span className="block font-semibold text-ink">{m.label}</span>
                <span className="mt-0.5 block text-muted">{m.guidance}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {action.isError ? <Alert tone="error">{errorMessage(action.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={!choice || unchanged} loading={action.isPending}>
          {deal.payment.method ? 'Change the payment method' : 'Tell the seller'}
        </Button>
      </div>
    </form>
  );
}

function SellerConfirm({ deal }: { deal: DealView }) {
  const [open, setOpen] = useState(false);
  const action = useDealAction(deal.id);
  if (!deal.payment.method)
    return <p className="text-sm text-muted">{deal.buyer.displayName} has not chosen how to pay yet.</p>;
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button onClick={() => setOpen(true)}>Confirm funds received</Button>
      </div>
      <p className="text-xs text-muted">Only once the money is in your account and can no longer be recalled.</p>
      <ConfirmFundsDialog
        open={open}
        amount={deal.price}
        buyerName={deal.buyer.displayName}
        method={paymentLabel(deal.payment.method)}
        pending={action.isPending}
        error={action.error}
        onConfirm={() => action.mutate({ kind: 'confirmFunds' }, { onSuccess: () => setOpen(false) })}
        onClose={() => {
          action.reset();
          setOpen(false);
        }}
      />
    </div>
  );
}
