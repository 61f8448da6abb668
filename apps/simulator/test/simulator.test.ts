import { Simulator, type Protocol } from '../src';
import { FakeGt06Server } from './support/fake-gt06-server';
import { FakeH02Server } from './support/fake-h02-server';
import { FakeJt808Server } from './support/fake-jt808-server';
import { FakeOsmAndServer } from './support/fake-osmand-server';
import { waitFor } from './support/wait';

jest.setTimeout(60_000);

interface Fake {
  start(): Promise<number>;
  close(): Promise<void>;
  decodeErrors: string[];
  ids(): Set<string>;
}

function fake(protocol: Protocol): Fake {
  if (protocol === 'gt06') {
    const s = new FakeGt06Server();
    return Object.assign(s, { ids: () => new Set(s.of('login').map((r) => r.imei)) });
  }
  if (protocol === 'h02') {
    const s = new FakeH02Server();
    return Object.assign(s, { ids: () => new Set(s.received.map((r) => r.id)) });
  }
  if (protocol === 'jt808') {
    const s = new FakeJt808Server();
    return Object.assign(s, { ids: () => new Set(s.received.map((r) => r.id)) });
  }
  const s = new FakeOsmAndServer();
  return Object.assign(s, { ids: () => new Set(s.received.map((r) => r.message.deviceId)) });
}

describe('Simulator', () => {
  it.each(['gt06', 'h02', 'osmand', 'jt808'] as const)(
    'drives 200 %s vehicles against a server without errors',
    async (protocol) => {
      const server = fake(protocol);
      const port = await server.start();
      const errors: string[] = [];
      const simulator = new Simulator({
        devices: 200,
        protocol,
        port,
        intervalSeconds: 1,
        seed: 'ci',
        serialBase: '861000000000000',
        onError: (id, message) => errors.push(`${id}: ${message}`),
      });
      try {
        simulator.start();
        await waitFor(
          () => server.ids().size === 200 && simulator.counters.positionsSent >= 400,
          'every device to report',
        );
      } finally {
        await simulator.stop();
        await server.close();
      }
      const stats = simulator.stats();
      expect(errors).toEqual([]);
      expect(stats.errors).toBe(0);
      expect(server.decodeErrors).toEqual([]);
      expect(stats.acksReceived).toBeGreaterThan(0);
      const ids = [...server.ids()].sort();
      // IMEIs counted up from the base's first 14 digits, each with its check digit.
      expect(ids[0]).toBe('861000000000008');
      expect(ids[199]).toBe('861000000001998');
      const modes = stats.modes;
      expect(modes.driving + modes.parked + modes.sleeping + modes.offline).toBe(200);
      expect(stats.online).toBe(0); // all closed by stop()
    },
  );

  it('builds the same fleet from the same seed', () => {
    const a = new Simulator({ devices: 5, protocol: 'gt06', seed: 42 });
    const b = new Simulator({ devices: 5, protocol: 'gt06', seed: 42 });
    expect(a.devices.map((d) => d.vehicle.point)).toEqual(b.devices.map((d) => d.vehicle.point));
    expect(a.devices.map((d) => d.id)).toEqual([
      '860000000000009',
      '860000000000017',
      '860000000000025',
      '860000000000033',
      '860000000000041',
    ]);
  });

  it('refuses impossible options with a clear error', () => {
    expect(() => new Simulator({ devices: 0, protocol: 'gt06' })).toThrow('devices');
    expect(() => new Simulator({ devices: 2, protocol: 'gt06', serialBase: '999999999999999' })).toThrow(
      'no room',
    );
    expect(() => new Simulator({ devices: 1, protocol: 'gt06', intervalSeconds: 0 })).toThrow(
      'intervalSeconds',
    );
  });
});
