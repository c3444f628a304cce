// AI engine (issue 6): the built-in engine's answer latency over the evaluation set's 127
// messages repeated 20 times (target p95 < 50 ms), and the listing writer's time per demo listing
// (all parts). No database, no network. `npm run bench -- ai-engine`. The work runs in
// bench/ai-engine-app.ts (TypeScript, via tsx).
import { fork } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';

export async function benchAiEngine() {
  const child = fork(path.join(ROOT, 'bench/ai-engine-app.ts'), [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`ai-engine bench exited with ${code} before reporting`)));
  });
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  return result;
}
