import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { isPublicBuilderMatch } from './public-builder';
import { RootShell } from './root-shell';
import { AppRouter } from './router';
import { createRoutes } from './routes';
import { ThemeSync } from './theme-sync';

/** Whether the address the app opened on is a public-builder page (no loading screen or health check). */
function startsOnPublicBuilderPage(): boolean {
  // Only the paths matter here; the guards made for this check are never run.
  const routes = createRoutes(createQueryClient(), { from: () => null });
  return isPublicBuilderMatch(routes, window.location.pathname);
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  const [skipStart] = useState(startsOnPublicBuilderPage);
  return (
    <QueryClientProvider client={qc}>
      <ThemeSync />
      <RootShell skipStart={skipStart}>
        <AppRouter />
      </RootShell>
    </QueryClientProvider>
  );
}
