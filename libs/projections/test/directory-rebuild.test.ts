import {
  DEFAULT_TELEMETRY_CONFIG,
  deviceStatusCode,
  emptyTelemetrySnapshot,
  snapshotOf,
  streams,
  telemetryDayOf,
  telemetryDecider,
  type PositionReport,
  type TelemetryCommand,
  type TelemetryEvent,
  type TelemetryState,
} from '@gps/domain';
import { Collections, LocateTypeCode, ProjectionRunner, directoryProjection } from '@gps/projections';
import {
  DirectoryHarness,
  MINUTE,
  SECOND,
  alarmCleared,
  cameOnline,
  carNamed,
  dayOpened,
  deviceAdded,
  deviceAllocated,
  fleetCreated,
  heartbeat,
  positionRecorded,
  positionRejected,
  protectionChanged,
  statusChanged,
  us,
  warningHandled,
  warningRaised,
  wentOffline,
} from './support/directory-harness';

const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);
const T = Date.UTC(2024, 5, 1, 23, 50, 0); // ten minutes before midnight: histories cross a day

let h: DirectoryHarness;
beforeEach(async () => {
  h = await DirectoryHarness.start();
});
afterEach(() => h.stop());

/** Fleets, two devices, two days of telemetry with warnings raised, cleared, and a move in between. */
async function history(): Promise<void> {
  const [a, b] = ['358899051234567', '8613800000001'];
  await h.append('fleet-north', [fleetCreated('north', ADDED)]);
  await h.append('fleet-northsub', [fleetCreated('northsub', ADDED, 'north')]);
  for (const s of [a, b])
    await h.append(streams.device(s), [deviceAdded(s, ADDED), deviceAllocated('north', null, null, ADDED)]);
  await h.append(streams.device(a), [carNamed('Truck 7', ADDED + MINUTE)]);
  for (const s of [a, b]) {
    await h.telemetry(s, [
      dayOpened(s, T),
      cameOnline(T),
      positionRecorded(T, { speed: 30, odometerMeters: 0, batteryLevel: 90, acc: true }),
      // Readings added later: events with and without them replay alike.
      positionRecorded(T + 10 * SECOND, { powerVoltage: 13.8, deviceOdometerMeters: 120_400 }),
      statusChanged(T, 'moving'),
      warningRaised(s, T + SECOND, 'sos', 'status', { latitude: 25.033964, longitude: 121.564468 }),
      positionRecorded(T + 30 * SECOND, { fixTime: T - 5 * MINUTE, outOfOrder: true }),
      positionRejected(T + 40 * SECOND, 'impossible_jump', { latitude: 26, longitude: 122 }),
      protectionChanged(T + MINUTE, 'combined'),
    ]);
  }
  await h.append(streams.device(b), [deviceAllocated('northsub', 'north', 'north', T + 2 * MINUTE)]);
  const midnight = Date.UTC(2024, 5, 2);
  for (const s of [a, b]) {
    await h.telemetry(s, [
      dayOpened(s, midnight + MINUTE),
      alarmCleared(midnight + MINUTE, 'sos'),
      warningRaised(s, midnight + 2 * MINUTE, 'power_cut', 'alarm'),
      // Uploaded after midnight, happened the day before: listed by when it happened.
      warningRaised(s, midnight + 2 * MINUTE, 'tow', 'alarm', {
        latitude: 25.04,
        longitude: 121.56,
        occurredAt: T + 2 * MINUTE,
      }),
      heartbeat(midnight + 3 * MINUTE, { batteryLevel: 40, acc: false, powerVoltage: 12.1 }),
      statusChanged(midnight + 3 * MINUTE, 'stationary'),
      positionRecorded(midnight + 4 * MINUTE, {
        locateType: 'lbs',
        latitude: 25.1,
        longitude: 121.6,
        odometerMeters: 500,
      }),
      wentOffline(midnight + 20 * MINUTE, midnight + 4 * MINUTE),
    ]);
  }
  // A person handles one warning, in the warning's own stream.
  const sos = `${a}-${T + SECOND}-sos`;
  await h.append(streams.warning(sos), [warningHandled(sos, midnight + 30 * MINUTE, 'Checked')]);
}

describe('directory projection: rebuilds', () => {
  it('rebuilding twice gives byte-for-byte the live fleets, devices and warnings', async () => {
    await history();
    const live = await h.dump();
    expect((await h.read.dump(Collections.warnings)).length).toBe(6);
    expect((await h.read.dump(Collections.warnings)).filter((w) => w.handled)).toHaveLength(1);
    await h.runner.rebuild('directory');
    expect(await h.dump()).toBe(live);
    await h.runner.rebuild('directory');
    expect(await h.dump()).toBe(live);
    // Still live afterwards, and a restart from the checkpoint applies nothing twice.
    await h.telemetry('8613800000001', [
      warningRaised('8613800000001', Date.UTC(2024, 5, 2, 1), 'tow', 'alarm'),
    ]);
    await h.runner.stop();
    const restarted = new ProjectionRunner(h.events, h.read, [directoryProjection]);
    await restarted.start();
    await restarted.waitFor((await h.events.headPosition()) as bigint);
    expect((await h.mustDevice('8613800000001')).warnings).toBe(4);
    await restarted.stop();
  });
});

describe('directory projection: agrees with the telemetry decider', () => {
  const SERIAL = '358899051234567';
  const config = DEFAULT_TELEMETRY_CONFIG;
  const report = (fixTime: number, over: Partial<PositionReport> = {}): PositionReport => ({
    fixTime,
    valid: true,
    latitude: 25,
    longitude: 121.5,
    speedKmh: 0,
    course: 0,
    locateType: 'gps',
    ...over,
  });

  it('after every command, the row shows what the decider decided on', async () => {
    await h.append('fleet-north', [fleetCreated('north', ADDED)]);
    await h.append(streams.device(SERIAL), [
      deviceAdded(SERIAL, ADDED),
      deviceAllocated('north', null, null, ADDED),
    ]);

    // What the ingest does (docs/decisions/telemetry.md): one state per day, carried into the next.
    let day = '';
    let state: TelemetryState = telemetryDecider.initialState;
    let carried = emptyTelemetrySnapshot(SERIAL);
    const send = async (command: TelemetryCommand): Promise<TelemetryEvent[]> => {
      const at = command.type === 'MarkOffline' ? command.at : command.receivedAt;
      if (telemetryDayOf(at) !== day) {
        carried = snapshotOf(state) ?? carried;
        state = telemetryDecider.initialState;
        day = telemetryDayOf(at);
      }
      const events = telemetryDecider.decide({ ...command, carried }, state);
      if (events.length > 0) await h.append(streams.telemetry(SERIAL, at), events);
      state = events.reduce(telemetryDecider.evolve, state);
      return events;
    };
    const base = { serial: SERIAL, config };
    const position = (at: number, over: Partial<PositionReport> = {}, fixTime = at - SECOND) =>
      send({ ...base, type: 'RecordPosition', receivedAt: at, report: report(fixTime, over) });

    const seen = new Set<string>();
    const check = async () => {
      const device = snapshotOf(state);
      if (device === null) throw new Error('no day opened');
      const doc = await h.mustDevice(SERIAL);
      expect(doc).toMatchObject({
        online: device.online,
        vehicleStatus: device.vehicleStatus,
        deviceStatusCode: deviceStatusCode(state),
        protection: device.protection,
        isProtected: device.protection === 'none' ? 0 : 1,
        acc: device.acc,
        lastSeenTimestamp: device.lastSeenAt === null ? null : us(device.lastSeenAt),
      });
      if (device.lastPosition) {
        expect(doc).toMatchObject({
          latitude: device.lastPosition.latitude,
          longitude: device.lastPosition.longitude,
          speed: device.lastPosition.speed,
          course: device.lastPosition.course,
          locateType: LocateTypeCode[device.lastPosition.locateType],
          lastFixTimestamp: us(device.lastPosition.fixTime),
          odometerMeters: device.odometerMeters,
        });
      }
      expect([doc.gpsLatitude, doc.gpsLongitude]).toEqual([
        device.lastGpsFix?.latitude ?? null,
        device.lastGpsFix?.longitude ?? null,
      ]);
      const open = await h.read.find(Collections.warnings, {
        filters: [
          { field: 'source', op: 'eq', value: 'status' },
          { field: 'cleared', op: 'eq', value: false },
        ],
      });
      expect(open.rows.map((w) => w.kind).sort()).toEqual([...device.activeAlarms].sort());
      for (const e of await h.events.readAll({ limit: 100_000 })) seen.add(e.type);
    };

    const T0 = Date.UTC(2024, 5, 1, 23, 50, 0);
    let at = T0;
    let north = 25;
    // Parked with ignition on, then drives north at about 43 km/h, SOS bit set and later cleared.
    await position(at, { acc: true, satellites: 8, batteryLevel: 90, statusBits: 0 });
    await check();
    for (let i = 1; i <= 6; i++) {
      at += 30 * SECOND;
      north += 0.0032;
      const sos = i >= 3 && i <= 4;
      await position(at, {
        latitude: north,
        speedKmh: 43,
        course: 0,
        acc: true,
        statusBits: sos ? 1 : 0,
        ...(sos ? { alarm: 'sos' } : {}),
        armed: i >= 5,
      });
      await check();
    }
    // Garbage and a cell fix, a buffered old fix, an alarm packet, parked, heartbeats.
    await position((at += 10 * SECOND), { latitude: 0, longitude: 0 });
    await check();
    await position((at += 10 * SECOND), { latitude: 25.3, longitude: 121.7, locateType: 'lbs' });
    await check();
    await position((at += 10 * SECOND), { latitude: 24.99, speedKmh: 50 }, T0 - 20 * MINUTE);
    await check();
    await send({ ...base, type: 'RecordAlarm', receivedAt: (at += 10 * SECOND), alarm: 'power_cut' });
    await check();
    await send({
      ...base,
      type: 'RecordHeartbeat',
      receivedAt: (at += MINUTE),
      acc: false,
      batteryLevel: 70,
      gsmSignal: 3,
    });
    await check();
    // Silent past midnight: the sweeper marks it offline in the new day's stream.
    await send({ ...base, type: 'MarkOffline', at: (at += 11 * MINUTE) });
    await check();
    expect(telemetryDayOf(at)).toBe('20240602');
    // Back, driving again on day 2.
    for (let i = 0; i < 3; i++) {
      at += 30 * SECOND;
      north += 0.003;
      await position(at, { latitude: north, speedKmh: 40, acc: true });
      await check();
    }
    await send({
      ...base,
      type: 'RecordHeartbeat',
      receivedAt: (at += 20 * MINUTE),
      acc: false,
      sleeping: true,
    });
    await check();

    // The history exercised every kind of telemetry event the row reacts to.
    expect([...seen].filter((t) => directoryProjection.handles.includes(t)).sort()).toEqual(
      [
        'AlarmCleared',
        'DeviceCameOnline',
        'DeviceWentOffline',
        'HeartbeatReceived',
        'PositionRecorded',
        'PositionRejected',
        'ProtectionChanged',
        'VehicleStatusChanged',
        'WarningRaised',
        'DeviceAdded',
        'DeviceAllocated',
        'FleetCreated',
      ].sort(),
    );
    expect(seen.has('TelemetryDayOpened')).toBe(true);
  });
});

describe('directory projection: volume', () => {
  it('projects 10,000 positions of 100 devices', async () => {
    const DEVICES = 100;
    const POSITIONS = 100;
    const serials = Array.from({ length: DEVICES }, (_, i) => String(8613800000000 + i));
    await h.append('fleet-north', [fleetCreated('north', ADDED)]);
    const start = Date.UTC(2024, 5, 1, 8, 0, 0);
    for (const s of serials) {
      const fixes = Array.from({ length: POSITIONS }, (_, i) =>
        positionRecorded(start + i * 10 * SECOND, {
          latitude: 25 + i * 0.0001,
          speed: 30,
          distanceMeters: 11.1,
          odometerMeters: Math.round(i * 111) / 10,
        }),
      );
      await h.events.append(
        streams.device(s),
        [deviceAdded(s, ADDED), deviceAllocated('north', null, null, ADDED)].map(toNew),
        'any',
      );
      await h.events.append(
        streams.telemetry(s, start),
        [dayOpened(s, start), cameOnline(start), statusChanged(start, 'moving'), ...fixes].map(toNew),
        'any',
      );
    }
    await h.runner.waitFor((await h.events.headPosition()) as bigint, 120_000);
    const last = start + (POSITIONS - 1) * 10 * SECOND;
    for (const s of serials) {
      expect(await h.mustDevice(s)).toMatchObject({
        latitude: 25 + (POSITIONS - 1) * 0.0001,
        odometerMeters: Math.round((POSITIONS - 1) * 111) / 10,
        deviceStatusCode: 2,
        lastFixTimestamp: us(last - 2 * SECOND),
        updatedTimestamp: us(last),
      });
    }
    const fleet = await h.read.get(Collections.fleets, 'north');
    expect(fleet?.numberOfDevices).toBe(DEVICES);
  });
});

let ids = 0;
function toNew(e: { type: string; data: object }) {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    type: e.type,
    data: { ...e.data },
  };
}
