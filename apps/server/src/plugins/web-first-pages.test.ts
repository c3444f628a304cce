import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAGES } from '@revy/shared';
import { makeWebDist } from '../../test/web-dist';
import { deferAppStart } from './web';
import { firstPagePreloads, withFirstPagePreloads } from './web-first-pages';

const BUILT =
  '<!doctype html><html><head><title>Revy</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">' +
  '</head><body><div id="root"></div></body></html>';
const module = (name: string) => FIRST_PAGES.find((p) => p.name === name)!.module;

// A manifest as `vite build` writes it: the listing page's chunk imports the shared vendor chunk (already loaded by
// the entry) and two chunks of its own, one of them twice over.
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_vendor-B2.js'] },
  '_vendor-B2.js': { file: 'assets/vendor-B2.js' },
  [module('listing')]: {
    file: 'assets/listing-pages-L1.js',
    imports: ['_vendor-B2.js', '_gallery-G1.js', '_deal-D1.js'],
  },
  '_gallery-G1.js': { file: 'assets/gallery-G1.js', imports: ['_deal-D1.js'] },
  '_deal-D1.js': { file: 'assets/deal-D1.js' },
  [module('home')]: { file: 'assets/home-page-H1.js', imports: ['_vendor-B2.js'] },
};

let dist: ReturnType<typeof makeWebDist> | undefined;
afterEach(() => dist?.remove());

function built(manifest?: object) {
  dist = makeWebDist(BUILT);
  if (manifest) {
    fs.mkdirSync(path.join(dist.dir, '.vite'));
    fs.writeFileSync(path.join(dist.dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  const template = deferAppStart(BUILT);
  return { template, preloads: firstPagePreloads(dist.dir, template) };
}

describe("a first page's code requested with the app (issue 17, decision 038)", () => {
  it('adds the route chunk and its own imports, once each, to what the start script requests', () => {
    const { template, preloads } = built(MANIFEST);
    const html = withFirstPagePreloads(template, '/listings/0190-abc', preloads);
    expect(html).toContain(
      'data-preload="/assets/vendor-B2.js /assets/listing-pages-L1.js /assets/gallery-G1.js /assets/deal-D1.js"',
    );
    expect(withFirstPagePreloads(template, '/', preloads)).toContain(
      'data-preload="/assets/vendor-B2.js /assets/home-page-H1.js"',
    );
  });

  it('leaves other pages, and a build without a manifest, as they are', () => {
    const { template, preloads } = built(MANIFEST);
    expect(withFirstPagePreloads(template, '/admin/users', preloads)).toBe(template);
    expect(withFirstPagePreloads(template, '/listings/0190-abc/chat', preloads)).toBe(template);
    const bare = built();
    expect(bare.preloads.size).toBe(0);
    expect(withFirstPagePreloads(bare.template, '/listings/0190-abc', bare.preloads)).toBe(bare.template);
  });
});
