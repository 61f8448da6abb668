import { deviceStatusCode, emptyTelemetrySnapshot, streams, type VehicleStatus } from '@gps/domain';
import { Collections, type DeviceDoc, type WarningDoc } from '@gps/projections';
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
  warningRaised,
  wentOffline,
} from './support/directory-harness';

/**
 * The directory projection over realistic telemetry: a device added, allocated and named, then two
 * UTC days of its day streams, each assertion on the whole device row or warning document.
 */

const SERIAL = '358899051234567';
const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);
const DAY1 = Date.UTC(2024, 5, 1, 8, 0, 0);
const DAY2 = Date.UTC(2024, 5, 2, 6, 0, 0);

let h: DirectoryHarness;

beforeEach(async () => {
  h = await DirectoryHarness.start();
  await h.append('fleet-north', [fleetCreated('north', ADDED - 2 * MINUTE)]);
  await h.append('fleet-northsub', [fleetCreated('northsub', ADDED - MINUTE, 'north')]);
  await h.append(streams.device(SERIAL), [
    deviceAdded(SERIAL, ADDED),
    deviceAllocated('north', null, null, ADDED + MINUTE),
    carNamed('Truck 7', ADDED + 2 * MINUTE),
  ]);
});
afterEach(() => h.stop());

/** The row before any telemetry: what the directory built from the device's own stream. */
const registered: DeviceDoc = {
  id: SERIAL,
  deviceId: SERIAL,
  deviceSerialNumber: SERIAL,
  carName: 'Truck 7',
  alias: null,
  deviceOwnerName: null,
  phoneNumber: null,
  email: null,
  simNumber: null,
  carElectricity: 1,
  firmwareVersion: null,
  model: null,
  speedLimitKmh: null,
  esimId: null,
  isValueAddedVisible: 1,
  serviceStatusCode: 1,
  status: 1,
  fleetId: 'north',
  fleetAlias: 'Fleet north',
  parentFleetId: null,
  planId: 0,
  planName: null,
  serviceExpiredDate: us(ADDED + 365 * 24 * 60 * MINUTE),
  valueExpiredDate: null,
  addressPlanExpiredDate: null,
  createDate: us(ADDED),
  deviceStatusCode: 1,
  warnings: 0,
  locateType: null,
  speed: null,
  isProtected: null,
  latitude: null,
  longitude: null,
  gpsLatitude: null,
  gpsLongitude: null,
  address: null,
  deviceIcon: 1,
  convertGpsToAddressTimes: 0,
  parkedAtMarker: null,
  hasPassword: false,
  allocated: 1,
  updatedTimestamp: us(ADDED + 2 * MINUTE),
  course: null,
  altitude: null,
  satellites: null,
  batteryLevel: null,
  batteryVoltage: null,
  powerVoltage: null,
  gsmSignal: null,
  acc: null,
  lastFixTimestamp: null,
  odometerMeters: null,
  deviceOdometerMeters: null,
  vehicleStatus: null,
  protection: null,
  online: false,
  lastSeenTimestamp: null,
  rejectedPositions: 0,
  rejectedPositionsByReason: {
    out_of_range: 0,
    invalid_fix: 0,
    zero_position: 0,
    future: 0,
    too_old: 0,
    duplicate: 0,
    impossible_jump: 0,
  },
};

// Day 1, in receipt order (each `t` is an `at`; fixes are taken 2 s before receipt).
const t1 = DAY1;
const t2 = DAY1 + 30 * SECOND;
const t3 = DAY1 + 60 * SECOND;
const t4 = DAY1 + 90 * SECOND;
const t5 = DAY1 + 2 * MINUTE;
const t6 = DAY1 + 3 * MINUTE;
const t7 = DAY1 + 4 * MINUTE;
const t8 = DAY1 + 6 * MINUTE;
const t9 = DAY1 + 7 * MINUTE;
const offlineAt = t9 + 20 * SECOND + 10 * MINUTE;

/** Day 1: parked, drives off, SOS while driving, a buffered old fix, a cell fix, armed, parked, garbage, offline. */
async function dayOne(): Promise<void> {
  await h.telemetry(SERIAL, [
    dayOpened(SERIAL, t1),
    cameOnline(t1),
    positionRecorded(t1, {
      latitude: 25.033,
      longitude: 121.5654,
      altitude: 12,
      satellites: 9,
      batteryLevel: 80,
      gsmSignal: 4,
      acc: true,
    }),
    statusChanged(t1, 'stationary'),
  ]);
}

/** A warning nobody handled yet. */
const NOT_HANDLED = { handled: false, handledByKind: null, handledBy: null, handledAt: null, note: null };

describe('directory projection: telemetry on the device row', () => {
  it('a device coming online with a first fix shows it, online and running (status 3)', async () => {
    await dayOne();
    expect(await h.mustDevice(SERIAL)).toEqual({
      ...registered,
      online: true,
      protection: 'none',
      isProtected: 0,
      latitude: 25.033,
      longitude: 121.5654,
      address: '台北市信義區西村里',
      gpsLatitude: 25.033,
      gpsLongitude: 121.5654,
      locateType: 1,
      speed: 0,
      course: 0,
      altitude: 12,
      satellites: 9,
      batteryLevel: 80,
      gsmSignal: 4,
      acc: true,
      lastFixTimestamp: us(t1 - 2 * SECOND),
      odometerMeters: 0,
      vehicleStatus: 'stationary',
      deviceStatusCode: 3,
      lastSeenTimestamp: us(t1),
      updatedTimestamp: us(t1),
    });
  });

  it('follows a whole day: positions, status, warnings, a late fix, a cell fix, arming, heartbeats, rejects, offline', async () => {
    await dayOne();
    // Drives off.
    await h.telemetry(SERIAL, [
      positionRecorded(t2, {
        latitude: 25.0335,
        longitude: 121.569,
        speed: 42,
        course: 90,
        altitude: 14,
        satellites: 10,
        gsmSignal: 5,
        acc: true,
        distanceMeters: 360,
        odometerMeters: 360,
      }),
      statusChanged(t2, 'moving'),
    ]);
    const moving = await h.mustDevice(SERIAL);
    expect(moving).toMatchObject({
      speed: 42,
      vehicleStatus: 'moving',
      deviceStatusCode: 2,
      batteryLevel: 80,
    });
    expect(moving.updatedTimestamp).toBe(us(t2));

    // SOS on the status word of a used fix: the warning is where the fix is.
    await h.telemetry(SERIAL, [
      positionRecorded(t3, {
        latitude: 25.034,
        longitude: 121.572,
        speed: 38,
        course: 80,
        altitude: 15,
        satellites: 10,
        acc: true,
        statusBits: 1,
        alarm: 'sos',
        distanceMeters: 320,
        odometerMeters: 680,
      }),
      warningRaised(SERIAL, t3, 'sos', 'status', { latitude: 25.034, longitude: 121.572 }),
    ]);
    const atSos = await h.mustDevice(SERIAL);

    // A buffered fix from before: history, not where the device is. Only "seen" moves.
    await h.telemetry(SERIAL, [
      positionRecorded(t4, {
        fixTime: t1 - 10 * MINUTE,
        latitude: 24.9,
        longitude: 121.4,
        speed: 60,
        course: 180,
        batteryLevel: 99,
        odometerMeters: 680,
        outOfOrder: true,
      }),
    ]);
    expect(await h.mustDevice(SERIAL)).toEqual({
      ...atSos,
      lastSeenTimestamp: us(t4),
      updatedTimestamp: us(t4),
    });

    // A cell-tower position: the map moves, the GPS-only pair stays on the last satellite fix.
    await h.telemetry(SERIAL, [
      positionRecorded(t5, { latitude: 25.05, longitude: 121.55, locateType: 'lbs', odometerMeters: 680 }),
    ]);
    await h.telemetry(SERIAL, [protectionChanged(t6, 'vibration')]);
    // The SOS bit goes low; an alarm packet (power cut) follows, at the last known position.
    await h.telemetry(SERIAL, [
      alarmCleared(t7, 'sos'),
      warningRaised(SERIAL, t7 + 5 * SECOND, 'power_cut', 'alarm', { latitude: 25.05, longitude: 121.55 }),
    ]);
    // Ignition off: parked.
    await h.telemetry(SERIAL, [
      heartbeat(t8, { batteryLevel: 76, batteryVoltage: 3.9, gsmSignal: 3, acc: false }),
      statusChanged(t8, 'stationary'),
    ]);
    await h.telemetry(SERIAL, [
      positionRejected(t9, 'zero_position'),
      positionRejected(t9 + 10 * SECOND, 'duplicate', { latitude: 25.05, longitude: 121.55 }),
      positionRejected(t9 + 20 * SECOND, 'zero_position'),
    ]);
    await h.telemetry(SERIAL, [wentOffline(offlineAt, t9 + 20 * SECOND)]);

    expect(await h.mustDevice(SERIAL)).toEqual({
      ...registered,
      online: false,
      deviceStatusCode: 1,
      vehicleStatus: 'stationary',
      protection: 'vibration',
      isProtected: 1,
      latitude: 25.05,
      longitude: 121.55,
      address: '台北市松山區美仁里',
      gpsLatitude: 25.034,
      gpsLongitude: 121.572,
      locateType: 2,
      speed: 0,
      course: 0,
      altitude: null,
      satellites: null,
      batteryLevel: 76,
      batteryVoltage: 3.9,
      gsmSignal: 3,
      acc: false,
      lastFixTimestamp: us(t5 - 2 * SECOND),
      odometerMeters: 680,
      warnings: 2,
      rejectedPositions: 3,
      rejectedPositionsByReason: { ...registered.rejectedPositionsByReason, zero_position: 2, duplicate: 1 },
      lastSeenTimestamp: us(t9 + 20 * SECOND),
      updatedTimestamp: us(offlineAt),
    });

    expect(await h.warnings(SERIAL)).toEqual([
      {
        id: `${SERIAL}-${t3}-sos`,
        deviceSerialNumber: SERIAL,
        carName: 'Truck 7',
        fleetId: 'north',
        parentFleetId: null,
        kind: 'sos',
        source: 'status',
        warningMessage: 'SOS alarm',
        placeName: null,
        timestamp: us(t3),
        receivedTimestamp: us(t3),
        latitude: 25.034,
        longitude: 121.572,
        cleared: true,
        clearedTimestamp: us(t7),
        ...NOT_HANDLED,
        deviceTimeKey: `${SERIAL}|0${us(t3)}`,
        fleetTimeKey: `north|0${us(t3)}`,
        mainFleetTimeKey: `north|0${us(t3)}`,
      },
      {
        id: `${SERIAL}-${t7 + 5 * SECOND}-power_cut`,
        deviceSerialNumber: SERIAL,
        carName: 'Truck 7',
        fleetId: 'north',
        parentFleetId: null,
        kind: 'power_cut',
        source: 'alarm',
        warningMessage: 'External power cut',
        placeName: null,
        timestamp: us(t7 + 5 * SECOND),
        receivedTimestamp: us(t7 + 5 * SECOND),
        latitude: 25.05,
        longitude: 121.55,
        cleared: false,
        clearedTimestamp: null,
        ...NOT_HANDLED,
        deviceTimeKey: `${SERIAL}|0${us(t7 + 5 * SECOND)}`,
        fleetTimeKey: `north|0${us(t7 + 5 * SECOND)}`,
        mainFleetTimeKey: `north|0${us(t7 + 5 * SECOND)}`,
      },
    ] satisfies WarningDoc[]);

    // Day 2: back online in a new day stream, driving; the odometer goes on from the carried total.
    await h.telemetry(SERIAL, [
      dayOpened(SERIAL, DAY2),
      cameOnline(DAY2),
      positionRecorded(DAY2, {
        latitude: 25.04,
        longitude: 121.56,
        speed: 20,
        course: 45,
        odometerMeters: 900,
      }),
      statusChanged(DAY2, 'moving'),
    ]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      online: true,
      vehicleStatus: 'moving',
      deviceStatusCode: 2,
      latitude: 25.04,
      gpsLatitude: 25.04,
      locateType: 1,
      odometerMeters: 900,
      protection: 'vibration',
      lastSeenTimestamp: us(DAY2),
      updatedTimestamp: us(DAY2),
    });
  });

  it('an out-of-order fix leaves every position field as it was', async () => {
    await dayOne();
    const before = await h.mustDevice(SERIAL);
    await h.telemetry(SERIAL, [
      positionRecorded(t2, {
        fixTime: t1 - 30 * MINUTE,
        latitude: 24,
        longitude: 120,
        speed: 80,
        locateType: 'gps',
        batteryLevel: 10,
        acc: false,
        odometerMeters: 0,
        outOfOrder: true,
      }),
    ]);
    const after = await h.mustDevice(SERIAL);
    expect(after).toEqual({ ...before, lastSeenTimestamp: us(t2), updatedTimestamp: us(t2) });
  });

  it('updatedTimestamp moves with every position, so lastLoadingTimestamp polling sees the device', async () => {
    await dayOne();
    const polled = async (since: number) =>
      (
        await h.read.find(Collections.devices, {
          filters: [{ field: 'updatedTimestamp', op: 'gt', value: since }],
        })
      ).rows.map((d) => d.id);
    const seenAt = (await h.mustDevice(SERIAL)).updatedTimestamp;
    expect(seenAt).toBe(us(t1));
    expect(await polled(seenAt)).toEqual([]);
    await h.telemetry(SERIAL, [positionRecorded(t2, { latitude: 25.04, odometerMeters: 10 })]);
    expect(await polled(seenAt)).toEqual([SERIAL]);
    expect((await h.mustDevice(SERIAL)).updatedTimestamp).toBe(us(t2));
    await h.telemetry(SERIAL, [positionRecorded(t3, { latitude: 25.05, odometerMeters: 20 })]);
    expect(await polled(us(t2))).toEqual([SERIAL]);
    expect((await h.mustDevice(SERIAL)).updatedTimestamp).toBe(us(t3));
  });

  it('never moves updatedTimestamp back when an event carries an earlier time than the last change', async () => {
    await dayOne();
    // An edit through the api at a later clock reading, then a packet received just before it.
    await h.append(streams.device(SERIAL), [carNamed('Truck 8', t3)]);
    await h.telemetry(SERIAL, [positionRecorded(t2, { latitude: 25.04 })]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({ latitude: 25.04, updatedTimestamp: us(t3) });
  });

  it('heartbeats keep readings they do not carry, and positions keep the heartbeat battery', async () => {
    await dayOne();
    await h.telemetry(SERIAL, [heartbeat(t2, { gsmSignal: 2 })]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      batteryLevel: 80,
      batteryVoltage: null,
      gsmSignal: 2,
      acc: true,
      lastSeenTimestamp: us(t2),
      updatedTimestamp: us(t2),
    });
    await h.telemetry(SERIAL, [heartbeat(t3, { batteryVoltage: 4.1, acc: false })]);
    await h.telemetry(SERIAL, [positionRecorded(t4, { satellites: 7 })]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      batteryLevel: 80,
      batteryVoltage: 4.1,
      gsmSignal: 2,
      acc: false,
      satellites: 7,
      altitude: null,
    });
  });

  it("keeps the vehicle's supply voltage and the device's own odometer until a report brings new ones", async () => {
    await dayOne();
    await h.telemetry(SERIAL, [
      positionRecorded(t2, { powerVoltage: 12.6, deviceOdometerMeters: 5_000, odometerMeters: 40 }),
    ]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      powerVoltage: 12.6,
      deviceOdometerMeters: 5_000,
      odometerMeters: 40,
    });
    // A heartbeat brings power only; a fix without the readings (an event of before) keeps both.
    await h.telemetry(SERIAL, [heartbeat(t3, { powerVoltage: 13.9 })]);
    await h.telemetry(SERIAL, [positionRecorded(t4, { odometerMeters: 90 })]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      powerVoltage: 13.9,
      deviceOdometerMeters: 5_000,
      odometerMeters: 90,
    });
    // A late fix is history: its odometer reading is not the device's latest.
    await h.telemetry(SERIAL, [
      positionRecorded(t5, { fixTime: t2 - SECOND, outOfOrder: true, deviceOdometerMeters: 4_990 }),
    ]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({ deviceOdometerMeters: 5_000 });
  });

  it('protection: 0 for none, 1 for every armed mode', async () => {
    await dayOne();
    for (const [protection, isProtected] of [
      ['sound', 1],
      ['combined', 1],
      ['vibration', 1],
      ['none', 0],
    ] as const) {
      await h.telemetry(SERIAL, [protectionChanged(t2, protection)]);
      expect(await h.mustDevice(SERIAL)).toMatchObject({ protection, isProtected });
    }
  });

  it('going offline keeps when the device was last seen', async () => {
    await dayOne();
    await h.telemetry(SERIAL, [heartbeat(t2, { gsmSignal: 3 })]);
    await h.telemetry(SERIAL, [wentOffline(t2 + 10 * MINUTE, t2)]);
    expect(await h.mustDevice(SERIAL)).toMatchObject({
      online: false,
      deviceStatusCode: 1,
      lastSeenTimestamp: us(t2),
      updatedTimestamp: us(t2 + 10 * MINUTE),
    });
  });

  it('counts rejected positions in total and per reason', async () => {
    await dayOne();
    const reasons = [
      'out_of_range',
      'future',
      'too_old',
      'impossible_jump',
      'future',
      'invalid_fix',
    ] as const;
    await h.telemetry(
      SERIAL,
      reasons.map((reason, i) => positionRejected(t2 + i * SECOND, reason)),
    );
    const doc = await h.mustDevice(SERIAL);
    expect(doc.rejectedPositions).toBe(6);
    expect(doc.rejectedPositionsByReason).toEqual({
      out_of_range: 1,
      invalid_fix: 1,
      zero_position: 0,
      future: 2,
      too_old: 1,
      duplicate: 0,
      impossible_jump: 1,
    });
    // A rejected fix moves nothing but "seen".
    expect(doc).toMatchObject({
      latitude: 25.033,
      longitude: 121.5654,
      lastSeenTimestamp: us(t2 + 5 * SECOND),
    });
  });

  it('telemetry of a device the directory does not know creates no device row', async () => {
    const stranger = '999000111';
    await h.telemetry(stranger, [
      dayOpened(stranger, t1),
      cameOnline(t1),
      positionRecorded(t1),
      warningRaised(stranger, t1, 'sos', 'alarm'),
    ]);
    expect(await h.device(stranger)).toBeUndefined();
    // Its warning is kept (it happened), in no fleet: only administrators see it.
    expect(await h.warnings(stranger)).toMatchObject([
      { carName: null, fleetId: null, parentFleetId: null, fleetTimeKey: null, mainFleetTimeKey: null },
    ]);
  });

  it('reads the serial from the day stream name, not from everything after the first dash', async () => {
    // A serial that is also a prefix of another: each event goes to exactly its own device.
    const short = '35889905';
    await h.append(streams.device(short), [deviceAdded(short, ADDED)]);
    await h.telemetry(short, [dayOpened(short, t1), cameOnline(t1), positionRecorded(t1, { latitude: 1.5 })]);
    expect(await h.mustDevice(short)).toMatchObject({ online: true, latitude: 1.5 });
    expect(await h.mustDevice(SERIAL)).toEqual(registered);
  });
});

describe('deviceStatusCode', () => {
  const statuses: (VehicleStatus | null)[] = [null, 'moving', 'stationary', 'sleep', 'no_signal'];
  const expected = (online: boolean, status: VehicleStatus | null) =>
    !online ? 1 : status === 'moving' ? 2 : 3;

  it.each(statuses.flatMap((status) => [true, false].map((online) => [online, status] as const)))(
    'online %s, vehicle status %s',
    async (online, status) => {
      await h.telemetry(SERIAL, [
        dayOpened(SERIAL, t1),
        cameOnline(t1),
        ...(status ? [statusChanged(t2, status)] : []),
        ...(online ? [] : [wentOffline(t2 + 10 * MINUTE, t2)]),
      ]);
      const doc = await h.mustDevice(SERIAL);
      expect(doc.online).toBe(online);
      expect(doc.vehicleStatus).toBe(status);
      expect(doc.deviceStatusCode).toBe(expected(online, status));
      // The same answer as the domain's rule on the decider's own snapshot.
      const snapshot = { ...emptyTelemetrySnapshot(SERIAL), online, vehicleStatus: status };
      expect(doc.deviceStatusCode).toBe(deviceStatusCode(snapshot));
    },
  );
});
