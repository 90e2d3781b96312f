import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lingui } from './build/lingui.ts';
import { minifyBootScript } from './build/minify-boot-script.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { shopEntry } from './build/shop-entry.ts';
import { siteUrl } from './build/site-url.ts';

const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
/** The public address of the product, for absolute links in the HTML (Open Graph). */
const SITE_URL = (process.env.SITE_URL ?? 'https://bestelklaar.be').replace(/\/+$/, '');
/** The chunk groups of `codeSplitting` below, whose files keep their names. */
const NAMED_CHUNKS = ['react', 'query'];

export default defineConfig({
  plugins: [
    ...lingui(),
    react(),
    siteUrl(SITE_URL),
    // The public pages are served as static HTML first (see backend serve-frontend.ts), then the app takes over.
    prerenderPages({
      siteUrl: SITE_URL,
      pages: {
        '/': 'src/features/marketing/LandingPage.tsx',
        '/algemene-voorwaarden': 'src/features/marketing/TermsPage.tsx',
        '/privacy': 'src/features/marketing/PrivacyPage.tsx',
        '/contact': 'src/features/marketing/ContactPage.tsx',
      },
    }),
    // A shop's page loads its own small entry (src/shop-main.tsx), built apart.
    shopEntry({
      entry: 'src/shop-main.tsx',
      plugins: () => [...lingui(), react(), precompressAssets()],
      // The shop page's one route needs none of react-router (src/lib/navigation.shop.tsx).
      swaps: { 'src/lib/navigation.ts': 'src/lib/navigation.shop.tsx' },
    }),
    precompressAssets(),
    minifyBootScript(),
  ],
  // The domain rules are compiled from source, so the app and the server run the very same code.
  resolve: { alias: { '@bestelklaar/domain': domainSource } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server links a shop route's chunks in the shop's page from it (backend shop-route-assets.ts).
    manifest: true,
    // No list of every chunk's imports in the entry for preloading them on navigation: a page the
    // server or the build rendered preloads its own chunks (public/boot.js), and a page reached in
    // the app fetches its chunk's imports as soon as it reads them.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // A shared chunk or stylesheet is named by its hash alone: every chunk names the ones it
        // loads, and a shop page's 40 chunks carried their names (after whichever module came
        // first) 1 KiB gzipped. Route chunks and the groups below keep theirs, for reading a build.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || NAMED_CHUNKS.includes(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // React and the router, and the data layer, each in one file: every page that needs them
        // needs all of them, and one file compresses better and loads in fewer requests than the
        // dozen small ones automatic splitting makes (see the JavaScript budgets, scripts/bench-web.mjs).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
