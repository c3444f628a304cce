import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ProductSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

const ProductsSchema = z.array(ProductSchema);

/** GET /v1/product?isTest: the publishing plans on sale, cheapest first. */
export const fetchProducts = (isTest = false, signal?: AbortSignal) =>
  api(paymentApiPaths.products, {
    query: { isTest: isTest ? 'true' : undefined },
    signal,
    schema: import.meta.env.DEV ? ProductsSchema : undefined,
  }).then((ps) => [...ps].sort((a, b) => a.price - b.price));

export const productsQuery = (isTest = false) =>
  queryOptions({
    queryKey: paymentsKeys.products(isTest),
    queryFn: ({ signal }) => fetchProducts(isTest, signal),
    staleTime: 5 * 60_000,
  });

export function useProducts(isTest = false) {
  return useQuery(productsQuery(isTest));
}
