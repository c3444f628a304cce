// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { FIRST_PAGES } from '@revy/shared';
import { firstLoadFiles, firstLoadSize, readManifest, type Manifest } from '../../build/first-load';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Issue 17: the listing page's first-load JavaScript, compressed as served, at most 170 KB. The server sends the
 * build's brotli copies to every browser that accepts br (all current ones); gzip, for the others, gets a looser
 * line so it cannot grow unnoticed either (decision 038).
 */
const LISTING_BUDGET = 170_000;
const LISTING_BUDGET_GZIP = 195_000;
const LISTING_ROUTE = FIRST_PAGES.find((p) => p.name === 'listing')!.module;

/**
 * A size budget, not a timing: a production build into a temporary folder, then the gzip size of
 * every chunk the entry and the listing route load statically (build/first-load.ts).
 */
describe('first-load JavaScript budget', () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revy-web-budget-'));
    // React picks its production bundle by NODE_ENV, which is `test` here (scripts/lib.mjs ensureWebBuild does the same).
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      root: WEB_ROOT,
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    });
    manifest = readManifest(outDir);
  }, 120_000);

  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it(`keeps /listings/{id} under ${LISTING_BUDGET / 1000} KB brotli (${LISTING_BUDGET_GZIP / 1000} KB gzip)`, () => {
    const files = firstLoadFiles(manifest, ['index.html', LISTING_ROUTE]);
    const size = firstLoadSize(outDir, files);
    const report = size.files
      .map((f) => `${f.file} ${(f.brotli / 1000).toFixed(1)} KB br, ${(f.gzip / 1000).toFixed(1)} KB gzip`)
      .join('\n');
    const total = `${(size.brotli / 1000).toFixed(1)} KB br, ${(size.gzip / 1000).toFixed(1)} KB gzip`;
    expect(size.brotli, `first-load JS of /listings/{id}, ${total}:\n${report}`).toBeLessThanOrEqual(LISTING_BUDGET);
    expect(size.gzip, `first-load JS of /listings/{id}, ${total}:\n${report}`).toBeLessThanOrEqual(LISTING_BUDGET_GZIP);
  });

  it('loads no staff, garage or chat pages before the first page', () => {
    const files = firstLoadFiles(manifest, ['index.html']);
    expect(
      files.filter((f) => /(garage-listing|admin-|concierge-|payments-|offer-panel|event-pages|buyer-chat)/.test(f)),
    ).toEqual([]);
  });

  // Building the shared zod schemas at start was a quarter of the first load's script time on a slow phone
  // (decision 038, round 4): responses are checked in development only, and what the start needs of the shared
  // package lives in zod-free modules.
  it.each(FIRST_PAGES.map((p) => [p.name, p.module]))('loads no zod before the %s page is usable', (_page, route) => {
    const files = firstLoadFiles(manifest, ['index.html', route]);
    const zodChunk = Object.values(manifest).find((c) => c.name === 'zod')?.file;
    expect(zodChunk, 'the build names its zod chunk').toBeTruthy();
    expect(files).not.toContain(zodChunk);
    const withZod = files.filter((f) => fs.readFileSync(path.join(outDir, f), 'utf8').includes('ZodType'));
    expect(withZod).toEqual([]);
  });

  it('writes brotli and gzip copies of the JavaScript for the server to send as they are', () => {
    const entry = manifest['index.html']!.file;
    expect(fs.existsSync(path.join(outDir, `${entry}.br`))).toBe(true);
    expect(fs.existsSync(path.join(outDir, `${entry}.gz`))).toBe(true);
  });
});
