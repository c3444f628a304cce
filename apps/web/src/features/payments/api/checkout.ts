import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResult, CreatePurchase, Payment } from '@revy/shared';
import { api, isApiError } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { createPurchase } from './create-purchase';
import { fetchPurchase } from './get-purchase';
import { listingPlanChanged } from './invalidate';
import { paymentsKeys } from './keys';

/**
 * POST /v1/purchase/{id}/checkout: the payment to make and where to pay it. `url` is null when
 * nothing is due (a trial started, or a 100% promo code): the purchase is ACTIVE already and
 * the listing published.
 */
export async function checkoutPurchase({
  purchaseId,
  input,
}: {
  purchaseId: string;
  input: CheckoutRequest;
}): Promise<CheckoutResult> {
  try {
    return await api<CheckoutResult>(paymentApiPaths.checkout(purchaseId), { method: 'POST', body: input });
  } catch (err) {
    // A checkout of this purchase is already open (a second tab, a double click): the server
    // answers 409 with it, and the seller goes on to that one page instead of paying twice.
    const open = isApiError(err) && err.status === 409 ? err.payment : undefined;
    if (open?.checkoutUrl && (open.status === 'pending' || open.status === 'requires_action')) {
      return { purchase: await fetchPurchase(purchaseId), payment: open as Payment, url: open.checkoutUrl };
    }
    throw err;
  }
}

export function useCheckout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkoutPurchase,
    onSuccess: (r) => (r.url ? undefined : listingPlanChanged(qc, r.purchase.listingId)),
  });
}

export type BuyPlanInput = { listingId: string; purchase: CreatePurchase; checkout: CheckoutRequest };

/** The publish flow's one click: create the purchase, then open its checkout. */
export async function buyPlan({ listingId, purchase, checkout }: BuyPlanInput): Promise<CheckoutResult> {
  const created = await createPurchase({ listingId, input: purchase });
  return checkoutPurchase({ purchaseId: created.id, input: checkout });
}

export function useBuyPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: buyPlan,
    onSuccess: (r, { listingId }) =>
      r.url
        ? qc.invalidateQueries({ queryKey: paymentsKeys.listingPurchases(listingId) })
        : listingPlanChanged(qc, listingId),
  });
}
