import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The build writes these twins of its text files (frontend/build/precompress-assets.ts); best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** Public pages the build rendered to HTML ahead of time (frontend/build/prerender-pages.ts). */
const PRERENDERED_DIR = '_prerendered';
const PAGE_PATH = /^\/([a-z0-9-]*)\/?$/;

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Sends a file, or its precompressed twin when the browser accepts one. */
function sendPreferringCompressed(req: Request, res: Response, next: NextFunction, file: string): void {
  const twin = PRECOMPRESSED.find(
    ({ encoding, extension }) => req.acceptsEncodings(encoding) === encoding && existsSync(file + extension),
  );
  // The same URL may be answered compressed or not, so caches must keep the two apart.
  res.setHeader('Vary', 'Accept-Encoding');
  if (twin) {
    res.setHeader('Content-Encoding', twin.encoding);
    res.type(extname(file));
  }
  res.sendFile(twin ? file + twin.extension : file, (error) => error && next(error));
}

/**
 * Serves the built SPA from the same process: hashed assets cached for a year (compressed when
 * the build prepared that), every other non-API GET answered with the prerendered page for that
 * path or else index.html (never cached, so a new release is picked up at once).
 */
export function serveFrontend(dist: string | undefined) {
  const index = dist ? join(dist, 'index.html') : undefined;
  const hasBuild = index !== undefined && existsSync(index);
  const assetsDir = hasBuild ? join(resolve(dist!), 'assets') + sep : undefined;
  const publicFiles = hasBuild
    ? express.static(dist!, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=3600'),
      })
    : undefined;

  const documentFor = (path: string) => {
    const page = PAGE_PATH.exec(path);
    const prerendered = page && join(dist!, PRERENDERED_DIR, page[1], 'index.html');
    return prerendered && isFile(prerendered) ? prerendered : index!;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!publicFiles || !assetsDir) {
      res.status(503).type('text/plain').send('De frontend is nog niet gebouwd. Voer "npm run build" uit.');
      return;
    }
    if (req.path.startsWith('/assets/')) {
      const asset = resolve(dist!, `.${req.path}`);
      if (!asset.startsWith(assetsDir) || !isFile(asset)) {
        res.status(404).type('text/plain').send('Niet gevonden.');
        return;
      }
      res.setHeader('Cache-Control', HASHED_ASSET_CACHE);
      sendPreferringCompressed(req, res, next, asset);
      return;
    }
    publicFiles(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      sendPreferringCompressed(req, res, next, documentFor(req.path));
    });
  };
}
