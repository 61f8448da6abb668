import type { AlarmMessage, CommandReplyMessage, PositionMessage } from '@gps/protocols';
import { linkOptions, SimCounters, TeltonikaLink, type LinkOptions, type VehicleReport } from '../src';
import { FakeTeltonikaServer } from './support/fake-teltonika-server';
import { alarmOf, context, heartbeatOf, positions, quietVehicle } from './support/reports';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const FAST: Partial<LinkOptions> = { reconnectBaseMs: 50, reconnectMaxMs: 200 };

function expectSamePosition(decoded: PositionMessage['position'], report: VehicleReport): void {
  const { fix, status } = report;
  expect(decoded.fixTime).toEqual(fix.time);
  // Coordinates travel as 1e-7 degrees.
  expect(Math.abs(decoded.latitude - fix.latitude)).toBeLessThan(1e-7);
  expect(Math.abs(decoded.longitude - fix.longitude)).toBeLessThan(1e-7);
  expect(decoded.speedKmh).toBe(Math.round(fix.speedKmh));
  expect(decoded.course).toBe(Math.round(fix.course) % 360);
  expect(decoded.valid).toBe(fix.valid);
  expect(decoded.acc).toBe(status.acc);
  expect(decoded.batteryLevel).toBe(Math.round(status.batteryLevel));
  expect(decoded.batteryVoltage).toBeCloseTo(status.batteryVoltage, 3);
  expect(decoded.odometer).toBe(Math.round(fix.odometer));
  expect(decoded.powerVoltage).toBeCloseTo(status.externalVoltage, 3);
}

describe('Teltonika link', () => {
  let server: FakeTeltonikaServer;
  let link: TeltonikaLink | undefined;

  beforeEach(() => {
    server = new FakeTeltonikaServer();
  });

  afterEach(async () => {
    await link?.close();
    link = undefined;
    await server.close();
  });

  async function open(options: Partial<LinkOptions> = {}) {
    const port = await server.start();
    const vehicle = quietVehicle(3);
    const counters = new SimCounters();
    link = new TeltonikaLink(
      context(vehicle, counters),
      linkOptions('teltonika', { port, ...FAST, ...options }),
    );
    return { vehicle, counters, link };
  }

  it('sends its IMEI, then Codec 8 packets that decode to the fixes and readings once accepted', async () => {
    const { vehicle, counters, link } = await open();
    const sent = positions(vehicle, 3);
    // Queued before the handshake: nothing but the IMEI goes out until the server answers 01.
    for (const report of sent) link.send(report);
    link.connect();
    link.send(heartbeatOf(sent[2]));
    await waitFor(() => server.received.length === 5, 'login and four records');

    expect(server.decodeErrors).toEqual([]);
    expect(server.received[0].message).toMatchObject({ type: 'login', deviceId: vehicle.id });
    const decoded = server.of('position') as PositionMessage[];
    expect(decoded).toHaveLength(4);
    sent.forEach((report, i) => expectSamePosition(decoded[i].position, report));
    // Every packet is counted back, and each count is an answer the device waited for.
    await waitFor(() => counters.acksReceived === 5, 'the IMEI answer and four counts');
    expect(counters.positionsSent).toBe(3);
  });

  it('sends SOS as a panic record and a power cut as an unplug event; the other alarms as records', async () => {
    const { vehicle, link } = await open();
    link.connect();
    await waitFor(() => link.online, 'the handshake');
    const [report] = positions(vehicle, 1);
    for (const kind of ['sos', 'power_cut', 'vibration'] as const) link.send(alarmOf(report, kind));
    await waitFor(() => server.received.length === 4, 'three records');
    expect((server.of('alarm') as AlarmMessage[]).map((a) => a.alarm)).toEqual(['sos', 'unplugged']);
    expect(server.of('position')).toHaveLength(1);
  });

  it('answers Codec 12 commands as an FMB device does and acts on them', async () => {
    const { vehicle, counters, link } = await open();
    link.connect();
    await waitFor(() => link.online, 'the handshake');
    expect(server.command(vehicle.id, { key: 'ENGINE_STOP' })).toBe('setdigout 1');
    server.command(vehicle.id, { key: 'LOCATE' });
    server.command(vehicle.id, { key: 'VBAT' });
    await waitFor(() => server.of('command_reply').length === 3, 'three responses');
    const texts = (server.of('command_reply') as CommandReplyMessage[]).map((r) => r.text);
    expect(texts[0]).toBe('DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY');
    expect(texts[1]).toMatch(/^GPS:1 Sat:\d+ Lat:\d+\.\d{6} Long:\d+\.\d{6} Alt:/);
    expect(texts[2]).toMatch(/^DI1:[01] DI2:0 DI3:0 AIN1:\d+ AIN2:0 DO1:1 DO2:0$/);
    expect(vehicle.snapshot().status.oilCut).toBe(true);
    expect(counters.commandsAnswered).toBe(3);
  });

  it('drops the connection when its IMEI is refused and tries again later', async () => {
    const { vehicle, counters, link } = await open();
    server.refuse.add(vehicle.id);
    link.connect();
    await waitFor(() => server.sockets.length >= 2, 'a second attempt');
    expect(link.online).toBe(false);
    expect(counters.errors).toBeGreaterThanOrEqual(1);
    server.refuse.delete(vehicle.id);
    await waitFor(() => link.online, 'accepted at a later attempt');
  });

  it('holds reports while a packet waits for its count, and reconnects when the count never comes', async () => {
    const { vehicle, counters, link } = await open({ loginTimeoutMs: 100 });
    link.connect();
    await waitFor(() => link.online, 'the handshake');
    // The server reads but stops answering this connection.
    server.sockets[0].removeAllListeners('data');
    const sent = positions(vehicle, 3);
    for (const report of sent) link.send(report);
    await waitFor(() => server.sockets.length === 2, 'a new connection');
    expect(counters.reconnects).toBeGreaterThanOrEqual(1);
    // The held reports go out on the new connection; the unanswered one is lost with the old.
    await waitFor(() => server.of('position').length === 2, 'the held reports');
    const decoded = (server.of('position') as PositionMessage[]).map((p) => p.position.fixTime);
    expect(decoded).toEqual([sent[1].fix.time, sent[2].fix.time]);
  });
});
