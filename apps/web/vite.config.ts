import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/v1': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/r': apiTarget,
      '/docs': apiTarget,
      '/openapi.json': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Read by the first-load budget test (build/first-load.ts).
    manifest: true,
    rolldownOptions: {
      // Rolldown's chunk merging moved modules that only lazy pages use into chunks the entry imports
      // (a page reached through a feature's index.ts was preloaded on every page): off (decision 038).
      experimental: { chunkOptimization: false },
      output: {
        // Every page needs React, the router, TanStack Query, the app shell and the shared rules and constants the
        // start uses: a few long-cached chunks instead of forty small ones, each a request before the first page on a
        // phone. The `shared` group names zod-free modules only: building schemas at start cost a quarter of the first
        // load's script time, so the first pages load no zod at all (src/app/first-load-budget.test.ts). Only the named files: their imports stay where
        // rolldown puts them (includeDependenciesRecursively: false), so lazy pages stay out.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/,
            },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            {
              name: 'shared',
              includeDependenciesRecursively: false,
              test: /[\\/]packages[\\/]shared[\\/]src[\\/](errors|limits|common[\\/]page|(navigation|format|flags|themes)[\\/][\w-]+|config[\\/](public-settings|config-values)|permissions[\\/]permissions|feed[\\/]feed|payments[\\/]plan-features|listings[\\/]listing\.rules|users[\\/]user\.rules|assets[\\/]asset\.rules|ai[\\/]deal-rating)\.ts$/,
            },
            {
              name: 'app',
              includeDependenciesRecursively: false,
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app|lib)[\\/]|[\\/]components[\\/](ui[\\/](button|spinner|logo|alert|card|text-field|load-error)|support-contact|illustrations|empty-state|loading-screen|outage-screen)\.tsx/,
            },
          ],
        },
      },
    },
  },
});
