import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { isPublicBuilderMatch } from './public-builder';
import { RootShell } from './root-shell';
import { AppRouter, routeTableFor } from './router';
import { ThemeSync } from './theme-sync';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  // Whether the address the app opened on is a public-builder page (no loading screen or health check).
  const [skipStart] = useState(() => isPublicBuilderMatch(routeTableFor(qc).routes, window.location.pathname));
  return (
    <QueryClientProvider client={qc}>
      <ThemeSync />
      <RootShell skipStart={skipStart}>
        <AppRouter />
      </RootShell>
    </QueryClientProvider>
  );
}
