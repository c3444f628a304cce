import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldMessage } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { useDealAction } from '../api/deal-mutations';
import { validateCancelReason } from '../lib/forms';
import type { DealView } from '../lib/types';

/** Either party may call the deal off while it is open, saying why (the other side reads it). */
export function CancelDealButton({ deal }: { deal: DealView }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const action = useDealAction(deal.id);
  const id = useId();
  const close = () => {
    setOpen(false);
    setFieldError(undefined);
    action.reset();
  };
  const other = deal.you === 'buyer' ? deal.seller.displayName : deal.buyer.displayName;
  return (
    <>
      <Button variant="ghost" className="text-danger" onClick={() => setOpen(true)}>
        Cancel the deal
      </Button>
      <Dialog open={open} title="Cancel this deal?" onClose={close}>
        <form
          noValidate
          className="flex flex-col gap-4 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            const result = validateCancelReason(reason);
            if (!result.ok) return setFieldError(result.error);
            setFieldError(undefined);
            action.mutate({ kind: 'cancel', reason: result.reason }, { onSuccess: close });
          }}
        >
          <p className="text-muted">
            {other} is told the deal is off, with your reason. Signatures and checklist ticks stay on record; to sell or
            buy again, start a new deal.
          </p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className="font-medium text-ink">
              Why are you cancelling?
            </label>
            <textarea
              id={id}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              className={`resize-none rounded-lg border px-3 py-2 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${fieldError ? 'border-danger' : 'border-line'}`}
            />
            <FieldMessage inputId={id} error={fieldError} />
          </div>
          {action.isError ? <Alert tone="error">{errorMessage(action.error)}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              Keep the deal
            </Button>
            <Button type="submit" variant="danger" loading={action.isPending}>
              Cancel the deal
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
