import { ONLINE_BUCKETS } from '@gps/codes';
import { streams } from '@gps/domain';
import { Collections, onlineBucketRanges, presenceOf, type DeviceDoc } from '@gps/projections';
import {
  DAY,
  DirectoryHarness,
  MINUTE,
  cameOnline,
  deviceAdded,
  deviceAllocated,
  fleetCreated,
  positionRecorded,
  statusChanged,
  us,
  wentOffline,
} from './support/directory-harness';

const SERIAL = '358899051234568';
const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);

/**
 * The presence the directory keeps beside each device row (docs/decisions/online-buckets.md): its
 * key follows the device online, asleep, awake and offline, and its fleet follows a move.
 */
describe('device presence', () => {
  let h: DirectoryHarness;

  beforeEach(async () => {
    h = await DirectoryHarness.start();
    await h.append('fleet-north', [fleetCreated('north', ADDED - MINUTE)]);
  });
  afterEach(() => h.stop());

  const presence = () => h.read.get(Collections.devicePresence, SERIAL);

  it('follows the device from added to online, asleep, awake and offline since its last packet', async () => {
    await h.append(streams.device(SERIAL), [deviceAdded(SERIAL, ADDED)]);
    expect(await presence()).toEqual({
      id: SERIAL,
      fleetId: null,
      presenceKey: `4|${String(us(ADDED)).padStart(17, '0')}`,
    });
    await h.append(streams.device(SERIAL), [deviceAllocated('north', null, null, ADDED + MINUTE)]);
    expect(await presence()).toMatchObject({ fleetId: 'north' });

    const on = ADDED + DAY;
    await h.telemetry(SERIAL, [cameOnline(on), positionRecorded(on + MINUTE)]);
    expect(await presence()).toMatchObject({ presenceKey: '3|' });
    await h.telemetry(SERIAL, [statusChanged(on + 2 * MINUTE, 'sleep')]);
    expect(await presence()).toMatchObject({ presenceKey: '1|' });
    await h.telemetry(SERIAL, [statusChanged(on + 3 * MINUTE, 'stationary')]);
    expect(await presence()).toMatchObject({ presenceKey: '3|' });
    // Swept ten minutes after its last packet: offline since that packet.
    await h.telemetry(SERIAL, [wentOffline(on + 13 * MINUTE, on + 3 * MINUTE)]);
    expect(await presence()).toEqual({
      id: SERIAL,
      fleetId: 'north',
      presenceKey: `2|${String(us(on + 3 * MINUTE)).padStart(17, '0')}`,
    });
  });
});

describe('online bucket ranges', () => {
  const NOW = us(Date.UTC(2026, 10, 1, 8));
  const device = (over: Partial<DeviceDoc>) =>
    presenceOf({
      id: SERIAL,
      fleetId: null,
      online: false,
      vehicleStatus: null,
      lastSeenTimestamp: null,
      createDate: NOW - us(DAY),
      ...over,
    }).presenceKey;

  it('put every device in exactly one bucket, whatever its state and times', () => {
    const ranges = onlineBucketRanges(NOW);
    const times = [0, 1, NOW - us(400 * DAY), NOW - us(91 * DAY), NOW - us(DAY), NOW - 1, NOW, NOW + us(DAY)];
    const keys = [
      device({ online: true }),
      device({ online: true, vehicleStatus: 'sleep' }),
      ...times.map((t) => device({ lastSeenTimestamp: t })),
      ...times.map((t) => device({ createDate: t })),
    ];
    for (const key of keys) {
      const holding = ONLINE_BUCKETS.filter((b) => key >= ranges[b].from && key < ranges[b].to);
      expect({ key, holding: holding.length }).toEqual({ key, holding: 1 });
    }
  });
});
