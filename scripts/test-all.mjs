// `npm test`: the whole suite on a fresh machine. Installs what it needs (npm packages,
// Debian's Chromium), then runs unit tests, API integration tests on embedded PGlite (and
// again on PostgreSQL when TEST_DATABASE_URL is set), and the Playwright end-to-end flows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureChromium, ensureDependencies, run } from './lib.mjs';

ensureDependencies();
ensureChromium();

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStages = [];
// The names of failed tests, repeated at the very end: CI keeps only the tail of the output.
const failedTests = [];

function vitest(label, args, env) {
  const out = path.join(outDir, `${label}.json`);
  console.info(`\n› ${label}`);
  const code = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        failedTests.push(`${label}: ${path.relative(ROOT, file.name)} › ${t.fullName}\n    ${why}`);
      }
    }
  } catch {
    totals.failed += 1;
  }
  if (code !== 0) failedStages.push(label);
}

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
vitest('unit and API tests (PGlite)', [], envWithoutPg);
if (TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', ['--project', 'server'], { ...process.env, TEST_DATABASE_URL });
}

console.info('\n› end-to-end tests (Chromium)');
const e2eOut = path.join(outDir, 'e2e.json');
const e2eCode = run(process.execPath, ['scripts/e2e.mjs'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
});
try {
  const s = JSON.parse(fs.readFileSync(e2eOut, 'utf8')).stats;
  totals.passed += s.expected + (s.flaky ?? 0);
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
} catch {
  totals.failed += 1;
}
if (e2eCode !== 0) failedStages.push('end-to-end');

fs.rmSync(outDir, { recursive: true, force: true });
console.info('');
for (const t of failedTests) console.error(`✖ ${t}`);
if (failedStages.length) console.error(`✖ failed: ${failedStages.join(', ')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages.length || totals.failed ? 1 : 0);
