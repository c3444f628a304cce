import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { startHint } from '../lib/browser-config';
import { RootShell } from './root-shell';
import { AppRouter, openedOnPublicBuilderPage } from './router';
import { ThemeSync } from './theme-sync';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  // Whether the address the app opened on is a public-builder page (no loading screen or health check). When the
  // server vouched for itself the app shows at once either way, so the answer waits for the router's own match.
  const [skipStart] = useState(() =>
    startHint()?.healthy === true ? () => openedOnPublicBuilderPage(qc) : openedOnPublicBuilderPage(qc),
  );
  return (
    <QueryClientProvider client={qc}>
      <ThemeSync />
      <RootShell skipStart={skipStart}>
        <AppRouter />
      </RootShell>
    </QueryClientProvider>
  );
}
