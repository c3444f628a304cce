import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ListingSchema, type HistoryRestoreInput } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { historyApiPaths } from '../../../lib/paths';
import { listingChanged } from '../../listings';
import { historyKeys } from './keys';

/** POST /v1/history/{id}/restore (staff): a seller-editable field back to its value in that record. */
export const restoreHistoryValue = ({ id, input }: { id: string; input: HistoryRestoreInput }) =>
  api(historyApiPaths.restore(id), {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? ListingSchema : undefined,
  });

export function useRestoreHistoryValue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restoreHistoryValue,
    onSuccess: (listing) =>
      Promise.all([listingChanged(qc, listing), qc.invalidateQueries({ queryKey: historyKeys.target(listing.id) })]),
  });
}
