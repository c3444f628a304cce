import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VerificationStatusSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;
type Params = { code?: string | null; userId?: string | null };

/** GET /v1/user/verificationStatus: whether a link's code is still good, before using it. */
export const fetchVerificationStatus = ({ code, userId }: Params) =>
  api<VerificationStatus>(apiPaths.user.verificationStatus, { query: { code, userId } });

export const verificationStatusQuery = (params: Params) =>
  queryOptions({
    queryKey: ['user', 'verificationStatus', params.code ?? null, params.userId ?? null] as const,
    queryFn: () => fetchVerificationStatus(params),
    staleTime: 0,
    retry: false,
  });

export function useVerificationStatus(params: Params, enabled = true) {
  return useQuery({ ...verificationStatusQuery(params), enabled });
}
