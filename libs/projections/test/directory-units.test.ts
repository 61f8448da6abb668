import { streams } from '@gps/domain';
import { ownerTimeKey } from '@gps/projections';
import { deviceStatusCodeOf } from '../src/projections/directory/device-telemetry';
import { telemetrySerialOf } from '../src/projections/directory/telemetry-stream';
import { streamIdOf } from '../src/projections/support';

describe('telemetrySerialOf', () => {
  it('takes the serial out of a day stream name', () => {
    const stream = streams.telemetry('358899051234567', Date.UTC(2024, 5, 1, 12));
    expect(telemetrySerialOf(stream)).toBe('358899051234567');
    // What the generic helper would have taken for the device id.
    expect(streamIdOf({ streamId: stream } as Parameters<typeof streamIdOf>[0])).toBe(
      '358899051234567-20240601',
    );
    expect(telemetrySerialOf('telemetry-1-20240601')).toBe('1');
  });

  it.each([
    'telemetrysnap-358899051234567',
    'device-358899051234567',
    'telemetry-358899051234567',
    'telemetry-3588990512x4567-20240601',
    'telemetry-358899051234567-2024060',
    'telemetry--20240601',
    'telemetry-123456789012345678901-20240601',
  ])('is null for %s', (stream) => {
    expect(telemetrySerialOf(stream)).toBeNull();
  });
});

describe('deviceStatusCodeOf', () => {
  it.each([
    [false, null, 1],
    [false, 'moving', 1],
    [false, 'stationary', 1],
    [true, 'moving', 2],
    [true, 'stationary', 3],
    [true, 'sleep', 3],
    [true, 'no_signal', 3],
    [true, null, 3],
  ] as const)('online %s, %s: %d', (online, vehicleStatus, code) => {
    expect(deviceStatusCodeOf({ deviceSerialNumber: '1', online, vehicleStatus })).toBe(code);
  });
});

describe('ownerTimeKey', () => {
  it('orders as time within one owner', () => {
    const keys = [9_000_000_000_000_000, 1_717_200_000_000_000, 999].map((t) => ownerTimeKey('north', t));
    expect(keys).toEqual(['north|09000000000000000', 'north|01717200000000000', 'north|00000000000000999']);
    expect([...keys].sort()).toEqual([keys[2], keys[1], keys[0]]);
  });
});
