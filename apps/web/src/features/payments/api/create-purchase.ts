import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePurchase, Purchase } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

/**
 * POST /v1/purchase/listing/{listingId}: a PENDING purchase of a plan (400 with
 * fields.stripePromoCode for a code that does not exist or does not fit the plan).
 */
export const createPurchase = ({ listingId, input }: { listingId: string; input: CreatePurchase }) =>
  api<Purchase>(paymentApiPaths.listingPurchases(listingId), { method: 'POST', body: input });

export function useCreatePurchase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: (_p, { listingId }) => qc.invalidateQueries({ queryKey: paymentsKeys.listingPurchases(listingId) }),
  });
}
