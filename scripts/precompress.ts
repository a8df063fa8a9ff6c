// Precompresses the built client once, at build time: every compressible file of 1 KB or more
// gets a .gz (gzip -9) and a .br (brotli, best) beside it, which the server sends as they are
// (serveStatic's `precompressed`), so no request ever compresses an asset.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|ttf|otf)$/i;
export const PRECOMPRESS_MIN_BYTES = 1024;

export function precompressDir(dir: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressDir(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = fs.readFileSync(full);
    if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
    fs.writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
    fs.writeFileSync(
      `${full}.br`,
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    );
    written += 2;
  }
  return written;
}

/** The Vite plugin: runs after the bundle is written to outDir. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'coffenet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
