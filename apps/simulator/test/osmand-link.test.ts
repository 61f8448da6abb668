import type { Position } from '@gps/protocols';
import {
  linkOptions,
  OSMAND_FORMATS,
  OsmAndLink,
  SimCounters,
  type OsmAndFormat,
  type VehicleReport,
} from '../src';
import { FakeOsmAndServer, type FakeOsmAndOptions } from './support/fake-osmand-server';
import { alarmOf, context, heartbeatOf, positions, quietVehicle } from './support/reports';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

function expectSamePosition(decoded: Position, report: VehicleReport): void {
  const { fix } = report;
  expect(decoded.fixTime).toEqual(fix.time);
  expect(decoded.latitude).toBeCloseTo(fix.latitude, 6);
  expect(decoded.longitude).toBeCloseTo(fix.longitude, 6);
  expect(Math.abs(decoded.speedKmh - fix.speedKmh)).toBeLessThan(0.05);
  expect(decoded.course).toBeCloseTo(fix.course, 1);
  expect(decoded.altitude).toBeCloseTo(fix.altitude, 1);
  expect(decoded.batteryLevel).toBe(report.status.batteryLevel);
}

describe('OsmAnd link', () => {
  let server: FakeOsmAndServer;
  let link: OsmAndLink | undefined;

  afterEach(async () => {
    await link?.close();
    link = undefined;
    await server.close();
  });

  async function open(format: OsmAndFormat, options: FakeOsmAndOptions = {}) {
    server = new FakeOsmAndServer(options);
    const port = await server.start();
    const vehicle = quietVehicle(3);
    const counters = new SimCounters();
    link = new OsmAndLink(
      context(vehicle, counters),
      linkOptions('osmand', { port, osmandFormat: format, reconnectBaseMs: 20, reconnectMaxMs: 100 }),
    );
    return { vehicle, counters, link };
  }

  it.each(OSMAND_FORMATS)(
    'sends requests that decode to the fixes, alarms and heartbeats (%s)',
    async (format) => {
      const { vehicle, counters, link } = await open(format);
      link.connect();
      const sent = positions(vehicle, 3);
      for (const report of sent) link.send(report);
      link.send(alarmOf(sent[2], 'sos'));
      link.send(alarmOf(sent[2], 'power_cut'));
      link.send(heartbeatOf(sent[2]));
      await waitFor(() => server.received.length === 6, 'six requests');

      expect(server.decodeErrors).toEqual([]);
      const expectedMode = { 'query-get': 'query', 'query-post': 'query', form: 'form', json: 'json' }[
        format
      ];
      expect(server.received.every((r) => r.mode === expectedMode)).toBe(true);
      expect(server.received[0].method).toBe(format === 'query-get' ? 'GET' : 'POST');
      const messages = server.received.map((r) => r.message);
      sent.forEach((report, i) => {
        const message = messages[i];
        expect(message.type).toBe('position');
        if (message.type === 'position') expectSamePosition(message.position, report);
      });
      expect(messages.slice(3, 5).map((m) => m.type === 'alarm' && m.alarm)).toEqual(['sos', 'power_cut']);
      // Query and form heartbeats carry no coordinates; Client 9 sends the fix flagged as a heartbeat.
      const heartbeat = messages[5];
      if (format === 'json')
        expect(heartbeat.type === 'position' && heartbeat.position.attributes?.heartbeat).toBe(true);
      else expect(heartbeat.type).toBe('heartbeat');
      expect(messages.every((m) => m.deviceId === vehicle.id)).toBe(true);
      // The server stores a request before the client has read its answer.
      await waitFor(() => counters.acksReceived === 6, 'six answers');
      expect(counters.positionsSent).toBe(3);
    },
  );

  it('retries after server errors, keeping the order', async () => {
    const { vehicle, counters, link } = await open('query-post', { failFirst: { count: 2, status: 503 } });
    link.connect();
    const sent = positions(vehicle, 3);
    for (const report of sent) link.send(report);
    await waitFor(() => server.received.length === 3 && counters.acksReceived === 3, 'three answers');
    expect(server.statuses).toEqual([503, 503, 200, 200, 200]);
    server.received.forEach((r, i) => {
      if (r.message.type === 'position') expect(r.message.position.fixTime).toEqual(sent[i].fix.time);
    });
    expect(counters.errors).toBe(2);
  });

  it.each(['query-post', 'json'] as const)(
    'drops reports an unknown device cannot deliver (%s)',
    async (format) => {
      const { vehicle, counters, link } = await open(format, {
        unknownDevices: new Set([quietVehicle(3).id]),
      });
      link.connect();
      for (const report of positions(vehicle, 2)) link.send(report);
      await waitFor(() => counters.rejected === 2, 'two refusals');
      expect(server.statuses).toEqual(format === 'json' ? [404, 404] : [400, 400]);
      expect(server.received).toEqual([]);
      expect(counters.errors).toBe(0);
      expect(link.queued).toBe(0);
    },
  );

  it('applies a command carried in a response body', async () => {
    const { vehicle, counters, link } = await open('query-get', { pendingCommand: 'FREQ,15#' });
    link.connect();
    link.send(positions(vehicle, 1)[0]);
    await waitFor(() => counters.commandsReceived === 1, 'the command');
    expect(vehicle.intervalSeconds).toBe(15);
  });

  it('says nothing while disconnected and catches up when back', async () => {
    const { vehicle, link } = await open('form');
    link.connect();
    link.disconnect();
    const sent = positions(vehicle, 2);
    for (const report of sent) link.send(report);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.received).toEqual([]);
    link.connect();
    await waitFor(() => server.received.length === 2, 'the backlog');
  });
});
