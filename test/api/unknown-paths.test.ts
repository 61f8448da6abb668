import { TestApp } from '../support/app-harness';

/**
 * What no route serves is answered in the documented envelope `{code, message}` with its HTTP
 * status (docs/decisions/sessions-and-codes.md), never in Nest's own `{statusCode, message, error}`:
 * an unknown path 404 with -3, a known /api call with another method than POST 405 with -2 and
 * `Allow: POST`, a path that cannot be decoded 400 with -2.
 */

let app: TestApp;

beforeAll(async () => {
  app = await TestApp.start();
});
afterAll(() => app.stop());

async function answer(method: string, path: string, body?: string) {
  const res = await fetch(`${app.server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
  const text = await res.text();
  return { status: res.status, allow: res.headers.get('allow'), body: text ? JSON.parse(text) : undefined };
}

describe('a path nothing serves', () => {
  it.each([
    ['POST', '/api/a/b', '{}'],
    ['GET', '/api/whatever', undefined],
    ['POST', '/api/', '{}'],
    ['POST', '/api', '{}'],
    ['DELETE', '/api/a', undefined],
    ['GET', '/nothing/here', undefined],
    ['POST', '/nothing', '{}'],
  ])('%s %s answers 404 with code -3 in the envelope', async (method, path, body) => {
    const res = await answer(method, path, body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: -3, message: `no such path: ${method} ${path}` });
  });

  it('an unknown /api call is an unknown path: 404 with code -3, whatever its body', async () => {
    for (const body of ['{}', '[]', '{"userToken": "x"}']) {
      const res = await answer('POST', '/api/noSuchCall', body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: -3, message: 'no such path: POST /api/noSuchCall' });
    }
  });
});

describe('a known /api call with another method than POST', () => {
  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    '%s answers 405 with Allow: POST and code -2',
    async (method) => {
      const res = await answer(method, '/api/loginAccount');
      expect(res.status).toBe(405);
      expect(res.allow).toBe('POST');
      expect(res.body).toEqual({ code: -2, message: `/api/loginAccount takes POST, not ${method}` });
    },
  );
});

describe('a request the router refuses', () => {
  it('a path that cannot be decoded answers 400 with code -2', async () => {
    const res = await answer('GET', '/api/voice/%E0%A4');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: -2, message: expect.any(String) });
  });
});

describe('what is served stays served', () => {
  it('a call, the OpenAPI document and the docs page', async () => {
    expect((await answer('POST', '/api/loginAccount', '{}')).body).toMatchObject({ code: -2 });
    expect((await answer('GET', '/api/openapi.json')).body).toMatchObject({ openapi: '3.1.0' });
    const docs = await fetch(`${app.server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
