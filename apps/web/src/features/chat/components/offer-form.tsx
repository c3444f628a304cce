import { useId, useState } from 'react';
import { formatMoneyCents, MakeOfferSchema, type MakeOffer } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { OfferMarketRange } from '../../pricing';
import { dollarsToCents } from '../lib/people';

/**
 * An amount in dollars (converted to cents) and an optional note, checked with the same schema
 * the server uses. Used for the buyer's offer and the seller's counter.
 */
export function OfferForm({
  submitLabel,
  onSubmit,
  pending,
  error,
  onCancel,
  autoFocus,
  askingPrice,
  listingId,
}: {
  submitLabel: string;
  onSubmit: (offer: MakeOffer) => void;
  pending?: boolean;
  error?: unknown;
  onCancel?: () => void;
  autoFocus?: boolean;
  askingPrice?: number | null;
  /** Shows the amount against the car's market range as it is typed (issue 15). */
  listingId?: string;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const cents = dollarsToCents(amount);
    if (cents === null) {
      setProblem(amount.trim() ? 'Enter the amount in dollars, like 12,500' : 'Enter an amount');
      return;
    }
    const parsed = MakeOfferSchema.safeParse({ amount: cents, explanation: note.trim() || null });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the amount');
      return;
    }
    setProblem(null);
    onSubmit(parsed.data);
  };
  const shown = problem ?? (error ? errorMessage(error) : null);
  const cents = dollarsToCents(amount);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium text-ink">
          Amount
        </label>
        <div className="relative">
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
            aria-hidden="true"
          >
            $
          </span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            autoFocus={autoFocus}
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setProblem(null);
            }}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
            className={`h-11 w-full rounded-lg border bg-white pl-7 pr-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${shown ? 'border-danger' : 'border-line'}`}
            placeholder={askingPrice ? String(Math.round(askingPrice / 100)) : '12,500'}
          />
        </div>
        {shown ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {shown}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {cents !== null && cents > 0
              ? `You offer ${formatMoneyCents(cents)}`
              : askingPrice
                ? `Asking price ${formatMoneyCents(askingPrice)}`
                : 'In US dollars'}
          </p>
        )}
        {listingId ? <OfferMarketRange listingId={listingId} amount={cents} /> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          Note <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="resize-none rounded-lg border border-line bg-white px-3 py-2 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          placeholder="Why this amount, how you would pay"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
