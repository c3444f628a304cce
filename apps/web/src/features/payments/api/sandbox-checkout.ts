import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SandboxPay, type SandboxSession, SandboxSessionSchema } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { paymentApiPaths } from '../../../lib/paths';
import { paymentsKeys } from './keys';

/** GET /v1/payment/sandbox/{sessionId}: what the built-in checkout page charges for. */
export const fetchSandboxSession = (sessionId: string, signal?: AbortSignal) =>
  api(paymentApiPaths.sandbox.session(sessionId), {
    signal,
    schema: import.meta.env.DEV ? SandboxSessionSchema : undefined,
  });

export const sandboxSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: paymentsKeys.sandboxSession(sessionId),
    queryFn: ({ signal }) => fetchSandboxSession(sessionId, signal),
    staleTime: 0,
  });

export function useSandboxSession(sessionId: string) {
  return useQuery(sandboxSessionQuery(sessionId));
}

/**
 * POST /v1/payment/sandbox/{sessionId}/pay: `complete`, `requires_action` (the bank wants a
 * 3-D Secure answer), or 402 PAYMENT_REQUIRED "Your card was declined."
 */
export const paySandbox = ({ sessionId, card }: { sessionId: string; card: SandboxPay }) =>
  api<SandboxSession>(paymentApiPaths.sandbox.pay(sessionId), { method: 'POST', body: card });

/** POST /v1/payment/sandbox/{sessionId}/confirm: the bank's answer to the 3-D Secure step. */
export const confirmSandbox = ({ sessionId, approve }: { sessionId: string; approve: boolean }) =>
  api<SandboxSession>(paymentApiPaths.sandbox.confirm(sessionId), { method: 'POST', body: { approve } });

/** POST /v1/payment/sandbox/{sessionId}/cancel: the payer left without paying. */
export const cancelSandbox = (sessionId: string) =>
  api<SandboxSession | undefined>(paymentApiPaths.sandbox.cancel(sessionId), { method: 'POST', body: {} });

function useSessionMutation<I, O extends SandboxSession | undefined>(fn: (input: I) => Promise<O>, sessionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (s) => {
      if (s) qc.setQueryData(paymentsKeys.sandboxSession(sessionId), s);
    },
  });
}

export const usePaySandbox = (sessionId: string) => useSessionMutation(paySandbox, sessionId);
export const useConfirmSandbox = (sessionId: string) => useSessionMutation(confirmSandbox, sessionId);
export const useCancelSandbox = (sessionId: string) => useSessionMutation(cancelSandbox, sessionId);
