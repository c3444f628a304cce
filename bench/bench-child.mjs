// Benchmarks whose work is TypeScript (the app's own services) run it in a child process under
// tsx: the child sends one IPC message with its result and exits. One helper for all of them.
import { fork } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';

/** Runs `bench/<file>` under tsx with `env` added; resolves with the message it reports, after it exits. */
export async function runTsBench(file, env = {}) {
  const child = fork(path.join(ROOT, 'bench', file), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before reporting`)));
  });
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  return result;
}
