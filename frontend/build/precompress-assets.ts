import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
/** Below this, compression saves less than a network packet. */
const MIN_BYTES = 1024;

/** Writes a Brotli (.br) and a gzip (.gz) twin next to a text file, for the server to send instead. */
export function writeCompressedTwins(path: string): void {
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) return;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
}

/**
 * Compresses every built text asset once at build time, so the server can send the smallest form
 * the browser accepts without compressing per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'bestelklaar:precompress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(fileName)) writeCompressedTwins(join(outDir, fileName));
      }
    },
  };
}
