import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app's folder as the server reads it (SERVE_WEB, `webDistDir`): `index.html` and an empty `assets/`,
 * in a temporary directory. `remove` deletes it.
 */
export function makeWebDist(indexHtml: string): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
