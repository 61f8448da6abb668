import {
  FULL_RIGHTS,
  PLACE_EVENT_TYPES,
  PLACE_LIMITS,
  assertPlacesInService,
  canEditPlaces,
  canViewPlaces,
  placesDecider,
  serviceHasExpired,
  streams,
  type Actor,
  type AddFence,
  type AddMarker,
  type PlaceCommand,
  type PlaceEvent,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const run = givenWhenThen(placesDecider);
const AT = 1_700_000_000_000;
const SERIAL = '358899051234567';

function circle(overrides: Partial<Record<keyof AddFence, unknown>> = {}): AddFence {
  return {
    type: 'AddFence',
    serialNumber: SERIAL,
    fenceId: 'f1',
    alias: 'Home',
    fenceType: 1,
    coordinates: ['25.0330,121.5654', '25.0340,121.5654'],
    radius: 111,
    isEnterWarning: true,
    isExitWarning: false,
    remark: 'garage',
    targetType: 0,
    at: AT,
    ...overrides,
  } as AddFence;
}

const polygon = (coordinates: unknown, fenceId = 'f2'): AddFence =>
  circle({ fenceId, fenceType: 2, coordinates, radius: undefined, alias: 'Depot', targetType: 2 });

function marker(overrides: Partial<Record<keyof AddMarker, unknown>> = {}): AddMarker {
  return {
    type: 'AddMarker',
    serialNumber: SERIAL,
    markerId: 'm1',
    alias: 'Company',
    latitude: 25.04,
    longitude: 121.56,
    remark: undefined,
    targetType: 1,
    markerType: 0,
    at: AT,
    ...overrides,
  } as AddMarker;
}

const fieldOf = (command: PlaceCommand, given: PlaceEvent[] = []) => errorOf(run(given, command)).detail;

describe('places: a device fences and markers', () => {
  it('lives in one stream per device and names its events', () => {
    expect(streams.places(SERIAL)).toBe(`places-${SERIAL}`);
    expect(PLACE_EVENT_TYPES).toEqual([
      'FenceAdded',
      'FenceChanged',
      'FenceRemoved',
      'MarkerAdded',
      'MarkerChanged',
      'MarkerRemoved',
    ]);
  });

  it('adds a circle carrying the whole fence, coordinates as numbers', () => {
    expect(eventsOf(run([], circle()))).toEqual([
      {
        type: 'FenceAdded',
        version: 1,
        data: {
          serialNumber: SERIAL,
          fence: {
            fenceId: 'f1',
            alias: 'Home',
            fenceType: 1,
            enterWarning: true,
            exitWarning: false,
            remark: 'garage',
            targetType: 0,
            coordinates: [
              { latitude: 25.033, longitude: 121.5654 },
              { latitude: 25.034, longitude: 121.5654 },
            ],
            radiusMeters: 111,
          },
          at: AT,
        },
      },
    ]);
  });

  it('adds a concave polygon without a radius', () => {
    const [e] = eventsOf(run([], polygon(['25,121', '25.02,121.01', '25,121.02', '25.01,121.01'])));
    expect(e).toMatchObject({ type: 'FenceAdded', data: { fence: { fenceType: 2, radiusMeters: null } } });
  });

  it('changes a fence with the whole new fence, and records nothing when nothing changed', () => {
    const added = eventsOf(run([], circle()));
    const edit = { ...circle({ alias: 'Home 2', radius: 200 }), type: 'EditFence' } as PlaceCommand;
    const [changed] = eventsOf(run(added, edit));
    expect(changed).toMatchObject({
      type: 'FenceChanged',
      data: {
        fence: { fenceId: 'f1', alias: 'Home 2', radiusMeters: 200, enterWarning: true, remark: 'garage' },
      },
    });
    expect(eventsOf(run(added, { ...circle(), type: 'EditFence' } as PlaceCommand))).toEqual([]);
  });

  it('removes a fence with its last state; its id is never given again', () => {
    const added = eventsOf(run([], circle()));
    const removed = eventsOf(
      run(added, { type: 'DeleteFence', serialNumber: SERIAL, fenceId: 'f1', at: AT }),
    );
    expect(removed).toEqual([
      {
        type: 'FenceRemoved',
        version: 1,
        data: { serialNumber: SERIAL, fence: (added[0].data as { fence: unknown }).fence as never, at: AT },
      },
    ]);
    const history = [...added, ...removed];
    expect(replay(placesDecider, history).fences).toEqual({});
    expect(errorOf(run(history, circle()))).toMatchObject({
      kind: 'conflict',
      detail: { reason: 'already_exists' },
    });
    expect(
      errorOf(run(history, { type: 'DeleteFence', serialNumber: SERIAL, fenceId: 'f1', at: AT })),
    ).toMatchObject({
      kind: 'not_found',
    });
  });

  it('refuses each broken fence rule on its field, with its code', () => {
    expect(fieldOf(circle({ alias: '  ' }))).toMatchObject({ field: 'alias', code: 'required' });
    expect(fieldOf(circle({ remark: 'x'.repeat(281) }))).toMatchObject({
      field: 'remark',
      code: 'too_long',
      params: { max: 280 },
    });
    expect(eventsOf(run([], circle({ remark: 'x'.repeat(280) })))).toHaveLength(1);
    expect(fieldOf(circle({ radius: 0 }))).toMatchObject({ field: 'radius', code: 'too_small' });
    expect(fieldOf(circle({ radius: PLACE_LIMITS.radiusMaxMeters + 1 }))).toMatchObject({
      field: 'radius',
      code: 'too_large',
    });
    expect(fieldOf(circle({ coordinates: ['25,121'] }))).toMatchObject({
      field: 'coordinates',
      code: 'invalid',
    });
    expect(fieldOf(circle({ coordinates: ['91,121', '25,121'] }))).toMatchObject({
      field: 'coordinates.0',
      code: 'invalid',
    });
    expect(fieldOf(circle({ coordinates: ['25,121', '25,181'] }))).toMatchObject({
      field: 'coordinates.1',
      code: 'invalid',
    });
    expect(fieldOf(circle({ coordinates: ['25;121', '25,121'] }))).toMatchObject({
      field: 'coordinates.0',
      code: 'pattern',
    });
    expect(fieldOf(circle({ fenceType: 3 }))).toMatchObject({ field: 'fenceType', code: 'invalid_choice' });
    expect(fieldOf(circle({ targetType: 5 }))).toMatchObject({ field: 'targetType', code: 'invalid_choice' });
    expect(fieldOf(polygon(['25,121', '25.01,121']))).toMatchObject({
      field: 'coordinates',
      code: 'too_few',
      params: { min: 3 },
    });
    const tooMany = Array.from(
      { length: PLACE_LIMITS.polygonMaxVertices + 1 },
      (_, i) => `25,${121 + i / 1000}`,
    );
    expect(fieldOf(polygon(tooMany))).toMatchObject({ field: 'coordinates', code: 'too_many' });
    expect(fieldOf(polygon(['25,121', '25.01,121.01', '25.01,121', '25,121.01']))).toMatchObject({
      field: 'coordinates',
      code: 'invalid',
    });
  });

  it('answers every failing field of a fence at once', () => {
    const detail = fieldOf(circle({ alias: '', remark: 'x'.repeat(281), targetType: 9 })) as {
      issues: { field: string }[];
    };
    expect(detail.issues.map((i) => i.field)).toEqual(['alias', 'remark', 'targetType']);
  });

  it('adds, changes and removes a marker, and refuses one at latitude or longitude 0', () => {
    const added = eventsOf(run([], marker()));
    expect(added).toEqual([
      {
        type: 'MarkerAdded',
        version: 1,
        data: {
          serialNumber: SERIAL,
          marker: {
            markerId: 'm1',
            alias: 'Company',
            latitude: 25.04,
            longitude: 121.56,
            remark: null,
            targetType: 1,
            markerType: 0,
          },
          at: AT,
        },
      },
    ]);
    const [changed] = eventsOf(
      run(added, { ...marker({ markerType: 1 }), type: 'EditMarker' } as PlaceCommand),
    );
    expect(changed).toMatchObject({
      type: 'MarkerChanged',
      data: { marker: { markerId: 'm1', markerType: 1 } },
    });
    const [removed] = eventsOf(
      run(added, { type: 'DeleteMarker', serialNumber: SERIAL, markerId: 'm1', at: AT }),
    );
    expect(removed).toMatchObject({ type: 'MarkerRemoved', data: { marker: { alias: 'Company' } } });
    expect(fieldOf(marker({ latitude: 0 }))).toMatchObject({ field: 'latitude', code: 'required' });
    expect(fieldOf(marker({ longitude: 0 }))).toMatchObject({ field: 'longitude', code: 'required' });
    expect(fieldOf(marker({ latitude: -90.5 }))).toMatchObject({ field: 'latitude', code: 'too_small' });
    expect(fieldOf(marker({ markerType: 2 }))).toMatchObject({ field: 'markerType', code: 'invalid_choice' });
  });

  it('holds at most perDeviceMax fences on a device', () => {
    const full = Array.from(
      { length: PLACE_LIMITS.perDeviceMax },
      (_, i) => eventsOf(run([], circle({ fenceId: `f${i}` })))[0],
    );
    expect(fieldOf(circle({ fenceId: 'one-more' }), full)).toMatchObject({
      field: 'deviceSerialNumber',
      code: 'too_many',
    });
  });
});

describe('places: who and when', () => {
  const device = { serialNumber: SERIAL, fleetId: 'fleet-a', parentFleetId: null };
  const fleet = (fleetId: string, parentFleetId: string | null = null): Actor =>
    ({ kind: 'fleet', fleetId, parentFleetId, permissions: '000' }) as Actor;

  const admin = (rights: Record<string, string>): Actor => ({
    kind: 'admin',
    accountId: 'a1',
    permissionId: 'p1',
    rights,
  });

  it('lets a client that sees the device read and change its places, administrators by the customer right', () => {
    expect(canEditPlaces(fleet('fleet-a'), device)).toBe(true);
    expect(canViewPlaces(fleet('fleet-b'), device)).toBe(false);
    expect(canEditPlaces(admin(FULL_RIGHTS), device)).toBe(true);
    expect(canViewPlaces(admin({}), device)).toBe(false);
  });

  it('closes a device places once its expiry date has passed or it is out of service', () => {
    const now = AT;
    expect(serviceHasExpired(null, null, now)).toBe(false);
    expect(serviceHasExpired((now + 1) * 1000, 1, now)).toBe(false);
    expect(serviceHasExpired(now * 1000, 1, now)).toBe(true);
    expect(serviceHasExpired(null, 3, now)).toBe(true);
    expect(() =>
      assertPlacesInService(
        'deviceSerialNumber',
        { serialNumber: SERIAL, serviceExpiredDate: 1, serviceStatusCode: 1 },
        now,
      ),
    ).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        detail: expect.objectContaining({ reason: 'service_expired' }),
      }),
    );
  });
});
