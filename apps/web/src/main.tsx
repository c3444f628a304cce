import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/route-preload';
import { createQueryClient } from './lib/query-client';
import './index.css';

const queryClient = createQueryClient();
preloadFirstPage(window.location.pathname, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
