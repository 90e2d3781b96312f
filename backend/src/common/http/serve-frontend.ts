import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, Response } from 'express';

/**
 * Serves the built SPA from the same process: hashed assets cached for a year, every other
 * non-API GET answered with index.html (never cached, so a new release is picked up at once).
 */
export function serveFrontend(dist: string | undefined) {
  const index = dist ? join(dist, 'index.html') : undefined;
  const hasBuild = index !== undefined && existsSync(index);
  const assets = hasBuild
    ? express.static(dist!, {
        index: false,
        setHeaders: (res, path) => {
          const hashed = path.includes(`${join(dist!, 'assets')}`);
          res.setHeader(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      })
    : undefined;

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!assets || !index) {
      res.status(503).type('text/plain').send('De frontend is nog niet gebouwd. Voer "npm run build" uit.');
      return;
    }
    assets(req, res, () => {
      if (req.path.startsWith('/assets/')) {
        res.status(404).type('text/plain').send('Niet gevonden.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  };
}
