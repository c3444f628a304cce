import { useState } from 'react';
import { formatDateTime } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/form-errors';
import { useDealAction } from '../api/deal-mutations';
import { myRole, PANEL_IDS } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { Panel, Pill } from './panel';

/** Handover: each party confirms the car, keys and papers changed hands. */
export function HandoverPanel({ deal }: { deal: DealView }) {
  const me = myRole(deal);
  const [confirming, setConfirming] = useState(false);
  const action = useDealAction(deal.id);
  const { sellerConfirmedAt, buyerConfirmedAt } = deal.handover;
  const mineAt = me === 'seller' ? sellerConfirmedAt : me === 'buyer' ? buyerConfirmedAt : null;
  // The payment step is done when the seller confirmed funds (built in) or KeySavvy holds them.
  const paid = deal.steps.some((s) => s.key === 'payment' && s.status === 'done');
  const both = sellerConfirmedAt && buyerConfirmedAt;
  return (
    <Panel
      id={PANEL_IDS.handover}
      title="Handover"
      status={
        both ? (
          <Pill tone="done">Done</Pill>
        ) : (
          <Pill tone="muted">{sellerConfirmedAt || buyerConfirmedAt ? '1 of 2 confirmed' : 'To do'}</Pill>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {(['seller', 'buyer'] as const).map((role) => {
            const at = role === 'seller' ? sellerConfirmedAt : buyerConfirmedAt;
            const party = role === 'seller' ? deal.seller : deal.buyer;
            return (
              <li key={role} className="rounded-xl border border-line p-3">
                <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                  {role} · {party.displayName}
                  {me === role ? ' (you)' : ''}
                </span>
                {at ? `Confirmed ${formatDateTime(at)}` : 'Not confirmed yet'}
              </li>
            );
          })}
        </ul>
        {deal.status === 'open' && me && !mineAt ? (
          <>
            {!paid ? (
              <p className="text-sm text-muted">
                {deal.provider === 'keysavvy'
                  ? 'Opens once KeySavvy holds the funds: never hand over the car before.'
                  : 'Opens once the seller has confirmed the funds cleared: never hand over the car before.'}
              </p>
            ) : null}
            <div>
              <Button disabled={!paid} onClick={() => setConfirming(true)}>
                {me === 'seller' ? 'I handed over the car and keys' : 'I have the car and keys'}
              </Button>
            </div>
          </>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title="Confirm the handover?"
          body={
            <>
              <p>
                {me === 'seller'
                  ? 'You confirm the buyer has the car, all keys and the signed papers.'
                  : 'You confirm you received the car, all keys and the signed papers, and that the car is as described.'}
              </p>
              {action.isError ? (
                <p role="alert" className="mt-2 text-danger">
                  {errorMessage(action.error)}
                </p>
              ) : null}
            </>
          }
          confirmLabel="Confirm the handover"
          pending={action.isPending}
          onConfirm={() => action.mutate({ kind: 'handover' }, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
        {action.isError && !confirming ? <Alert tone="error">{errorMessage(action.error)}</Alert> : null}
      </div>
    </Panel>
  );
}
