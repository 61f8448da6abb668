import type { Express, Request, Response } from 'express';

/** The address the web app's Help links open, on this server whatever the configured help. */
export const HELP_PATH = '/help';

/**
 * Help: with `HELP_URL` configured, /help sends the browser there (an operator's own manual or
 * support site); without it, /help falls through to the web app, whose help page answers. The web
 * app always links to /help, so the address is set once on the server and no build is redone.
 */
export function serveHelp(app: Express, helpUrl: string | undefined): void {
  if (!helpUrl) return;
  app.get(HELP_PATH, (_req: Request, res: Response) => res.redirect(helpUrl));
}
