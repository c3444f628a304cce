import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/route-preload';
import { serverPaintReady } from './app/server-paint';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
preloadFirstPage(window.location.pathname, queryClient);

const root = document.getElementById('root')!;
// The page's data and chunk are already on their way (above); only the mount waits for the server-drawn photo.
void serverPaintReady(root).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
