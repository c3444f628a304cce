import { useState } from 'react';
import { formatMoneyCents } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/form-errors';

/**
 * The seller's "the money is in": irreversible, so it says so and asks for an explicit tick that
 * the funds have cleared (a check deposited is not a check cleared) before the button works.
 */
export function ConfirmFundsDialog({
  open,
  amount,
  buyerName,
  method,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  amount: number;
  buyerName: string;
  method: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [cleared, setCleared] = useState(false);
  const close = () => {
    setCleared(false);
    onClose();
  };
  return (
    <Dialog open={open} title="Confirm the funds have cleared?" onClose={close}>
      <div className="flex flex-col gap-4 text-sm text-ink">
        <p>
          You confirm you received <strong>{formatMoneyCents(amount)}</strong> from {buyerName} by {method}, and that
          the money has cleared in your account.
        </p>
        <Alert tone="error" title="This cannot be undone">
          The buyer is told the car is paid for, the car is marked sold (other buyers are told and their test drives
          cancelled) and the handover opens. Check your bank account itself, not an email, text or screenshot.
        </Alert>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            checked={cleared}
            onChange={(e) => setCleared(e.target.checked)}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>I checked my bank account: the funds have cleared and cannot be recalled.</span>
        </label>
        {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Not yet
          </Button>
          <Button disabled={!cleared} loading={pending} onClick={onConfirm}>
            Confirm funds received
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
