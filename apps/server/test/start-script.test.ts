import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureWebBuild } from '../../../scripts/lib.mjs';

/**
 * `npm start` always serves a production build of the web app (issue 13): a shell with
 * NODE_ENV=development still builds for production, and a build it did not make (a development
 * one) or an outdated one is rebuilt. The build itself is stubbed: it writes index.html.
 */
let root: string;
let builds: (string | undefined)[];
let info: ReturnType<typeof vi.spyOn>;
const build = (env: NodeJS.ProcessEnv) => {
  builds.push(env.NODE_ENV);
  fs.mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<!doctype html>');
};
const touch = (rel: string, at: Date) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  fs.utimesSync(file, at, at);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-start-'));
  builds = [];
  touch('apps/web/src/main.tsx', new Date(Date.now() - 60_000));
  vi.stubEnv('NODE_ENV', 'development');
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  info.mockRestore();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start: the web build', () => {
  it('builds for production even when the shell says development, then reuses that build', () => {
    expect(ensureWebBuild(root, build)).toBe(true);
    expect(builds).toEqual(['production']);
    expect(JSON.parse(fs.readFileSync(path.join(root, 'apps/web/dist/.revy-build.json'), 'utf8')).mode).toBe(
      'production',
    );
    expect(ensureWebBuild(root, build)).toBe(false);
    expect(builds).toHaveLength(1);
  });

  it('rebuilds a build it did not make (a development build) and one older than the sources', () => {
    touch('apps/web/dist/index.html', new Date());
    expect(ensureWebBuild(root, build)).toBe(true);
    touch('apps/web/dist/index.html', new Date(Date.now() - 120_000));
    expect(ensureWebBuild(root, build)).toBe(true);
    fs.writeFileSync(path.join(root, 'apps/web/dist/.revy-build.json'), JSON.stringify({ mode: 'development' }));
    expect(ensureWebBuild(root, build)).toBe(true);
    expect(builds).toEqual(['production', 'production', 'production']);
  });
});
