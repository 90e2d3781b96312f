import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build, type PluginOption, type ResolvedConfig, type Plugin } from 'vite';

/** Where the shop build's manifest lands before it joins the app's (`.vite/manifest.json`). */
const SHOP_MANIFEST = join('.vite', 'shop-manifest.json');

export interface ShopEntryOptions {
  /** The shop page's entry module (src/shop-main.tsx), its key in the manifest. */
  entry: string;
  /** The plugins its build needs (React's), made anew for it. */
  plugins: () => PluginOption[];
  /**
   * Modules the shop's build takes in place of others (paths from the root): the same exports,
   * made smaller for the shop page's one route.
   */
  swaps: Record<string, string>;
}

/**
 * Builds the shop page's own entry beside the app, after it, into the same folder and manifest
 * (backend shop-route-assets.ts links it in a shop's page). A build of its own: in the app's, the
 * shop would share the router's modules with the other pages and so load the data router whole
 * (a third of its JavaScript), though it uses only its small declarative part.
 */
export function shopEntry({ entry, plugins, swaps }: ShopEntryOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bestelklaar:shop-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [swapModules(config.root, swaps), ...plugins()],
        resolve: { alias: config.resolve.alias },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: config.build.target,
          sourcemap: config.build.sourcemap,
          manifest: SHOP_MANIFEST,
          modulePreload: false,
          rolldownOptions: {
            input: { shop: resolve(config.root, entry) },
            output: config.build.rolldownOptions.output,
          },
        },
      });
      const appManifest = join(outDir, '.vite', 'manifest.json');
      const shopManifest = join(outDir, SHOP_MANIFEST);
      const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(appManifest, JSON.stringify({ ...read(shopManifest), ...read(appManifest) }, null, 2));
      rmSync(shopManifest);
    },
  };
}

/** Resolves each module of `swaps` to its replacement, however it is imported. */
function swapModules(root: string, swaps: Record<string, string>): Plugin {
  const replacements = new Map(
    Object.entries(swaps).map(([module, replacement]) => [resolve(root, module), resolve(root, replacement)]),
  );
  const swappedNames = new Set([...replacements.keys()].map((module) => nameOf(module)));
  return {
    name: 'bestelklaar:shop-swaps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Resolving is asked of every import; only a module of the same name can be one to swap.
      if (!swappedNames.has(nameOf(source))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replacements.has(resolved.id) ? replacements.get(resolved.id) : null;
    },
  };
}

/** A module's file name without folder and extension: `../lib/navigation` → `navigation`. */
const nameOf = (path: string) => basename(path).replace(/\.[cm]?[jt]sx?$/, '');
