import {
  streams,
  type DomainEvent,
  type MarkerEventData,
  type StopEndedData,
  type StopStartedData,
} from '@gps/domain';
import { DirectoryHarness, MINUTE, deviceAdded } from './support/directory-harness';

/** The device row's parkedAtMarker: its stop under way within 150 m of one of its markers. */

const SERIAL = '358899051230002';
const ADDED = Date.UTC(2024, 5, 1, 7, 0, 0);
const METERS_PER_DEGREE = 111_195;
const HOME = { latitude: 25.04, longitude: 121.56 };
const north = (meters: number) => ({
  latitude: HOME.latitude + meters / METERS_PER_DEGREE,
  longitude: HOME.longitude,
});

const ev = <E extends DomainEvent>(type: E['type'], data: E['data']): E => ({ type, version: 1, data }) as E;
const marker = (type: 'MarkerAdded' | 'MarkerChanged' | 'MarkerRemoved', at: number, point = HOME) =>
  ev<DomainEvent<typeof type, MarkerEventData>>(type, {
    serialNumber: SERIAL,
    marker: { markerId: 'm-home', alias: '住家', remark: null, targetType: 0, markerType: 0, ...point },
    at,
  });
const stopStarted = (at: number, point: { latitude: number; longitude: number }) =>
  ev<DomainEvent<'StopStarted', StopStartedData>>('StopStarted', {
    at,
    startedAt: at,
    odometerMeters: 0,
    ...point,
  });
const stopEnded = (at: number, startedAt: number, point: { latitude: number; longitude: number }) =>
  ev<DomainEvent<'StopEnded', StopEndedData>>('StopEnded', {
    at,
    startedAt,
    endedAt: at,
    durationMs: at - startedAt,
    overtime: false,
    ...point,
  });

let h: DirectoryHarness;

beforeEach(async () => {
  h = await DirectoryHarness.start();
  await h.append(streams.device(SERIAL), [deviceAdded(SERIAL, ADDED)]);
  await h.append(streams.places(SERIAL), [marker('MarkerAdded', ADDED)]);
});
afterEach(() => h.stop());

const parked = async () => (await h.mustDevice(SERIAL)).parkedAtMarker;

test('a stop 80 m from Home is parked at Home, until it ends', async () => {
  const start = ADDED + MINUTE;
  await h.telemetry(SERIAL, [stopStarted(start, north(80))]);
  expect(await parked()).toEqual({ id: 'm-home', alias: '住家', targetType: 0, distanceMeters: 80 });
  await h.telemetry(SERIAL, [stopEnded(start + 10 * MINUTE, start, north(80))]);
  expect(await parked()).toBeNull();
});

test('a stop 200 m away is at no marker; moving Home next to the parked vehicle puts it there, removing it clears it', async () => {
  await h.telemetry(SERIAL, [stopStarted(ADDED + MINUTE, north(200))]);
  expect(await parked()).toBeNull();
  await h.append(streams.places(SERIAL), [marker('MarkerChanged', ADDED + 2 * MINUTE, north(190))]);
  expect((await parked())?.distanceMeters).toBe(10);
  await h.append(streams.places(SERIAL), [marker('MarkerRemoved', ADDED + 3 * MINUTE, north(190))]);
  expect(await parked()).toBeNull();
});
