import { describe, expect, it } from '@jest/globals';
import { DeviceIcon, DeviceStatusCode } from '@gps/codes';
import { VEHICLE_SHAPES } from '../src/shared/vehicles/look/shapes';
import { isStale, STALE_AFTER_MINUTES } from '../src/shared/vehicles/look/staleness';
import { STATUS_COLOURS } from '../src/shared/vehicles/look/statusColour';
import { vehicleLook, vehicleSvg } from '../src/shared/vehicles/look/vehicleLook';
import { reportAge } from '../src/shared/vehicles/reportAge';

const SECOND = 1_000_000;
const MINUTE = 60 * SECOND;
const NOW = 1_800_000_000 * SECOND;

describe("a vehicle's icon", () => {
  it('draws the chosen outline, each of the seven its own, and a car when the setting is unknown', () => {
    const paths = new Set(Object.values(VEHICLE_SHAPES).map((shape) => shape.path));
    expect(paths.size).toBe(7);
    for (const icon of Object.values(DeviceIcon)) {
      expect(vehicleLook({ deviceIcon: icon, deviceStatusCode: 1 }, false).icon).toBe(icon);
    }
    expect(vehicleLook({ deviceIcon: 0, deviceStatusCode: 1 }, false).icon).toBe(DeviceIcon.CAR);
    expect(vehicleLook({ deviceIcon: null, deviceStatusCode: 1 }, false).icon).toBe(DeviceIcon.CAR);
    expect(
      vehicleSvg(vehicleLook({ deviceIcon: DeviceIcon.BOAT, deviceStatusCode: 1 }, false), 24),
    ).toContain(VEHICLE_SHAPES[DeviceIcon.BOAT].path);
  });

  it('is coloured by status: moving, still and offline apart, and grey when stale whatever the status', () => {
    const colour = (deviceStatusCode: number, stale = false) =>
      vehicleLook({ deviceIcon: DeviceIcon.TRUCK, deviceStatusCode }, stale).colour;
    expect(colour(DeviceStatusCode.ONLINE_MOVING)).toBe(STATUS_COLOURS.moving);
    expect(colour(DeviceStatusCode.ONLINE_STILL)).toBe(STATUS_COLOURS.still);
    expect(colour(DeviceStatusCode.OFFLINE)).toBe(STATUS_COLOURS.offline);
    expect(colour(DeviceStatusCode.ONLINE_MOVING, true)).toBe(STATUS_COLOURS.stale);
  });

  it('turns a vehicle by its course, never a pedestrian, and not at all without a course', () => {
    const rotation = (deviceIcon: number, course: number | null) =>
      vehicleLook({ deviceIcon, deviceStatusCode: 2, course }, false).rotation;
    expect(rotation(DeviceIcon.CAR, 90)).toBe(90);
    expect(rotation(DeviceIcon.MOTORCYCLE, 359.6)).toBe(0);
    expect(rotation(DeviceIcon.BOAT, -45)).toBe(315);
    expect(rotation(DeviceIcon.PEDESTRIAN, 90)).toBe(0);
    expect(rotation(DeviceIcon.CAR, null)).toBe(0);
    expect(vehicleSvg(vehicleLook({ deviceIcon: 1, deviceStatusCode: 2, course: 90 }, false), 24)).toContain(
      'rotate(90 12 12)',
    );
  });
});

describe('stale vehicle data', () => {
  it(`is stale after ${STALE_AFTER_MINUTES} minutes without a report, without any report, or while disconnected`, () => {
    const limit = STALE_AFTER_MINUTES * MINUTE;
    expect(isStale(NOW - limit, NOW, true)).toBe(false);
    expect(isStale(NOW - limit - 1, NOW, true)).toBe(true);
    expect(isStale(null, NOW, true)).toBe(true);
    expect(isStale(NOW, NOW, false)).toBe(true);
  });
});

describe('how long ago a device reported', () => {
  it('is the largest whole unit, null when it never reported, and just now when stamped ahead of us', () => {
    expect(reportAge(NOW - 42 * SECOND, NOW)).toEqual({ unit: 'seconds', count: 42 });
    expect(reportAge(NOW - 3 * MINUTE - 5 * SECOND, NOW)).toEqual({ unit: 'minutes', count: 3 });
    expect(reportAge(NOW - 125 * MINUTE, NOW)).toEqual({ unit: 'hours', count: 2 });
    expect(reportAge(NOW - 49 * 60 * MINUTE, NOW)).toEqual({ unit: 'days', count: 2 });
    expect(reportAge(NOW + 3 * SECOND, NOW)).toEqual({ unit: 'seconds', count: 0 });
    expect(reportAge(null, NOW)).toBeNull();
  });
});
