import { TestApp, sha } from '../support/app-harness';
let app: TestApp;
beforeAll(async () => { app = await TestApp.start({ TRUST_PROXY: '1' }); });
afterAll(() => app.stop());
test('probe', async () => {
  const u = app.server.url;
  for (const [ct, body] of [['application/json', 'not json'], ['text/plain', 'not json'], ['text/plain', '{"account":"admin"}'], ['application/json', '[1,2]'], [undefined, '']] as const) {
    const r = await fetch(`${u}/api/loginAccount`, { method: 'POST', headers: ct ? { 'content-type': ct } : {}, body });
    console.log(ct, body, r.status, await r.text());
  }
  const r = await fetch(`${u}/api/nope`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  console.log('unknown', r.status, await r.text());
  const g = await fetch(`${u}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { token ' }) });
  console.log('gql syntax', g.status, await g.text());
  const g2 = await app.gql('{ me { token } }', {}, 'garbage');
  console.log(JSON.stringify(g2));
  const g3 = await app.gql('mutation { loginAccount(account: "admin", password: "x") { token } }');
  console.log(JSON.stringify(g3));
  const t = await app.adminToken();
  console.log(JSON.stringify(await app.api('me', {}, t)));
  const o = await (await fetch(`${u}/api/openapi.json`)).json();
  console.log(Object.keys(o.paths).length, app.server.dispatcher.list().length);
});
