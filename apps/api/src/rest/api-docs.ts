import { dirname } from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

/** The page at /api/docs: Swagger UI from the installed package (no CDN), reading /api/openapi.json. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>GPS tracking platform /api</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// Served as a file, not inline, so a strict Content-Security-Policy can forbid inline scripts.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', supportedSubmitMethods: ['post'] });`;

export function serveApiDocs(app: Express): void {
  const assets = dirname(require.resolve('swagger-ui-dist/package.json'));
  app.use('/api/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
  app.get('/api/docs/init.js', (_req: Request, res: Response) =>
    res.type('application/javascript').send(INIT),
  );
  app.get('/api/docs', (_req: Request, res: Response) => res.type('html').send(PAGE));
}
