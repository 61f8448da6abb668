import type { Position } from '@gps/protocols';
import { H02Link, linkOptions, SimCounters, type LinkOptions, type VehicleReport } from '../src';
import { FakeH02Server } from './support/fake-h02-server';
import { alarmOf, context, heartbeatOf, positions, quietVehicle } from './support/reports';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const FAST: Partial<LinkOptions> = { reconnectBaseMs: 50, reconnectMaxMs: 200 };

function expectSamePosition(decoded: Position, report: VehicleReport): void {
  const { fix } = report;
  expect(decoded.fixTime).toEqual(fix.time);
  // ddmm.mmmm carries 1/10000 of a minute: under 2e-6 degrees.
  expect(Math.abs(decoded.latitude - fix.latitude)).toBeLessThan(2e-6);
  expect(Math.abs(decoded.longitude - fix.longitude)).toBeLessThan(2e-6);
  // Knots with two decimals.
  expect(Math.abs(decoded.speedKmh - fix.speedKmh)).toBeLessThan(0.01 * 1.852);
  expect(decoded.course).toBe(Math.round(fix.course) % 360);
  expect(decoded.valid).toBe(fix.valid);
  expect(decoded.acc).toBe(report.status.acc);
}

describe('H02 link', () => {
  let server: FakeH02Server;
  let link: H02Link | undefined;

  beforeEach(async () => {
    server = new FakeH02Server();
  });

  afterEach(async () => {
    await link?.close();
    link = undefined;
    await server.close();
  });

  async function open() {
    const port = await server.start();
    const vehicle = quietVehicle(2);
    const counters = new SimCounters();
    link = new H02Link(context(vehicle, counters), linkOptions('h02', { port, ...FAST }));
    return { vehicle, counters, link };
  }

  it('sends V1 positions that decode to the fixes, heartbeats and alarms in the status word', async () => {
    const { vehicle, counters, link } = await open();
    link.connect();
    const sent = positions(vehicle, 4);
    for (const report of sent) link.send(report);
    link.send(heartbeatOf(sent[3]));
    for (const kind of ['vibration', 'sos', 'power_cut'] as const) link.send(alarmOf(sent[3], kind));
    await waitFor(() => server.received.length === 8, 'eight sentences');

    expect(server.decodeErrors).toEqual([]);
    expect(server.received.every((r) => r.id === vehicle.id)).toBe(true);
    const decoded = server
      .of('position')
      .map((r) => (r.message.type === 'position' ? r.message.position : undefined));
    sent.forEach((report, i) => expectSamePosition(decoded[i] as Position, report));
    expect(decoded.slice(0, 4).every((p) => p?.alarm === undefined)).toBe(true);
    expect(decoded.slice(4).map((p) => p?.alarm)).toEqual(['vibration', 'sos', 'power_cut']);
    expect(server.received[0].text).toMatch(
      /^\*HQ,\d{15},V1,\d{6},A,\d{4}\.\d{4},N,\d{5}\.\d{4},E,\d{3}\.\d{2},\d{3},\d{6},FFFFFFFF,/,
    );
    expect(server.of('heartbeat')[0].message).toMatchObject({
      type: 'heartbeat',
      batteryLevel: sent[3].status.batteryLevel,
    });
    // The fake answers V1 and HTBT as Traccar does; each reply counts as an ACK.
    await waitFor(() => counters.acksReceived === 8, 'replies');
    expect(counters.positionsSent).toBe(4);
    expect(counters.alarmsSent).toBe(3);
  });

  it('answers commands with a V4 confirmation echoing the command time', async () => {
    const { vehicle, counters, link } = await open();
    link.connect();
    link.send(positions(vehicle, 1)[0]);
    await waitFor(() => server.received.length === 1, 'first position');

    server.command(vehicle.id, { key: 'ENGINE_STOP' }, new Date(Date.UTC(2026, 4, 1, 10, 15, 30)));
    server.command(vehicle.id, { key: 'FREQ', value: 'fast' }, new Date(Date.UTC(2026, 4, 1, 10, 15, 31)));
    await waitFor(() => server.of('command_reply').length === 2, 'two confirmations');

    const replies = server.of('command_reply').map((r) => r.message);
    expect(replies.map((r) => r.type === 'command_reply' && [r.command, r.commandTime])).toEqual([
      ['S20', '101530'],
      ['S71', '101531'],
    ]);
    const first = replies[0];
    expect(first.type === 'command_reply' && first.position?.latitude).toBeCloseTo(
      vehicle.snapshot().fix.latitude,
      5,
    );
    expect(vehicle.snapshot().status.oilCut).toBe(true);
    expect(vehicle.intervalSeconds).toBe(15);
    expect(counters.commandsAnswered).toBe(2);
  });

  it('reconnects after the server drops the connection and identifies itself again', async () => {
    const { vehicle, counters, link } = await open();
    link.connect();
    await waitFor(() => link.online, 'connection');
    server.dropAll();
    await waitFor(() => !link.online, 'the drop to be noticed');
    link.send(positions(vehicle, 1)[0]);
    await waitFor(() => server.of('position').length === 1, 'a position after reconnecting');
    expect(server.sockets.length).toBe(2);
    expect(counters.reconnects).toBeGreaterThanOrEqual(1);
  });
});
