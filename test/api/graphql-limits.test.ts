import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isLeafType, type GraphQLObjectType } from 'graphql';
import WebSocket from 'ws';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { base64, wavTone } from '../support/audio-samples';
import { Tenants, type FleetFixture } from '../support/tenants';

/**
 * The GraphQL door's limits through the running app, over HTTP and over the websocket
 * (docs/decisions/graphql-limits.md): the issue's attack documents are refused with -2 before any
 * call runs, uploads over 1 MB only from a signed-in caller and as the one field of the document,
 * the websocket only for a signed-in connection, answers capped, introspection off by default.
 * The answer cap and the websocket's limits are set low here, so that small documents prove them.
 */

jest.setTimeout(60_000);

const LOW = { maxAnswerBytes: 4096, wsMaxMessageBytes: 4096, wsInitTimeoutMs: 300 };
const MiB = 1024 * 1024;
const schema = buildSchema(readFileSync(join(__dirname, '../../apps/api/schema.graphql'), 'utf8'));
/** Every field of a device row: what makes an answer large. */
// Every field of a device that needs no selection of its own (an object field, such as the marker
// it is parked at, would make the query invalid before it could be costed).
const DEVICE_FIELDS = Object.values((schema.getType('Device') as GraphQLObjectType).getFields())
  .filter((field) => isLeafType(getNamedType(field.type)))
  .map((field) => field.name)
  .join(' ');

interface Answer {
  status: number;
  body: any;
}

/** The first error's shape, as clients read it. */
const refusal = (answer: Answer) => {
  const [error] = answer.body.errors ?? [];
  return { status: answer.status, message: error?.message, ...error?.extensions };
};

/** `count` aliases of one field, as short as they come (the issue's documents stay under 1 MB). */
const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i.toString(36)}:${field}`).join(' ');

/** One graphql-transport-ws socket, spoken to message by message. */
class RawSocket {
  readonly messages: any[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(JSON.parse(String(data))));
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static async open(url: string): Promise<RawSocket> {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new RawSocket(socket);
  }

  /** Opens, sends connection_init with this token and waits for the acknowledgement. */
  static async signedIn(url: string, token: string): Promise<RawSocket> {
    const raw = await RawSocket.open(url);
    raw.send({ type: 'connection_init', payload: { authToken: token } });
    await raw.message('connection_ack');
    return raw;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async message(type: string, id?: string): Promise<any> {
    const find = () => this.messages.find((m) => m.type === type && (id === undefined || m.id === id));
    await waitFor(() => find() !== undefined, `a ${type} message`);
    return find();
  }

  close(): void {
    this.socket.terminate();
  }
}

describe('the GraphQL door, limits at their defaults except the answer cap and the websocket', () => {
  let app: TestApp;
  let admin: string;
  let wsUrl: string;
  const tenants = new Tenants(() => app, 869_000_000_000_000);
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    app = await TestApp.start({ GRAPHQL_LIMITS: JSON.stringify(LOW) });
    wsUrl = `${app.server.url.replace('http', 'ws')}/graphql`;
  });
  beforeEach(async () => {
    admin = await app.adminToken();
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
    jest.restoreAllMocks();
  });
  afterAll(() => app.stop());

  async function post(body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(`${app.server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  /** Counts the calls that reach the application: a refused document must make none. */
  const calls = () => jest.spyOn(app.server.dispatcher, 'dispatch');

  async function fleetWithDevices(
    count: number,
  ): Promise<{ fleet: FleetFixture; token: string; serials: string[] }> {
    const fleet = await tenants.fleet(admin);
    const serials = await tenants.devices(admin, count, fleet.id);
    return { fleet, serials, token: await tenants.signIn(fleet) };
  }

  async function open(socket: Promise<RawSocket>): Promise<RawSocket> {
    const raw = await socket;
    sockets.push(raw);
    return raw;
  }

  describe('over HTTP', () => {
    it("refuses a device account's 18,000 aliases of its own command log (under 1 MB) before any call", async () => {
      const { serials } = await fleetWithDevices(1);
      const device = await tenants.deviceAccount(admin, serials[0]);
      const token = await tenants.signInDevice(device);
      const query = `query($s:String!){${aliases(18_000, 'deviceSendCommandLog(deviceSerialNumber:$s){total}')}}`;
      expect(query.length).toBeLessThan(MiB);
      const dispatched = calls();
      const answer = await post({ query, variables: { s: serials[0] } }, token);
      expect(refusal(answer)).toEqual({
        status: 400,
        message: 'the document has more than 1000 tokens',
        code: -2,
        httpStatus: 400,
        detail: { limit: 'tokens', max: 1000 },
      });
      expect(dispatched).not.toHaveBeenCalled();
    });

    it("refuses an administrator's 3,000 aliases of systemLogs before any call", async () => {
      const dispatched = calls();
      const answer = await post({ query: `{${aliases(3000, 'systemLogs{total rows{id detail}}')}}` }, admin);
      expect(refusal(answer)).toMatchObject({ status: 400, code: -2, detail: { limit: 'tokens' } });
      expect(dispatched).not.toHaveBeenCalled();
    });

    it('answers a 10,000-deep selection with the nesting limit, not "Maximum call stack size exceeded"', async () => {
      const answer = await post({ query: `{ ${'me { '.repeat(10_000)}token${' }'.repeat(10_000)} }` }, admin);
      expect(refusal(answer)).toEqual({
        status: 400,
        message: 'the document nests more than 64 levels deep',
        code: -2,
        httpStatus: 400,
        detail: { limit: 'nesting', max: 64 },
      });
    });

    it.each([
      [
        'depth',
        '{ fleets { rows { subFleets { subFleets { subFleets { subFleets { subFleets { subFleets { id } } } } } } } } }',
        { limit: 'depth', max: 8, found: 9 },
      ],
      ['aliases', `{ me { ${aliases(11, 'token')} } }`, { limit: 'aliases', max: 10, found: 11 }],
      [
        'root fields',
        `{ ${Array.from({ length: 11 }, () => 'me { token }').join(' ')} }`,
        { limit: 'rootFields', max: 10, found: 11 },
      ],
      ['introspection', '{ __schema { queryType { name } } }', { limit: 'introspection' }],
    ])('refuses a document over the %s limit before any call', async (_, query, detail) => {
      const dispatched = calls();
      expect(refusal(await post({ query }, admin))).toMatchObject({
        status: 400,
        code: -2,
        httpStatus: 400,
        detail,
      });
      expect(dispatched).not.toHaveBeenCalled();
    });

    it("costs an operation with its variables' page sizes, and refuses it over the limit before any call", async () => {
      const { token } = await fleetWithDevices(2);
      const query = `query ($rows: Int) { ${aliases(3, `devices(pageRows: $rows) { rows { ${DEVICE_FIELDS} } }`)} }`;
      const dispatched = calls();
      const expensive = await post({ query, variables: { rows: 1000 } }, token);
      expect(refusal(expensive)).toMatchObject({
        status: 400,
        code: -2,
        detail: { limit: 'cost', max: 120_000, found: expect.any(Number) },
      });
      expect(dispatched).not.toHaveBeenCalled();
      const cheap = await post(
        { query: query.replace(/rows \{[^}]*\}/g, 'rows { deviceId }'), variables: { rows: 10 } },
        token,
      );
      expect(cheap.body.data.a0.rows).toHaveLength(2);
    });

    it('replaces an answer over the cap by a -2 error that says so', async () => {
      const { token } = await fleetWithDevices(10);
      const answer = await post({ query: `{ devices(pageRows: 10) { rows { ${DEVICE_FIELDS} } } }` }, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeUndefined();
      expect(refusal(answer)).toMatchObject({
        message: expect.stringMatching(
          /^the answer is \d+ bytes, more than the limit of 4096; ask for fewer rows or fields$/,
        ),
        code: -2,
        httpStatus: 200,
        detail: { limit: 'answerBytes', max: 4096, found: expect.any(Number) },
      });
      const small = await post({ query: '{ devices(pageRows: 10) { total rows { deviceId } } }' }, token);
      expect(small.body.data.devices.total).toBe(10);
    });

    it('hides the schema: no field suggestions, no GraphiQL page', async () => {
      const answer = await post({ query: '{ devicez { total } }' }, admin);
      expect(refusal(answer).message).toBe('Cannot query field "devicez" on type "Query".');
      const page = await fetch(`${app.server.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type')).not.toMatch(/text\/html/);
    });
  });

  describe('uploads over 1 MB', () => {
    const uploadField = (serial: string) =>
      `uploadVoiceRecorderLogs(deviceSerialNumber: "${serial}", fileName: "long.wav", data: $d) { id size }`;

    it('are refused from an anonymous caller, or one with a dead token, with 413 and no call', async () => {
      const query = `mutation ($d: String!) { ${uploadField('1')} }`;
      const body = { query, variables: { d: 'A'.repeat(2 * MiB) } };
      const dispatched = calls();
      for (const token of [undefined, 'x'.repeat(43)]) {
        expect(await post(body, token)).toEqual({
          status: 413,
          body: { code: -2, message: 'request body too large' },
        });
      }
      expect(dispatched).not.toHaveBeenCalled();
    });

    it('are accepted from a signed-in caller when the document is that one upload, and only then', async () => {
      const serial = (await tenants.devices(admin, 1))[0];
      const audio = base64(wavTone(70_000, 440));
      expect(audio.length).toBeGreaterThan(MiB);
      const one = await post(
        { query: `mutation ($d: String!) { ${uploadField(serial)} }`, variables: { d: audio } },
        admin,
      );
      expect(one.status).toBe(200);
      expect(one.body.data.uploadVoiceRecorderLogs.size).toBeGreaterThan(MiB / 2);

      const two = await post(
        {
          query: `mutation ($d: String!) { ${uploadField(serial)} again: ${uploadField(serial)} }`,
          variables: { d: audio },
        },
        admin,
      );
      expect(two).toEqual({
        status: 413,
        body: {
          code: -2,
          message:
            'request body too large: only a document that is one uploadVoiceRecorderLogs may be over 1 MB',
        },
      });
    });
  });

  describe('over the websocket', () => {
    it('closes a connection_init without a session (4403, with the code), and one never sent (4408)', async () => {
      const anonymous = await open(RawSocket.open(wsUrl));
      anonymous.send({ type: 'connection_init', payload: {} });
      expect(await anonymous.closed).toEqual({ code: 4403, reason: '-8 not signed in' });

      const silent = await open(RawSocket.open(wsUrl));
      expect(await silent.closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
    });

    it('closes a connection whose message is over the size limit (1009), before reading it', async () => {
      const raw = await open(RawSocket.signedIn(wsUrl, admin));
      raw.send({
        id: '1',
        type: 'subscribe',
        payload: { query: `subscription { ${'a: __typename '.repeat(400)} }` },
      });
      expect((await raw.closed).code).toBe(1009);
    });

    it('refuses a subscribe over a limit with -2, before any call', async () => {
      const raw = await open(RawSocket.signedIn(wsUrl, admin));
      const dispatched = calls();
      raw.send({
        id: 'deep',
        type: 'subscribe',
        payload: { query: `subscription { devicesUpdated { ${aliases(11, 'deviceId')} } }` },
      });
      expect((await raw.message('error', 'deep')).payload).toEqual([
        expect.objectContaining({
          extensions: { code: -2, httpStatus: 400, detail: { limit: 'aliases', max: 10, found: 11 } },
        }),
      ]);
      raw.send({
        id: 'schema',
        type: 'subscribe',
        payload: { query: '{ __schema { queryType { name } } }' },
      });
      expect((await raw.message('error', 'schema')).payload[0].extensions.detail).toEqual({
        limit: 'introspection',
      });
      const costly = `query ($rows: Int) { ${aliases(4, 'devices(pageRows: $rows) { rows { deviceId carName alias email simNumber fleetId address speed } }')} }`;
      raw.send({ id: 'cost', type: 'subscribe', payload: { query: costly, variables: { rows: 5000 } } });
      expect((await raw.message('error', 'cost')).payload[0].extensions.detail).toMatchObject({
        limit: 'cost',
      });
      expect(dispatched).not.toHaveBeenCalled();
    });

    it("reads nothing more of a connection whose session has ended: its subscribes answer the session's code", async () => {
      const { token } = await fleetWithDevices(1);
      const raw = await open(RawSocket.signedIn(wsUrl, token));
      await app.ok('logout', {}, token);
      raw.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { not even GraphQL' } });
      expect((await raw.message('error', '1')).payload).toEqual([
        expect.objectContaining({
          message: 'invalid session token',
          extensions: { code: -10, httpStatus: 200 },
        }),
      ]);
    });

    it('replaces an answer over the cap by a -2 error of the same operation', async () => {
      const { token } = await fleetWithDevices(10);
      const raw = await open(RawSocket.signedIn(wsUrl, token));
      raw.send({
        id: 'big',
        type: 'subscribe',
        payload: { query: `{ devices(pageRows: 10) { rows { ${DEVICE_FIELDS} } } }` },
      });
      const next = await raw.message('next', 'big');
      expect(next.payload.data).toBeUndefined();
      expect(next.payload.errors[0].extensions).toMatchObject({
        code: -2,
        detail: { limit: 'answerBytes', max: 4096 },
      });
      raw.send({ id: 'small', type: 'subscribe', payload: { query: '{ devices(pageRows: 10) { total } }' } });
      expect((await raw.message('next', 'small')).payload).toEqual({ data: { devices: { total: 10 } } });
    });
  });
});

describe('the GraphQL door with GRAPHQL_INTROSPECTION=1', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ GRAPHQL_INTROSPECTION: '1' });
  });
  afterAll(() => app.stop());

  it('answers introspection, suggests field names and serves GraphiQL', async () => {
    const schema = await app.gql('{ __schema { queryType { name } } }', {}, await app.adminToken());
    expect(schema).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const typo = await app.gql('{ devicez { total } }');
    expect(typo.errors?.[0].message).toMatch(/Did you mean "devices"\?/);
    const page = await fetch(`${app.server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
