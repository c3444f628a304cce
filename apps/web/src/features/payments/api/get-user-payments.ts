import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PaymentSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

const PaymentsSchema = z.array(PaymentSchema);

/** GET /v1/payment/user/{userId}: the user's payments, newest first. */
export const fetchUserPayments = (userId: string, signal?: AbortSignal) =>
  api(paymentApiPaths.userPayments(userId), { signal, schema: import.meta.env.DEV ? PaymentsSchema : undefined }).then(
    (ps) => [...ps].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
  );

export const userPaymentsQuery = (userId: string) =>
  queryOptions({
    queryKey: paymentsKeys.userPayments(userId),
    queryFn: ({ signal }) => fetchUserPayments(userId, signal),
  });

export function useUserPayments(userId: string | undefined) {
  return useQuery({ ...userPaymentsQuery(userId ?? ''), enabled: !!userId });
}
