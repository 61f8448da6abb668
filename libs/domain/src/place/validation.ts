import {
  FENCE_TYPES,
  FenceType,
  MARKER_TYPES,
  PLACE_TARGETS,
  type FenceType as FenceTypeCode,
} from '@gps/codes';
import { identifier } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { everyCheck, everyField } from '../validation/every-field';
import { oneOf } from '../validation/numbers';
import { optionalText, requiredText } from '../validation/text';
import type { FenceInput, MarkerInput } from './commands';
import { latLng, latitude, longitude, type LatLng } from './coordinates';
import { CIRCLE_COORDINATES, PLACE_LIMITS } from './limits';
import type { Fence, Marker } from './place';
import { polygonIsSimple } from './polygon-is-simple';

function flag(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') invalid(field, `${field} must be true or false`, 'not_boolean');
  return value;
}

function pointList(value: unknown): unknown[] {
  if (!Array.isArray(value)) invalid('coordinates', 'coordinates must be a list of points', 'not_list');
  return value;
}

/** Every point parsed and in range, each failure on its own index (`coordinates.2`). */
function points(value: unknown): LatLng[] {
  return everyCheck(pointList(value).map((p, i) => () => latLng(`coordinates.${i}`, p)));
}

function circleRadius(value: unknown): number {
  const max = PLACE_LIMITS.radiusMaxMeters;
  if (typeof value !== 'number' || !Number.isFinite(value))
    invalid('radius', 'a circle needs a radius in metres', 'required');
  if (value <= 0) invalid('radius', 'a circle needs a radius above 0 metres', 'too_small', { min: 0 });
  if (value > max) invalid('radius', `a circle's radius must be at most ${max} metres`, 'too_large', { max });
  return value;
}

function circleShape(coordinates: unknown, radius: unknown): Pick<Fence, 'coordinates' | 'radiusMeters'> {
  const [centreAndEdge, radiusMeters] = everyCheck<LatLng[] | number>([
    () => {
      const list = points(coordinates);
      if (list.length !== CIRCLE_COORDINATES) {
        invalid('coordinates', 'a circle has two coordinates: its centre and a point on its edge', 'invalid');
      }
      return list;
    },
    () => circleRadius(radius),
  ]) as [LatLng[], number];
  return { coordinates: centreAndEdge, radiusMeters };
}

function polygonShape(coordinates: unknown): Pick<Fence, 'coordinates' | 'radiusMeters'> {
  const { polygonMinVertices: min, polygonMaxVertices: max } = PLACE_LIMITS;
  const count = pointList(coordinates).length;
  if (count < min) invalid('coordinates', `a polygon needs at least ${min} points`, 'too_few', { min });
  if (count > max) invalid('coordinates', `a polygon has at most ${max} points`, 'too_many', { max });
  const vertices = points(coordinates);
  if (!polygonIsSimple(vertices)) {
    invalid('coordinates', 'a polygon must not cross itself (nor repeat a point)', 'invalid');
  }
  return { coordinates: vertices, radiusMeters: null };
}

function shapeOf(fenceType: FenceTypeCode, c: FenceInput): Pick<Fence, 'coordinates' | 'radiusMeters'> {
  return fenceType === FenceType.CIRCLE ? circleShape(c.coordinates, c.radius) : polygonShape(c.coordinates);
}

/**
 * The fence a form describes, or every failing field at once. The shape (coordinates, radius)
 * depends on fenceType, so it is checked once fenceType is known, and answered alone.
 */
export function fenceOf(fenceId: string, c: FenceInput): Fence {
  const id = identifier('id', fenceId);
  const fields = everyField({
    alias: () => requiredText('alias', c.alias, PLACE_LIMITS.aliasMax),
    fenceType: () => oneOf('fenceType', c.fenceType, FENCE_TYPES),
    enterWarning: () => flag('isEnterWarning', c.isEnterWarning),
    exitWarning: () => flag('isExitWarning', c.isExitWarning),
    remark: () => optionalText('remark', c.remark, PLACE_LIMITS.remarkMax),
    targetType: () => oneOf('targetType', c.targetType, PLACE_TARGETS),
  });
  return { fenceId: id, ...fields, ...shapeOf(fields.fenceType, c) };
}

/** A marker at latitude or longitude 0 is a point never placed (the spec's rule), so it is refused. */
function markerCoordinate(
  field: string,
  value: unknown,
  check: (field: string, value: unknown) => number,
): number {
  const degrees = check(field, value);
  if (degrees === 0)
    invalid(field, `${field} 0 is no place: pick a point on the map or convert an address`, 'required');
  return degrees;
}

/** The marker a form describes, or every failing field at once. */
export function markerOf(markerId: string, c: MarkerInput): Marker {
  const id = identifier('id', markerId);
  const fields = everyField({
    alias: () => requiredText('alias', c.alias, PLACE_LIMITS.aliasMax),
    latitude: () => markerCoordinate('latitude', c.latitude, latitude),
    longitude: () => markerCoordinate('longitude', c.longitude, longitude),
    remark: () => optionalText('remark', c.remark, PLACE_LIMITS.remarkMax),
    targetType: () => oneOf('targetType', c.targetType, PLACE_TARGETS),
    markerType: () => oneOf('markerType', c.markerType, MARKER_TYPES),
  });
  return { markerId: id, ...fields };
}
