import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutOriginOf } from '../../apps/api/src/payments/payments';
import { TestApp } from '../support/app-harness';

/**
 * Every answer carries the security headers (docs/decisions/inputs-and-headers.md): a
 * Content-Security-Policy with no inline script and no framing, X-Frame-Options for older
 * browsers, nosniff, a same-origin referrer policy, and no X-Powered-By. The web build's declared
 * origins (content-sources.json: map tiles, a GraphQL endpoint elsewhere) join the policy; the
 * GraphiQL page gets what it loads from its CDN.
 */

let app: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'gps-web-'));
const TILES = 'https://*.tiles.example.org';
const GRAPHQL_ELSEWHERE = 'wss://graphql.example.org';
const STREET_VIEW = 'https://www.google.com';

beforeAll(async () => {
  // A stand-in for the built web app: its page, and what its build declares it loads.
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>GPS</title><div id="root"></div>');
  writeFileSync(
    join(webDist, 'content-sources.json'),
    JSON.stringify({
      'img-src': [TILES, "'unsafe-inline'", 'https://x.example.org; script-src *'],
      'connect-src': [GRAPHQL_ELSEWHERE],
      'frame-src': [STREET_VIEW],
      'script-src': ['https://evil.example.org'],
    }),
  );
  // GraphiQL is served only when introspection is configured on (docs/decisions/graphql-limits.md).
  app = await TestApp.start({ WEB_DIST: webDist, GRAPHQL_INTROSPECTION: '1' });
});
afterAll(async () => {
  await app.stop();
  rmSync(webDist, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function policy(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const ANSWERS: [string, () => Promise<Response>][] = [
  ['the web app at /', () => fetch(`${app.server.url}/`)],
  ['a client-side route of the web app', () => fetch(`${app.server.url}/main/monitor`)],
  ['an /api call', () => post('/api/loginAccount', '{}')],
  [
    'an /api body over 1 MB (413)',
    () => post('/api/loginAccount', JSON.stringify({ x: 'x'.repeat(1_100_000) })),
  ],
  ['an unknown path (404)', () => fetch(`${app.server.url}/api/a/b`)],
  ['the OpenAPI document', () => fetch(`${app.server.url}/api/openapi.json`)],
  ['the API docs page', () => fetch(`${app.server.url}/api/docs`)],
  ['a GraphQL POST', () => post('/graphql', JSON.stringify({ query: '{ __typename }' }))],
  ['the GraphiQL page (GET /graphql)', () => graphiql()],
];

function post(path: string, body: string): Promise<Response> {
  return fetch(`${app.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

function graphiql(): Promise<Response> {
  return fetch(`${app.server.url}/graphql`, { headers: { accept: 'text/html' } });
}

describe.each(ANSWERS)('%s', (_what, request) => {
  it('may not be framed, sniffed or referred across origins, and does not name its server', async () => {
    const res = await request();
    const csp = policy(res.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the policy of the web app', () => {
  it('runs scripts from this origin only: no inline script, no eval', async () => {
    const res = await fetch(`${app.server.url}/`);
    expect(res.status).toBe(200);
    const csp = policy(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    // antd writes its styles into <style> elements; the AMR decoder runs in a worker from a blob.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['media-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("adds the build's map tiles, GraphQL endpoint and street view frames, and nothing malformed or undeclared", async () => {
    const csp = policy((await fetch(`${app.server.url}/`)).headers.get('content-security-policy'));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', TILES]);
    expect(csp['connect-src']).toEqual(["'self'", GRAPHQL_ELSEWHERE]);
    expect(csp['frame-src']).toEqual([STREET_VIEW]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });
});

describe('the checkout form', () => {
  it('may go to this origin and the payment provider\u2019s checkout: the sandbox page on PUBLIC_URL', async () => {
    const csp = policy((await fetch(`${app.server.url}/`)).headers.get('content-security-policy'));
    expect(csp['form-action']).toEqual(["'self'", new URL(app.platform.config.publicUrl).origin]);
  });

  it("names ECPay's payment host when ECPay is the provider (its stage host on stage)", () => {
    const config = { ...app.platform.config };
    const ecpay = { merchantId: '3002607', hashKey: 'k', hashIV: 'v', stage: true };
    expect(checkoutOriginOf({ ...config, payments: { provider: 'ecpay', ecpay } })).toBe(
      'https://payment-stage.ecpay.com.tw',
    );
    expect(
      checkoutOriginOf({ ...config, payments: { provider: 'ecpay', ecpay: { ...ecpay, stage: false } } }),
    ).toBe('https://payment.ecpay.com.tw');
  });
});

describe('the policy of the GraphiQL page', () => {
  it('allows what the page loads (its CDN, its one inline script) and nothing on other paths', async () => {
    const page = await graphiql();
    const csp = policy(page.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", 'https://unpkg.com', "'unsafe-inline'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://unpkg.com']);
    expect(page.status).toBe(200);
    // Whatever version Nest serves: every external script and stylesheet of the page is allowed.
    const html = await page.text();
    const external = [...html.matchAll(/(?:src|href)="(https:\/\/[^/"]+)/g)].map((m) => m[1]);
    expect(external.length).toBeGreaterThan(0);
    for (const origin of external) expect(csp['script-src']).toContain(origin);
    const elsewhere = policy((await post('/graphql', '{}')).headers.get('content-security-policy'));
    expect(elsewhere['script-src']).toEqual(["'self'"]);
  });
});
