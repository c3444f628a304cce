import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The showroom map's tiles (issue 19): e2e/buyer-compare-and-map.spec.ts serves them on this port while it runs. */
export const tilePort = Number(process.env.E2E_TILE_PORT ?? port + 99);

/** End-to-end flows in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // 90 s: a spec that runs first may wait up to a minute for the demo cars (e2e/fixtures.ts demoCar).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The analytics question already answered, so its banner never sits over what a flow clicks; the spec that
    // checks the banner starts from an empty state of its own.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'revy__analytics_consent', value: 'denied' }] }],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: '..',
    url: `${baseURL}/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      TEST_ENDPOINTS: 'true',
      SERVE_WEB: 'true',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: 'Test tiles',
    },
  },
});
