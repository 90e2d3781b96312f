import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { NextFunction, Request, Response } from 'express';
import { pageTitleOf } from '@bestelklaar/domain';
import { pageAddress, withPageAddress, withPageTitle } from './page-address';
import { releaseFile } from './release-file';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The build writes these twins of its text files (frontend/build/precompress-assets.ts); best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** Public pages the build rendered to HTML ahead of time (frontend/build/prerender-pages.ts). */
const PRERENDERED_DIR = '_prerendered';
/** A product page's path: one short segment (a subdomain is at most 63 characters) or none. */
const PAGE_PATH = /^\/([a-z0-9-]{0,63})\/?$/;

/**
 * Every file of one release of the build, by its path relative to the build (`assets/index-abc.js`).
 * Requests are matched against this set, so a path of any length or character never reaches the
 * filesystem (a 256-character name made `stat` throw ENAMETOOLONG and stopped the process).
 */
function buildFiles(dist: string): Set<string> {
  const names = readdirSync(dist, { recursive: true, withFileTypes: true });
  return new Set(
    names
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(dist.length + 1)
          .split('\\')
          .join('/'),
      ),
  );
}

/** Sends a build file, or its precompressed twin when the browser accepts one and the build made it. */
function sendPreferringCompressed(
  req: Request,
  res: Response,
  next: NextFunction,
  dist: string,
  file: string,
  files: Set<string>,
): void {
  const twin = PRECOMPRESSED.find(
    ({ encoding, extension }) => req.acceptsEncodings(encoding) === encoding && files.has(file + extension),
  );
  // The same URL may be answered compressed or not, so caches must keep the two apart.
  res.setHeader('Vary', 'Accept-Encoding');
  if (twin) {
    res.setHeader('Content-Encoding', twin.encoding);
    res.type(extname(file));
  }
  res.sendFile(join(dist, twin ? file + twin.extension : file), (error) => error && next(error));
}

/** A page's forms, best first: Brotli, gzip, plain. */
interface PageDocument {
  forms: { encoding?: 'br' | 'gzip'; body: Buffer }[];
  etag: string;
}

/** Brotli 9 packs a page nearly as tight as 11, in a few milliseconds. */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };

/**
 * The built pages with the site's public address and the page's title in their heads
 * (page-address.ts), made and compressed once per release, page file, address and title: a bounded
 * set, as only the product's own pages have an address and PAGE_TITLES is a short list.
 */
function pageDocuments(dist: string, baseUrl: string) {
  let release: Set<string> | undefined;
  const made = new Map<string, PageDocument>();
  return (file: string, path: string, files: Set<string>): PageDocument => {
    if (files !== release) {
      made.clear();
      release = files;
    }
    const address = pageAddress(baseUrl, path);
    // A prerendered page carries its own title; the app's shell gets the page's (a bounded set too).
    const title = file === 'index.html' ? pageTitleOf(path) : undefined;
    const key = `${file} ${address ?? ''} ${title ?? ''}`;
    let document = made.get(key);
    if (!document) {
      const built = withPageAddress(readFileSync(join(dist, file), 'utf8'), baseUrl, address);
      const html = withPageTitle(built, title);
      const plain = Buffer.from(html, 'utf8');
      const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
      document = {
        forms: [
          { encoding: 'br', body: brotliCompressSync(plain, PAGE_BROTLI) },
          { encoding: 'gzip', body: gzipSync(plain) },
          { body: plain },
        ],
        etag: `W/"${hash}"`,
      };
      made.set(key, document);
    }
    return document;
  };
}

/** A page, in the best form the browser accepts; a 'not found' keeps its status (page-status.ts). */
function sendPage(req: Request, res: Response, page: PageDocument): void {
  res.setHeader('Cache-Control', 'no-cache');
  // The same URL may be answered compressed or not, so caches must keep the two apart.
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  if (res.statusCode === 200 && req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  const form = page.forms.find(({ encoding }) => !encoding || req.acceptsEncodings(encoding) === encoding)!;
  res.type('html');
  if (form.encoding) res.setHeader('Content-Encoding', form.encoding);
  res.setHeader('Content-Length', form.body.length);
  res.end(form.body);
}

/**
 * Serves the built SPA from the same process: hashed assets cached for a year (compressed when
 * the build prepared that), every other non-API GET answered with the prerendered page for that
 * path or else index.html (never cached, so a new release is picked up at once), naming the page
 * under the site's public address `baseUrl`.
 */
export function serveFrontend(dist: string | undefined, baseUrl: string) {
  const hasBuild = dist !== undefined && existsSync(join(dist, 'index.html'));
  // Listed again when index.html changes: a new release.
  const releaseFiles = hasBuild ? releaseFile(join(dist, 'index.html'), () => buildFiles(dist)) : undefined;
  const publicFiles = hasBuild
    ? express.static(dist, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=3600'),
      })
    : undefined;

  const pages = hasBuild ? pageDocuments(dist, baseUrl) : undefined;
  const documentFor = (path: string, files: Set<string>) => {
    const page = PAGE_PATH.exec(path);
    const prerendered = page && `${PRERENDERED_DIR}/${page[1] ? `${page[1]}/` : ''}index.html`;
    return prerendered && files.has(prerendered) ? prerendered : 'index.html';
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const files = releaseFiles?.();
    if (!publicFiles || !files) {
      res.status(503).type('text/plain').send('De frontend is nog niet gebouwd. Voer "npm run build" uit.');
      return;
    }
    if (req.path.startsWith('/assets/')) {
      const asset = req.path.slice(1);
      if (!files.has(asset)) {
        res.status(404).type('text/plain').send('Niet gevonden.');
        return;
      }
      res.setHeader('Cache-Control', HASHED_ASSET_CACHE);
      sendPreferringCompressed(req, res, next, dist!, asset, files);
      return;
    }
    publicFiles(req, res, () => {
      try {
        sendPage(req, res, pages!(documentFor(req.path, files), req.path, files));
      } catch (error) {
        next(error);
      }
    });
  };
}
