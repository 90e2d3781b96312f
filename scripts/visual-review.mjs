import { Buffer } from 'node:buffer';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import pngjs from 'pngjs';
import { serveStatic } from './serve-static.mjs';

/**
 * Pictures to review: every story (components, foundations, screens) in Chromium in the light and
 * the dark theme, built from the working tree and from another commit (by default the merge base
 * with main), compared pixel by pixel. Writes one self-contained HTML page: the changed stories
 * side by side with a diff overlay, the added and removed ones, and how many stayed the same.
 * No baseline images are kept anywhere: both sides are built and rendered on the spot.
 *
 *   npm run visual-review [-- --base <commit>] [--out <file.html>] [--only <story id prefix>]…
 */

const { PNG } = pngjs;
const root = fileURLToPath(new URL('..', import.meta.url));

export const THEMES = ['light', 'dark'];
/** pixelmatch's colour distance (0–1) under which two pixels count as the same: anti-aliasing noise. */
export const PIXEL_THRESHOLD = 0.1;
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Builds the Storybook of the source tree `dir` into `out`; throws with its output when it fails. */
export function buildStorybook(dir, out) {
  const storybook = join(dir, 'node_modules', '.bin', 'storybook');
  const result = spawnSync(storybook, ['build', '--quiet', '-o', out], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`Storybook did not build in ${dir}:\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * A checkout of `commit` in a temporary folder that shares this tree's installed packages (the
 * workspace folders' node_modules too), so nothing is installed for it. `remove()` takes it away.
 */
export function checkout(commit) {
  const dir = mkdtempSync(join(tmpdir(), 'bestelklaar-visual-'));
  git(root, 'worktree', 'add', '--detach', '--quiet', dir, commit);
  for (const modules of ['node_modules', ...workspaceModules()]) {
    if (!existsSync(join(dir, modules))) symlinkSync(join(root, modules), join(dir, modules), 'dir');
  }
  return {
    dir,
    remove() {
      git(root, 'worktree', 'remove', '--force', dir);
    },
  };
}

function workspaceModules() {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces
    .map((workspace) => join(workspace, 'node_modules'))
    .filter((path) => existsSync(join(root, path)));
}

/** The stories of a built Storybook (not its docs pages), by id. */
function storiesOf(build) {
  const index = JSON.parse(readFileSync(join(build, 'index.json'), 'utf8'));
  return new Map(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => [entry.id, `${entry.title} › ${entry.name}`]),
  );
}

/**
 * PNG pictures of `ids` of the Storybook served at `url`, keyed `id theme`. A story is taken once
 * it has rendered and played, its fonts are in and two frames have passed, without motion.
 */
async function render(browser, url, ids) {
  const pictures = new Map();
  const context = await browser.newContext({
    viewport: VIEWPORT,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const id of ids) {
    for (const theme of THEMES) {
      await page.goto(
        `${url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme}`,
      );
      await page.waitForFunction(
        () => {
          const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
        },
        undefined,
        { timeout: 30_000 },
      );
      // Runs in the page, where the browser's globals are.
      await page.evaluate(async () => {
        const { document, requestAnimationFrame } = globalThis;
        await document.fonts.ready;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      pictures.set(
        `${id} ${theme}`,
        await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
      );
    }
  }
  await context.close();
  return pictures;
}

/** The two pictures on one canvas size (the larger of each side), the missing part transparent. */
function padded(picture, width, height) {
  if (picture.width === width && picture.height === height) return picture.data;
  const canvas = new PNG({ width, height });
  PNG.bitblt(picture, canvas, 0, 0, picture.width, picture.height, 0, 0);
  return canvas.data;
}

/** The rectangle around the pixels pixelmatch marked as changed (pure red), or null. */
function changedArea(diff) {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const at = (y * diff.width + x) * 4;
      if (diff.data[at] === 255 && diff.data[at + 1] === 0 && diff.data[at + 2] === 0) {
        [left, top, right, bottom] = [
          Math.min(left, x),
          Math.min(top, y),
          Math.max(right, x),
          Math.max(bottom, y),
        ];
      }
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

const CLOSE_UP_MARGIN = 24;

/** The changed area of the new picture with a margin around it, so a change of a pixel can be seen. */
function closeUp(picture, box) {
  const x = Math.max(0, box.x - CLOSE_UP_MARGIN);
  const y = Math.max(0, box.y - CLOSE_UP_MARGIN);
  const width = Math.min(picture.width, box.x + box.width + CLOSE_UP_MARGIN) - x;
  const height = Math.min(picture.height, box.y + box.height + CLOSE_UP_MARGIN) - y;
  if (width <= 0 || height <= 0) return null;
  const crop = new PNG({ width, height });
  PNG.bitblt(picture, crop, x, y, width, height, 0, 0);
  return PNG.sync.write(crop);
}

/** How many pixels differ beyond anti-aliasing, and a picture of where (red over a faded copy). */
export function compare(basePng, headPng) {
  const base = PNG.sync.read(basePng);
  const head = PNG.sync.read(headPng);
  const width = Math.max(base.width, head.width);
  const height = Math.max(base.height, head.height);
  const diff = new PNG({ width, height });
  const changed = pixelmatch(
    padded(base, width, height),
    padded(head, width, height),
    diff.data,
    width,
    height,
    {
      threshold: PIXEL_THRESHOLD,
    },
  );
  const box = changedArea(diff);
  return {
    changed,
    sizeChanged: base.width !== head.width || base.height !== head.height,
    diff: PNG.sync.write(diff),
    box,
    closeUp: box ? closeUp(head, box) : null,
  };
}

/**
 * Builds both trees, renders every story of either in both themes and compares them. `only`
 * keeps the stories whose id starts with one of its prefixes. Returns what changed, what was
 * added or removed, and how many pictures stayed the same.
 */
export async function visualReview({ baseDir, headDir, only = [], log = () => {} }) {
  const work = mkdtempSync(join(tmpdir(), 'bestelklaar-visual-builds-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const servers = [];
  try {
    const sides = {};
    for (const [side, dir] of [
      ['base', baseDir],
      ['head', headDir],
    ]) {
      const started = performance.now();
      const build = join(work, side);
      buildStorybook(dir, build);
      log(`${side}: Storybook built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      const served = await serveStatic(build);
      servers.push(served.server);
      sides[side] = { url: served.url, stories: storiesOf(build) };
    }
    const wanted = (id) => only.length === 0 || only.some((prefix) => id.startsWith(prefix));
    const baseIds = [...sides.base.stories.keys()].filter(wanted);
    const headIds = [...sides.head.stories.keys()].filter(wanted);
    const both = headIds.filter((id) => sides.base.stories.has(id));

    const started = performance.now();
    const [basePictures, headPictures] = await Promise.all([
      render(browser, sides.base.url, both),
      render(browser, sides.head.url, headIds),
    ]);
    log(
      `rendered ${both.length} stories of the base and ${headIds.length} of the working tree, × ${THEMES.length} themes, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const changed = [];
    let unchanged = 0;
    for (const id of both) {
      for (const theme of THEMES) {
        const key = `${id} ${theme}`;
        const result = compare(basePictures.get(key), headPictures.get(key));
        if (result.changed === 0 && !result.sizeChanged) unchanged += 1;
        else
          changed.push({
            id,
            theme,
            name: sides.head.stories.get(id),
            base: basePictures.get(key),
            head: headPictures.get(key),
            ...result,
          });
      }
    }
    const added = headIds
      .filter((id) => !sides.base.stories.has(id))
      .flatMap((id) =>
        THEMES.map((theme) => ({
          id,
          theme,
          name: sides.head.stories.get(id),
          head: headPictures.get(`${id} ${theme}`),
        })),
      );
    const removed = baseIds
      .filter((id) => !sides.head.stories.has(id))
      .map((id) => ({ id, name: sides.base.stories.get(id) }));
    return { changed, added, removed, unchanged };
  } finally {
    await browser.close();
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const dataUrl = (png) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`;

/** The review as one HTML file that needs nothing else: every picture is inside it. */
export function reviewPage({ changed, added, removed, unchanged }, { base, head }) {
  const figure = (caption, png) =>
    `<figure><figcaption>${caption}</figcaption><img src="${dataUrl(png)}" alt="${caption}"></figure>`;
  const changedHtml = changed
    .map(
      (item) => `<section class="story" id="${escapeHtml(`${item.id}-${item.theme}`)}">
  <h2>${escapeHtml(item.name)} <span class="theme">${item.theme}</span></h2>
  <p class="meta"><code>${escapeHtml(item.id)}</code> · ${item.changed.toLocaleString('en')} pixels differ${item.box ? ` in ${item.box.width}×${item.box.height} px at ${item.box.x}, ${item.box.y}` : ''}${item.sizeChanged ? ' · size changed' : ''}</p>
  <div class="pictures">
    ${figure('Before', item.base)}
    ${figure('After', item.head)}
    ${item.closeUp ? `<figure class="close-up"><figcaption>After: the changed area, enlarged</figcaption><img src="${dataUrl(item.closeUp)}" alt="The changed area, enlarged"></figure>` : ''}
    <figure><figcaption>Difference (red) over after</figcaption><div class="overlay"><img src="${dataUrl(item.head)}" alt=""><img class="diff" src="${dataUrl(item.diff)}" alt="Differences"></div></figure>
  </div>
</section>`,
    )
    .join('\n');
  const addedHtml = added
    .map(
      (
        item,
      ) => `<section class="story"><h2>${escapeHtml(item.name)} <span class="theme">${item.theme}</span></h2>
  <p class="meta"><code>${escapeHtml(item.id)}</code> · new</p><div class="pictures">${figure('After', item.head)}</div></section>`,
    )
    .join('\n');
  const removedHtml = removed
    .map((item) => `<li>${escapeHtml(item.name)} <code>${escapeHtml(item.id)}</code></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${changed.length} changed</title>
<style>
  body { margin: 2rem; font: 16px/1.5 system-ui, sans-serif; color: #2b1d16; background: #fffaf5; }
  h1 { margin: 0 0 .5rem; } h2 { margin: 0; font-size: 1.125rem; }
  .summary { margin: 0 0 2rem; } .meta { margin: .25rem 0 .75rem; color: #6b5146; }
  .theme { padding: 0 .5rem; border-radius: 999px; background: #f1e6dc; font-size: .875rem; font-weight: 400; }
  .story { margin-block-end: 2.5rem; padding-block-end: 1.5rem; border-block-end: 1px solid #ead9cb; }
  .pictures { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; align-items: start; }
  .close-up img { inline-size: 100%; image-rendering: pixelated; }
  figure { margin: 0; } figcaption { font-size: .875rem; color: #6b5146; }
  img { display: block; max-inline-size: 100%; border: 1px solid #8a7060; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .overlay { position: relative; } .overlay img:first-child { opacity: .35; }
  .overlay .diff { position: absolute; inset: 0; mix-blend-mode: multiply; background: none; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p class="summary">Before: <code>${escapeHtml(base)}</code> · after: <code>${escapeHtml(head)}</code> ·
  <strong>${changed.length}</strong> pictures changed, ${added.length} new, ${removed.length} stories removed,
  ${unchanged} unchanged (light and dark count as two pictures; pixels closer than ${PIXEL_THRESHOLD} in colour, and anti-aliasing, are not counted).</p>
${changedHtml || '<p>No picture changed.</p>'}
${added.length ? `<h1>New stories</h1>${addedHtml}` : ''}
${removed.length ? `<h1>Removed stories</h1><ul>${removedHtml}</ul>` : ''}
</body>
</html>
`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      out: { type: 'string', default: join(root, 'test-results', 'visual-review.html') },
      only: { type: 'string', multiple: true, default: [] },
    },
  });
  const baseCommit = values.base ?? git(root, 'merge-base', 'HEAD', 'main');
  const baseSha = git(root, 'rev-parse', '--short', baseCommit);
  const head = `${git(root, 'rev-parse', '--short', 'HEAD')}${git(root, 'status', '--porcelain') ? ' + changes not committed' : ''}`;
  console.log(`Comparing the working tree (${head}) with ${baseCommit} (${baseSha})`);
  const base = checkout(baseCommit);
  try {
    const result = await visualReview({
      baseDir: base.dir,
      headDir: root,
      only: values.only,
      log: console.log,
    });
    const out = resolve(values.out);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, reviewPage(result, { base: `${baseCommit} (${baseSha})`, head }));
    console.log(
      `${result.changed.length} changed, ${result.added.length} new, ${result.removed.length} removed, ${result.unchanged} unchanged: ${relative(process.cwd(), out)}`,
    );
  } finally {
    base.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
