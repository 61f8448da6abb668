import { z } from 'zod';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import { CLIENT_DEVICE_PAGE } from '../constants';
import { entityId, flag, float, id, int, maybeFloat, maybeText, serialNumber, text } from './common';

/**
 * Shape bounds only: the domain checks each field with its own code (alias 1 to 50 characters,
 * remark at most 280, points in range, a polygon of 3 to 200 points that does not cross itself).
 * These bounds only keep a hostile request small.
 */
const SHAPE_TEXT_MAX = 1000;
const SHAPE_POINTS_MAX = 1000;
const POINT_TEXT_MAX = 100;

const TARGET_TYPE = 'Target type: 0 home, 1 company, 2 custom (the alias is then the typed name).';

const fenceFields = {
  alias: z.string().max(SHAPE_TEXT_MAX).describe('1 to 50 characters: the name shown.'),
  fenceType: int.describe('1 circle, 2 polygon.'),
  coordinates: z
    .array(z.string().max(POINT_TEXT_MAX))
    .max(SHAPE_POINTS_MAX)
    .describe(
      "Points as 'lat,lng' in decimal degrees. A circle: its centre and a point on its edge. A polygon: 3 to 200 vertices, not crossing itself, unclosed.",
    ),
  radius: z
    .number()
    .optional()
    .describe(
      'A circle only: metres, above 0 and at most 100,000; the radius as given, not measured from the edge point.',
    ),
  isEnterWarning: z.boolean(),
  isExitWarning: z.boolean(),
  remark: z.string().max(SHAPE_TEXT_MAX).optional().describe('At most 280 characters.'),
  targetType: int.describe(TARGET_TYPE),
};

const markerFields = {
  alias: z.string().max(SHAPE_TEXT_MAX).describe('1 to 50 characters: the name shown.'),
  latitude: z.number().describe('Decimal degrees, -90 to 90, not 0.'),
  longitude: z.number().describe('Decimal degrees, -180 to 180, not 0.'),
  remark: z.string().max(SHAPE_TEXT_MAX).optional().describe('At most 280 characters.'),
  targetType: int.describe(TARGET_TYPE),
  markerType: int.describe('0 picked on the map, 1 converted from an address.'),
};

const ofDevice = { deviceSerialNumber: serialNumber };
/** A fence or marker of a device: tenancy is the device's, the id names the place within it. */
const placeOfDevice = z.object({ deviceSerialNumber: serialNumber, id });
/** Copies go to at most a client's whole device page in one call. */
const copyInput = z.object({
  deviceSerialNumber: serialNumber.describe('The device whose fence or marker is copied.'),
  id: id.describe('The fence or marker to copy.'),
  deviceSerialNumbers: z
    .array(serialNumber)
    .min(1)
    .max(CLIENT_DEVICE_PAGE)
    .describe('The devices to copy it to; every one is checked before any is written.'),
});

export const Fence = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    alias: text,
    fenceType: int.describe('1 circle, 2 polygon.'),
    coordinates: z
      .array(text)
      .describe("'lat,lng' points: a circle's centre and edge point, or a polygon's vertices."),
    radius: maybeFloat.describe('Metres, a circle only; null for a polygon.'),
    isEnterWarning: flag,
    isExitWarning: flag,
    remark: maybeText,
    targetType: int.describe(TARGET_TYPE),
  })
  .meta({ id: 'Fence', description: 'An electronic fence of a device.' });
export const FencePage = page(Fence, 'FencePage');

export const Marker = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    alias: text,
    latitude: float,
    longitude: float,
    remark: maybeText,
    targetType: int.describe(TARGET_TYPE),
    markerType: int.describe('0 picked on the map, 1 converted from an address.'),
  })
  .meta({ id: 'Marker', description: 'A marker point of a device.' });
export const MarkerPage = page(Marker, 'MarkerPage');

const EXPIRED = ' Refused (-5, service_expired) for a device whose service has expired.';

export const placeCalls = byName([
  call({
    name: 'getFences',
    kind: 'query',
    summary: "The device's electronic fences, oldest first." + EXPIRED,
    input: z.object(ofDevice),
    output: FencePage,
    graphql: { field: 'fences', args: 'flat' },
  }),
  call({
    name: 'addFence',
    kind: 'mutation',
    summary: 'Adds an electronic fence to a device; answers it with its new id.' + EXPIRED,
    input: z.object({ ...ofDevice, ...fenceFields }),
    output: Fence,
    graphql: { field: 'addFence', args: { input: 'AddFenceInput' } },
  }),
  call({
    name: 'editFence',
    kind: 'mutation',
    summary:
      "Replaces a fence's fields (all of them, as the dialog sends them); answers the fence." + EXPIRED,
    input: z.object({ ...ofDevice, id, ...fenceFields }),
    output: Fence,
    graphql: { field: 'editFence', args: { input: 'EditFenceInput' } },
  }),
  call({
    name: 'deleteFence',
    kind: 'mutation',
    summary: 'Deletes a fence of a device.' + EXPIRED,
    input: placeOfDevice,
    output: NO_DATA,
    graphql: { field: 'deleteFence', args: 'flat' },
  }),
  call({
    name: 'copyFence',
    kind: 'mutation',
    summary:
      'Copies a fence to other devices the caller may edit, as a new fence on each. Every target is checked first (yours, in service, not the source); one refusal refuses all and nothing is written. Answers the copies.',
    input: copyInput,
    output: FencePage,
    graphql: { field: 'copyFence', args: 'flat' },
  }),
  call({
    name: 'getMarkers',
    kind: 'query',
    summary: "The device's marker points, oldest first." + EXPIRED,
    input: z.object(ofDevice),
    output: MarkerPage,
    graphql: { field: 'markers', args: 'flat' },
  }),
  call({
    name: 'addMarker',
    kind: 'mutation',
    summary: 'Adds a marker point to a device; answers it with its new id.' + EXPIRED,
    input: z.object({ ...ofDevice, ...markerFields }),
    output: Marker,
    graphql: { field: 'addMarker', args: { input: 'AddMarkerInput' } },
  }),
  call({
    name: 'editMarker',
    kind: 'mutation',
    summary: "Replaces a marker's fields (all of them); answers the marker." + EXPIRED,
    input: z.object({ ...ofDevice, id, ...markerFields }),
    output: Marker,
    graphql: { field: 'editMarker', args: { input: 'EditMarkerInput' } },
  }),
  call({
    name: 'deleteMarker',
    kind: 'mutation',
    summary: 'Deletes a marker point of a device.' + EXPIRED,
    input: placeOfDevice,
    output: NO_DATA,
    graphql: { field: 'deleteMarker', args: 'flat' },
  }),
  call({
    name: 'copyMarker',
    kind: 'mutation',
    summary:
      'Copies a marker point to other devices the caller may edit, as a new marker on each. Every target is checked first; one refusal refuses all and nothing is written. Answers the copies.',
    input: copyInput,
    output: MarkerPage,
    graphql: { field: 'copyMarker', args: 'flat' },
  }),
] as const);
