import { describe, expect, it } from '@jest/globals';
import { AccountType, serviceHasExpired } from '@gps/codes';
import { MAP_DEFAULT_CENTER } from '@gps/contracts/constants';
import { distanceM, edgePoint, parseCoordinate, toCoordinate } from '../src/features/places/coordinates';
import {
  FenceType,
  canSaveShape,
  drawTypeIndex,
  emptyShape,
  fenceTypeAt,
  fromGeometry,
  toGeometry,
  type FenceShape,
} from '../src/features/places/fenceShape';
import { devicePosition } from '../src/features/places/placeDevice';
import {
  MarkerType,
  TargetType,
  addressProblem,
  canCopy,
  canSaveMarker,
  placeAlias,
  showsCopy,
} from '../src/features/places/placeForm';
import { shapeCentre } from '../src/features/places/shapeCentre';

const TAIPEI_101 = { lat: 25.033964, lng: 121.564468 };
const circle = (radius: number): FenceShape => ({ fenceType: FenceType.Circle, centre: TAIPEI_101, radius });
const polygon = (n: number): FenceShape => ({
  fenceType: FenceType.Polygon,
  points: Array.from({ length: n }, (_, i) => ({ lat: 25 + i * 0.01, lng: 121.5 + (i % 2) * 0.01 })),
});

describe('coordinate strings', () => {
  it("writes 'lat,lng' with six decimals and reads it back", () => {
    expect(toCoordinate(TAIPEI_101)).toBe('25.033964,121.564468');
    expect(parseCoordinate('25.033964,121.564468')).toEqual(TAIPEI_101);
    expect(parseCoordinate(' 25.5 , 121 ')).toEqual({ lat: 25.5, lng: 121 });
  });

  it('refuses what is not two numbers in range', () => {
    for (const text of ['', '25', '25,', 'a,b', '25,121,3', '91,121', '25,181'])
      expect(parseCoordinate(text)).toBeNull();
  });
});

describe("a circle's edge point", () => {
  it('lies due north of the centre at the radius, as Leaflet measures it', () => {
    for (const radius of [1, 150, 2500]) {
      const edge = edgePoint(TAIPEI_101, radius);
      expect(edge.lng).toBe(TAIPEI_101.lng);
      expect(edge.lat).toBeGreaterThan(TAIPEI_101.lat);
      expect(distanceM(TAIPEI_101, edge)).toBeCloseTo(radius, 6);
    }
  });
});

describe('the draw-type selector', () => {
  it('has index fenceType - 1 both ways', () => {
    expect(drawTypeIndex(FenceType.Circle)).toBe(0);
    expect(drawTypeIndex(FenceType.Polygon)).toBe(1);
    expect(fenceTypeAt(0)).toBe(FenceType.Circle);
    expect(fenceTypeAt(1)).toBe(FenceType.Polygon);
  });

  it('changing the type gives an empty shape of the new type', () => {
    expect(emptyShape(FenceType.Polygon)).toEqual({ fenceType: FenceType.Polygon, points: [] });
    expect(emptyShape(FenceType.Circle)).toEqual({ fenceType: FenceType.Circle, centre: null, radius: 0 });
  });
});

describe('Save on the fence map', () => {
  it('is disabled while drawing, whatever was drawn', () => {
    expect(canSaveShape(circle(300), true)).toBe(false);
    expect(canSaveShape(polygon(5), true)).toBe(false);
  });

  it('needs a circle with a centre and a radius above 0 (in whole metres)', () => {
    expect(canSaveShape(circle(300), false)).toBe(true);
    expect(canSaveShape(circle(1), false)).toBe(true);
    expect(canSaveShape(circle(0), false)).toBe(false);
    expect(canSaveShape(circle(0.4), false)).toBe(false);
    expect(canSaveShape(emptyShape(FenceType.Circle), false)).toBe(false);
  });

  it('needs a polygon of at least 3 points', () => {
    expect(canSaveShape(polygon(2), false)).toBe(false);
    expect(canSaveShape(polygon(3), false)).toBe(true);
  });
});

describe('what the fence map gives back', () => {
  it('a circle: its centre and a point on its edge, and its radius in whole metres', () => {
    const geometry = toGeometry(circle(250.4));
    expect(geometry).toEqual({
      fenceType: FenceType.Circle,
      coordinates: [toCoordinate(TAIPEI_101), toCoordinate(edgePoint(TAIPEI_101, 250))],
      radius: 250,
    });
  });

  it('a polygon: its vertices in order, and no radius', () => {
    const shape = polygon(4);
    const geometry = toGeometry(shape);
    expect(geometry).toEqual({
      fenceType: FenceType.Polygon,
      coordinates: shape.fenceType === FenceType.Polygon ? shape.points.map(toCoordinate) : [],
    });
  });

  it('nothing for an incomplete shape', () => {
    expect(toGeometry(circle(0))).toBeNull();
    expect(toGeometry(polygon(2))).toBeNull();
  });

  it('an existing fence reads back as the shape it was saved from', () => {
    expect(fromGeometry(toGeometry(circle(800))!)).toEqual(circle(800));
    const shape = polygon(6);
    expect(fromGeometry(toGeometry(shape)!)).toEqual(shape);
  });

  it('a stored circle without a radius takes its centre-to-edge distance', () => {
    const edge = edgePoint(TAIPEI_101, 420);
    const shape = fromGeometry({
      fenceType: FenceType.Circle,
      coordinates: [toCoordinate(TAIPEI_101), toCoordinate(edge)],
    });
    expect(shape.fenceType === FenceType.Circle && shape.radius).toBeCloseTo(420, 0);
  });
});

describe('where the fence map opens', () => {
  it("on the fence, else on the vehicle, else on the spec's default centre", () => {
    expect(shapeCentre(circle(100), null)).toEqual(TAIPEI_101);
    expect(
      shapeCentre(
        {
          fenceType: FenceType.Polygon,
          points: [
            { lat: 1, lng: 2 },
            { lat: 3, lng: 4 },
          ],
        },
        null,
      ),
    ).toEqual({ lat: 2, lng: 3 });
    expect(shapeCentre(emptyShape(FenceType.Polygon), { lat: 24, lng: 121 })).toEqual({ lat: 24, lng: 121 });
    expect(shapeCentre(emptyShape(FenceType.Circle), null)).toEqual({
      lat: MAP_DEFAULT_CENTER.lat,
      lng: MAP_DEFAULT_CENTER.lng,
    });
  });

  it('a vehicle that never reported (0, 0 or nothing) gives no position', () => {
    const device = { deviceId: '1', deviceSerialNumber: '1', carName: null, serviceExpiredDate: null };
    expect(devicePosition({ ...device, latitude: 0, longitude: 0 })).toBeNull();
    expect(devicePosition({ ...device, latitude: null, longitude: null })).toBeNull();
    expect(devicePosition({ ...device, latitude: 25, longitude: 121 })).toEqual({ lat: 25, lng: 121 });
  });
});

describe('the place forms', () => {
  const labels: Record<string, string> = {
    'places.targetTypes.home': '住家',
    'places.targetTypes.company': '公司',
    'places.targetTypes.custom': '自訂',
  };
  const translate = (key: string) => labels[key] ?? key;

  it("the alias is the typed name for a custom target, the target type's label otherwise", () => {
    expect(placeAlias(TargetType.Home, 'ignored', translate)).toBe('住家');
    expect(placeAlias(TargetType.Company, '', translate)).toBe('公司');
    expect(placeAlias(TargetType.Custom, '  Warehouse 2 ', translate)).toBe('Warehouse 2');
  });

  it('the Copy button shows only in edit mode for a fleet account', () => {
    expect(showsCopy('edit', AccountType.FLEET)).toBe(true);
    expect(showsCopy('add', AccountType.FLEET)).toBe(false);
    expect(showsCopy('edit', AccountType.DEVICE)).toBe(false);
    expect(showsCopy('edit', AccountType.ADMIN)).toBe(false);
  });

  it('a service has expired, as the server decides it, once its expiry in microseconds is reached', () => {
    const nowMs = Date.UTC(2026, 10, 25);
    expect(serviceHasExpired(nowMs * 1000 + 1, null, nowMs)).toBe(false);
    expect(serviceHasExpired(nowMs * 1000, null, nowMs)).toBe(true);
    // A date in milliseconds would read as long expired: the unit matters.
    expect(serviceHasExpired(nowMs + 1, null, nowMs)).toBe(true);
    expect(serviceHasExpired(null, null, nowMs)).toBe(false);
  });

  it("Copy's OK needs at least one ticked device", () => {
    expect(canCopy([])).toBe(false);
    expect(canCopy(['12345'])).toBe(true);
  });

  it('a marker is saved only with both coordinates non-zero', () => {
    expect(canSaveMarker(null)).toBe(false);
    expect(canSaveMarker({ lat: 0, lng: 121 })).toBe(false);
    expect(canSaveMarker({ lat: 25, lng: 0 })).toBe(false);
    expect(canSaveMarker({ lat: 25, lng: 121 })).toBe(true);
  });

  it('an empty address is not converted and says so; marker types are 0 map and 1 address', () => {
    expect(addressProblem('   ')).toBe('places.marker.addressEmpty');
    expect(addressProblem('台北市信義區信義路五段7號')).toBeNull();
    expect([MarkerType.Map, MarkerType.Address]).toEqual([0, 1]);
  });
});
