// `npm start`: install if needed, build the web app once (skipped when up to date), then serve
// the API and the web app from one port (PORT, default 3000) on the embedded database.
import { spawn } from 'node:child_process';
import { ROOT, ensureDependencies, ensureWebBuild } from './lib.mjs';

ensureDependencies();
ensureWebBuild();

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  // Two malloc arenas: glibc otherwise keeps the memory freed by photo decoding in one arena per
  // thread, and the process grows with every burst of uploads (decision 018).
  env: {
    ...process.env,
    SERVE_WEB: process.env.SERVE_WEB ?? 'true',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
