import { httpRequest, RawClient } from '../../apps/gateway/test/support/clients';
import { h02 } from '../../apps/gateway/test/support/frames';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { FAST_FREQUENCY_WARNING } from '../../apps/api/src/operations/remote-commands.operations';
import { TestApp, type Envelope } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { RawTracker } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
/** Sessions outlive the clock jumps of these cases (expiry is a day); idle expiry is tested elsewhere. */
const ENV = { GATEWAY: 'inline', COMMAND_TTL_SECONDS: '3600', SESSION_IDLE_SECONDS: '864000' };

const ENTRY = `commandId deviceSerialNumber requestDataCode key value status requestedBy requestTimestamp
  expiresTimestamp sentTimestamp sentText replyTimestamp replyText failure failureReason closedTimestamp`;

/**
 * The two doors for this capability's calls. GraphQL takes the value in a typed field and serves
 * it as text; `toApi` puts the answer back in the /api shape so both doors are asserted alike.
 */
interface Door {
  name: string;
  remoteCommand(input: Record<string, unknown>, token: string): Promise<Envelope>;
  commandLog(input: Record<string, unknown>, token: string): Promise<Envelope>;
}

function gqlEnvelope(res: {
  data?: any;
  errors?: { message: string; extensions?: { code?: number; detail?: unknown } }[];
}) {
  if (res.errors?.length) {
    const [{ message, extensions }] = res.errors;
    return {
      code: extensions?.code ?? -1,
      message,
      ...(extensions?.detail ? { data: extensions.detail } : {}),
    };
  }
  return { code: 0, message: 'ok', data: res.data.result };
}

/** GraphQL serves the recorded value as text; numbers come back as numbers on /api. */
const valueAsApi = (row: any) => ({
  ...row,
  value: row.value === null || Number.isNaN(Number(row.value)) ? row.value : Number(row.value),
});

const doors = (app: () => TestApp): Door[] => [
  {
    name: '/api',
    remoteCommand: (input, token) => app().api('remoteCommand', input, token),
    commandLog: (input, token) => app().api('getDeviceSendCommandLog', input, token),
  },
  {
    name: 'GraphQL',
    async remoteCommand(input, token) {
      const { value, ...rest } = input;
      const typed =
        value === undefined || value === null
          ? {}
          : typeof value === 'boolean'
            ? { on: value }
            : typeof value === 'number'
              ? { number: value }
              : { text: value };
      const res = await app().gql(
        `mutation ($input: RemoteCommandInput!) { result: remoteCommand(input: $input) { ${ENTRY} warning queuedNow } }`,
        { input: { ...rest, ...typed } },
        token,
      );
      const envelope = gqlEnvelope(res);
      return envelope.data ? { ...envelope, data: valueAsApi(envelope.data) } : envelope;
    },
    async commandLog(input, token) {
      const res = await app().gql(
        `query ($deviceSerialNumber: String!, $startTime: Float, $endTime: Float) {
          result: deviceSendCommandLog(deviceSerialNumber: $deviceSerialNumber, startTime: $startTime, endTime: $endTime) { total rows { ${ENTRY} } } }`,
        input,
        token,
      );
      const envelope = gqlEnvelope(res);
      return envelope.data
        ? { ...envelope, data: { ...envelope.data, rows: envelope.data.rows.map(valueAsApi) } }
        : envelope;
    },
  },
];

describe('remote commands', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 861_000_000_000_000);
  let admin: string;
  const clients: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    app = await TestApp.start(ENV);
    admin = await app.adminToken();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(() => app.stop());

  /** A fleet with every client permission, one device in it, and the fleet signed in. */
  async function fleetWithDevice(permissions = '111') {
    // Cases move the clock past the idle window: a fresh administrator session each time.
    admin = await app.adminToken();
    const fleet = await tenants.fleet(admin, { permissions });
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    return { fleet, serial, token: await tenants.signIn(fleet) };
  }

  async function gt06Device(serial: string): Promise<RawTracker> {
    const tracker = await RawTracker.login(app, serial);
    clients.push(tracker);
    return tracker;
  }

  async function logOf(serial: string, token: string): Promise<any[]> {
    return (await app.ok('getDeviceSendCommandLog', { deviceSerialNumber: serial }, token)).rows;
  }

  async function statusBecomes(serial: string, token: string, commandId: string, status: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = (await logOf(serial, token)).find((r) => r.commandId === commandId);
      if (row?.status === status) return row;
      if (Date.now() > deadline) throw new Error(`command ${commandId} is ${row?.status}, not ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  describe.each(doors(() => app))('through $name', (door) => {
    it('queues a command, answers its history entry, and lists it in the device log', async () => {
      const { fleet, serial, token } = await fleetWithDevice();
      const res = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 13, key: 'VIBL', value: 7 },
        token,
      );
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({
        deviceSerialNumber: serial,
        requestDataCode: 13,
        key: 'VIBL',
        value: 7,
        status: 'queued',
        requestedBy: fleet.account,
        requestTimestamp: app.clock.now() * 1000,
        expiresTimestamp: (app.clock.now() + HOUR) * 1000,
        sentText: null,
        replyText: null,
        warning: null,
        queuedNow: true,
      });
      const log = await door.commandLog({ deviceSerialNumber: serial }, token);
      expect(log.code).toBe(0);
      expect(log.data.total).toBe(1);
      const { warning: _w, queuedNow: _q, ...entry } = res.data;
      expect(log.data.rows).toEqual([entry]);
    });

    it('answers the spec warning with the fast frequency only', async () => {
      const { serial, token } = await fleetWithDevice();
      const fast = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 13, key: 'FREQ', value: 15 },
        token,
      );
      expect(fast.data).toMatchObject({ key: 'FREQ', value: 15, warning: FAST_FREQUENCY_WARNING });
      const normal = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 13, key: 'FREQ', value: 'normal' },
        token,
      );
      expect(normal.data).toMatchObject({ key: 'FREQ', value: 30, warning: null });
    });

    it.each([
      ['VIBL above 15', { key: 'VIBL', value: 16 }],
      ['a FREQ other than 15 or 30', { key: 'FREQ', value: 20 }],
      ['a switch that is not on/off', { key: 'VIB', value: 'maybe' }],
      ['a query with a value', { key: 'GPS', value: 'x' }],
      ['a bad phone number', { key: 'PHONE', value: '12ab' }],
      ['a bad password', { key: 'PSW', value: 'no spaces allowed' }],
      ['an unknown key', { key: 'RELAY', value: 1 }],
      ['a request data code not on the menu', { key: 'GPS', requestDataCode: 14 }],
    ])('refuses %s with -2 and records nothing', async (_case, fields) => {
      const { serial, token } = await fleetWithDevice();
      const res = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 12, ...fields },
        token,
      );
      expect(res.code).toBe(-2);
      expect(await logOf(serial, token)).toEqual([]);
    });

    it("answers -3 for another tenant's device, and nothing is queued for it", async () => {
      const mine = await fleetWithDevice();
      const theirs = await fleetWithDevice();
      const res = await door.remoteCommand(
        { deviceSerialNumber: theirs.serial, requestDataCode: 12, key: 'GPS' },
        mine.token,
      );
      expect(res.code).toBe(-3);
      expect((await door.commandLog({ deviceSerialNumber: theirs.serial }, mine.token)).code).toBe(-3);
      expect(await logOf(theirs.serial, theirs.token)).toEqual([]);
    });

    it('answers -4 to a fleet without the send-commands permission (slot 2)', async () => {
      // The stored flags are edit vehicle info, fleet management, send commands.
      const { serial, token } = await fleetWithDevice('110');
      const res = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
        token,
      );
      expect(res.code).toBe(-4);
      expect(await logOf(serial, token)).toEqual([]);
    });

    it('answers -5 naming the state for a device whose service is stopped, to the fleet and the administrator, and queues nothing', async () => {
      const { serial, token } = await fleetWithDevice();
      await app.ok('stopDeviceService', { deviceSerialNumbers: [serial] }, admin);
      for (const caller of [token, admin]) {
        const res = await door.remoteCommand(
          { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
          caller,
        );
        expect(res).toMatchObject({
          code: -5,
          message: expect.stringMatching(/out of service/),
          data: { reason: 'out_of_service' },
        });
      }
      expect(await logOf(serial, token)).toEqual([]);
    });

    it('answers -4 to an administrator without the customer edit right, 0 to one with it', async () => {
      const { serial, token } = await fleetWithDevice();
      const viewer = await createAdmin(app, { rights: { 5: '0001', 3: '1111' } });
      const viewerToken = await app.adminToken(viewer.account, viewer.password);
      const denied = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
        viewerToken,
      );
      expect(denied.code).toBe(-4);
      expect(await logOf(serial, token)).toEqual([]);
      const editor = await createAdmin(app, { rights: { 5: '0101' } });
      const editorToken = await app.adminToken(editor.account, editor.password);
      const allowed = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
        editorToken,
      );
      expect(allowed.code).toBe(0);
      expect(allowed.data.requestedBy).toBe(editor.account);
    });

    it('answers -8 without a session', async () => {
      const { serial } = await fleetWithDevice();
      const res = await door.remoteCommand(
        { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
        '',
      );
      expect(res.code).toBe(-8);
    });
  });

  it("masks the device password in the history, and shows clients an administrator's command as the administrator's", async () => {
    const { serial, token } = await fleetWithDevice();
    const byAdmin = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 13, key: 'PSW', value: 'Secret42' },
      admin,
    );
    expect(byAdmin).toMatchObject({ value: '********', requestedBy: 'admin' });
    const device = await gt06Device(serial);
    await device.received(2, 'the PSW command');
    expect(device.commands()[0].text).toBe('PSW,Secret42#');
    device.reply(device.commands()[0].flag, 'PSW:Secret42 OK', 2);
    const replied = await statusBecomes(serial, token, byAdmin.commandId, 'replied');
    expect(replied).toMatchObject({
      value: '********',
      sentText: 'PSW,********#',
      replyText: 'PSW:******** OK',
      requestedBy: 'administrator',
    });
    expect(JSON.stringify(await logOf(serial, admin))).not.toContain('Secret42');
  });

  it('a retried call (same requestId) queues the command once', async () => {
    const { serial, token } = await fleetWithDevice();
    const body = { deviceSerialNumber: serial, requestDataCode: 12, key: 'VBAT', requestId: 'retry-vbat-1' };
    const first = await app.ok('remoteCommand', body, token);
    const again = await app.ok('remoteCommand', body, token);
    expect(again).toEqual({ ...first, queuedNow: false });
    expect(await logOf(serial, token)).toHaveLength(1);
  });

  it('round trip while online: sent at once over GT06, the reply recorded on the command', async () => {
    const { serial, token } = await fleetWithDevice();
    const device = await gt06Device(serial);
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 13, key: 'VIB', value: 1 },
      token,
    );
    await device.received(2, 'the command frame');
    const [{ flag, text }] = device.commands();
    expect(text).toBe('VIB,1#');
    const sent = await statusBecomes(serial, token, queued.commandId, 'sent');
    expect(sent).toMatchObject({ sentText: 'VIB,1#', sentTimestamp: app.clock.now() * 1000 });

    app.clock.advance(5_000);
    device.reply(flag, 'VIB:ON OK', 2);
    const replied = await statusBecomes(serial, token, queued.commandId, 'replied');
    expect(replied).toMatchObject({ replyText: 'VIB:ON OK', replyTimestamp: app.clock.now() * 1000 });
  });

  it('queued while offline: delivered when the device connects, matched by the echoed server flag', async () => {
    const { serial, token } = await fleetWithDevice();
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
      token,
    );
    expect((await logOf(serial, token))[0].status).toBe('queued');

    app.clock.advance(10 * 60_000);
    const device = await gt06Device(serial);
    await device.received(2, 'login ack and the queued command');
    const [{ flag, text }] = device.commands();
    expect(text).toBe('GPS#');
    await statusBecomes(serial, token, queued.commandId, 'sent');

    // A restart forgets what the gateway sent; the read model still knows the server flag.
    await device.close();
    await app.shutdown();
    await app.boot(ENV);
    const again = await gt06Device(serial);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.acked()).toEqual([1]); // the login ack only: a sent command is not sent again
    again.reply(flag, 'Lat:N23.98 Lon:E120.97', 2);
    const replied = await statusBecomes(serial, token, queued.commandId, 'replied');
    expect(replied.replyText).toBe('Lat:N23.98 Lon:E120.97');
  });

  it('expires a command the device never came for; it is not delivered afterwards', async () => {
    const { serial, token } = await fleetWithDevice();
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 12, key: 'VBAT' },
      token,
    );
    app.clock.advance(HOUR - 1);
    await app.platform.commandExpiry.sweep();
    expect((await logOf(serial, token))[0].status).toBe('queued');
    app.clock.advance(1);
    expect(await app.platform.commandExpiry.sweep()).toBeGreaterThanOrEqual(1);
    const expired = await statusBecomes(serial, token, queued.commandId, 'expired');
    expect(expired.closedTimestamp).toBe(app.clock.now() * 1000);

    const device = await gt06Device(serial);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(device.acked()).toEqual([1]);
  });

  it('fails a command the device protocol cannot carry (PSW over H02)', async () => {
    const { serial, token } = await fleetWithDevice();
    const device = await RawClient.h02(app.gatewayPorts.h02!);
    clients.push(device);
    device.write(h02.heartbeat(serial));
    // The device is known once its first sentence is recorded; then the command goes its way.
    await waitFor(() => app.deviceLink!.ingest.connectedDevices().includes(serial), 'the H02 session');
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 13, key: 'PSW', value: 'secret1' },
      token,
    );
    const failed = await statusBecomes(serial, token, queued.commandId, 'failed');
    expect(failed.failure).toBe('unsupported_command');
    expect(failed.failureReason).toMatch(/protocol cannot carry it/);
    expect(device.text().filter((t) => t.includes('PSW') || t.includes('secret1'))).toEqual([]);
  });

  it('OsmAnd: a queued command rides in the answer to the next report', async () => {
    const { serial, token } = await fleetWithDevice();
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 13, key: 'FREQ', value: 'fast' },
      token,
    );
    const seconds = Math.floor(app.clock.now() / 1000);
    const answer = await httpRequest(app.gatewayPorts.osmand!, {
      path: `/?id=${serial}&timestamp=${seconds}&lat=23.98&lon=120.97&speed=10`,
    });
    expect(answer).toEqual({ status: 200, body: 'FREQ,15#' });
    const sent = await statusBecomes(serial, token, queued.commandId, 'sent');
    expect(sent.sentText).toBe('FREQ,15#');
  });

  it('reads the history of one window only, newest first', async () => {
    const { serial, token } = await fleetWithDevice();
    const first = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
      token,
    );
    app.clock.advance(2 * HOUR);
    const second = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 12, key: 'VBAT' },
      token,
    );
    expect((await logOf(serial, token)).map((r) => r.commandId)).toEqual([second.commandId, first.commandId]);
    const older = await app.ok(
      'getDeviceSendCommandLog',
      { deviceSerialNumber: serial, startTime: first.requestTimestamp, endTime: second.requestTimestamp },
      token,
    );
    expect(older.rows.map((r: any) => r.commandId)).toEqual([first.commandId]);
    app.clock.advance(25 * HOUR);
    expect(await logOf(serial, token)).toEqual([]);
    const bad = await app.api(
      'getDeviceSendCommandLog',
      { deviceSerialNumber: serial, startTime: 10, endTime: 5 },
      token,
    );
    expect(bad.code).toBe(-2);
  });
});
