import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PromoCodeSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

/** GET /v1/purchase/promo-code/{code}: the code's discount, or 404 when there is no such code. */
export const fetchPromoCode = (code: string, signal?: AbortSignal) =>
  api(paymentApiPaths.promoCode(code), { signal, schema: import.meta.env.DEV ? PromoCodeSchema : undefined });

export const promoCodeQuery = (code: string) =>
  queryOptions({
    queryKey: paymentsKeys.promoCode(code),
    queryFn: ({ signal }) => fetchPromoCode(code, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Checks `code` (already debounced and trimmed by the caller); idle while it is empty. */
export function usePromoCode(code: string) {
  return useQuery({ ...promoCodeQuery(code), enabled: code.length > 0, placeholderData: keepPreviousData });
}
