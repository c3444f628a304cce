// Slot computation (issue 7): computeSlots over 14 days with the spec 9 defaults and 200 existing
// events spread over the range, 5,000 calls after a warm-up (target p99 < 2 ms per call), plus
// isSlotBookable (the server's check inside the booking transaction). Pure code, no database.
// `npm run bench -- slots`. The work runs in bench/slots-app.ts (TypeScript, via tsx).
import { fork } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/lib.mjs';

export async function benchSlots() {
  const child = fork(path.join(ROOT, 'bench/slots-app.ts'), [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`slots bench exited with ${code} before reporting`)));
  });
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  return result;
}
