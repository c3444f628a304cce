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
        // Every page needs React, the router and zod (the API client checks answers with the shared schemas): one
        // long-cached chunk each, instead of pieces mixed with code only some pages use.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
