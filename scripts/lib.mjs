// Helpers shared by the start, test and e2e scripts. Node built-ins only: these scripts run
// before `npm ci` on a fresh machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && newestMtime(marker) >= newestMtime(lock)) return;
  console.info('› Installing dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * Builds the web app for production when the build is missing, older than its sources, or was
 * not made by this function (a development build). NODE_ENV is forced to production: a shell
 * with NODE_ENV=development set would otherwise get React's development bundle (issue 13).
 * `root` and `build` are for the test (apps/server/test/start-script.test.ts).
 */
export function ensureWebBuild(root = ROOT, build = buildWeb) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const marker = path.join(root, 'apps/web/dist/.revy-build.json');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/shared/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  const isProductionBuild = fs.existsSync(marker) && JSON.parse(fs.readFileSync(marker, 'utf8')).mode === 'production';
  if (fs.existsSync(index) && isProductionBuild && newestMtime(index) >= newestSource) return false;
  console.info('› Building the web app…');
  build({ ...process.env, NODE_ENV: 'production' });
  fs.writeFileSync(marker, JSON.stringify({ mode: 'production', builtAt: new Date().toISOString() }));
  return true;
}

function buildWeb(env) {
  mustRun('npm', ['run', 'build', '-w', 'apps/web'], { env });
}

export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
}

/** Installs Debian's Chromium for the browser tests when it is missing (never Playwright's download). */
export function ensureChromium() {
  if (findChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  console.info('› Installing Chromium from Debian packages…');
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  if (apt(['update']) !== 0 || apt(['install', '-y', '--no-install-recommends', 'chromium']) !== 0 || !findChromium()) {
    console.error('✖ Could not install Chromium. Install the Debian package "chromium" and run again.');
    process.exit(1);
  }
}
