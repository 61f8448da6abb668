import { describe, expect, it } from '@jest/globals';
import { FenceType } from '../src/features/places/fenceShape';
import { fenceFormValue, fenceInput, markerFormValue, markerInput } from '../src/features/places/placeCalls';
import { deviceServiceExpired } from '../src/features/places/placeDevice';
import { MarkerType, TargetType } from '../src/features/places/placeForm';
import {
  PLACE_LOADS_AT_ONCE,
  placesOf,
  placesPlan,
  type PlacesByDevice,
} from '../src/features/places/monitor/checkedPlaces';
import { placeKey } from '../src/features/places/monitor/placeRows';

const circle = {
  id: 'f1',
  deviceSerialNumber: '860000000000017',
  alias: '倉庫',
  fenceType: FenceType.Circle,
  coordinates: ['25.033000,121.565400', '25.034799,121.565400'],
  radius: 200,
  isEnterWarning: true,
  isExitWarning: false,
  remark: null,
  targetType: TargetType.Custom,
};
const marker = {
  id: 'm1',
  deviceSerialNumber: '860000000000017',
  alias: 'Home',
  latitude: 25.03,
  longitude: 121.56,
  remark: 'gate code 42',
  targetType: TargetType.Home,
  markerType: MarkerType.Map,
};

describe("the dialogs' payloads as the place calls take them", () => {
  it('a circle is sent with its radius, a polygon without one', () => {
    const saved = {
      deviceSerialNumber: '860000000000017',
      alias: 'Depot',
      targetType: TargetType.Custom,
      isEnterWarning: true,
      isExitWarning: true,
      remark: '',
    };
    expect(
      fenceInput({ ...saved, fenceType: FenceType.Circle, coordinates: circle.coordinates, radius: 200 }),
    ).toEqual({
      ...saved,
      fenceType: FenceType.Circle,
      coordinates: circle.coordinates,
      radius: 200,
    });
    const polygon = ['25,121', '25.01,121', '25.01,121.01'];
    const input = fenceInput({ ...saved, fenceType: FenceType.Polygon, coordinates: polygon, radius: 5 });
    expect(input.radius).toBeUndefined();
    expect(input.coordinates).toEqual(polygon);
  });

  it('a stored fence reopens as it was saved: a custom one with its typed name, a home one by its type', () => {
    expect(fenceFormValue(circle)).toEqual({
      deviceSerialNumber: '860000000000017',
      targetType: TargetType.Custom,
      customName: '倉庫',
      isEnterWarning: true,
      isExitWarning: false,
      remark: '',
      geometry: { fenceType: FenceType.Circle, coordinates: circle.coordinates, radius: 200 },
    });
    const home = fenceFormValue({
      ...circle,
      fenceType: FenceType.Polygon,
      radius: null,
      targetType: TargetType.Home,
    });
    expect(home.customName).toBe('');
    expect(home.geometry).toEqual({ fenceType: FenceType.Polygon, coordinates: circle.coordinates });
    // A target type this app does not know keeps its name as a custom one.
    expect(fenceFormValue({ ...circle, targetType: 9 }).targetType).toBe(TargetType.Custom);
  });

  it('a marker goes both ways with its target and marker types', () => {
    const value = markerFormValue(marker);
    expect(value).toEqual({
      deviceSerialNumber: '860000000000017',
      targetType: TargetType.Home,
      customName: '',
      latitude: 25.03,
      longitude: 121.56,
      remark: 'gate code 42',
    });
    const saved = { ...marker, remark: 'gate code 42' };
    const { id: _id, ...input } = saved;
    expect(markerInput(saved)).toEqual(input);
  });
});

describe("a device's service as the place calls see it", () => {
  const nowMs = Date.UTC(2026, 10, 25);
  const device = { deviceId: '1', deviceSerialNumber: '1', carName: null, serviceExpiredDate: null };
  it('has expired past its date, or when it is out of service by its status, as the server refuses it', () => {
    expect(deviceServiceExpired(device, nowMs)).toBe(false);
    expect(deviceServiceExpired({ ...device, serviceExpiredDate: nowMs * 1000 - 1 }, nowMs)).toBe(true);
    expect(deviceServiceExpired({ ...device, serviceStatusCode: 3 }, nowMs)).toBe(true);
    expect(deviceServiceExpired({ ...device, serviceStatusCode: 1 }, nowMs)).toBe(false);
  });
});

describe("the ticked vehicles' places (the spec's tree rule)", () => {
  const loaded = (serials: string[]): PlacesByDevice =>
    new Map(serials.map((s) => [s, { fences: [{ ...circle, deviceSerialNumber: s }], markers: [] }]));

  it('a ticked vehicle is loaded, an unticked one dropped, a few loads at a time', () => {
    const ticked = Array.from({ length: 10 }, (_, i) => `s${i}`);
    const first = placesPlan(ticked, new Map(), new Set());
    expect(first.start).toEqual(ticked.slice(0, PLACE_LOADS_AT_ONCE));
    const busy = placesPlan(ticked, new Map(), new Set(ticked.slice(0, PLACE_LOADS_AT_ONCE)));
    expect(busy.start).toEqual([]);
    const some = loaded(['s0', 's1', 'gone']);
    const next = placesPlan(ticked, some, new Set(['s2']));
    expect([...next.keep.keys()]).toEqual(['s0', 's1']);
    expect(next.start).toEqual(['s3', 's4', 's5']);
    // Nothing to drop: the same map, so the page does not render again for nothing.
    const held = loaded(['s0']);
    expect(placesPlan(['s0'], held, new Set()).keep).toBe(held);
  });

  it('shows the places of ticked vehicles only, and says which are missing and why', () => {
    const store: PlacesByDevice = new Map([
      ...loaded(['a', 'b', 'c']),
      ['x', { missing: 'expired' as const }],
      ['y', { missing: 'failed' as const }],
    ]);
    const shown = placesOf(['b', 'x', 'a', 'y'], store);
    expect(shown.fences.map((f) => f.deviceSerialNumber)).toEqual(['b', 'a']);
    expect(shown.expired).toEqual(['x']);
    expect(shown.failed).toEqual(['y']);
  });

  it('keys a place by its device and id, ids being a device’s own', () => {
    expect(placeKey(circle)).not.toBe(placeKey({ ...circle, deviceSerialNumber: '860000000000025' }));
  });
});
