import type {
  AddFenceInput,
  AddMarkerInput,
  FenceFieldsFragment,
  MarkerFieldsFragment,
} from '../../gql/graphql';
import type { FenceFormOutput, FenceFormValue } from './FenceForm';
import { FenceType, type FenceGeometry } from './fenceShape';
import type { MarkerFormOutput, MarkerFormValue } from './MarkerForm';
import { TARGET_TYPES, TargetType } from './placeForm';

/**
 * Between the dialogs' payloads and the place calls (libs/contracts/src/calls/places.ts): what a
 * form saves becomes a call's input, and a stored place reopens in its form as it was saved.
 */

/** A stored target type; one this app does not know reads as custom, its alias the typed name. */
const targetTypeOf = (stored: number): TargetType =>
  TARGET_TYPES.find((type) => type === stored) ?? TargetType.Custom;

const fenceTypeOf = (stored: number): FenceType =>
  stored === FenceType.Circle ? FenceType.Circle : FenceType.Polygon;

/** The typed name of a custom place; home and company take their label when saved again. */
const customNameOf = (place: { alias: string; targetType: number }): string =>
  targetTypeOf(place.targetType) === TargetType.Custom ? place.alias : '';

/** A saved fence form as addFence takes it (editFence: the same with the fence's id). */
export function fenceInput(fence: FenceFormOutput): AddFenceInput {
  return {
    deviceSerialNumber: fence.deviceSerialNumber,
    alias: fence.alias,
    targetType: fence.targetType,
    fenceType: fence.fenceType,
    coordinates: fence.coordinates,
    // A circle only: a polygon sends none, as the call says.
    radius: fence.fenceType === FenceType.Circle ? fence.radius : undefined,
    isEnterWarning: fence.isEnterWarning,
    isExitWarning: fence.isExitWarning,
    remark: fence.remark,
  };
}

/** A stored fence's shape as the dialogs and maps draw it. */
export function fenceGeometry(fence: FenceFieldsFragment): FenceGeometry {
  const fenceType = fenceTypeOf(fence.fenceType);
  return {
    fenceType,
    coordinates: fence.coordinates,
    ...(fenceType === FenceType.Circle && fence.radius !== null ? { radius: fence.radius } : {}),
  };
}

/** A stored fence as its form edits it. */
export function fenceFormValue(fence: FenceFieldsFragment): FenceFormValue {
  return {
    deviceSerialNumber: fence.deviceSerialNumber,
    targetType: targetTypeOf(fence.targetType),
    customName: customNameOf(fence),
    isEnterWarning: fence.isEnterWarning,
    isExitWarning: fence.isExitWarning,
    remark: fence.remark ?? '',
    geometry: fenceGeometry(fence),
  };
}

/** A saved marker form as addMarker takes it (editMarker: the same with the marker's id). */
export function markerInput(marker: MarkerFormOutput): AddMarkerInput {
  return {
    deviceSerialNumber: marker.deviceSerialNumber,
    alias: marker.alias,
    targetType: marker.targetType,
    markerType: marker.markerType,
    latitude: marker.latitude,
    longitude: marker.longitude,
    remark: marker.remark,
  };
}

/** A stored marker as its form edits it. */
export function markerFormValue(marker: MarkerFieldsFragment): MarkerFormValue {
  return {
    deviceSerialNumber: marker.deviceSerialNumber,
    targetType: targetTypeOf(marker.targetType),
    customName: customNameOf(marker),
    latitude: marker.latitude,
    longitude: marker.longitude,
    remark: marker.remark ?? '',
  };
}
