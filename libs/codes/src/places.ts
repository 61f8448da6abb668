import { codesOf, isOneOf, type CodeOf } from './code-set';

/** A fence's shape (`fenceType`); the web's draw-type selector index is fenceType - 1. */
export const FenceType = Object.freeze({ CIRCLE: 1, POLYGON: 2 } as const);
export type FenceType = CodeOf<typeof FenceType>;
export const FENCE_TYPES = codesOf(FenceType);
export const isFenceType = isOneOf(FENCE_TYPES);

/** What a fence or marker stands for (`targetType`): the spec's home, company, custom (index 2, a typed name). */
export const PlaceTarget = Object.freeze({ HOME: 0, COMPANY: 1, CUSTOM: 2 } as const);
export type PlaceTarget = CodeOf<typeof PlaceTarget>;
export const PLACE_TARGETS = codesOf(PlaceTarget);
export const isPlaceTarget = isOneOf(PLACE_TARGETS);

/** How a marker was placed (`markerType`): 0 picked on the map, 1 converted from an address. */
export const MarkerType = Object.freeze({ MAP: 0, ADDRESS: 1 } as const);
export type MarkerType = CodeOf<typeof MarkerType>;
export const MARKER_TYPES = codesOf(MarkerType);
export const isMarkerType = isOneOf(MARKER_TYPES);
