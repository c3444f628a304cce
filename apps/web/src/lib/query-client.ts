import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; retry only network and server faults.
        retry: (count, err) => count < 2 && (!isApiError(err) || err.status === 0 || err.status >= 500),
      },
    },
  });
}
