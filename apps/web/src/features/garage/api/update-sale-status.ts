import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, UpdateSaleStatusSchema } from '@revy/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { listingChanged } from '../../listings';

export type UpdateSaleStatusInput = z.input<typeof UpdateSaleStatusSchema>;

/** POST /v1/listing/{id}/update-sale-status: outcome sold sets sold, hold sets unsold (spec 4). */
export const updateSaleStatus = ({ id, input }: { id: string; input: UpdateSaleStatusInput }) =>
  api<Listing>(sellerApiPaths.listing.saleStatus(id), { method: 'POST', body: input });

export function useUpdateSaleStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSaleStatus, onSuccess: (listing) => listingChanged(qc, listing) });
}
