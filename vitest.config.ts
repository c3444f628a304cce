import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure rules in shared, web components in jsdom, and server integration tests
 * over real HTTP against a fresh database per file (apps/server/test/build-test-app.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          sequence: { groupOrder: 0 },
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          sequence: { groupOrder: 1 },
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 2 },
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/setup.ts'],
          // Each file opens its own database; two cores, so two files at a time.
          maxWorkers: 2,
          // Files share a worker's module cache instead of re-importing the app (and recompiling PGlite's
          // WebAssembly) per file: a fifth less time per file. Safe because every file builds its own app and
          // database (test/build-test-app.ts) and nothing here mocks modules; one spy per test is restored.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
