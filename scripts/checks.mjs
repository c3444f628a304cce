// `npm run checks`: lint, format check and typecheck side by side (CI's static stage). Each is
// single-threaded for most of its run, so on CI's two cores running them together takes about
// as long as lint alone. Output is kept per check and printed whole when it ends, so the logs of
// the three never interleave. Exits non-zero when any check fails.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const CHECKS = [
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
  ['typecheck', ['run', 'typecheck']],
];

function runCheck([label, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (err) => out.push(Buffer.from(String(err))));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.info(`\n› ${label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      process.stdout.write(Buffer.concat(out));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(runCheck));
const failed = CHECKS.filter((_, i) => !results[i]).map(([label]) => label);
if (failed.length) console.error(`\n✖ failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
