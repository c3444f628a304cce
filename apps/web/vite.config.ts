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
        // Every page needs React, the router, TanStack Query and zod (the API client checks answers with the shared
        // schemas), the app shell and the most used shared schemas: a few long-cached chunks instead of forty small
        // ones, each a request before the first page on a phone. Only the named files: their imports stay where
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
              test: /[\\/]packages[\\/]shared[\\/]src[\\/](errors|limits|common|navigation|format|flags|themes|config|permissions|feed[\\/]feed\.schema|payments[\\/]plan-features|listings[\\/]listing\.rules)/,
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
