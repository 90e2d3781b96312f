import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { writeCompressedTwins } from './precompress-assets.ts';

/** Where the pages land in the build: `<dir>/<path>/index.html`, which the server sends for that path. */
const PRERENDERED_DIR = '_prerendered';

/**
 * Where the server build of src/app/prerender.tsx stays, for the backend to render shops' pages
 * with (backend storefront-pages.ts). A dot folder: the server's static files leave it alone.
 */
const SERVER_RENDER_DIR = '.server';

export interface PrerenderOptions {
  /** Path of each page to prerender, with the source file of its route module. */
  pages: Record<string, string>;
  /** The public address, for the pages' absolute Open Graph URL. */
  siteUrl: string;
}

interface PrerenderedPage {
  markup: string;
  handle: unknown;
}

interface PageMeta {
  title: string;
  description: string;
}

/**
 * Renders the given public pages to static HTML after the client build (through a server build of
 * src/app/prerender.tsx), with their stylesheets and scripts linked up front, so they paint before
 * any JavaScript runs and load no chain of chunks one after another.
 */
export function prerenderPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | undefined;
  return {
    name: 'bestelklaar:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      if (!bundle) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(outDir, SERVER_RENDER_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // Its dependencies inside: the build may be anywhere (FRONTEND_DIST), away from node_modules.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          minify: false,
          rolldownOptions: {
            // One file: the server loads a new release's by its own address (backend storefront-pages.ts).
            output: { entryFileNames: '[name].mjs', codeSplitting: false },
          },
        },
      });
      const { prerender } = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
        prerender(path: string): Promise<PrerenderedPage>;
      };
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const [path, module] of Object.entries(options.pages)) {
        const page = await prerender(path);
        const assets = routeAssets(bundle, resolve(config.root, module));
        const html = fillTemplate(template, { path, page, assets, siteUrl: options.siteUrl });
        const dir = join(outDir, PRERENDERED_DIR, path);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, 'index.html');
        writeFileSync(file, html);
        writeCompressedTwins(file);
      }
    },
  };
}

/** The scripts and stylesheets a route module needs, its shared chunks included. */
function routeAssets(bundle: Rollup.OutputBundle, moduleId: string) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId === moduleId);
  if (!root) throw new Error(`Geen chunk gevonden voor ${moduleId}.`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (scripts.has(fileName)) return;
    scripts.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    chunk?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk?.imports.forEach(visit);
  };
  visit(root.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

function fillTemplate(
  template: string,
  input: {
    path: string;
    page: PrerenderedPage;
    assets: { scripts: string[]; styles: string[] };
    siteUrl: string;
  },
): string {
  const { path, page, assets, siteUrl } = input;
  const meta = page.handle as PageMeta | undefined;
  if (!meta?.title || !meta.description)
    throw new Error(`${path} exporteert geen handle met title en description.`);
  const title = escapeHtml(`${meta.title} · Bestelklaar`);
  const description = escapeHtml(meta.description);

  // The page paints without scripts: boot.js loads the app after that paint, so none is linked here.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error('index.html heeft geen module-script.');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const scripts = [...preloads.map((link) => link[1]), ...assets.scripts.map((file) => `/${file}`)];
  const styles = assets.styles
    .map((file) => `/${file}`)
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);

  let html = template;
  for (const tag of [entry, ...preloads]) html = html.replace(tag[0], '');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${description}"`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*"/, `$1${title}"`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*"/, `$1${description}"`)
    .replace(/(<meta\s+property="og:url"\s+content=")[^"]*"/, `$1${escapeHtml(siteUrl + path)}"`)
    .replace(
      '<script src="/boot.js"></script>',
      `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${[...new Set(scripts)].filter((src) => src !== entry[1]).join(' ')}"></script>`,
    )
    .replace('</head>', `  ${styles.join('\n    ')}\n  </head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
