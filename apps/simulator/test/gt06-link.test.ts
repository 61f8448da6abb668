import type { Position } from '@gps/protocols';
import {
  Gt06Link,
  linkOptions,
  positionText,
  SimCounters,
  type LinkOptions,
  type SimAlarmKind,
  type VehicleReport,
} from '../src';
import { FakeGt06Server } from './support/fake-gt06-server';
import { alarmOf, context, heartbeatOf, positions, quietVehicle } from './support/reports';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const FAST: Partial<LinkOptions> = { reconnectBaseMs: 50, reconnectMaxMs: 200, loginTimeoutMs: 500 };

function expectSamePosition(decoded: Position, report: VehicleReport): void {
  const { fix } = report;
  expect(decoded.fixTime).toEqual(fix.time);
  expect(decoded.latitude).toBeCloseTo(fix.latitude, 6);
  expect(decoded.longitude).toBeCloseTo(fix.longitude, 6);
  expect(decoded.speedKmh).toBe(Math.round(fix.speedKmh));
  expect(decoded.course).toBe(Math.round(fix.course) % 360);
  expect(decoded.valid).toBe(fix.valid);
  expect(decoded.satellites).toBe(fix.satellites);
  expect(decoded.cells?.[0]).toEqual(fix.cell);
}

describe('GT06 link', () => {
  let server: FakeGt06Server;
  let link: Gt06Link | undefined;

  afterEach(async () => {
    await link?.close();
    link = undefined;
    await server.close();
  });

  async function open(
    flavour: 'utc' | 'classic',
    options: ConstructorParameters<typeof FakeGt06Server>[0] = {},
    extra: Partial<LinkOptions> = {},
  ) {
    server = new FakeGt06Server(options);
    const port = await server.start();
    const vehicle = quietVehicle(1);
    const counters = new SimCounters();
    link = new Gt06Link(
      context(vehicle, counters),
      linkOptions('gt06', { port, gt06Flavour: flavour, ...FAST, ...extra }),
    );
    return { vehicle, counters, link };
  }

  it.each(['utc', 'classic'] as const)(
    'logs in first, waits for the ACK, then sends positions that decode to the fixes (%s)',
    async (flavour) => {
      const { vehicle, counters, link } = await open(flavour, { loginAckDelayMs: 300 });
      const early = positions(vehicle, 3);
      link.connect();
      for (const report of early) link.send(report);
      await waitFor(() => link.online, 'login');
      const late = positions(vehicle, 2);
      for (const report of late) link.send(report);
      await waitFor(() => server.of('position').length === 5, 'five positions');

      expect(server.events.slice(0, 2)).toEqual(['login', 'login-ack']);
      expect(server.received[0].message).toMatchObject({ type: 'login', deviceId: vehicle.id });
      expect(server.decodeErrors).toEqual([]);
      const decoded = server
        .of('position')
        .map((r) => (r.message.type === 'position' ? r.message.position : undefined));
      [...early, ...late].forEach((report, i) => {
        const position = decoded[i] as Position;
        expectSamePosition(position, report);
        expect(server.of('position')[i].frame.protocolNumber).toBe(flavour === 'utc' ? 0x22 : 0x12);
        if (flavour === 'utc') {
          expect(position.acc).toBe(true);
          // Fixes that waited for the login are flagged as re-uploaded.
          expect(position.buffered).toBe(i < early.length);
        }
      });
      expect(counters.positionsSent).toBe(5);
      expect(counters.logins).toBe(1);
      await waitFor(() => counters.acksReceived === 6, 'ACKs for login and positions');
    },
  );

  it.each(['utc', 'classic'] as const)(
    'sends heartbeats and each alarm kind in the standard layouts (%s)',
    async (flavour) => {
      const { vehicle, link } = await open(flavour);
      link.connect();
      const [report] = positions(vehicle, 1);
      const kinds: SimAlarmKind[] = ['sos', 'vibration', 'power_cut', 'low_battery'];
      for (const kind of kinds) link.send(alarmOf(report, kind));
      link.send(heartbeatOf(report));
      await waitFor(
        () => server.of('alarm').length === 4 && server.of('heartbeat').length === 1,
        'alarms and heartbeat',
      );

      const alarms = server.of('alarm');
      expect(alarms.map((a) => (a.message.type === 'alarm' ? a.message.alarm : ''))).toEqual(kinds);
      expect(alarms.map((a) => a.message.type === 'alarm' && a.message.alarmCode)).toEqual([
        0x01, 0x03, 0x02, 0x19,
      ]);
      expect(alarms[0].frame.protocolNumber).toBe(flavour === 'utc' ? 0x26 : 0x16);
      const alarm = alarms[0].message;
      if (alarm.type === 'alarm' && alarm.position) expectSamePosition(alarm.position, report);
      const heartbeat = server.of('heartbeat')[0].message;
      expect(heartbeat).toMatchObject({
        type: 'heartbeat',
        acc: true,
        gsmSignal: report.status.gsmSignal,
        gpsFixed: true,
      });
      expect(heartbeat.type === 'heartbeat' && heartbeat.alarm).toBeUndefined();
    },
  );

  it('answers a 0x80 command with a 0x15 reply carrying the same server flag', async () => {
    const { vehicle, counters, link } = await open('utc');
    link.connect();
    link.send(positions(vehicle, 1)[0]);
    await waitFor(() => server.of('position').length === 1, 'first position');

    server.command(vehicle.id, 'WHERE#', 0xcafebabe);
    server.command(vehicle.id, 'FREQ,15#', 7);
    server.command(vehicle.id, 'VBAT#', 0xffffffff);
    await waitFor(() => server.of('command_reply').length === 3, 'three replies');

    const replies = server.of('command_reply').map((r) => r.message);
    expect(replies.map((r) => r.type === 'command_reply' && r.serverFlag)).toEqual([
      0xcafebabe, 7, 0xffffffff,
    ]);
    const texts = replies.map((r) => (r.type === 'command_reply' ? r.text : ''));
    expect(texts[0]).toBe(positionText(vehicle.snapshot().fix));
    expect(texts[0]).toMatch(/^Current position!Lat:N2[34]\.\d{6},Lon:E12[01]\.\d{6},Course:/);
    expect(texts[1]).toBe('OK');
    expect(texts[2]).toMatch(/^VBAT=/);
    expect(server.of('command_reply')[0].frame.protocolNumber).toBe(0x15);
    expect(vehicle.intervalSeconds).toBe(15);
    expect(counters.commandsReceived).toBe(3);
    expect(counters.commandsAnswered).toBe(3);
  });

  it('reconnects and logs in again after the server drops the connection', async () => {
    const { vehicle, counters, link } = await open('utc');
    link.connect();
    await waitFor(() => link.online, 'login');
    server.dropAll();
    await waitFor(() => !link.online, 'the drop to be noticed');
    const [report] = positions(vehicle, 1);
    link.send(report);
    await waitFor(
      () => server.logins(vehicle.id) === 2 && server.of('position').length === 1,
      'second session',
    );
    expect(server.events.lastIndexOf('login')).toBeLessThan(server.events.indexOf('position'));
    expect(counters.reconnects).toBeGreaterThanOrEqual(1);
    expect(counters.logins).toBe(2);
  });

  it('sends nothing but logins to a server that never ACKs them, and keeps retrying', async () => {
    const { vehicle, counters, link } = await open(
      'utc',
      { refuseLogin: true },
      { loginTimeoutMs: 100, loginAttempts: 2 },
    );
    link.connect();
    link.send(positions(vehicle, 1)[0]);
    await waitFor(() => server.logins() >= 4, 'two connections of two tries');
    expect(server.of('position')).toEqual([]);
    expect(link.online).toBe(false);
    expect(counters.errors).toBeGreaterThan(0);
    expect(counters.reconnects).toBeGreaterThan(0);
  });

  it('reconnects when heartbeat ACKs stop', async () => {
    const { vehicle, counters, link } = await open(
      'utc',
      { ignoreHeartbeats: true },
      { maxUnackedHeartbeats: 2 },
    );
    link.connect();
    const [report] = positions(vehicle, 1);
    await waitFor(() => link.online, 'login');
    for (let i = 0; i < 3; i++) link.send(heartbeatOf(report));
    await waitFor(() => server.logins(vehicle.id) === 2, 'a new session');
    expect(server.of('heartbeat')).toHaveLength(2);
    expect(counters.reconnects).toBe(1);
  });

  it('stops writing when the socket is full, queues a bounded backlog, and drains it later', async () => {
    const { vehicle, counters, link } = await open(
      'utc',
      { pauseAfterLogin: true },
      { maxQueuedReports: 50 },
    );
    link.connect();
    await waitFor(() => link.online, 'login');
    const [report] = positions(vehicle, 1);
    let sent = 0;
    while (link.queued === 0 && sent < 2_000_000) {
      for (let i = 0; i < 1000; i++) link.send(report);
      sent += 1000;
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let i = 0; i < 200; i++) link.send(report);
    expect(link.queued).toBeGreaterThan(0);
    expect(link.queued).toBeLessThanOrEqual(50);
    expect(counters.dropped).toBeGreaterThan(0);
    server.resumeAll();
    await waitFor(() => link.queued === 0, 'the backlog to drain', 25_000);
    expect(counters.errors).toBe(0);
    expect(counters.positionsSent).toBe(sent + 200 - counters.dropped);
  });
});
