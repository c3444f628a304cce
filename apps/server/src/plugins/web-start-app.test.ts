import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { makeWebDist } from '../../test/web-dist';
import { deferAppStart, START_APP_SCRIPT } from './web';

// index.html as `vite build` writes it: the entry module, its imports preloaded, the stylesheet.
const BUILT =
  '<!doctype html><html><head><title>Revy</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/zod-C3.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/index-A1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">' +
  '</head><body><div id="root"><p>Loading</p></div></body></html>';

describe('starting the app after the first paint (issue 17, decision 038)', () => {
  it('moves the entry and its preloads out of the head, into one fixed script at the end of the body', () => {
    const html = deferAppStart(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The stylesheet stays where it was: it is needed for the first paint.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    // The entry once, its imports in order (the entry's own preload is not repeated).
    expect(html).toContain(
      '<meta name="revy-entry" content="/assets/index-A1.js" data-preload="/assets/vendor-B2.js /assets/zod-C3.js">',
    );
    expect(html).toMatch(/<\/div><script>requestAnimationFrame\([\s\S]*<\/script><\/body>/);
    expect(html.split(START_APP_SCRIPT)).toHaveLength(2);
  });

  it('leaves a page without a built entry (the dev server, a test page) as it is', () => {
    const dev =
      '<html><head></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>';
    expect(deferAppStart(dev)).toBe(dev);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    let dist: ReturnType<typeof makeWebDist>;
    beforeAll(async () => {
      dist = makeWebDist(BUILT);
      t = await buildTestApp({ config: { serveWeb: true, webDistDir: dist.dir } });
    });
    afterAll(async () => {
      await t?.close();
      dist?.remove();
    });

    it('sends every page with the start script, allowed by the content security policy by its hash', async () => {
      for (const p of ['/', '/showroom', '/my-garage']) {
        const page = await t.client().get(p);
        expect(page.status, p).toBe(200);
        const inline = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
        expect(inline).toContain(START_APP_SCRIPT);
        const csp = page.headers.get('content-security-policy') ?? '';
        for (const script of inline) {
          expect(csp, p).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
        }
        expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
      }
    });
  });
});
