import type { Position } from '@gps/protocols';
import { Jt808Link, linkOptions, SimCounters, type LinkOptions, type VehicleReport } from '../src';
import { FakeJt808Server } from './support/fake-jt808-server';
import { alarmOf, context, heartbeatOf, positions, quietVehicle } from './support/reports';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const FAST: Partial<LinkOptions> = { reconnectBaseMs: 50, reconnectMaxMs: 200 };

function expectSamePosition(decoded: Position, report: VehicleReport): void {
  const { fix, status } = report;
  expect(decoded.fixTime).toEqual(fix.time);
  // 1e-6 degrees.
  expect(Math.abs(decoded.latitude - fix.latitude)).toBeLessThan(1e-6);
  expect(Math.abs(decoded.longitude - fix.longitude)).toBeLessThan(1e-6);
  // 1/10 km/h.
  expect(Math.abs(decoded.speedKmh - fix.speedKmh)).toBeLessThanOrEqual(0.05);
  expect(decoded.course).toBe(Math.round(fix.course) % 360);
  expect(decoded.valid).toBe(fix.valid);
  expect(decoded.acc).toBe(status.acc);
  expect(decoded.oilCut).toBe(status.oilCut);
  expect(decoded.batteryLevel).toBe(Math.round(status.batteryLevel));
  expect(decoded.satellites).toBe(fix.satellites);
  // Mileage in 1/10 km.
  expect(Math.abs((decoded.odometer ?? -1) - fix.odometer)).toBeLessThanOrEqual(50);
}

describe('JT808 link', () => {
  let server: FakeJt808Server;
  let link: Jt808Link | undefined;

  beforeEach(() => {
    server = new FakeJt808Server();
  });

  afterEach(async () => {
    await link?.close();
    link = undefined;
    await server.close();
  });

  async function open() {
    const port = await server.start();
    const vehicle = quietVehicle(3);
    const counters = new SimCounters();
    link = new Jt808Link(context(vehicle, counters), linkOptions('jt808', { port, ...FAST }));
    return { vehicle, counters, link };
  }

  it('registers, authenticates with the code it was given, then sends positions, heartbeats and alarms', async () => {
    const { vehicle, counters, link } = await open();
    const early = positions(vehicle, 2);
    link.connect();
    for (const report of early) link.send(report);
    await waitFor(() => link.online, 'authentication');
    const late = positions(vehicle, 2);
    for (const report of late) link.send(report);
    link.send(heartbeatOf(late[1]));
    for (const kind of ['sos', 'power_cut', 'low_battery', 'vibration'] as const) {
      link.send(alarmOf(late[1], kind));
    }
    await waitFor(() => server.received.length === 11, 'eleven messages');

    expect(server.decodeErrors).toEqual([]);
    expect(server.received.every((r) => r.id === vehicle.id)).toBe(true);
    // A 15-digit id needs the 2019 header.
    expect(server.received.every((r) => r.frame.edition === 2019)).toBe(true);
    expect(server.messageIds()).toEqual([
      '0100',
      '0102',
      '0704',
      '0704',
      '0200',
      '0200',
      '0002',
      '0200',
      '0200',
      '0200',
      '0200',
    ]);
    expect(server.received[1].message).toMatchObject({
      type: 'login',
      authCode: vehicle.id,
      imei: vehicle.id,
    });
    const decoded = server
      .of('position')
      .map((r) => (r.message.type === 'position' ? r.message.position : undefined));
    [...early, ...late].forEach((report, i) => expectSamePosition(decoded[i] as Position, report));
    // Reports that waited for the handshake went out as a blind-area supplement.
    expect(decoded.map((p) => p?.buffered === true)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(decoded.slice(4).map((p) => p?.alarm)).toEqual(['sos', 'power_cut', 'low_battery', 'tow']);
    expect(server.of('heartbeat')).toHaveLength(1);
    await waitFor(() => counters.acksReceived === 11, 'answers to every message');
    expect(counters.logins).toBe(1);
  });

  it('authenticates straight away with its remembered code after a reconnect', async () => {
    const { vehicle, counters, link } = await open();
    link.connect();
    await waitFor(() => link.online, 'authentication');
    server.dropAll();
    await waitFor(() => !link.online, 'the drop to be noticed');
    link.send(positions(vehicle, 1)[0]);
    await waitFor(() => server.of('position').length === 1, 'a position after reconnecting');
    expect(server.messageIds()).toEqual(['0100', '0102', '0102', '0704']);
    expect(counters.reconnects).toBeGreaterThanOrEqual(1);
  });

  it('registers again when its authentication is refused', async () => {
    const { link } = await open();
    server.refuseAuth = true;
    link.connect();
    await waitFor(() => server.messageIds().filter((id) => id === '0102').length === 1, 'an authentication');
    server.refuseAuth = false;
    await waitFor(() => link.online, 'authentication on a new connection');
    expect(server.messageIds()).toEqual(['0100', '0102', '0100', '0102']);
  });

  it('answers text and parameter commands and alarm confirmations with 0x0001, a location query with 0x0201', async () => {
    const { vehicle, counters, link } = await open();
    link.connect();
    await waitFor(() => link.online, 'authentication');
    const relay = server.command(vehicle.id, { key: 'CUSTOM', text: 'RELAY,1#' });
    const freq = server.command(vehicle.id, { key: 'FREQ', value: 'fast' });
    const bad = server.command(vehicle.id, { key: 'CUSTOM', text: 'NOSUCH,1#' });
    const locate = server.command(vehicle.id, { key: 'LOCATE' });
    const confirm = server.confirmAlarms(vehicle.id, 1);
    await waitFor(
      () => server.of('command_reply').length === 4 && server.of('position').length === 1,
      'answers',
    );

    const replies = server.of('command_reply').map((r) => r.message);
    expect(replies).toEqual([
      expect.objectContaining({ serverFlag: relay, command: '8300', text: 'success' }),
      expect.objectContaining({ serverFlag: freq, command: '8103', text: 'success' }),
      expect.objectContaining({ serverFlag: bad, command: '8300', text: 'failure' }),
      // An alarm confirmation is acknowledged, not counted as a command.
      expect.objectContaining({ serverFlag: confirm, command: '8203', text: 'success' }),
    ]);
    const answer = server.of('position')[0];
    expect(answer.frame.messageId).toBe(0x0201);
    expect(answer.frame.bytes.readUInt16BE(answer.frame.bodyStart)).toBe(locate);
    expect(vehicle.snapshot().status.oilCut).toBe(true);
    expect(vehicle.intervalSeconds).toBe(15);
    expect(counters.commandsAnswered).toBe(4);
  });
});
