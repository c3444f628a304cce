import fs from 'node:fs';
import path from 'node:path';
import { FIRST_PAGES, firstPageAt, type FirstPageName } from '@revy/shared';

type ManifestChunk = { file: string; imports?: string[] };
export type FirstPagePreloads = Map<FirstPageName, string[]>;

/**
 * For each common first page (FIRST_PAGES), the addresses of the code it needs beyond what the entry already loads:
 * its route chunk and that chunk's static imports, read from the web build's manifest. Sent with the page, the start
 * script asks for them together with the app instead of one round trip after it (issue 17, decision 038). Empty
 * without a manifest (a test's web folder).
 */
export function firstPagePreloads(distDir: string, template: string): FirstPagePreloads {
  const out: FirstPagePreloads = new Map();
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return out;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const meta = /<meta name="revy-entry" content="([^"]*)" data-preload="([^"]*)">/.exec(template);
  const loaded = new Set([meta?.[1], ...(meta?.[2] ?? '').split(' ')].filter(Boolean));
  for (const page of FIRST_PAGES) {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      const href = `/${chunk.file}`;
      if (href.endsWith('.js') && !loaded.has(href)) files.push(href);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(page.module);
    if (files.length) out.set(page.name, files);
  }
  return out;
}

/** The page at `pathname` with its first page's code added to what the start script requests. */
export function withFirstPagePreloads(html: string, pathname: string, preloads: FirstPagePreloads): string {
  const page = firstPageAt(pathname);
  const files = page ? preloads.get(page.name) : undefined;
  if (!files) return html;
  return html.replace(
    /(<meta name="revy-entry" content="[^"]*" data-preload=")([^"]*)"/,
    (_m, head: string, list: string) => `${head}${[list, ...files].filter(Boolean).join(' ')}"`,
  );
}
