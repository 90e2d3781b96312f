import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseFile } from '../../common/http/release-file';

/**
 * The app's lazy route modules that a shop's page runs (frontend/src/app/routes.tsx), as the build
 * manifest names them (frontend/vite.config.ts writes it).
 */
export const SHOP_ROUTE_MODULES = [
  'src/app/ShopProviders.tsx',
  'src/features/storefront/ShopLayout.tsx',
  'src/features/storefront/ShopPage.tsx',
];

/** Where a build's scripts and stylesheets are, as paths from the site's root. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The scripts and stylesheets the shop's route needs beyond index.html's own, from the build
 * manifest: the page links them up front, so they load beside the entry instead of after it has
 * run. An older build without a manifest, or one without these routes, gives none.
 */
export function shopRouteAssets(manifest: Record<string, ManifestChunk>, indexHtml: string): RouteAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of SHOP_ROUTE_MODULES) visit(module);
  const linked = (href: string) => indexHtml.includes(`"${href}"`);
  return {
    scripts: [...scripts].filter((src) => !linked(src)),
    styles: [...styles].filter((href) => !linked(href)),
  };
}

/** The built frontend's manifest, read again only when the file changed (a new release). */
export function buildManifest(dist: string): () => Record<string, ManifestChunk> {
  const manifest = releaseFile(
    join(dist, '.vite', 'manifest.json'),
    (file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>,
  );
  return () => manifest() ?? {};
}
