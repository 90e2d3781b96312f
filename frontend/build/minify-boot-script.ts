import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync, type Plugin, type ResolvedConfig } from 'vite';
import { writeCompressedTwins } from './precompress-assets.ts';

/** public/boot.js: the script every page runs in its head, before its first paint. */
const BOOT_SCRIPT = 'boot.js';

/**
 * Minifies public/boot.js in the build (Vite copies public files as they are) and writes its
 * compressed twins: it blocks every page's first paint, and counts against each page's budget.
 */
export function minifyBootScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bestelklaar:minify-boot-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      const file = join(resolve(config.root, config.build.outDir), BOOT_SCRIPT);
      const { code, errors } = minifySync(BOOT_SCRIPT, readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`${BOOT_SCRIPT}: ${errors[0]!.message}`);
      writeFileSync(file, code);
      writeCompressedTwins(file);
    },
  };
}
