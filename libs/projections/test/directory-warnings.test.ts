import { streams } from '@gps/domain';
import { Collections, ownerTimeKeyRange, type WarningDoc } from '@gps/projections';
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
  us,
  warningHandled,
  warningRaised,
} from './support/directory-harness';

/** The warnings collection: one document per WarningRaised, closed by AlarmCleared, listed by tenant. */

const SERIAL = '358899051234567';
const OTHER = '358899059999999';
const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);
const T = Date.UTC(2024, 5, 1, 8, 0, 0);

let h: DirectoryHarness;

beforeEach(async () => {
  h = await DirectoryHarness.start();
  await h.append('fleet-north', [fleetCreated('north', ADDED - 2 * MINUTE)]);
  await h.append('fleet-northsub', [fleetCreated('northsub', ADDED - MINUTE, 'north')]);
  await h.append('fleet-south', [fleetCreated('south', ADDED - MINUTE)]);
  for (const serial of [SERIAL, OTHER]) {
    await h.append(streams.device(serial), [
      deviceAdded(serial, ADDED),
      deviceAllocated('north', null, null, ADDED),
    ]);
  }
  await h.append(streams.device(SERIAL), [carNamed('Truck 7', ADDED + MINUTE)]);
  await h.telemetry(SERIAL, [dayOpened(SERIAL, T), cameOnline(T)]);
  await h.telemetry(OTHER, [dayOpened(OTHER, T), cameOnline(T)]);
});
afterEach(() => h.stop());

const summary = (w: WarningDoc) => [w.kind, w.source, w.timestamp, w.cleared, w.clearedTimestamp];

describe('directory projection: warnings', () => {
  it('a warning keeps the fleet and car name it had when raised, after the device moves', async () => {
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + MINUTE, 'vibration', 'alarm')]);
    await h.append(streams.device(SERIAL), [
      deviceAllocated('northsub', 'north', 'north', T + 2 * MINUTE),
      carNamed('Truck 7b', T + 2 * MINUTE),
    ]);
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + 3 * MINUTE, 'vibration', 'alarm')]);
    await h.append(streams.device(SERIAL), [deviceAllocated('south', 'northsub', null, T + 4 * MINUTE)]);
    await h.telemetry(SERIAL, [
      warningRaised(SERIAL, T + 5 * MINUTE, 'tow', 'alarm', { latitude: 25, longitude: 121 }),
    ]);

    const rows = await h.warnings(SERIAL);
    expect(
      rows.map((w) => [w.carName, w.fleetId, w.parentFleetId, w.fleetTimeKey, w.mainFleetTimeKey]),
    ).toEqual([
      ['Truck 7', 'north', null, `north|0${us(T + MINUTE)}`, `north|0${us(T + MINUTE)}`],
      ['Truck 7b', 'northsub', 'north', `northsub|0${us(T + 3 * MINUTE)}`, `north|0${us(T + 3 * MINUTE)}`],
      ['Truck 7b', 'south', null, `south|0${us(T + 5 * MINUTE)}`, `south|0${us(T + 5 * MINUTE)}`],
    ]);
    expect(rows[2]).toEqual({
      id: `${SERIAL}-${T + 5 * MINUTE}-tow`,
      deviceSerialNumber: SERIAL,
      carName: 'Truck 7b',
      fleetId: 'south',
      parentFleetId: null,
      kind: 'tow',
      source: 'alarm',
      warningMessage: 'Vehicle towed',
      placeName: null,
      timestamp: us(T + 5 * MINUTE),
      receivedTimestamp: us(T + 5 * MINUTE),
      latitude: 25,
      longitude: 121,
      cleared: false,
      clearedTimestamp: null,
      handled: false,
      handledByKind: null,
      handledBy: null,
      handledAt: null,
      note: null,
      deviceTimeKey: `${SERIAL}|0${us(T + 5 * MINUTE)}`,
      fleetTimeKey: `south|0${us(T + 5 * MINUTE)}`,
      mainFleetTimeKey: `south|0${us(T + 5 * MINUTE)}`,
    });
    expect((await h.mustDevice(SERIAL)).warnings).toBe(3);
  });

  it('AlarmCleared closes the latest open status warning of its kind on that device, and nothing else', async () => {
    await h.telemetry(OTHER, [warningRaised(OTHER, T + 10 * SECOND, 'sos', 'status')]);
    await h.telemetry(SERIAL, [
      warningRaised(SERIAL, T + 10 * SECOND, 'sos', 'status'),
      warningRaised(SERIAL, T + 20 * SECOND, 'power_cut', 'status'),
      // An SOS packet while the SOS bit is set: a one-off, never cleared.
      warningRaised(SERIAL, T + 80 * SECOND, 'sos', 'alarm'),
      alarmCleared(T + 2 * MINUTE, 'sos'),
      warningRaised(SERIAL, T + 5 * MINUTE, 'sos', 'status'),
      alarmCleared(T + 6 * MINUTE, 'sos'),
      // Nothing open of this kind: changes nothing.
      alarmCleared(T + 7 * MINUTE, 'sos'),
    ]);
    expect((await h.warnings(SERIAL)).map(summary)).toEqual([
      ['sos', 'status', us(T + 10 * SECOND), true, us(T + 2 * MINUTE)],
      ['power_cut', 'status', us(T + 20 * SECOND), false, null],
      ['sos', 'alarm', us(T + 80 * SECOND), false, null],
      ['sos', 'status', us(T + 5 * MINUTE), true, us(T + 6 * MINUTE)],
    ]);
    expect((await h.warnings(OTHER)).map(summary)).toEqual([
      ['sos', 'status', us(T + 10 * SECOND), false, null],
    ]);
    expect((await h.mustDevice(SERIAL)).warnings).toBe(4);
    expect((await h.mustDevice(OTHER)).warnings).toBe(1);
  });

  it('a status alarm raised one day is cleared the next (another day stream)', async () => {
    const nextDay = T + 24 * 60 * MINUTE;
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + MINUTE, 'low_battery', 'status')]);
    await h.telemetry(SERIAL, [dayOpened(SERIAL, nextDay), alarmCleared(nextDay, 'low_battery')]);
    expect((await h.warnings(SERIAL)).map(summary)).toEqual([
      ['low_battery', 'status', us(T + MINUTE), true, us(nextDay)],
    ]);
  });

  it('the same warning id twice is one warning, counted once', async () => {
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + MINUTE, 'sos', 'status')]);
    await h.telemetry(SERIAL, [alarmCleared(T + 2 * MINUTE, 'sos')]);
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + MINUTE, 'sos', 'status')]);
    expect((await h.warnings(SERIAL)).map(summary)).toEqual([
      ['sos', 'status', us(T + MINUTE), true, us(T + 2 * MINUTE)],
    ]);
    expect((await h.mustDevice(SERIAL)).warnings).toBe(1);
  });

  it('WarningHandled marks its warning handled with who, when and the note, and nothing else', async () => {
    await h.telemetry(SERIAL, [
      warningRaised(SERIAL, T + MINUTE, 'sos', 'alarm'),
      warningRaised(SERIAL, T + 2 * MINUTE, 'tow', 'alarm'),
    ]);
    await h.append(streams.warning(`${SERIAL}-${T + MINUTE}-sos`), [
      warningHandled(`${SERIAL}-${T + MINUTE}-sos`, T + 3 * MINUTE, 'Driver called: fine'),
    ]);
    const handling = (w: WarningDoc) => [
      w.kind,
      w.handled,
      w.handledByKind,
      w.handledBy,
      w.handledAt,
      w.note,
    ];
    expect((await h.warnings(SERIAL)).map(handling)).toEqual([
      ['sos', true, 'fleet', 'north-ops', us(T + 3 * MINUTE), 'Driver called: fine'],
      ['tow', false, null, null, null, null],
    ]);
  });

  it('offline warnings are listed but not counted on the device row (its online flag says it)', async () => {
    await h.telemetry(SERIAL, [
      warningRaised(SERIAL, T + MINUTE, 'offline', 'alarm'),
      warningRaised(SERIAL, T + 2 * MINUTE, 'overspeed', 'alarm'),
    ]);
    expect((await h.warnings(SERIAL)).map((w) => w.kind)).toEqual(['offline', 'overspeed']);
    expect((await h.mustDevice(SERIAL)).warnings).toBe(1);
  });

  it('lists a device, a fleet, or a main fleet with its sub-fleets newest first, within a period', async () => {
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + 1 * MINUTE, 'sos', 'alarm')]);
    await h.telemetry(OTHER, [warningRaised(OTHER, T + 2 * MINUTE, 'tow', 'alarm')]);
    await h.append(streams.device(OTHER), [deviceAllocated('northsub', 'north', 'north', T + 3 * MINUTE)]);
    await h.telemetry(OTHER, [warningRaised(OTHER, T + 4 * MINUTE, 'door', 'alarm')]);
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + 5 * MINUTE, 'fall', 'alarm')]);
    const list = async (...args: Parameters<typeof ownerTimeKeyRange>) =>
      (await h.read.find(Collections.warnings, ownerTimeKeyRange(...args))).rows.map((w) => w.kind);

    expect(await list('deviceTimeKey', SERIAL)).toEqual(['fall', 'sos']);
    expect(await list('deviceTimeKey', OTHER)).toEqual(['door', 'tow']);
    expect(await list('fleetTimeKey', 'north')).toEqual(['fall', 'tow', 'sos']);
    expect(await list('fleetTimeKey', 'northsub')).toEqual(['door']);
    expect(await list('mainFleetTimeKey', 'north')).toEqual(['fall', 'door', 'tow', 'sos']);
    expect(await list('mainFleetTimeKey', 'northsub')).toEqual([]);
    expect(await list('fleetTimeKey', 'south')).toEqual([]);
    // [from, to): the bound at `to` is out, the one at `from` in.
    expect(
      await list('mainFleetTimeKey', 'north', { from: us(T + 2 * MINUTE), to: us(T + 5 * MINUTE) }),
    ).toEqual(['door', 'tow']);
    // A fleet id that is a prefix of another (north / northsub) never sees the other's warnings.
    expect(await list('fleetTimeKey', 'nort')).toEqual([]);
  });

  it('a warning uploaded today with a fix time of yesterday is listed in yesterday, by when it happened', async () => {
    const today = T + 24 * 60 * MINUTE;
    const yesterdayLunch = T + 4 * 60 * MINUTE;
    const lunchSos = `${SERIAL}-${today + MINUTE}-sos`;
    await h.telemetry(SERIAL, [warningRaised(SERIAL, T + MINUTE, 'tow', 'alarm')]);
    await h.telemetry(SERIAL, [
      dayOpened(SERIAL, today),
      warningRaised(SERIAL, today, 'vibration', 'alarm'),
      // A buffered upload: received today, happened at lunch yesterday.
      warningRaised(SERIAL, today + MINUTE, 'sos', 'alarm', {
        latitude: 25,
        longitude: 121,
        occurredAt: yesterdayLunch,
      }),
    ]);
    const list = async (period?: { from: number; to: number }) =>
      (await h.read.find(Collections.warnings, ownerTimeKeyRange('fleetTimeKey', 'north', period))).rows.map(
        (w) => w.kind,
      );
    const day = (start: number) => ({ from: us(start), to: us(start + 24 * 60 * MINUTE) });
    const yesterday = Date.UTC(2024, 5, 1);

    expect(await list(day(yesterday))).toEqual(['sos', 'tow']);
    expect(await list(day(yesterday + 24 * 60 * MINUTE))).toEqual(['vibration']);
    expect(await list()).toEqual(['vibration', 'sos', 'tow']);
    expect(await h.read.get(Collections.warnings, lunchSos)).toMatchObject({
      timestamp: us(yesterdayLunch),
      receivedTimestamp: us(today + MINUTE),
      deviceTimeKey: `${SERIAL}|0${us(yesterdayLunch)}`,
      mainFleetTimeKey: `north|0${us(yesterdayLunch)}`,
    });
  });
});
