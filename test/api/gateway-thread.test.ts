import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gt06 } from '../../apps/gateway/test/support/frames';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { loadConfig } from '../../apps/api/src/config';
import { startGatewayThread } from '../../apps/api/src/device-link/gateway-thread';
import { TestApp } from '../support/app-harness';
import { fixAt, RawTracker } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

/** GT06 carries fix times in whole seconds. */
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The gateway as `npm start` runs it: on its own thread, with its own connections to the stores,
 * beside the api's projections and GraphQL. The thread runs the built code (apps/api/dist), which
 * `npm test` builds first. Everything else about the gateway is tested inline, with a manual clock;
 * these cases show the two threads hear each other: positions written by the gateway reach the
 * api's read models, and commands requested through the api reach the device.
 */
describe('the gateway on its own thread', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 861_000_000_000_000);
  const trackers: RawTracker[] = [];

  beforeAll(async () => {
    app = await TestApp.start({ GATEWAY: 'on', SESSION_IDLE_SECONDS: '864000' });
    // The thread's clock is the real one: commands must not look expired to it.
    app.clock.advance(Date.now() - app.clock.now());
  });
  afterEach(async () => {
    await Promise.all(trackers.splice(0).map((t) => t.close()));
  });
  afterAll(() => app.stop());

  async function fleetWithTracker() {
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const [serial] = await tenants.devices(admin, 1, fleet.id);
    const tracker = await RawTracker.login(app, serial);
    trackers.push(tracker);
    return { serial, tracker, token: await tenants.signIn(fleet) };
  }

  async function deviceRow(serial: string, token: string) {
    return (await app.ok('getDevices', { deviceSerialNumbers: [serial] }, token)).rows[0];
  }

  it('acknowledges positions, and the api serves them through both doors', async () => {
    const { serial, tracker, token } = await fleetWithTracker();
    const fix = fixAt(wholeSecond(Date.now() - 60_000), 0);
    tracker.position(fix, 2);
    await waitFor(() => tracker.acked().includes(2), 'the position ack');

    let row = await deviceRow(serial, token);
    for (const deadline = Date.now() + 10_000; row.lastFixTimestamp === null && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = await deviceRow(serial, token);
    }
    expect(row).toMatchObject({ online: true, lastFixTimestamp: fix.time.getTime() * 1000 });
    const gql = await app.gql(
      'query ($s: [String!]) { devices(filter: { deviceSerialNumbers: $s }) { rows { lastFixTimestamp online } } }',
      { s: [serial] },
      token,
    );
    expect(gql.data.devices.rows).toEqual([{ lastFixTimestamp: fix.time.getTime() * 1000, online: true }]);
  });

  it('delivers a command requested through the api, and records the reply', async () => {
    const { serial, tracker, token } = await fleetWithTracker();
    const queued = await app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 13, key: 'VIB', value: 1 },
      token,
    );
    await tracker.received(2, 'the command frame');
    const [{ flag, text }] = tracker.commands();
    expect(text).toBe('VIB,1#');
    tracker.reply(flag, 'VIB:ON OK', 3);

    const statusOf = async () =>
      (await app.ok('getDeviceSendCommandLog', { deviceSerialNumber: serial }, token)).rows.find(
        (r: { commandId: string }) => r.commandId === queued.commandId,
      );
    let entry = await statusOf();
    for (const deadline = Date.now() + 10_000; entry?.status !== 'replied' && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      entry = await statusOf();
    }
    expect(entry).toMatchObject({ status: 'replied', sentText: 'VIB,1#', replyText: 'VIB:ON OK' });
  });

  it("decodes by a model edited through the api from the device's next connection", async () => {
    const { serial } = await fleetWithTracker();
    const admin = await app.adminToken();
    await app.ok('editDevice', { deviceSerialNumber: serial, model: 'LW4G-4B' }, admin);
    const warned = async (kind: string) =>
      (await app.platform.events.readAll({ limit: 100_000 })).some(
        (e) => e.type === 'WarningRaised' && e.streamId.includes(serial) && e.data.kind === kind,
      );
    // The edit reaches the thread through the event log: reconnect until it has (it takes one
    // connection or two), sending the LW models' harsh-acceleration alarm each time.
    for (
      const deadline = Date.now() + 10_000;
      !(await warned('harsh_acceleration')) && Date.now() < deadline;
    ) {
      const tracker = await RawTracker.login(app, serial);
      trackers.push(tracker);
      tracker.client.write(gt06.alarm0x19());
      await tracker.received(2, 'the alarm ack');
      await tracker.close();
    }
    expect(await warned('harsh_acceleration')).toBe(true);
  });

  it('checks positions against a fence added through the api once the thread hears of it', async () => {
    const { serial, tracker, token } = await fleetWithTracker();
    // A 100 m circle; the tracker goes back and forth between its centre and 150 m north of it.
    const centre = { latitude: 23.98, longitude: 120.97 };
    const north = { latitude: 23.98135, longitude: 120.97 };
    await app.ok(
      'addFence',
      {
        deviceSerialNumber: serial,
        alias: 'Depot',
        fenceType: 1,
        coordinates: ['23.98,120.97', '23.9809,120.97'],
        radius: 100,
        isEnterWarning: true,
        isExitWarning: true,
        targetType: 2,
      },
      token,
    );
    const entered = async () =>
      (await app.platform.events.readAll({ limit: 100_000 })).some(
        (e) => e.type === 'FenceEntered' && e.streamId.includes(serial),
      );
    // The fence reaches the thread through the event log: until it has, the fixes are only fixes.
    const base = wholeSecond(Date.now() - 120_000);
    let i = 0;
    for (const deadline = Date.now() + 10_000; !(await entered()) && Date.now() < deadline;) {
      for (const place of [north, centre]) {
        tracker.position({ ...fixAt(base, 2 * i), ...place }, 2 + i);
        i += 1;
        await waitFor(() => tracker.acked().includes(1 + i), 'the position ack');
      }
    }
    expect(await entered()).toBe(true);
  });

  it('reports its counters and its own heap from the thread', async () => {
    const report = await app.gatewayThread!.report();
    expect(report.ingest.positionsRecorded).toBeGreaterThanOrEqual(1);
    expect(report.gateway.ports).toEqual(app.gatewayPorts);
    expect(report.heapUsed).toBeGreaterThan(0);
    expect(app.gatewayThreadCrash).toBeUndefined();
  });

  it('stops with the app and starts again on the same data', async () => {
    const { serial, tracker, token } = await fleetWithTracker();
    tracker.position(fixAt(wholeSecond(Date.now() - 30_000), 0), 2);
    await waitFor(() => tracker.acked().includes(2), 'the position ack');
    await tracker.close();
    await app.shutdown();
    expect(app.gatewayThreadCrash).toBeUndefined();

    await app.boot({ GATEWAY: 'on', SESSION_IDLE_SECONDS: '864000' });
    app.clock.advance(Date.now() - app.clock.now());
    const again = await RawTracker.login(app, serial);
    trackers.push(again);
    expect(again.acked()).toEqual([1]);
    expect((await deviceRow(serial, token)).lastFixTimestamp).not.toBeNull();
  });

  it('fails to start, with the reason, when a port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), 'gps-thread-'));
    try {
      const config = loadConfig({
        DATA_DIR: dir,
        LOG_LEVEL: 'silent',
        GT06_PORT: String(port),
        H02_PORT: 'off',
        OSMAND_PORT: 'off',
        JT808_PORT: 'off',
        TELTONIKA_PORT: 'off',
        GATEWAY_HOST: '127.0.0.1',
      });
      const crashed = jest.fn();
      await expect(startGatewayThread(config, crashed)).rejects.toThrow(/EADDRINUSE/);
      expect(crashed).not.toHaveBeenCalled();
    } finally {
      taken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
