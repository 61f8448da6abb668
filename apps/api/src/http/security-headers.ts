import type { Express, NextFunction, Request, Response } from 'express';
import { contentSecurityPolicies } from './content-security-policy';

/** Where Apollo serves GraphQL and, on GET from a browser, the GraphiQL page. */
const GRAPHQL_PATH = '/graphql';

/**
 * The headers every answer carries (docs/decisions/inputs-and-headers.md): the Content-Security-
 * Policy, no framing by any other page (frame-ancestors for today's browsers, X-Frame-Options for
 * older ones), no content sniffing, no referrer sent to other origins, and no X-Powered-By.
 * Registered before anything else, so refusals (413, 404) and static files carry them too.
 */
export function applySecurityHeaders(
  app: Express,
  webDist: string,
  formActions: readonly string[] = [],
): void {
  const csp = contentSecurityPolicies(webDist, formActions);
  app.disable('x-powered-by');
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      'Content-Security-Policy',
      req.path === GRAPHQL_PATH && req.method === 'GET' ? csp.graphiql : csp.app,
    );
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Links out (help, app stores) say nothing of the page they left; map tiles opt back in to the
    // origin, which tile servers require (apps/web MonitorMap).
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });
}
