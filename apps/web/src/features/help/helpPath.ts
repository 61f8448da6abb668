/**
 * Where Help leads: always this path of our own server, which redirects to the operator's address
 * when HELP_URL is set and otherwise serves the web app's help page (apps/api/src/http/help.ts).
 */
export const HELP_PATH = '/help';

/** The OpenAPI reference the server publishes, linked from the help page for integrators. */
export const API_REFERENCE_PATH = '/api/docs';
