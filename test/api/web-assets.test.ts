import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TestApp } from '../support/app-harness';

/**
 * How the built web app is served: content-hashed assets compressed and cached for a year,
 * index.html never cached, the doors' answers left uncompressed.
 */
let app: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'gps-web-'));
const SCRIPT = `export const rows = [${Array.from({ length: 500 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>GPS</title><div id="root"></div>');
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-Bx7q2Lm9.js'), SCRIPT);
  app = await TestApp.start({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app.stop();
  rmSync(webDist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose answer is read as sent (fetch would decompress it and hide the encoding). */
function raw(path: string, encodings: string, method = 'GET', body?: string): Promise<Raw> {
  const url = new URL(path, app.server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { 'accept-encoding': encodings, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('a hashed asset is compressed with brotli or gzip, as accepted, and cached for a year', async () => {
  const br = await raw('/assets/index-Bx7q2Lm9.js', 'gzip, deflate, br');
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
  expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const gzip = await raw('/assets/index-Bx7q2Lm9.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

  const plain = await raw('/assets/index-Bx7q2Lm9.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
});

test('the page itself is never cached, and an unhashed file is kept an hour', async () => {
  for (const path of ['/', '/main/monitor', '/admin/login']) {
    const page = await raw(path, 'identity');
    expect({ path, cache: page.headers['cache-control'] }).toEqual({ path, cache: 'no-cache' });
  }
  const icon = await raw('/favicon.svg', 'identity');
  expect(icon.headers['cache-control']).toBe('public, max-age=3600');
});

test('the doors answer uncompressed, whatever the client accepts', async () => {
  const api = await raw('/api/getSystemSettings', 'gzip, br', 'POST', '{}');
  expect(api.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(api.body.toString()).code).toBe(-8);
  const graphql = await raw('/graphql', 'gzip, br', 'POST', JSON.stringify({ query: '{ __typename }' }));
  expect(graphql.headers['content-encoding']).toBeUndefined();
});

test('the payment pages are the api’s, never the web app’s index.html', async () => {
  const page = await raw('/pay/sandbox/GP261125180405000001', 'identity');
  expect(page.status).toBe(400);
  expect(page.body.toString()).toContain('付款連結無效');
});
