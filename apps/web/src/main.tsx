import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/route-preload';
import { serverPaintReady } from './app/server-paint';
import { registerServiceWorker } from './app/service-worker';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
preloadFirstPage(window.location.pathname, queryClient, window.location.search);

registerServiceWorker();

const root = document.getElementById('root')!;
// The page's data and chunk are already on their way (above); only the mount waits for the server-drawn photo.
void serverPaintReady(root).then(() =>
  // As a transition, React renders the first page in slices of a few milliseconds between which the browser can
  // answer a tap, instead of one long task (issue 17: total blocking time on a phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
