// `npm run test:e2e`: builds the web app, then runs the Playwright specs in Debian's Chromium
// against a server on a fresh embedded database (started by Playwright's webServer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureDependencies, ensureWebBuild, findChromium, run } from './lib.mjs';

ensureDependencies();
ensureChromium();
ensureWebBuild();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-e2e-'));
const reporters = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? 'list,json' : 'list';
const code = run(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--reporter=${reporters}`, ...process.argv.slice(2)],
  {
    env: { ...process.env, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: findChromium() },
  },
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
