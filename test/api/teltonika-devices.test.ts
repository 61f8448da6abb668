import {
  readTeltonikaCommand,
  teltonikaDatagram,
  teltonikaImei,
  teltonikaPacket,
  teltonikaRecord,
  teltonikaResponse,
} from '../../apps/simulator/src/transports/teltonika-frames';
import { RawClient, UdpClient } from '../../apps/gateway/test/support/clients';
import { STATUS } from '../../apps/gateway/test/support/frames';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { fixAt } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';
import { doorsOf, ok } from '../support/two-doors';

jest.setTimeout(60_000);

const ENV = { GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' };

/** Teltonika devices through the platform: their records become the device's state and warnings. */
describe('Teltonika devices through the gateway', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 865_000_000_000_000);
  const doors = doorsOf(() => app);
  const open: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    app = await TestApp.start(ENV);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(() => app.stop());

  async function fleetWithDevice() {
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    return { serial, token: await tenants.signIn(fleet) };
  }

  async function tcpDevice(serial: string): Promise<RawClient> {
    const client = await RawClient.teltonika(app.gatewayPorts.teltonika!);
    open.push(client);
    client.write(teltonikaImei(serial));
    await waitFor(() => client.frames.length === 1, 'the IMEI answer');
    return client;
  }

  const settled = async () => app.platform.runner.waitFor((await app.platform.events.headPosition())!);

  it('shows a position sent over TCP in the device list and an unplug alarm in the warnings, through both doors', async () => {
    const { serial, token } = await fleetWithDevice();
    const client = await tcpDevice(serial);
    const base = app.clock.now() - 10_000;
    client.write(
      teltonikaPacket([teltonikaRecord(fixAt(base, 0), STATUS), teltonikaRecord(fixAt(base, 1), STATUS)]),
    );
    client.write(teltonikaPacket([teltonikaRecord(fixAt(base, 2), STATUS, 'power_cut')]));
    await waitFor(() => client.frames.length === 3, 'both packets counted');
    await settled();

    for (const door of doors) {
      const [device] = (await ok(door, 'getDevices', { deviceSerialNumber: serial }, token)).rows;
      expect(device).toMatchObject({ online: true, speed: 36, course: 45, satellites: 8 });
      expect(device.latitude).toBeCloseTo(fixAt(base, 2).latitude, 6);
      const warnings = await ok(door, 'getWarnings', { deviceSerialNumbers: [serial] }, token);
      expect(warnings.rows.map((w: { kind: string }) => w.kind)).toEqual(['unplugged']);
    }
  });

  it('records a datagram sent over UDP and answers it', async () => {
    const { serial, token } = await fleetWithDevice();
    const device = await UdpClient.open();
    open.push(device);
    const base = app.clock.now() - 10_000;
    device.send(
      app.gatewayPorts.teltonika!,
      teltonikaDatagram(serial, 1, 1, [teltonikaRecord(fixAt(base, 0), STATUS)]),
    );
    await waitFor(() => device.answers.length === 1, 'the answer');
    await settled();
    const [row] = (await app.ok('getDevices', { deviceSerialNumber: serial }, token)).rows;
    expect(row.latitude).toBeCloseTo(fixAt(base, 0).latitude, 6);
  });

  it('sends a remote command as Codec 12 and records the response as its reply', async () => {
    const { serial, token } = await fleetWithDevice();
    const client = await tcpDevice(serial);
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
      token,
    );
    await waitFor(() => client.frames.length === 2, 'the command');
    expect(readTeltonikaCommand(client.frames[1])).toBe('getgps');
    client.write(teltonikaResponse('GPS:1 Sat:8 Lat:23.980000 Long:120.970000'));
    const deadline = Date.now() + 20_000;
    let row: { status: string; sentText: string; replyText: string } | undefined;
    while (row?.status !== 'replied' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const log = await app.ok('getDeviceSendCommandLog', { deviceSerialNumber: serial }, token);
      row = log.rows.find((r: { commandId: string }) => r.commandId === queued.commandId);
    }
    expect(row).toMatchObject({
      status: 'replied',
      sentText: 'getgps',
      replyText: 'GPS:1 Sat:8 Lat:23.980000 Long:120.970000',
    });
  });
});
