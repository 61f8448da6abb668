import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { PAYMENT_PATH_PREFIX } from '../payments/payments';

/** Vite names every built script and stylesheet by its content: a changed file is a new address. */
const HASHED_ASSETS = 'assets';
/** So a browser keeps them as long as HTTP lets it, and never asks again (`immutable`). */
const HASHED_MAX_AGE = '1y';
/** What the build leaves unhashed (the favicon): an hour, as before. */
const UNHASHED_MAX_AGE = '1h';

// Payment pages are the api's too (payments/payments.ts), not client-side routes.
const isDoor = (path: string): boolean =>
  path.startsWith('/api') || path.startsWith('/graphql') || path.startsWith(PAYMENT_PATH_PREFIX);

/**
 * The built web app at /, client-side routes falling back to index.html (never cached, so a new
 * build is seen at once), the content-hashed assets cached for a year, and all of it compressed
 * (brotli or gzip, as the browser accepts). The doors' answers are left as they are: they are small,
 * and their size is measured against the GraphQL answer limit.
 */
export function serveWeb(app: NestExpressApplication, webDist: string): void {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return;
  const compress = compression();
  app.use((req: Request, res: Response, next: NextFunction) =>
    isDoor(req.path) ? next() : compress(req, res, next),
  );
  app.useStaticAssets(join(webDist, HASHED_ASSETS), {
    prefix: `/${HASHED_ASSETS}/`,
    index: false,
    maxAge: HASHED_MAX_AGE,
    immutable: true,
  });
  app.useStaticAssets(webDist, { index: false, maxAge: UNHASHED_MAX_AGE });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isDoor(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
