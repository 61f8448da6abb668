import type { AlarmKind, AttributeValue, CellTower, DeviceMessage, Position } from '../types';

/** What a request said about one fix, before deciding which message it becomes. */
export interface OsmAndDraft {
  deviceId: string;
  time?: Date;
  valid: boolean;
  latitude?: number;
  longitude?: number;
  speedKmh?: number;
  course?: number;
  altitude?: number;
  accuracy?: number;
  hdop?: number;
  batteryLevel?: number;
  charging?: boolean;
  acc?: boolean;
  alarm?: AlarmKind;
  odometer?: number;
  cells: CellTower[];
  attributes: Record<string, AttributeValue>;
}

export function emptyDraft(): OsmAndDraft {
  return { deviceId: '', valid: true, cells: [], attributes: {} };
}

/**
 * A fix becomes a position, or an alarm when the client flagged one (each request is one event).
 * Without coordinates there is nothing to place: Traccar falls back to the last known position,
 * which the codec does not have, so it reports a heartbeat and the server decides.
 */
export function draftToMessage(draft: OsmAndDraft, now: Date): DeviceMessage {
  const time = draft.time ?? now;
  const shared = {
    ...(draft.batteryLevel !== undefined && { batteryLevel: draft.batteryLevel }),
    ...(draft.charging !== undefined && { charging: draft.charging }),
    ...(draft.acc !== undefined && { acc: draft.acc }),
  };
  const attributes = Object.keys(draft.attributes).length > 0 ? draft.attributes : undefined;
  if (draft.latitude === undefined || draft.longitude === undefined) {
    if (draft.alarm) {
      return {
        type: 'alarm',
        protocol: 'osmand',
        deviceId: draft.deviceId,
        alarm: draft.alarm,
        time,
        ...shared,
        ...(draft.cells.length > 0 && { cells: draft.cells }),
      };
    }
    return {
      type: 'heartbeat',
      protocol: 'osmand',
      deviceId: draft.deviceId,
      time,
      ...shared,
      ...(draft.cells.length > 0 && { cells: draft.cells }),
      ...(attributes && { attributes }),
    };
  }
  const position: Position = {
    protocol: 'osmand',
    deviceId: draft.deviceId,
    fixTime: time,
    valid: draft.valid,
    latitude: draft.latitude,
    longitude: draft.longitude,
    speedKmh: draft.speedKmh ?? 0,
    course: draft.course ?? 0,
    locateType: 'gps',
    ...shared,
    ...(draft.altitude !== undefined && { altitude: draft.altitude }),
    ...(draft.accuracy !== undefined && { accuracy: draft.accuracy }),
    ...(draft.hdop !== undefined && { hdop: draft.hdop }),
    ...(draft.alarm && { alarm: draft.alarm }),
    ...(draft.odometer !== undefined && { odometer: draft.odometer }),
    ...(draft.cells.length > 0 && { cells: draft.cells }),
    ...(attributes && { attributes }),
  };
  if (draft.alarm) {
    return {
      type: 'alarm',
      protocol: 'osmand',
      deviceId: draft.deviceId,
      alarm: draft.alarm,
      time,
      position,
      ...shared,
    };
  }
  return { type: 'position', protocol: 'osmand', deviceId: draft.deviceId, position };
}

/** Caps on free-form attributes so one request cannot make us keep unbounded data. */
export const MAX_ATTRIBUTES = 64;
const MAX_KEY = 64;
const MAX_VALUE = 512;

export function setAttribute(draft: OsmAndDraft, key: string, value: AttributeValue): void {
  if (key.length === 0 || key.length > MAX_KEY) return;
  if (!(key in draft.attributes) && Object.keys(draft.attributes).length >= MAX_ATTRIBUTES) return;
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  draft.attributes[key] = typeof value === 'string' ? value.slice(0, MAX_VALUE) : value;
}

/** Query values are untyped text: numbers and booleans become typed, like Traccar stores them. */
export function typedAttribute(text: string): AttributeValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) {
    const n = Number(text);
    if (Number.isFinite(n)) return n;
  }
  return text;
}
