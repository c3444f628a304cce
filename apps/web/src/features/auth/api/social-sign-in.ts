import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '@revy/shared';
import { api } from '../../../lib/api-client';

const providersPath = '/v1/auth/providers';
const linkPath = (provider: SocialProvider) => `/v1/auth/oauth/${provider}/link`;

/** GET /v1/auth/providers: the social sign-in buttons this server offers (decision 041). */
export const authProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => api<{ providers: SocialProvider[] }>(providersPath, { signal }),
    // Set in the server's environment: it does not change while the page is open.
    staleTime: Infinity,
    retry: false,
  });

export const useAuthProviders = () => useQuery(authProvidersQuery());

/** POST /v1/auth/oauth/{provider}/link: connects the provider account that waited for a password sign-in. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: (provider: SocialProvider) => api<{ provider: SocialProvider }>(linkPath(provider), { method: 'POST' }),
  });
}
