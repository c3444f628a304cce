// First-load JavaScript of a page, read from the Vite build manifest (build.manifest): the entry's
// chunks and their static imports (what index.html modulepreloads), plus the page's route chunk and
// its static imports, each counted once, gzip-compressed as the server sends them (issue 17: at most
// 170 KB for /listings/{id}). A size budget, not a timing: used by src/build/first-load.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The chunk files a page loads before it can run: `entries` are manifest keys, static imports followed. */
export type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

export function firstLoadFiles(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of entries) visit(key);
  return [...files].filter((f) => f.endsWith('.js'));
}

/**
 * Bytes of `files` in `distDir`: raw, gzip (level 9, the precompressed .gz) and brotli (the precompressed .br, what
 * the server sends browsers that accept it, as every current one does; compressed here when the build has none).
 */
export function firstLoadSize(distDir: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const perFile: { file: string; raw: number; gzip: number; brotli: number }[] = [];
  for (const f of files) {
    const file = path.join(distDir, f);
    const buf = fs.readFileSync(file);
    const gz = zlib.gzipSync(buf, { level: 9 }).length;
    const br = fs.existsSync(`${file}.br`)
      ? fs.statSync(`${file}.br`).size
      : zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    raw += buf.length;
    gzip += gz;
    brotli += br;
    perFile.push({ file: f, raw: buf.length, gzip: gz, brotli: br });
  }
  perFile.sort((a, b) => b.brotli - a.brotli);
  return { raw, gzip, brotli, files: perFile };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
}
