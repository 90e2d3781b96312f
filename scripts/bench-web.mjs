import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalServer } from './lib/local-server.mjs';

/**
 * Lighthouse (mobile defaults) on the landing page of a freshly built production server, started
 * here on free ports over its own empty data directory. Prints the four category scores, LCP and
 * the landing page's JavaScript, and exits non-zero when a target is missed.
 * BENCH_WEB_REPORT=<file> also keeps the full Lighthouse report (JSON) for a closer look.
 */
const root = new URL('..', import.meta.url).pathname;
const TARGET_SCORE = 95;
const JS_BUDGET_KIB = 130;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Source folders whose code must never be loaded by the landing page. */
const FORBIDDEN_ON_LANDING = ['src/features/dashboard/', 'src/features/storefront/', 'src/features/auth/'];

const workDir = mkdtempSync(join(tmpdir(), 'bestelklaar-bench-'));
chmodSync(workDir, 0o777);
// The server build must live inside the repository so Node finds its dependencies.
const backendOut = join(root, 'backend', `dist-bench-${process.pid}`);
const frontendOut = join(workDir, 'frontend');
const dataDir = join(workDir, 'data');

let server;
let chrome;

try {
  build();
  server = await startLocalServer({
    entry: join(backendOut, 'main.js'),
    dataDir,
    env: { FRONTEND_DIST: frontendOut },
  });
  const { baseUrl } = server;

  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const result = await lighthouse(`${baseUrl}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error('Lighthouse gaf geen resultaat.');
  if (process.env.BENCH_WEB_REPORT) writeFileSync(process.env.BENCH_WEB_REPORT, JSON.stringify(result.lhr));
  process.exitCode = report(result.lhr) ? 0 : 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  await server?.stop();
  rmSync(backendOut, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
}

function build() {
  const steps = [
    ['npm', ['run', 'build', '-w', 'domain']],
    ['npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--outDir', backendOut]],
    ['npx', ['vite', 'build', '--outDir', frontendOut, '--emptyOutDir', '--manifest', '--logLevel', 'warn']],
  ];
  for (const [command, args] of steps) {
    const cwd = args[0] === 'vite' ? join(root, 'frontend') : root;
    console.log(`> ${command} ${args.join(' ')}`);
    const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
    if (status !== 0) throw new Error(`Bouwen mislukt: ${command} ${args.join(' ')}`);
  }
}

/** Prints the results; true when every target is met. */
function report(lhr) {
  let met = true;
  const line = (label, value, ok) => {
    met &&= ok;
    console.log(`${ok ? '✓' : '✗'} ${label.padEnd(26)} ${value}`);
  };

  console.log(
    `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.finalDisplayedUrl}`,
  );
  for (const id of CATEGORIES) {
    const score = Math.round((lhr.categories[id].score ?? 0) * 100);
    line(lhr.categories[id].title, String(score), score >= TARGET_SCORE);
  }
  for (const id of [
    'largest-contentful-paint',
    'first-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`);
  }

  const scripts = loadedScripts(lhr);
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const transferBytes = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
  line(
    'Landing JS (gzip)',
    `${kib(gzipBytes)} KiB in ${scripts.length} files (${kib(transferBytes)} KiB transferred)`,
    gzipBytes / 1024 <= JS_BUDGET_KIB,
  );
  for (const script of scripts) console.log(`    ${kib(script.gzipBytes).padStart(6)} KiB  ${script.file}`);

  const forbidden = scripts.filter((script) => script.sources.some(isForbiddenSource));
  line(
    'No dashboard/shop code',
    forbidden.length === 0 ? 'none loaded' : forbidden.map((script) => script.file).join(', '),
    forbidden.length === 0,
  );
  return met;
}

/** The built JavaScript files the page requested, with their gzipped size and their source modules. */
function loadedScripts(lhr) {
  const manifest = JSON.parse(readFileSync(join(frontendOut, '.vite', 'manifest.json'), 'utf8'));
  const sourcesByFile = new Map();
  for (const [source, chunk] of Object.entries(manifest)) {
    sourcesByFile.set(chunk.file, [...(sourcesByFile.get(chunk.file) ?? []), source]);
  }
  return lhr.audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => {
      const file = new URL(item.url).pathname.slice(1);
      const path = join(frontendOut, file);
      if (!existsSync(path)) throw new Error(`Onbekend script geladen: ${item.url}`);
      return {
        file,
        gzipBytes: gzipSync(readFileSync(path), { level: 9 }).length,
        transferBytes: item.transferSize,
        sources: chunkSources(file),
      };
    });

  // A shared chunk has no manifest entry of its own; its source modules are read from its source map.
  function chunkSources(file) {
    const named = sourcesByFile.get(file) ?? [];
    const mapPath = join(frontendOut, `${file}.map`);
    const mapped = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')).sources : [];
    return [...named, ...mapped];
  }
}

function isForbiddenSource(source) {
  return FORBIDDEN_ON_LANDING.some((folder) => source.includes(folder));
}
