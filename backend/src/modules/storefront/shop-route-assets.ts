import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseFile } from '../../common/http/release-file';

/**
 * The shop page's own entry (frontend src/shop-main.tsx), lighter than the whole app's, as the build
 * manifest names it (frontend/vite.config.ts writes it).
 */
export const SHOP_ENTRY_MODULE = 'src/shop-main.tsx';

/** Where a build's scripts and stylesheets are, as paths from the site's root. */
export interface RouteAssets {
  /** The page's entry in the stead of index.html's, when the build has one. */
  entry?: string;
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The shop page's entry, and the scripts and stylesheets it needs, from the build manifest: the page
 * links them up front, so they load beside the entry instead of after it has run. An older build
 * without a manifest, or one without the shop's entry, gives none (the page keeps index.html's).
 */
export function shopRouteAssets(manifest: Record<string, ManifestChunk>): RouteAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    // After the stylesheets of the chunks it imports, as Vite links them: its own rules win.
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  };
  visit(SHOP_ENTRY_MODULE);
  const [entry, ...imports] = scripts;
  return { ...(entry && { entry }), scripts: imports, styles: [...styles] };
}

/** The built frontend's manifest, read again only when the file changed (a new release). */
export function buildManifest(dist: string): () => Record<string, ManifestChunk> {
  const manifest = releaseFile(
    join(dist, '.vite', 'manifest.json'),
    (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>,
  );
  return () => manifest() ?? {};
}
