import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillOfSaleRequest } from '@revy/shared';
import { api } from '../../../lib/api-client';
import type { DealView, PaymentMethod } from '../lib/types';
import { dealKeys } from './keys';
import { dealApiPaths } from './paths';

/** Every step the room offers, one POST each; each answers the updated deal. */
export type DealAction =
  | ({ kind: 'billOfSale' } & BillOfSaleRequest)
  | { kind: 'sign'; typedName: string; documentHash: string }
  | { kind: 'payment'; method: PaymentMethod }
  | { kind: 'confirmFunds' }
  | { kind: 'checklist'; key: string; done: boolean }
  | { kind: 'handover' }
  | { kind: 'cancel'; reason: string };

export function runDealAction(id: string, a: DealAction): Promise<DealView> {
  const post = (path: string, body?: unknown) => api<DealView>(path, { method: 'POST', body });
  switch (a.kind) {
    case 'billOfSale':
      return post(dealApiPaths.billOfSale(id), { state: a.state, odometer: a.odometer, odometerNote: a.odometerNote });
    case 'sign':
      return post(dealApiPaths.sign(id), { typedName: a.typedName, documentHash: a.documentHash });
    case 'payment':
      return post(dealApiPaths.payment(id), { method: a.method });
    case 'confirmFunds':
      return post(dealApiPaths.confirmFunds(id));
    case 'checklist':
      return post(dealApiPaths.checklist(id, a.key), { done: a.done });
    case 'handover':
      return post(dealApiPaths.handover(id));
    case 'cancel':
      return post(dealApiPaths.cancel(id), { reason: a.reason });
  }
}

/**
 * One mutation for the room's actions: the answer is the new deal, put in the cache at once so
 * the tracker moves without waiting; the list and listing look-ups are refetched behind it.
 */
export function useDealAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: DealAction) => runDealAction(id, a),
    onSuccess: (deal) => qc.setQueryData(dealKeys.detail(id), deal),
    onSettled: () => qc.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
