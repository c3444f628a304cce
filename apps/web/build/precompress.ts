// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the build, at the highest
// levels (too slow per request, free at build time); the server sends them with @fastify/static's
// preCompressed option instead of compressing each response (decision 038).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;

/** Compresses the files under `dir` (recursively) worth compressing; returns how many were written. */
export function precompressDir(dir: string, minBytes = 1024): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file, minBytes);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
    const buf = fs.readFileSync(file);
    if (buf.length < minBytes) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
    count += 2;
  }
  return count;
}

/** Vite plugin: precompress the output once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'revy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
