import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivatePurchase, Purchase } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { listingPlanChanged } from './invalidate';

/** POST /v1/purchase/{id}/activate (staff): starts the plan now or at `startAt`; 409 when already active. */
export const activatePurchase = ({ id, input = {} }: { id: string; input?: ActivatePurchase }) =>
  api<Purchase>(paymentApiPaths.activate(id), { method: 'POST', body: input });

export function useActivatePurchase() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: activatePurchase, onSuccess: (p) => listingPlanChanged(qc, p.listingId) });
}
